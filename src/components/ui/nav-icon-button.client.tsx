'use client';

import Link from '@/components/ui/link.client';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { formatNumber } from '@/i18n/format';
import { useI18n } from '../layout/i18n-provider.client';

/**
 * An icon link with a count badge; on its own target page a click does nothing. Its name is the
 * label and the count in words ("Cart: 2 items"), written for screen readers; the badge and the
 * label beside it are the same text for the eye, so they are hidden from them. The pages behind
 * these icons are the shopper's own (cart, wishlist, comparison), rendered for each request and
 * never from the page output cache: they load on the click, not prefetched on every page view.
 */
export function NavIconButton({
  href,
  label,
  count,
  icon,
  testId,
  countTestId,
}: {
  href: string;
  label: string;
  count: number;
  icon: ReactNode;
  testId: string;
  /** A second, shorter test id for the number itself (the badge keeps `${testId}-count`). */
  countTestId?: string;
}) {
  const { t, locale } = useI18n();
  const pathname = usePathname();
  const here = pathname === href;
  return (
    <Link
      href={href}
      prefetch={false}
      aria-current={here ? 'page' : undefined}
      data-testid={testId}
      onClick={(e) => {
        if (here) e.preventDefault();
      }}
      className="relative inline-flex items-center gap-1 rounded p-2 hover:bg-white/10"
    >
      {icon}
      <span
        aria-hidden
        data-testid={`${testId}-count`}
        className="absolute -top-1 -end-1 min-w-5 rounded-full bg-secondary px-1 text-center text-xs leading-5 font-bold text-black"
      >
        <span data-testid={countTestId}>{formatNumber(count, locale)}</span>
      </span>
      <span aria-hidden className="hidden text-sm xl:inline">
        {label}
      </span>
      <span className="sr-only">{t('header.indicator_label', { label, count })}</span>
    </Link>
  );
}
