import { notFound } from 'next/navigation';
import { Forbidden } from '@/components/admin/admin-shell';
import { PrintableOrder } from '@/components/admin/printable-order';
import { staffPage } from '@/components/admin/staff-page';
import { staffOrderDetails } from '@/domain/orders/staff-orders';
import { AppError } from '@/domain/shared/errors';

/** The order's printable invoice. */
export default async function AdminInvoicePage({ params }: { params: Promise<{ id: string }> }) {
  const { t, locale, ctx, allowed } = await staffPage('orders');
  if (!allowed) return <Forbidden t={t} />;
  const id = Number((await params).id);
  if (!Number.isSafeInteger(id) || id < 1) notFound();
  const d = await staffOrderDetails(ctx, id).catch((err: unknown) => {
    if (err instanceof AppError && err.kind === 'not_found') notFound();
    throw err;
  });
  return <PrintableOrder kind="invoice" t={t} locale={locale} d={d} />;
}
