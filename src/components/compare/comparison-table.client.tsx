'use client';

import Link from '@/components/ui/link.client';
import { useEffect, useState } from 'react';
import { Trash2, X } from 'lucide-react';
import { buildSpecRows, MAX_COMPARE_ITEMS, valuesDiffer, type CompareRow } from '@/domain/catalog/compare';
import type { WireCompareProduct } from '@/http/rest/compare-routes';
import { formatEgp, formatNumber } from '@/i18n/format';
import { EmptyState } from '../ui/empty-state';
import { useFocusAfterRemoval } from '../ui/use-focus-after-removal.client';
import { useI18n } from '../layout/i18n-provider.client';
import { AddToCartButton } from '../cart/add-to-cart-button.client';
import { clearCompare, removeFromCompare, useCompareIds } from './compare-store';
import { MixedText } from '@/components/ui/mixed-text';

/**
 * The /comparison page body: reads the ids from the browser's list, fetches the products through
 * the REST API (only those not fetched yet, so removing a column is instant) and lays them side by side.
 */
export function ComparisonTable() {
  const { locale, t } = useI18n();
  const ids = useCompareIds();
  const [fetched, setFetched] = useState<Record<number, WireCompareProduct>>({});
  const [failed, setFailed] = useState(false);
  const pending = (ids ?? []).filter((id) => !(id in fetched)).join(',');

  useEffect(() => {
    if (!pending) return;
    const controller = new AbortController();
    fetch(`/rest/${locale}/V1/catalog/compare?ids=${pending}`, {
      signal: controller.signal,
      headers: { source: 'web' },
    })
      .then((res) =>
        res.ok ? (res.json() as Promise<{ items: WireCompareProduct[] }>) : Promise.reject(res),
      )
      .then(({ items }) => {
        setFailed(false);
        setFetched((old) => ({ ...old, ...Object.fromEntries(items.map((p) => [p.product_id, p])) }));
        // Products that no longer exist or were deactivated leave the list, or they'd load forever.
        const found = new Set(items.map((p) => p.product_id));
        for (const id of pending.split(',').map(Number)) if (!found.has(id)) removeFromCompare(id);
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => controller.abort();
  }, [pending, locale]);

  // A product removed took the focus with its button: the next one's Remove takes it (the empty
  // state's link once none is left).
  const refocus = useFocusAfterRemoval(ids, {
    row: '[data-testid="compare-column"]',
    control: '[data-testid="compare-remove"]',
    fallback: '[data-testid="empty-state"] a',
  });

  const max = formatNumber(MAX_COMPARE_ITEMS, locale);
  if (ids && ids.length === 0) {
    return (
      <EmptyState
        title={t('compare.empty_title')}
        text={t('compare.empty_text', { max })}
        buttonLabel={t('compare.empty_button')}
      />
    );
  }

  const items = (ids ?? []).flatMap((id) => fetched[id] ?? []);
  const loading = ids === null || pending !== '';
  return (
    <div data-testid="comparison">
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold">{t('compare.title')}</h1>
        {ids && (
          <span className="text-sm text-neutral-600" data-testid="compare-count">
            {t('compare.count', { count: formatNumber(ids.length, locale), max })}
          </span>
        )}
        <button
          type="button"
          onClick={clearCompare}
          data-testid="compare-clear"
          className="ms-auto inline-flex items-center gap-2 rounded-md border border-neutral-300 bg-white px-4 py-2 text-sm font-bold hover:border-error hover:text-error"
        >
          <Trash2 aria-hidden className="size-4" />
          {t('compare.clear')}
        </button>
      </div>
      {failed && (
        <p role="alert" className="mb-4 rounded-md bg-error/10 p-3 text-error">
          {t('errors.network_error')}
        </p>
      )}
      {loading && items.length === 0 ? (
        <p className="py-16 text-center text-neutral-600" data-testid="compare-loading" aria-live="polite">
          {t('compare.loading')}
        </p>
      ) : (
        <CompareGrid items={items} onRemove={refocus.removing} />
      )}
    </div>
  );
}

function CompareGrid({
  items,
  onRemove,
}: {
  items: WireCompareProduct[];
  /** Told the column's index just before its product leaves. */
  onRemove: (index: number) => void;
}) {
  const { locale, t } = useI18n();
  const fixed: { label: string; values: (string | null)[] }[] = [
    {
      label: t('compare.price'),
      // A price cut shows the price it replaces, as the product's card does.
      values: items.map((p) => {
        const price = formatEgp(p.final_price, locale);
        return p.final_price < p.price
          ? t('compare.price_was', { price, old: formatEgp(p.price, locale) })
          : price;
      }),
    },
    {
      label: t('compare.instalments'),
      values: items.map((p) =>
        p.instalment_from === null
          ? null
          : t('product.instalments_from', { amount: formatEgp(p.instalment_from, locale) }),
      ),
    },
    { label: t('compare.brand'), values: items.map((p) => p.brand) },
    { label: t('compare.seller'), values: items.map((p) => p.seller) },
    {
      label: t('compare.availability'),
      values: items.map((p) => (p.in_stock ? t('product.in_stock') : t('product.out_of_stock'))),
    },
  ];
  // The catalogue's own "Brand" spec row would repeat the brand row above.
  const rows: CompareRow[] = [
    ...fixed.map((r) => ({ ...r, differs: valuesDiffer(r.values) })),
    ...buildSpecRows(
      items.map((p) => p.specifications),
      fixed.map((r) => r.label),
    ),
  ];

  return (
    <>
      <p className="mb-2 flex items-center gap-2 text-sm text-neutral-600">
        <span
          aria-hidden
          className="inline-block size-3 rounded-sm border-s-4 border-secondary bg-secondary/15"
        />
        {t('compare.differs_legend')}
      </p>
      <div className="overflow-x-auto rounded-lg bg-white shadow-sm">
        <table className="w-full table-fixed border-collapse text-sm" data-testid="compare-table">
          <colgroup>
            <col className="w-28 md:w-44" />
            {items.map((p) => (
              <col key={p.product_id} className="w-40 md:w-56" />
            ))}
          </colgroup>
          <thead>
            <tr>
              <th
                scope="col"
                className="sticky start-0 z-10 bg-white p-3 text-start align-bottom text-neutral-600"
              >
                {t('compare.feature')}
              </th>
              {items.map((p, index) => (
                <th
                  key={p.product_id}
                  scope="col"
                  data-testid="compare-column"
                  data-product-id={p.product_id}
                  className="p-3 text-start align-top font-normal"
                >
                  <Link href={`/${p.url_key}`} className="flex flex-col gap-2 hover:underline">
                    {p.image && (
                      // eslint-disable-next-line @next/next/no-img-element -- generated WebP files, already sized
                      <img
                        src={p.image}
                        alt=""
                        width={160}
                        height={160}
                        className="aspect-square w-full object-contain"
                      />
                    )}
                    <span className="line-clamp-3 font-bold">
                      <MixedText text={p.name} />
                    </span>
                  </Link>
                  <AddToCartButton
                    productId={p.product_id}
                    disabled={!p.in_stock}
                    testId="compare-add-to-cart"
                    className="mt-2 inline-flex w-full items-center justify-center gap-1 rounded-md bg-primary px-2 py-2 text-xs font-bold text-white hover:bg-neutral-800 disabled:cursor-not-allowed disabled:bg-neutral-400"
                  >
                    {p.in_stock ? t('product.add_to_cart') : t('product.out_of_stock')}
                  </AddToCartButton>
                  <button
                    type="button"
                    onClick={() => {
                      onRemove(index);
                      removeFromCompare(p.product_id);
                    }}
                    aria-label={t('compare.remove', { name: p.name })}
                    data-testid="compare-remove"
                    className="mt-2 inline-flex items-center gap-1 rounded px-2 py-1 text-xs text-neutral-600 hover:bg-neutral-100 hover:text-error"
                  >
                    <X aria-hidden className="size-3" />
                    {t('compare.remove_short')}
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={row.label}
                data-testid="compare-row"
                data-differs={row.differs}
                className={`border-t border-neutral-100 ${row.differs ? 'bg-secondary/15' : ''}`}
              >
                <th
                  scope="row"
                  className={`sticky start-0 p-3 text-start align-top font-bold ${
                    row.differs ? 'border-s-4 border-secondary bg-orange-50' : 'bg-white'
                  }`}
                >
                  {row.label}
                </th>
                {row.values.map((value, i) => (
                  <td key={items[i]?.product_id ?? i} className="p-3 align-top">
                    {value === null ? (
                      <span className="text-neutral-600">{t('compare.missing')}</span>
                    ) : (
                      // Values such as "1.43-inch AMOLED" keep their own direction inside Arabic text.
                      <bdi>{value}</bdi>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
