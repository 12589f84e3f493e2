'use client';

import { LoaderCircle } from 'lucide-react';
import { formatEgp } from '@/components/cart/money';
import { useI18n } from '@/components/layout/i18n-provider.client';
import { formatNumber } from '@/i18n/format';
import { CARD, PRIMARY_BUTTON_FULL } from '@/components/ui/styles';
import type { WireQuote } from '@/http/rest/quote-serializers';

/**
 * The order as the server will place it with the chosen method and address (its quote, shown as
 * it is), and the button that places it. Without a quote yet (another address was just chosen),
 * the figures wait.
 */
export function CheckoutSummary({
  quote,
  canPlace,
  placing,
  onPlace,
}: {
  quote: WireQuote | null;
  canPlace: boolean;
  placing: boolean;
  onPlace: () => void;
}) {
  const { t } = useI18n();
  return (
    <aside
      aria-labelledby="checkout-summary-heading"
      className={`${CARD} flex flex-col gap-4 lg:sticky lg:top-4`}
    >
      <h2 id="checkout-summary-heading" className="text-lg font-bold">
        {t('checkout.summary')}
      </h2>
      {quote ? (
        <QuoteFigures quote={quote} />
      ) : (
        <p className="text-sm text-neutral-600">{t('checkout.loading')}</p>
      )}
      <button
        type="button"
        onClick={onPlace}
        disabled={!canPlace || placing}
        aria-busy={placing || undefined}
        data-testid="checkout-place-order"
        className={PRIMARY_BUTTON_FULL}
      >
        {placing && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
        {placing ? t('checkout.placing') : t('checkout.place_order')}
      </button>
    </aside>
  );
}

function QuoteFigures({ quote }: { quote: WireQuote }) {
  const { t, locale } = useI18n();
  const money = (amount: number) => formatEgp(amount, locale);
  return (
    <>
      <ul className="flex flex-col gap-3 text-sm" data-testid="checkout-summary-lines">
        {quote.items.map((line) => (
          <li key={line.item_id} className="flex justify-between gap-3" data-testid="checkout-summary-line">
            <span className="min-w-0">
              <span className="line-clamp-2">{line.name}</span>
              <span className="text-neutral-500">
                {t('checkout.qty', { qty: formatNumber(line.qty, locale) })}
              </span>
            </span>
            <span className="shrink-0 font-bold">{money(line.row_total)}</span>
          </li>
        ))}
      </ul>
      <dl className="flex flex-col gap-2 border-t border-neutral-200 pt-4 text-sm">
        <Row label={t('checkout.subtotal')} value={money(quote.subtotal)} />
        {quote.discount > 0 && (
          <Row label={t('checkout.discount')} value={money(-quote.discount)} testId="checkout-discount" />
        )}
        <Row
          label={t('checkout.shipping')}
          value={quote.shipping_fee > 0 ? money(quote.shipping_fee) : t('checkout.shipping_free')}
        />
        <div className="flex justify-between gap-2 border-t border-neutral-200 pt-2 text-base font-bold">
          <dt>{t('checkout.total')}</dt>
          <dd data-testid="checkout-total">{money(quote.grand_total)}</dd>
        </div>
      </dl>
    </>
  );
}

function Row({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="flex justify-between gap-2">
      <dt className="text-neutral-600">{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}
