'use client';

import { ArrowRight, TriangleAlert } from 'lucide-react';
import { formatNumber } from '@/i18n/format';
import { useI18n } from '../layout/i18n-provider.client';
import type { ChangedLine } from './cart-types';
import { MixedText } from '@/components/ui/mixed-text';

/** The lines confirmqty reduced or removed because stock fell below what was asked. */
export function ChangedNotice({ lines }: { lines: ChangedLine[] }) {
  const { t, locale } = useI18n();
  if (lines.length === 0) return null;
  return (
    <section
      role="alert"
      data-testid="cart-changed-notice"
      className="mb-4 rounded-lg border border-secondary bg-secondary/10 p-4"
    >
      <h2 className="mb-2 flex items-center gap-2 font-bold">
        <TriangleAlert aria-hidden className="size-5 text-secondary-dark" />
        {t('cart.changed_title')}
      </h2>
      <ul className="flex flex-col gap-1 text-sm">
        {lines.map((line) => (
          <li
            key={line.item_id}
            data-testid="cart-changed-line"
            data-product-id={line.product_id}
            data-requested={line.requested}
            data-available={line.available}
            aria-label={t('cart.changed_line', {
              name: line.name,
              requested: formatNumber(line.requested, locale),
              available: formatNumber(line.available, locale),
            })}
            className="flex flex-wrap items-center gap-x-2"
          >
            <span className="font-bold">
              <MixedText text={line.name} />
            </span>
            <span aria-hidden className="inline-flex items-center gap-1">
              {formatNumber(line.requested, locale)}
              <ArrowRight className="flip-rtl size-4" />
              {line.available > 0 ? formatNumber(line.available, locale) : t('cart.changed_removed')}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
