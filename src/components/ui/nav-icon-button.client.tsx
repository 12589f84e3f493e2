'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { formatNumber } from '@/i18n/format';
import { useI18n } from '../layout/i18n-provider.client';

/** An icon link with a count badge (also in its accessible name); on its own target page a click does nothing. */
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
      aria-label={t('header.indicator_label', { label, count })}
      aria-current={here ? 'page' : undefined}
      data-testid={testId}
      onClick={(e) => {
        if (here) e.preventDefault();
      }}
      className="relative inline-flex items-center gap-1 rounded p-2 hover:bg-white/10"
    >
      {icon}
      <span
        data-testid={`${testId}-count`}
        className="absolute -top-1 -end-1 min-w-5 rounded-full bg-secondary px-1 text-center text-xs leading-5 font-bold text-black"
      >
        <span data-testid={countTestId}>{formatNumber(count, locale)}</span>
      </span>
      <span className="hidden text-sm xl:inline">{label}</span>
    </Link>
  );
}
