'use client';

import { useState, type FormEvent, type ReactElement } from 'react';
import { LoaderCircle } from 'lucide-react';
import { Modal } from '@/components/account/modal.client';
import { useAccountApi } from '@/components/account/use-account-api.client';
import { errorText } from '@/components/account/error-text';
import { useAlert } from '@/components/layout/alert.client';
import { useI18n } from '@/components/layout/i18n-provider.client';
import { isCodeComplete } from '@/components/ui/otp-input.client';
import { PRIMARY_BUTTON_FULL } from '@/components/ui/styles';
import { PIN_LENGTH } from '@/domain/customers/schemas';
import type { WireCard } from './credit-types';
import { NewPinFields, newPinErrors, PinField } from './pin-fields.client';

type PinErrors = { current?: string; pin?: string; confirm?: string };

/** Changes the secret code knowing the current one; a wrong one counts towards the lock. */
export function ChangePinDialog({
  trigger,
  onChanged,
  onLocked,
}: {
  trigger: ReactElement;
  onChanged: (card: WireCard) => void;
  /** The fifth wrong PIN locked it: the card view reloads and offers a new PIN by code. */
  onLocked: () => void;
}) {
  const { t } = useI18n();
  const api = useAccountApi();
  const showAlert = useAlert();
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState('');
  const [pin, setPin] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<PinErrors>({});
  const [busy, setBusy] = useState(false);

  function openChange(next: boolean) {
    setOpen(next);
    if (!next) {
      setCurrent('');
      setPin('');
      setConfirm('');
      setErrors({});
    }
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const local: PinErrors = {
      current: isCodeComplete(current, PIN_LENGTH) ? undefined : errorText(t, 'pin_error'),
      ...newPinErrors(pin, confirm, (key) => errorText(t, key)),
    };
    setErrors(local);
    if (local.current || local.pin || local.confirm) return;
    setBusy(true);
    const answer = await api.rest<WireCard>('amancard/mine/pin', {
      method: 'PUT',
      body: { current_pin: current, pin },
    });
    setBusy(false);
    if (answer.ok && answer.data) {
      onChanged(answer.data);
      showAlert({ severity: 'success', message: t('credit.pin.changed') });
      openChange(false);
      return;
    }
    const message = answer.message ?? t('errors.network_error');
    if (answer.fieldErrors.current_pin) {
      setCurrent('');
      setErrors({ current: message });
      return;
    }
    showAlert({ severity: 'error', message });
    if (answer.status === 403) {
      openChange(false);
      onLocked();
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={openChange}
      trigger={trigger}
      title={t('credit.pin.change_title')}
      testId="credit-change-pin-dialog"
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-5" data-testid="credit-change-pin-form">
        <PinField
          id="credit-current-pin"
          label={t('credit.pin.current')}
          value={current}
          onChange={setCurrent}
          error={errors.current}
          autoFocus
        />
        <NewPinFields pin={pin} confirm={confirm} onPin={setPin} onConfirm={setConfirm} errors={errors} />
        <button type="submit" disabled={busy} className={PRIMARY_BUTTON_FULL} data-testid="credit-pin-save">
          {busy && <LoaderCircle aria-hidden className="size-5 animate-spin" />}
          {t('credit.pin.save')}
        </button>
      </form>
    </Modal>
  );
}
