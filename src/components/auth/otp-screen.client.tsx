'use client';

import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { LoaderCircle } from 'lucide-react';
import { OTP_LENGTH, PIN_LENGTH } from '@/domain/customers/schemas';
import { formatNumber } from '@/i18n/format';
import type { Locale } from '@/i18n/locales';
import { isCodeComplete, OtpInput } from '../ui/otp-input.client';
import { useAlert } from '../layout/alert.client';
import { useI18n } from '../layout/i18n-provider.client';
import { LINK_BUTTON, PRIMARY_BUTTON_FULL } from '../ui/styles';
import { AuthHeader } from './auth-surface.client';

export const OTP_COUNTDOWN_SECONDS = 60;

/** A refused send that says how long to wait (the server's Retry-After): the countdown runs that long. */
export interface SendRefusal {
  message: string;
  waitSeconds?: number;
}

/** What a refused send shows: the server's message, counted down when it asked to wait. */
export const sendRefusal = (message: string, answer: { retryAfterSeconds?: number }): SendRefusal => ({
  message,
  waitSeconds: answer.retryAfterSeconds,
});

const formatTime = (seconds: number, locale: Locale) =>
  `${formatNumber(Math.floor(seconds / 60), locale, { minDigits: 2 })}:${formatNumber(seconds % 60, locale, { minDigits: 2 })}`;

/**
 * The one-time-code step (§4 OTP screen), also the 4-digit secret-code (PIN) screen. The countdown
 * starts at 60 s on arrival and the code is sent then, unless autoSend is false (the caller already
 * sent it). At zero, or when sending failed, the code can be sent again. Without onSend nothing is
 * sent at all (card checkout: the shopper types the card's PIN) and `footer` shows instead.
 */
