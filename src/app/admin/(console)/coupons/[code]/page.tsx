import Link from '@/components/ui/link.client';
import type { ReactNode } from 'react';
import { Forbidden } from '@/components/admin/admin-shell';
import { CouponActiveForm } from '@/components/admin/coupon-active-form.client';
import { CouponForm } from '@/components/admin/coupon-form.client';
import {
  COUPON_STATUS_TONE,
  couponDatesText,
  couponDiscountText,
  couponUsesText,
} from '@/components/admin/coupon-text';
import { AdminSection, History, orNotFound } from '@/components/admin/detail-page';
import { staffPage } from '@/components/admin/staff-page';
import { TEXT_LINK } from '@/components/ui/styles';
import { couponForStaff, couponStatus } from '@/domain/content/staff-coupons';
import { cairoDay } from '@/domain/shared/cairo-day';
import { nowOf } from '@/domain/shared/ctx';
import { formatDate, formatNumber } from '@/i18n/format';

const pounds = (piastres: number | null) =>
  piastres === null || piastres === 0 ? '' : String(piastres / 100);

/** One coupon: what it gives, its uses, its status with switch off / on, the edit form and its history. */
export default async function CouponPage({ params }: { params: Promise<{ code: string }> }) {
  const { t, locale, ctx, allowed } = await staffPage('content');
  if (!allowed) return <Forbidden t={t} />;
  const { code } = await params;
  const { coupon, history } = await orNotFound(couponForStaff(ctx, code));
  const status = couponStatus(coupon, nowOf(ctx));
  const facts: [string, ReactNode][] = [
    [t('admin_coupons.columns.discount'), couponDiscountText(t, locale, coupon)],
    [t('admin_coupons.columns.dates'), couponDatesText(t, locale, coupon)],
    [
      t('admin_coupons.redemptions'),
      <span data-testid="admin-coupon-redemptions">{couponUsesText(t, locale, coupon)}</span>,
    ],
  ];
  if (coupon.usageLimitPerCustomer !== null)
    facts.push([
      t('admin_coupons.form.usage_limit_per_customer'),
      t('admin_coupons.per_customer', { limit: formatNumber(coupon.usageLimitPerCustomer, locale) }),
    ]);
  return (
    <div className="space-y-4">
      <Link href="/admin/coupons" className={TEXT_LINK}>
        {t('admin_coupons.back')}
      </Link>
      <div className="flex flex-wrap items-baseline gap-3">
        <h1 className="text-2xl font-bold" dir="ltr">
          {coupon.code}
        </h1>
        <span
          className={`rounded px-2 py-0.5 text-sm font-bold ${COUPON_STATUS_TONE[status]}`}
          data-testid="admin-coupon-status"
        >
          {t(`admin_coupons.status.${status}`)}
        </span>
      </div>
      <div className="grid gap-4 lg:grid-cols-[3fr_2fr]">
        <AdminSection title={t('admin_coupons.edit')}>
          <CouponForm
            // A new form after each save, so that it shows what was stored.
            key={`${coupon.kind}|${coupon.value}|${coupon.startsAt.getTime()}|${coupon.endsAt.getTime()}|${coupon.usageLimit}|${coupon.usageLimitPerCustomer}|${coupon.maxDiscount}|${coupon.minSubtotal}`}
            editing
            initial={{
              code: coupon.code,
              kind: coupon.kind,
              value: String(coupon.value / 100),
              max_discount: pounds(coupon.maxDiscount),
              min_subtotal: pounds(coupon.minSubtotal),
              starts_on: cairoDay(coupon.startsAt),
              ends_on: cairoDay(coupon.endsAt),
              usage_limit: coupon.usageLimit === null ? '' : String(coupon.usageLimit),
              usage_limit_per_customer:
                coupon.usageLimitPerCustomer === null ? '' : String(coupon.usageLimitPerCustomer),
            }}
          />
        </AdminSection>
        <div className="space-y-4">
          <AdminSection title={t('admin_coupons.details')}>
            <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
              {facts.map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="text-neutral-600">{label}</dt>
                  <dd className="font-bold break-words">{value}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-3 text-sm text-neutral-600">{t('admin_coupons.redemptions_hint')}</p>
          </AdminSection>
          <AdminSection title={t('admin_coupons.standing')}>
            <CouponActiveForm code={coupon.code} active={coupon.isActive} />
          </AdminSection>
          {history.length > 0 ? (
            <History
              t={t}
              testId="admin-coupon-history"
              entries={history.map((h) => ({
                id: h.id,
                status: t(`admin_coupons.action.${h.action.replace('coupon.', '')}`),
                date: formatDate(h.at, locale),
                actor: h.actor,
                note: h.reason,
              }))}
            />
          ) : (
            <AdminSection title={t('admin_coupons.history')}>
              <p>{t('admin_coupons.no_history')}</p>
            </AdminSection>
          )}
        </div>
      </div>
    </div>
  );
}
