'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useAlert } from '../layout/alert.client';
import { formatEgp } from '../cart/money';
import { useI18n } from '../layout/i18n-provider.client';
import { Field, TextAreaField } from '../ui/field.client';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../ui/styles';
import { FormMessage } from './form-message';
import { useAdminForm } from './use-admin-form.client';
import { busyButton } from '../ui/busy-button';

/** Hold or release the card, and change its limit (pounds) with a reason. */
export function CardActions({
  cardId,
  onHold,
  usedLabel,
}: {
  cardId: number;
  onHold: boolean;
  usedLabel: string;
}) {
  const { t, locale } = useI18n();
  const router = useRouter();
  const alert = useAlert();
  const hold = useAdminForm();
  const change = useAdminForm();
  const [reason, setReason] = useState('');
  const [limit, setLimit] = useState('');
  const [limitReason, setLimitReason] = useState('');
  return (
    <div className="space-y-6">
      <form
        noValidate
        className="space-y-3"
        onSubmit={async (e) => {
          e.preventDefault();
          const answer = await hold.send(`/rest/V1/admin/credit/cards/${cardId}/hold`, 'POST', {
            hold: !onHold,
            reason: reason || undefined,
          });
          if (!answer) return;
          alert({ severity: 'success', message: t(onHold ? 'admin.credit.released' : 'admin.credit.held') });
          setReason('');
          router.refresh();
        }}
      >
        {!onHold && (
          <TextAreaField
            label={t('admin.credit.reason')}
            hint={t('admin.credit.hold_reason_hint')}
            maxLength={500}
            rows={2}
            value={reason}
            onValueChange={setReason}
            error={hold.fieldErrors.reason}
            testId="admin-card-hold-reason"
          />
        )}
        <FormMessage message={hold.message} />
        <button
          type="submit"
          {...busyButton(hold.busy)}
          className={SECONDARY_BUTTON}
          data-testid="admin-card-hold"
        >
          {t(onHold ? 'admin.credit.release_card' : 'admin.credit.hold_card')}
        </button>
      </form>
      <form
        noValidate
        className="space-y-3"
        onSubmit={async (e) => {
          e.preventDefault();
          const answer = await change.send<{ credit_limit: number }>(
            `/rest/V1/admin/credit/cards/${cardId}/limit`,
            'POST',
            {
              limit,
              reason: limitReason,
            },
          );
          if (!answer) return;
          // The limit as the server now holds it (pounds), not as it was typed.
          const saved = formatEgp(answer.credit_limit, locale);
          alert({ severity: 'success', message: t('admin.credit.limit_saved', { limit: saved }) });
          setLimit('');
          setLimitReason('');
          router.refresh();
        }}
      >
        <h3 className="font-bold">{t('admin.credit.change_limit')}</h3>
        <Field
          label={t('admin.credit.new_limit')}
          hint={t('admin.credit.limit_hint', { used: usedLabel })}
          inputMode="numeric"
          dir="ltr"
          value={limit}
          onValueChange={setLimit}
          error={change.fieldErrors.limit}
          testId="admin-card-limit"
        />
        <TextAreaField
          label={t('admin.credit.reason')}
          maxLength={500}
          rows={2}
          value={limitReason}
          onValueChange={setLimitReason}
          error={change.fieldErrors.reason}
          testId="admin-card-limit-reason"
        />
        <FormMessage message={change.message} />
        <button
          type="submit"
          {...busyButton(change.busy)}
          className={PRIMARY_BUTTON}
          data-testid="admin-card-limit-save"
        >
          {t('admin.credit.save_limit')}
        </button>
      </form>
    </div>
  );
}
