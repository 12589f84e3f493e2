'use client';

import { useState, type FormEvent, type ReactElement } from 'react';
import { LoaderCircle } from 'lucide-react';
import { Modal } from '@/components/account/modal.client';
import { useAccountApi } from '@/components/account/use-account-api.client';
import { errorText } from '@/components/account/error-text';
import { OtpScreen, sendRefusal, type SendRefusal } from '@/components/auth/otp-screen.client';
import { useCustomer } from '@/components/auth/use-customer.client';
import { useAlert } from '@/components/layout/alert.client';
import { useI18n } from '@/components/layout/i18n-provider.client';
import { PRIMARY_BUTTON_FULL } from '@/components/ui/styles';
import { apiFetch } from '@/lib/api-client';
import type { WireCard } from './credit-types';
import { NewPinFields, newPinErrors } from './pin-fields.client';

/**
 * Sets the card's secret code, or a new one when it was forgotten or locked: a one-time code to
 * the account phone (POST /rest/V1/amancard/sendpin), checked when entered, then the new PIN twice.
 */
export function SetPinDialog({
  mode,
  trigger,
  onSet,
}: {
  mode: 'set' | 'forgot';
  trigger: ReactElement;
  onSet: (card: WireCard) => void;
}) {
  const { t, locale } = useI18n();
  const api = useAccountApi();
  const { user } = useCustomer();
  const showAlert = useAlert();
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState<string | null>(null);
  // After a wrong code the code screen comes back without sending another one by itself.
  const [codeRound, setCodeRound] = useState(0);
  const [pin, setPin] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ pin?: string; confirm?: string }>({});
  const [busy, setBusy] = useState(false);

  // Each opening starts afresh. Closing leaves the view as it is: reset then, the code screen would
  // come back while the dialog fades out and send a code by itself (after a PIN was just set).
  function openChange(next: boolean) {
    if (next) {
      setCode(null);
      setCodeRound(0);
      setPin('');
      setConfirm('');
      setErrors({});
    }
    setOpen(next);
  }

  async function sendCode(): Promise<boolean | SendRefusal> {
    const answer = await apiFetch('/rest/V1/amancard/sendpin', { method: 'POST', token: api.token, locale });
    if (answer.ok) return true;
    const message = answer.message ?? t('errors.network_error');
    // Said on the code screen itself (otp-refused), not twice with a toast.
    return sendRefusal(message, answer);
  }

  /** The code is checked (not spent) before the PIN is asked for: a wrong one is said at once. */
  async function checkCode(entered: string): Promise<void | string> {
    const answer = await api.rest('amancard/mine/pin/code', { method: 'POST', body: { code: entered } });
    if (answer.ok) setCode(entered);
    // Refused: said under the boxes, emptied for the next try (not in a toast that goes away).
    else return answer.message ?? t('errors.network_error');
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const local = newPinErrors(pin, confirm, (key) => errorText(t, key));
    setErrors(local);
    if (local.pin || local.confirm) return;
    setBusy(true);
    const answer = await api.rest<WireCard>('amancard/mine/pin', { method: 'POST', body: { code, pin } });
    setBusy(false);
    if (answer.ok && answer.data) {
      onSet(answer.data);
      showAlert({ severity: 'success', message: t('credit.pin.set_done') });
      openChange(false);
      return;
    }
    showAlert({ severity: 'error', message: answer.message ?? t('errors.network_error') });
    if (answer.fieldErrors.code || answer.fieldErrors.pin === undefined) {
      // The code was wrong or has expired: enter it again (or ask for a new one).
      setCode(null);
      setCodeRound((n) => n + 1);
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={openChange}
      trigger={trigger}
      title={t(mode === 'set' ? 'credit.pin.set_title' : 'credit.pin.forgot_title')}
      testId="credit-pin-dialog"
    >
      {code === null ? (
        <OtpScreen
          key={codeRound}
          phone={user?.phone_number ?? undefined}
          autoSend={codeRound === 0}
          onSend={sendCode}
          onSubmit={checkCode}
          title={t('credit.pin.code_title')}
          description={t('credit.pin.code_intro')}
        />
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-5" data-testid="credit-pin-form">
          <p className="text-sm text-neutral-600">{t('credit.pin.choose_intro')}</p>
          <NewPinFields
            pin={pin}
            confirm={confirm}
            onPin={setPin}
            onConfirm={setConfirm}
            errors={errors}
            autoFocus
          />
          <button type="submit" disabled={busy} className={PRIMARY_BUTTON_FULL} data-testid="credit-pin-save">
            {busy && <LoaderCircle aria-hidden className="size-5 animate-spin" />}
            {t('credit.pin.save')}
          </button>
        </form>
      )}
    </Modal>
  );
}
