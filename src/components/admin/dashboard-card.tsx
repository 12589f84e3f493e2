import Link from '@/components/ui/link.client';
import type { ReactNode } from 'react';

/** One figure of the dashboard with what it means and a link to its list. */
export function DashboardCard({
  title,
  figure,
  children,
  href,
  linkLabel,
  linkContext,
  testId,
}: {
  title: string;
  figure: string;
  children?: ReactNode;
  href: string;
  linkLabel: string;
  linkContext: string;
  testId: string;
}) {
  return (
    <section className="rounded-lg bg-white p-4 shadow-sm" data-testid={testId}>
      <h2 className="font-bold text-neutral-700">{title}</h2>
      <p className="my-2 text-3xl font-bold" data-testid={`${testId}-count`}>
        {figure}
      </p>
      <div className="mb-3 text-sm text-neutral-700">{children}</div>
      <Link href={href} className="font-bold text-amber-700 underline-offset-2 hover:underline">
        {linkLabel}
        <span className="sr-only"> {linkContext}</span>
      </Link>
    </section>
  );
}
