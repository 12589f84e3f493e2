'use client';

import { LoaderCircle } from 'lucide-react';
import { formatEgp } from '@/components/cart/money';
import { useI18n } from '@/components/layout/i18n-provider.client';
import { formatNumber } from '@/i18n/format';
import { CARD, PRIMARY_BUTTON_FULL } from '@/components/ui/styles';
import type { Cart } from '@/components/cart/cart-types';
import type { CheckoutAddress } from './checkout-types';
import type { WireQuote } from '@/http/rest/quote-serializers';
import { MixedText } from '@/components/ui/mixed-text';

/** A checkout step and its summary beside it from 1024 px (below, the summary follows the step). */
export const WITH_SUMMARY = 'grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-6';

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
  return (
    <SummaryFigures
      lines={quote.items}
      subtotal={quote.subtotal}
      discount={quote.discount}
      shipping={quote.shipping_fee > 0 ? formatEgp(quote.shipping_fee, locale) : t('checkout.shipping_free')}
      total={quote.grand_total}
    />
  );
}

/**
 * The shipping step's summary: the cart's lines and totals, with the chosen address's shipping (as
 * its card shows it). The payment step's quote may still change them for the method it is paid by
 * (cash on delivery takes one of each, a product not sold that way stays in the cart), and says so.
 */
export function CartSummary({ cart, address }: { cart: Cart; address: CheckoutAddress | null }) {
  const { t, locale } = useI18n();
  return (
    <aside
      aria-labelledby="checkout-cart-summary-heading"
      data-testid="checkout-cart-summary"
      className={`${CARD} flex flex-col gap-4 self-start lg:sticky lg:top-4`}
    >
      <h2 id="checkout-cart-summary-heading" className="text-lg font-bold">
        {t('checkout.summary')}
      </h2>
      <SummaryFigures
        lines={cart.items}
        subtotal={cart.totals.subtotal}
        discount={cart.totals.discount}
        shipping={
          !address
            ? t('checkout.shipping_next_step')
            : address.shipping_fee > 0
              ? formatEgp(address.shipping_fee, locale)
              : t('checkout.shipping_free')
        }
        total={address?.grand_total}
      />
    </aside>
  );
}

interface SummaryLine {
  item_id: number;
  name: string;
  qty: number;
  row_total: number;
}

function SummaryFigures({
  lines,
  subtotal,
  discount,
  shipping,
  total,
}: {
  lines: SummaryLine[];
  subtotal: number;
  discount: number;
  shipping: string;
  total?: number;
}) {
  const { t, locale } = useI18n();
  const money = (amount: number) => formatEgp(amount, locale);
  return (
    <>
      <ul className="flex flex-col gap-3 text-sm" data-testid="checkout-summary-lines">
        {lines.map((line) => (
          <li key={line.item_id} className="flex justify-between gap-3" data-testid="checkout-summary-line">
            <span className="min-w-0">
              <span className="line-clamp-2">
                <MixedText text={line.name} />
              </span>
              <span className="text-neutral-500">
                {t('checkout.qty', { qty: formatNumber(line.qty, locale) })}
              </span>
            </span>
            <span className="shrink-0 font-bold">{money(line.row_total)}</span>
          </li>
        ))}
      </ul>
      <dl className="flex flex-col gap-2 border-t border-neutral-200 pt-4 text-sm">
        <Row label={t('checkout.subtotal')} value={money(subtotal)} testId="checkout-subtotal" />
        {discount > 0 && (
          <Row label={t('checkout.discount')} value={money(-discount)} testId="checkout-discount" />
        )}
        <Row label={t('checkout.shipping')} value={shipping} />
        {total !== undefined && (
          <div className="flex justify-between gap-2 border-t border-neutral-200 pt-2 text-base font-bold">
            <dt>{t('checkout.total')}</dt>
            <dd data-testid="checkout-total">{money(total)}</dd>
          </div>
        )}
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
