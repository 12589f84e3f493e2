'use client';

import { useI18n } from '@/components/layout/i18n-provider.client';
import { isCodeComplete, OtpInput } from '@/components/ui/otp-input.client';
import { isGuessablePin, PIN_LENGTH } from '@/domain/customers/schemas';

/** One 4-digit secret code, masked, with its label and message. */
export function PinField({
  id,
  label,
  value,
  onChange,
  error,
  autoFocus,
  onFull,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  autoFocus?: boolean;
  onFull?: () => void;
}) {
  const { t } = useI18n();
  return (
    <div className="flex flex-col items-center gap-2">
      <p id={`${id}-label`} className="text-sm font-bold">
        {label}
      </p>
      <OtpInput
        length={PIN_LENGTH}
        value={value}
        onChange={onChange}
        label={label}
        digitLabel={(index, total) => t('auth.otp_digit', { index, total })}
        describedBy={error ? `${id}-error` : undefined}
        invalid={!!error}
        autoFocus={autoFocus}
        secret
        onFull={onFull}
        testId={id}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-error" data-testid={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The new PIN and the same again; the messages are already in the user's language. */
export function NewPinFields({
  pin,
  confirm,
  onPin,
  onConfirm,
  errors,
  autoFocus,
}: {
  pin: string;
  confirm: string;
  onPin: (value: string) => void;
  onConfirm: (value: string) => void;
  errors: { pin?: string; confirm?: string };
  autoFocus?: boolean;
}) {
  const { t } = useI18n();
  return (
    <>
      <PinField
        id="credit-new-pin"
        label={t('credit.pin.new')}
        value={pin}
        onChange={onPin}
        // Its last digit typed, the new PIN hands the focus to the confirmation's first box, as
        // the boxes of one code do from digit to digit: typed in one go, the second four are kept.
        onFull={() =>
          document.querySelector<HTMLInputElement>('[data-testid="credit-confirm-pin-digit-0"]')?.focus()
        }
        error={errors.pin}
        autoFocus={autoFocus}
      />
      <PinField
        id="credit-confirm-pin"
        label={t('credit.pin.confirm')}
        value={confirm}
        onChange={onConfirm}
        error={errors.confirm}
      />
    </>
  );
}

/** The messages for a new PIN typed twice, or none when it can be sent. */
export function newPinErrors(pin: string, confirm: string, message: (key: string) => string | undefined) {
  if (!isCodeComplete(pin, PIN_LENGTH)) return { pin: message('pin_error') };
  if (isGuessablePin(pin)) return { pin: message('pin_weak') };
  if (!isCodeComplete(confirm, PIN_LENGTH)) return { confirm: message('pin_confirm_required') };
  if (confirm !== pin) return { confirm: message('pin_mismatch') };
  return {};
}
