'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { STAFF_REASON_MAX } from '@/domain/orders/staff-schemas';
import { asciiDigits } from '@/domain/shared/digits';
import { useAlert } from '../layout/alert.client';
import { useI18n } from '../layout/i18n-provider.client';
import { Field, TextAreaField } from '../ui/field.client';
import { DANGER_BUTTON, PRIMARY_BUTTON } from '../ui/styles';
import { FormMessage } from './form-message';
import { useAdminForm } from './use-admin-form.client';
import { SecondPressActions, useSecondPress } from './second-press.client';
import { refundOutcome, takesLessThanAsked, type RefundBasis } from '@/domain/orders/refund-amount';
import { formatPrice } from '@/i18n/format';

/**
 * A waiting refund request: how many of each line asked back to take (all by default, 0 leaves a
 * line out), with the money that goes back and how, said as the quantities change; when fewer are
 * taken than were asked, why (the customer is told); an optional note, approve. Or a reason and reject.
 */
export function RefundDecision({
  refundId,
  lines,
  basis,
}: {
  refundId: number;
  lines: { id: number; name: string; qty: number }[];
  basis: RefundBasis & { shippingFee: number };
}) {
  const { t, locale } = useI18n();
  const router = useRouter();
  const alert = useAlert();
  const [qty, setQty] = useState<Record<number, string>>(
    Object.fromEntries(lines.map((l) => [l.id, String(l.qty)])),
  );
  const [note, setNote] = useState('');
  const [kept, setKept] = useState('');
  const [reason, setReason] = useState('');
  const approve = useAdminForm();
  const reject = useAdminForm();
  const [qtyErrors, setQtyErrors] = useState<Record<string, string>>({});
  // Money goes back: asked once more, after the quantities are checked.
  const press = useSecondPress();
  // Declining is told to the customer and cannot be undone either: asked once more too.
  const pressReject = useSecondPress();
  /** A line's quantity as typed (an Arabic keyboard's digits too): a whole number, or NaN. */
  const qtyOf = (id: number) => {
    const typed = asciiDigits(qty[id] ?? '').trim();
    return /^\d+$/.test(typed) ? Number(typed) : Number.NaN;
  };
  const inRange = (l: { id: number; qty: number }) => qtyOf(l.id) >= 0 && qtyOf(l.id) <= l.qty;
  const chosen = lines.map((l) => ({ item_id: l.id, qty: qtyOf(l.id) })).filter((l) => l.qty > 0);
  const valid = lines.every(inRange);
  const accepted = chosen.map((c) => ({ itemId: c.item_id, qty: c.qty }));
  const outcome = valid && chosen.length > 0 ? refundOutcome(basis, accepted) : null;
  const asked = lines.map((l) => ({ itemId: l.id, qty: l.qty }));
  const keeps = valid && chosen.length > 0 && takesLessThanAsked(asked, accepted);
  const to = outcome
    ? { amount: formatPrice(outcome.amount, locale), to: t(`admin_orders.refund_to.${outcome.method}`) }
    : null;
  // The server's word on the lines (another decision came first, say) is said by the quantities.
  const linesError = approve.fieldErrors.items;
  return (
    <div className="space-y-4" data-testid={`admin-refund-decision-${refundId}`}>
      <form
        noValidate
        className="space-y-3"
        onSubmit={async (e) => {
          e.preventDefault();
          // Each quantity from 0 to what the customer asked back, checked here beside its own box.
          const errors: Record<string, string> = Object.fromEntries(
            lines
              .filter((l) => !inRange(l))
              .map((l) => [String(l.id), t('admin_orders.refund.qty_range', { max: l.qty })]),
          );
          const keptLength = kept.trim().length;
          if (keeps && (keptLength < 3 || keptLength > STAFF_REASON_MAX))
            errors.kept_reason = t('errors.refund_kept_reason');
          setQtyErrors(errors);
          if (approve.refused(errors)) return press.reset();
          if (press.ask(e)) return approve.clear();
          const answer = await approve.send(`/rest/V1/admin/refunds/${refundId}/approve`, 'POST', {
            items: chosen,
            ...(note.trim() ? { note } : {}),
            ...(keeps ? { kept_reason: kept } : {}),
          });
          press.reset();
          if (!answer) return;
          alert({ severity: 'success', message: t('admin_orders.refund.done_approved') });
          router.refresh();
        }}
      >
        <div className="grid gap-3 sm:grid-cols-2">
          {lines.map((l) => (
            <Field
              key={l.id}
              label={t('admin_orders.refund.take_back', { name: l.name })}
              inputMode="numeric"
              value={qty[l.id] ?? ''}
              onValueChange={(v) => {
                setQty({ ...qty, [l.id]: v });
                press.reset();
              }}
              error={qtyErrors[String(l.id)]}
              testId={`admin-refund-qty-${l.id}`}
            />
          ))}
        </div>
        {to && outcome && (
          <p className="font-bold" data-testid="admin-refund-to-pay" aria-live="polite">
            {t('admin_orders.refund.to_pay', to)}
            {outcome.whole && basis.shippingFee > 0 && ` ${t('admin_orders.refund.to_pay_shipping')}`}
          </p>
        )}
        {keeps && (
          <TextAreaField
            label={t('admin_orders.refund.kept_reason')}
            value={kept}
            onValueChange={(v) => {
              setKept(v);
              press.reset();
            }}
            rows={2}
            maxLength={STAFF_REASON_MAX}
            error={qtyErrors.kept_reason ?? approve.fieldErrors.kept_reason}
            testId="admin-refund-kept-reason"
          />
        )}
        {linesError && (
          <p className="text-sm text-error" data-testid="admin-refund-lines-error">
            {linesError}
          </p>
        )}
        <TextAreaField
          label={t('admin_orders.refund.note')}
          value={note}
          onValueChange={setNote}
          rows={2}
          maxLength={STAFF_REASON_MAX}
          error={approve.fieldErrors.note}
          testId="admin-refund-note"
        />
        {chosen.length === 0 && (
          <p className="text-sm text-neutral-700">{t('admin_orders.refund.pick_some')}</p>
        )}
        <FormMessage message={approve.message} />
        <SecondPressActions
          press={press}
          question={to ? t('admin_orders.refund.confirm_text', to) : ''}
          label={t('admin_orders.refund.approve')}
          confirmLabel={t('admin_orders.refund.confirm')}
          backLabel={t('admin_orders.cancel.keep')}
          buttonClass={PRIMARY_BUTTON}
          busy={approve.busy}
          disabled={chosen.length === 0}
          testIds={{
            button: 'admin-refund-approve',
            question: 'admin-refund-confirm-text',
            back: 'admin-refund-back',
          }}
        />
      </form>
      <form
        noValidate
        className="space-y-3 border-t border-neutral-200 pt-4"
        onSubmit={async (e) => {
          e.preventDefault();
          // Without a reason the server's refusal says so at once; with one, the question comes first.
          if (reason.trim() && pressReject.ask(e)) return;
          const answer = await reject.send(`/rest/V1/admin/refunds/${refundId}/reject`, 'POST', { reason });
          pressReject.reset();
          if (!answer) return;
          alert({ severity: 'success', message: t('admin_orders.refund.done_rejected') });
          router.refresh();
        }}
      >
        <TextAreaField
          label={t('admin_orders.refund.reject_reason')}
          value={reason}
          onValueChange={(v) => {
            setReason(v);
            pressReject.reset();
          }}
          rows={2}
          maxLength={STAFF_REASON_MAX}
          error={reject.fieldErrors.reason}
          testId="admin-refund-reject-reason"
        />
        <FormMessage message={reject.message} />
        <SecondPressActions
          press={pressReject}
          question={t('admin_orders.refund.reject_confirm_text')}
          label={t('admin_orders.refund.reject')}
          confirmLabel={t('admin_orders.refund.reject_confirm')}
          backLabel={t('admin_orders.cancel.keep')}
          buttonClass={DANGER_BUTTON}
          busy={reject.busy}
          testIds={{
            button: 'admin-refund-reject',
            question: 'admin-refund-reject-confirm-text',
            back: 'admin-refund-reject-back',
          }}
        />
      </form>
    </div>
  );
}
