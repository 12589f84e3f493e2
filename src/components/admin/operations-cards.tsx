import Link from '@/components/ui/link.client';
import type { TFunction } from 'i18next';
import { operationsDashboard } from '@/domain/orders/staff-dashboard';
import type { Ctx } from '@/domain/shared/ctx';
import { formatDate, formatNumber, formatPrice } from '@/i18n/format';
import type { Locale } from '@/i18n/locales';

const CARD = 'min-w-0 rounded-lg bg-white p-4 shadow-sm';
const LINK = 'font-bold text-amber-700 underline-offset-2 hover:underline';

/**
 * The operations part of the dashboard: today's and the last 7 days' orders and revenue by payment
 * method, orders waiting per state, refund requests waiting, products low in stock.
 */
export async function OperationsCards({ t, locale, ctx }: { t: TFunction; locale: Locale; ctx: Ctx }) {
  const d = await operationsDashboard(ctx);
  const sales = (id: 'today' | 'week', rows: typeof d.today) => (
    <section className={CARD} data-testid={`admin-card-sales-${id}`}>
      <h2 className="mb-2 font-bold text-neutral-700">{t(`admin_orders.dashboard.${id}`)}</h2>
      {rows.length === 0 ? (
        <p className="text-sm text-neutral-700">{t('admin_orders.dashboard.no_sales')}</p>
      ) : (
        <table className="w-full text-sm">
          <thead>
            <tr className="text-neutral-700">
              <th scope="col" className="py-1 pe-2 text-start">
                {t('admin_orders.dashboard.method')}
              </th>
              <th scope="col" className="py-1 pe-2 text-end">
                {t('admin_orders.dashboard.orders')}
              </th>
              <th scope="col" className="py-1 text-end">
                {t('admin_orders.dashboard.revenue')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.method} className="border-t border-neutral-200">
                <td className="py-1 pe-2">{t(`checkout.methods.${r.method}`)}</td>
                <td className="py-1 pe-2 text-end">{formatNumber(r.orders, locale)}</td>
                <td className="py-1 text-end font-bold">{formatPrice(r.revenue, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
  /** A queue waiting for staff: how many, since when, and the link to work through it. */
  const queue = (
    id: string,
    waiting: { n: number; oldest: Date | null },
    href: string,
    text: { title: string; open: string },
  ) => (
    <section className={CARD} data-testid={`admin-card-${id}`}>
      <h2 className="font-bold text-neutral-700">{text.title}</h2>
      <p className="my-2 text-3xl font-bold" data-testid="admin-card-count">
        {formatNumber(waiting.n, locale)}
      </p>
      <p className="mb-3 text-sm text-neutral-700">
        {waiting.oldest
          ? t('admin_orders.dashboard.oldest', { date: formatDate(waiting.oldest, locale) })
          : t('admin_orders.dashboard.nothing')}
      </p>
      <Link href={href} className={LINK}>
        {text.open}
      </Link>
    </section>
  );
  return (
    <>
      {sales('today', d.today)}
      {sales('week', d.week)}
      <section className={CARD} data-testid="admin-card-orders-waiting">
        <h2 className="mb-2 font-bold text-neutral-700">{t('admin_orders.dashboard.waiting')}</h2>
        <ul className="mb-3 space-y-1">
          {d.waiting.map((w) => (
            <li key={w.status} className="flex justify-between gap-2">
              <Link href={`/admin/orders?status=${w.status}`} className={LINK}>
                {t(`orders.status.${w.status}`)}
              </Link>
              <span className="font-bold" data-testid={`admin-waiting-${w.status}`}>
                {formatNumber(w.n, locale)}
              </span>
            </li>
          ))}
        </ul>
      </section>
      {queue('refunds', d.refunds, '/admin/refunds', {
        title: t('admin_orders.dashboard.refunds_waiting'),
        open: t('admin_orders.dashboard.open_refunds'),
      })}
      {queue('requests', d.requests, '/admin/requests', {
        title: t('admin_orders.dashboard.requests_waiting'),
        open: t('admin_orders.dashboard.open_requests'),
      })}
      <section className={CARD} data-testid="admin-card-low-stock">
        <h2 className="mb-2 font-bold text-neutral-700">{t('admin_orders.dashboard.low_stock')}</h2>
        {d.lowStock.length === 0 ? (
          <p className="text-sm text-neutral-700">{t('admin_orders.dashboard.none_low')}</p>
        ) : (
          <ul className="space-y-1 text-sm">
            {d.lowStock.map((p) => (
              <li key={p.id} className="flex justify-between gap-2">
                <bdi className="min-w-0 truncate">{p.name ?? p.sku}</bdi>
                <span className="shrink-0 font-bold">
                  {t('admin_orders.dashboard.stock', {
                    count: p.stock,
                    formatted: formatNumber(p.stock, locale),
                  })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
