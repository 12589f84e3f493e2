import Link from '@/components/ui/link.client';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  title: string;
  text?: string;
  buttonLabel: string;
  href?: string;
  illustration?: ReactNode;
  /** h2 when the block sits inside a page that has its own h1. */
  heading?: 'h1' | 'h2';
}

type IconEmptyStateProps = Omit<EmptyStateProps, 'illustration'> & {
  icon: LucideIcon;
  /** For icons that point the reading way (a cart), so they face forward in Arabic too. */
  flipIcon?: boolean;
};

/** A message with an illustration and one button (home by default). */
export function EmptyState({
  title,
  text,
  buttonLabel,
  href = '/',
  illustration,
  heading: Heading = 'h1',
}: EmptyStateProps) {
  return (
    <section
      data-testid="empty-state"
      className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center"
    >
      {illustration ?? <EmptyBoxIllustration />}
      <Heading className="text-2xl font-bold">{title}</Heading>
      {text && <p className="text-neutral-600">{text}</p>}
      <Link href={href} className="rounded-md bg-primary px-6 py-3 font-bold text-white hover:bg-neutral-800">
        {buttonLabel}
      </Link>
    </section>
  );
}

function EmptyBoxIllustration() {
  return (
    <svg width="160" height="120" viewBox="0 0 160 120" aria-hidden>
      <ellipse cx="80" cy="108" rx="60" ry="8" fill="#e5e5e5" />
      <path
        d="M30 45 L80 25 L130 45 L130 95 L80 112 L30 95 Z"
        fill="#fde7c8"
        stroke="#f7941d"
        strokeWidth="3"
      />
      <path d="M30 45 L80 62 L130 45 M80 62 L80 112" fill="none" stroke="#f7941d" strokeWidth="3" />
      <circle cx="62" cy="78" r="4" fill="#000" />
      <circle cx="98" cy="78" r="4" fill="#000" />
      <path d="M68 94 Q80 86 92 94" fill="none" stroke="#000" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** The empty state with the section's own icon in a tinted circle instead of the box. */
export function IconEmptyState({ icon: Icon, flipIcon = false, ...message }: IconEmptyStateProps) {
  return (
    <EmptyState
      {...message}
      illustration={
        <span className="flex size-24 items-center justify-center rounded-full bg-secondary/15">
          <Icon aria-hidden className={`${flipIcon ? 'flip-rtl ' : ''}size-12 text-secondary-dark`} />
        </span>
      }
    />
  );
}

/**
 * The icon empty state on a white panel, for sections inside a page (account, checkout) that has its
 * own h1, hence h2 by default; testId names the panel, which stands where the section's list would.
 */
export function IconEmptyPanel({
  testId,
  heading = 'h2',
  ...message
}: IconEmptyStateProps & { testId: string }) {
  return (
    <div className="rounded-lg bg-white px-4 shadow-sm" data-testid={testId}>
      <IconEmptyState heading={heading} {...message} />
    </div>
  );
}
