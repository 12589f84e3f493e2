'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { commissionSchema } from '@/domain/sellers/payout-schemas';
import { useAlert } from '../layout/alert.client';
import { useI18n } from '../layout/i18n-provider.client';
import { Field } from '../ui/field.client';
import { PRIMARY_BUTTON } from '../ui/styles';
import { FormMessage } from './form-message';
import { useAdminForm } from './use-admin-form.client';
import { busyButton } from '../ui/busy-button';

/** The store's commission on sellers' sales, in percent; checked here, then on the server. */
export function CommissionForm({ initial }: { initial: string }) {
  const { t } = useI18n();
  const router = useRouter();
  const alert = useAlert();
  const [rate, setRate] = useState(initial);
  const [checked, setChecked] = useState<Record<string, string>>({});
  const { busy, message, fieldErrors, send, checkFields, refused } = useAdminForm();
  const values = { rate_percent: rate };

  async function submit() {
    const errors = checkFields(commissionSchema, values);
    setChecked(errors);
    if (refused(errors)) return;
    if (!(await send('/rest/V1/admin/settings/commission', 'PUT', values))) return;
    alert({ severity: 'success', message: t('admin_settings.commission_saved') });
    router.refresh();
  }

  return (
    <form
      noValidate
      className="max-w-md space-y-4"
      data-testid="admin-commission-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Field
        inputMode="decimal"
        dir="ltr"
        label={t('admin_settings.commission_rate')}
        value={rate}
        onValueChange={setRate}
        error={checked.rate_percent ?? fieldErrors.rate_percent}
        hint={t('admin_settings.commission_hint')}
        testId="admin-commission-rate"
      />
      <FormMessage message={message} />
      <button
        type="submit"
        {...busyButton(busy)}
        className={PRIMARY_BUTTON}
        data-testid="admin-commission-submit"
      >
        {t('admin_settings.save')}
      </button>
    </form>
  );
}
