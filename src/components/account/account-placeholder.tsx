import type { TFunction } from 'i18next';
import { Landmark, type LucideIcon } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { SUPPORT_PHONE } from '@/components/layout/links';

export const PLACEHOLDER_SLUGS = ['credit-limit-request'] as const;
export type PlaceholderSlug = (typeof PLACEHOLDER_SLUGS)[number];

const ICONS: Record<PlaceholderSlug, LucideIcon> = {
  'credit-limit-request': Landmark,
};

/** Sections whose content comes with later issues: an honest empty state and a way back to the shop. */
export function AccountPlaceholder({ slug, t }: { slug: PlaceholderSlug; t: TFunction }) {
  const Icon = ICONS[slug];
  return (
    <div className="rounded-lg bg-white px-4 shadow-sm" data-testid={`account-${slug}`}>
      <EmptyState
        heading="h2"
        title={t(`account.placeholder.${slug}.title`)}
        text={t(`account.placeholder.${slug}.text`, { phone: SUPPORT_PHONE })}
        buttonLabel={t('account.placeholder.button')}
        href="/"
        illustration={
          <span className="flex size-24 items-center justify-center rounded-full bg-secondary/15">
            <Icon aria-hidden className="size-12 text-secondary-dark" />
          </span>
        }
      />
    </div>
  );
}
