'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { STAFF_REASON_MAX, staffCancelSchema } from '@/domain/orders/staff-schemas';
import { useAlert } from '../layout/alert.client';
import { useI18n } from '../layout/i18n-provider.client';
import { Field, SelectField, TextAreaField } from '../ui/field.client';
import { DANGER_BUTTON, PRIMARY_BUTTON } from '../ui/styles';
import { FormMessage } from './form-message';
import { useAdminForm } from './use-admin-form.client';
import { busyButton } from '../ui/busy-button';
import { SecondPressActions, useSecondPress } from './second-press.client';

/** Sends a back-office action, then tells the staff member and reloads the page's data. */
function useAction(done: string) {
  const router = useRouter();
  const alert = useAlert();
  const form = useAdminForm();
  const run = async (e: FormEvent, path: string, body?: unknown): Promise<boolean> => {
    e.preventDefault();
    const answer = await form.send(path, 'POST', body);
    if (!answer) return false;
    alert({ severity: 'success', message: done });
    router.refresh();
    return true;
  };
  return { ...form, run };
}

/**
 * processing → shipped: the carrier and its tracking number. In the seller portal it ships the
 * seller's own lines (`path` and `done` say so).
 */
export function ShipForm({ orderId, path, done }: { orderId: number; path?: string; done?: string }) {
  const { t } = useI18n();
  const [carrier, setCarrier] = useState('');
  const [tracking, setTracking] = useState('');
  const { busy, message, fieldErrors, run } = useAction(done ?? t('admin_orders.ship.done'));
  return (
    <form
      noValidate
      className="space-y-3"
      data-testid="admin-ship-form"
      onSubmit={(e) =>
        run(e, path ?? `/rest/V1/admin/orders/${orderId}/ship`, { carrier, tracking_number: tracking })
      }
    >
      <Field
        label={t('admin_orders.ship.carrier')}
        value={carrier}
        onValueChange={setCarrier}
        maxLength={60}
        error={fieldErrors.carrier}
        testId="admin-ship-carrier"
      />
      <Field
        label={t('admin_orders.ship.tracking')}
        value={tracking}
        onValueChange={setTracking}
        dir="ltr"
        maxLength={40}
        error={fieldErrors.tracking_number}
        testId="admin-ship-tracking"
      />
      <FormMessage message={message} />
      <button type="submit" {...busyButton(busy)} className={PRIMARY_BUTTON} data-testid="admin-ship-submit">
        {t('admin_orders.ship.submit')}
      </button>
    </form>
  );
}

/** shipped → delivered: asked once more, as the customer is told and it cannot be undone. */
export function DeliverForm({ orderId }: { orderId: number }) {
  const { t } = useI18n();
  const press = useSecondPress();
  const { busy, message, run } = useAction(t('admin_orders.deliver.done'));
  return (
    <form
      className="space-y-3"
      onSubmit={async (e) => {
        if (press.ask(e)) return;
        await run(e, `/rest/V1/admin/orders/${orderId}/deliver`);
        press.reset();
      }}
    >
      <FormMessage message={message} />
      <SecondPressActions
        press={press}
        question={t('admin_orders.deliver.confirm_text')}
        label={t('admin_orders.deliver.submit')}
        confirmLabel={t('admin_orders.deliver.confirm')}
        backLabel={t('admin_orders.cancel.keep')}
        buttonClass={PRIMARY_BUTTON}
        busy={busy}
        testIds={{
          button: 'admin-deliver-submit',
          question: 'admin-deliver-confirm-text',
          back: 'admin-deliver-back',
        }}
      />
    </form>
  );
}

/**
 * Cancels the whole order or one open line, with a reason the customer is sent: asked once more
 * first, as it cannot be undone; the form empties once it is done.
 */
export function CancelForm({
  orderId,
  lines,
}: {
  orderId: number;
  lines: { id: number; name: string; sku: string }[];
}) {
  const { t } = useI18n();
  const [what, setWhat] = useState('');
  const [reason, setReason] = useState('');
  const press = useSecondPress();
  const { busy, message, fieldErrors, run, checkFields, refused } = useAction(t('admin_orders.cancel.done'));
  const [reasonError, setReasonError] = useState<string>();
  const line = lines.find((l) => String(l.id) === what);
  return (
    <form
      noValidate
      className="space-y-3"
      data-testid="admin-cancel-form"
      onSubmit={async (e) => {
        const body = { reason, ...(what ? { item_id: Number(what) } : {}) };
        if (!press.asking) {
          // The reason is checked before the question, which is asked only of a cancel that can go.
          const errors = checkFields(staffCancelSchema, body);
          setReasonError(errors.reason);
          if (refused(errors)) return e.preventDefault();
        }
        if (press.ask(e)) return;
        const done = await run(e, `/rest/V1/admin/orders/${orderId}/cancel`, body);
        press.reset();
        if (done) {
          setWhat('');
          setReason('');
        }
      }}
    >
      <SelectField
        label={t('admin_orders.cancel.what')}
        value={what}
        onValueChange={(v) => {
          setWhat(v);
          press.reset();
        }}
        placeholder={t('admin_orders.cancel.whole')}
        options={lines.map((l) => ({ value: String(l.id), label: t('admin_orders.cancel.line', l) }))}
        testId="admin-cancel-what"
      />
      <TextAreaField
        label={t('admin_orders.cancel.reason')}
        value={reason}
        onValueChange={setReason}
        rows={2}
        maxLength={STAFF_REASON_MAX}
        error={reasonError ?? fieldErrors.reason}
        testId="admin-cancel-reason"
      />
      <FormMessage message={message} />
      <SecondPressActions
        press={press}
        question={
          line
            ? t('admin_orders.cancel.confirm_line', { name: line.name })
            : t('admin_orders.cancel.confirm_whole')
        }
        label={t('admin_orders.cancel.submit')}
        confirmLabel={t('admin_orders.cancel.confirm')}
        backLabel={t('admin_orders.cancel.keep')}
        buttonClass={DANGER_BUTTON}
        busy={busy}
        testIds={{
          button: 'admin-cancel-submit',
          question: 'admin-cancel-confirm-text',
          back: 'admin-cancel-keep',
        }}
      />
    </form>
  );
}
