import Link from '@/components/ui/link.client';
import { Forbidden } from '@/components/admin/admin-shell';
import { CouponForm } from '@/components/admin/coupon-form.client';
import { AdminSection } from '@/components/admin/detail-page';
import { staffPage } from '@/components/admin/staff-page';
import { TEXT_LINK } from '@/components/ui/styles';
import { cairoDay, cairoDayFrom } from '@/domain/shared/cairo-day';
import { nowOf } from '@/domain/shared/ctx';

/** A new coupon: a percentage from today (Cairo) for thirty days, unless the editor says otherwise. */
export default async function NewCouponPage() {
  const { t, ctx, allowed } = await staffPage('content');
  if (!allowed) return <Forbidden t={t} />;
  const now = nowOf(ctx);
  return (
    <div className="max-w-3xl space-y-4">
      <Link href="/admin/coupons" className={TEXT_LINK}>
        {t('admin_coupons.back')}
      </Link>
      <h1 className="text-2xl font-bold">{t('admin_coupons.new')}</h1>
      <AdminSection>
        <CouponForm
          editing={false}
          initial={{
            code: '',
            kind: 'percent',
            value: '',
            max_discount: '',
            min_subtotal: '',
            starts_on: cairoDay(now),
            ends_on: cairoDayFrom(now, 30),
            usage_limit: '',
            usage_limit_per_customer: '',
          }}
        />
      </AdminSection>
    </div>
  );
}
