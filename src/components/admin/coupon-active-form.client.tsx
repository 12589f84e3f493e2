'use client';

import { useRouter } from 'next/navigation';
import { useAlert } from '../layout/alert.client';
import { useI18n } from '../layout/i18n-provider.client';
import { DANGER_BUTTON, PRIMARY_BUTTON } from '../ui/styles';
import { FormMessage } from './form-message';
import { useAdminForm } from './use-admin-form.client';
import { busyButton } from '../ui/busy-button';

/** Switches a coupon off (carts and checkout stop taking it at once) or on again. */
export function CouponActiveForm({ code, active }: { code: string; active: boolean }) {
  const { t } = useI18n();
  const router = useRouter();
  const alert = useAlert();
  const { busy, message, send } = useAdminForm();
  return (
    <form
      className="space-y-3"
      data-testid="admin-coupon-active-form"
      onSubmit={async (e) => {
        e.preventDefault();
        const answer = await send(`/rest/V1/admin/coupons/${encodeURIComponent(code)}/active`, 'POST', {
          active: !active,
        });
        if (!answer) return;
        alert({
          severity: 'success',
          message: t(active ? 'admin_coupons.deactivated_done' : 'admin_coupons.activated_done', { code }),
        });
        router.refresh();
      }}
    >
      <p className="text-sm text-neutral-700">
        {t(active ? 'admin_coupons.deactivate_hint' : 'admin_coupons.activate_hint')}
      </p>
      <FormMessage message={message} />
      <button
        type="submit"
        {...busyButton(busy)}
        className={active ? DANGER_BUTTON : PRIMARY_BUTTON}
        data-testid="admin-coupon-active-submit"
      >
        {t(active ? 'admin_coupons.deactivate' : 'admin_coupons.activate')}
      </button>
    </form>
  );
}