export function OtpScreen({
  length = OTP_LENGTH,
  phone,
  onSend,
  onSubmit,
  autoSend = true,
  title,
  description,
  onBack,
  backLabel,
  footer,
  sentMessage,
}: {
  length?: number;
  /** Where the code went, shown to the user. */
  phone?: string;
  /**
   * Sends the code: true when it was sent; otherwise why not, in the user's language, with the
   * wait before the next code when the server gave one (sendRefusal); or false when the caller
   * has shown the reason itself.
   */
  onSend?: () => Promise<boolean | string | SendRefusal>;
  /**
   * Checks the code. A refusal the caller answers with its text is shown under the boxes, which
   * are emptied for the next try; otherwise the caller shows any error.
   */
  onSubmit: (code: string) => Promise<void | string>;
  autoSend?: boolean;
  title?: string;
  description?: ReactNode;
  /** A way back to the previous step (e.g. to change the number). */
  onBack?: () => void;
  backLabel?: string;
  /** Shown under the code instead of the countdown when nothing is sent (the card's PIN at checkout). */
  footer?: ReactNode;
  /** The banner once a code is sent, instead of "we sent the code" (where a code may not go out). */
  sentMessage?: string;
}) {
  const { t, locale } = useI18n();
  const showAlert = useAlert();
  const isPin = length === PIN_LENGTH;
  const [code, setCode] = useState('');
  const [secondsLeft, setSecondsLeft] = useState(OTP_COUNTDOWN_SECONDS);
  const [sending, setSending] = useState(false);
  // 'refused' once a send was refused and until one succeeds: the screen then never says "we sent".
  // Nothing to send (the card's PIN): the screen is never "sending".
  const [delivery, setDelivery] = useState<'pending' | 'sent' | 'refused'>(
    autoSend && onSend ? 'pending' : 'sent',
  );
  const [refusal, setRefusal] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [wrong, setWrong] = useState<string | null>(null);
  const deadline = useRef<number | null>(null);
  const onSendRef = useRef(onSend);
  const started = useRef(false);
  const hintId = useId();

  useEffect(() => {
    onSendRef.current = onSend;
  }, [onSend]);

  const restartCountdown = useCallback(() => {
    deadline.current = Date.now() + OTP_COUNTDOWN_SECONDS * 1000;
    setSecondsLeft(OTP_COUNTDOWN_SECONDS);
  }, []);

  const send = useCallback(async () => {
    restartCountdown();
    setSending(true);
    const sent = (await onSendRef.current?.().catch(() => false)) ?? false;
    setSending(false);
    if (sent === true) {
      setDelivery('sent');
      setRefusal(null);
      // A new code: the last one's "tries left" no longer applies.
      setWrong(null);
      showAlert({ severity: 'success', message: sentMessage ?? t('messages.otp_sent') });
    } else {
      setDelivery('refused');
      const refused: SendRefusal | null = typeof sent === 'object' ? sent : sent ? { message: sent } : null;
      setRefusal(refused?.message ?? null);
      const wait = refused?.waitSeconds ?? 0;
      if (wait > 0) {
        // Too soon: "send again" would only be refused again, so it comes when the server allows it.
        deadline.current = Date.now() + wait * 1000;
        setSecondsLeft(wait);
      } else {
        // Failed otherwise: offer "send again" at once instead of making the user wait out the countdown.
        deadline.current = null;
        setSecondsLeft(0);
      }
    }
  }, [restartCountdown, showAlert, t, sentMessage]);

  useEffect(() => {
    // A ref, not state: strict mode runs this effect twice and the code must go out only once.
    if (started.current) return;
    started.current = true;
    if (!onSendRef.current) return;
    if (autoSend) void send();
    else restartCountdown();
  }, [autoSend, send, restartCountdown]);

  useEffect(() => {
    // Counted from a deadline so that a throttled background tab still ends on time.
    const timer = setInterval(() => {
      if (deadline.current === null) return;
      const left = Math.max(0, Math.ceil((deadline.current - Date.now()) / 1000));
      setSecondsLeft(left);
      if (left === 0) deadline.current = null;
    }, 250);
    return () => clearInterval(timer);
  }, []);

  const complete = isCodeComplete(code, length);

  // Still here once the code was checked (it was refused): back to the first box for the next try.
  // The boxes were disabled while it was checked, which left the focus on the page.
  const formRef = useRef<HTMLFormElement>(null);
  const checked = useRef(false);
  useEffect(() => {
    if (submitting) {
      checked.current = true;
      return;
    }
    const form = formRef.current;
    if (!checked.current || !form) return;
    checked.current = false;
    if (!form.contains(document.activeElement)) form.querySelector<HTMLInputElement>('input')?.focus();
  }, [submitting]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!complete || submitting) return;
    setSubmitting(true);
    try {
      const refused = await onSubmit(code);
      if (typeof refused === 'string') {
        setWrong(refused);
        setCode('');
      }
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate data-testid="otp-screen" className="flex flex-col gap-5">
      <AuthHeader
        title={title ?? t(isPin ? 'auth.pin_title' : 'auth.otp_title')}
        intro={
          <span id={hintId} data-testid="otp-intro" data-delivery={delivery}>
            {delivery === 'refused'
              ? t(phone ? 'auth.otp_not_sent' : 'auth.otp_not_sent_any')
              : delivery === 'pending'
                ? t('auth.otp_sending_to')
                : (description ?? t(isPin ? 'auth.pin_intro' : 'auth.otp_sent_to', { length }))}
            {phone && (
              <>
                {' '}
                <bdi dir="ltr" data-testid="otp-phone" className="font-bold text-neutral-900">
                  {phone}
                </bdi>
              </>
            )}
          </span>
        }
      />
      {delivery === 'refused' && refusal && (
        <p role="alert" data-testid="otp-refused" className="rounded-md bg-error/10 p-3 text-sm text-error">
          {refusal}
        </p>
      )}
      <OtpInput
        length={length}
        value={code}
        onChange={(next) => {
          setCode(next);
          setWrong(null);
        }}
        label={t(isPin ? 'auth.pin_label' : 'auth.otp_label')}
        digitLabel={(index, total) => t('auth.otp_digit', { index, total })}
        describedBy={hintId}
        disabled={submitting}
        invalid={wrong !== null}
        secret={isPin}
        autoFocus
      />
      {wrong && (
        <p role="alert" data-testid="otp-error" className="text-sm text-error">
          {wrong}
        </p>
      )}
      {onSend === undefined ? (
        footer
      ) : (
        <div className="min-h-6 text-center text-sm" aria-live="polite">
          {sending ? (
            <span className="inline-flex items-center gap-2 text-neutral-600">
              <LoaderCircle aria-hidden className="size-4 animate-spin" />
              {t('auth.otp_sending')}
            </span>
          ) : secondsLeft > 0 ? (
            <span data-testid="otp-countdown" data-seconds={secondsLeft} className="text-neutral-600">
              {t('auth.otp_resend_in', { time: formatTime(secondsLeft, locale) })}
            </span>
          ) : (
            <span className="text-neutral-600">
              {t('auth.otp_didnt_get')}{' '}
              <button
                type="button"
                onClick={() => void send()}
                data-testid="otp-resend"
                className={LINK_BUTTON}
              >
                {t('auth.otp_resend')}
              </button>
            </span>
          )}
        </div>
      )}
      <button
        type="submit"
        disabled={!complete || submitting}
        data-testid="otp-continue"
        className={PRIMARY_BUTTON_FULL}
      >
        {submitting && <LoaderCircle aria-hidden className="size-5 animate-spin" />}
        {t('auth.continue')}
      </button>
      {onBack && (
        <button
          type="button"
          onClick={onBack}
          data-testid="otp-back"
          className={`${LINK_BUTTON} self-center`}
        >
          {backLabel ?? t('auth.back')}
        </button>
      )}
    </form>
  );
}
