'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { X } from 'lucide-react';
import { COUPON_PROBLEM_TEXTS } from '@/domain/cart/coupon-problems';
import type { ApiAnswer } from '@/lib/api-client';
import { useI18n } from '../layout/i18n-provider.client';
import { SECONDARY_BUTTON } from '../ui/styles';
import { busyButton } from '@/components/ui/busy-button';

type Send = (code: string) => Promise<ApiAnswer<unknown> | null> | null;

/** Why a coupon on the cart gives nothing now, as the cart API says it (Cart['coupon_problem']). */
export interface CouponProblem {
  reason: string;
  parameters: Record<string, string>;
}

/** Apply a coupon, or take the applied one off; the server's refusal is shown under the field. */
export function CouponForm({
  applied,
  problem,
  onApply,
  onRemove,
}: {
  applied: string | null;
  /** Why the applied coupon gives no discount now (the subtotal fell under its minimum, ...). */
  problem: CouponProblem | null;
  onApply: Send;
  onRemove: Send;
}) {
  const { t } = useI18n();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // What a screen reader is told once a coupon is applied or removed (the form is replaced).
  const [said, setSaid] = useState('');
  // The form gives way to the applied coupon, and back: the focus follows to the control that stands
  // in place of the one pressed, instead of falling to the page.
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target) document.querySelector<HTMLElement>(target)?.focus();
  }, [applied]);

  async function run(send: Send, value: string, removing: boolean) {
    setBusy(true);
    const answer = await send(value);
    setBusy(false);
    if (answer?.ok) {
      setCode('');
      setError(null);
      focusNext.current = removing ? '#cart-coupon-code' : '[data-testid="cart-coupon-remove"]';
      setSaid(
        removing ? t('cart.coupon_removed', { code: value }) : t('cart.coupon_active', { code: value }),
      );
    } else {
      setError(answer?.message ?? t('errors.network_error'));
    }
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    const value = code.trim();
    if (!value) return setError(t('cart.coupon_required'));
    void run(onApply, value, false);
  }

  // One live region, kept in place while the form and the applied coupon swap beside it.
  const status = (
    <p role="status" className="sr-only" data-testid="cart-coupon-said">
      {said}
    </p>
  );
  if (applied) {
    return (
      <>
        {status}
        <div className="flex flex-col gap-2" data-testid="cart-coupon">
          <p
            className={`flex items-center justify-between gap-2 rounded-md px-3 py-2 text-sm ${problem ? 'bg-secondary/10' : 'bg-success/10'}`}
            data-testid="cart-coupon-state"
            data-applies={problem ? 'false' : 'true'}
          >
            <span>
              {t(problem ? 'cart.coupon_not_applied' : 'cart.coupon_active', { code: applied })}
              {problem && (
                <span className="block" data-testid="cart-coupon-problem">
                  {t(COUPON_PROBLEM_TEXTS[problem.reason] ?? 'errors.coupon_inactive', problem.parameters)}
                </span>
              )}
            </span>
            <button
              type="button"
              onClick={() => void run(onRemove, applied, true)}
              {...busyButton(busy)}
              data-testid="cart-coupon-remove"
              className="inline-flex items-center gap-1 font-bold text-error hover:underline disabled:opacity-50"
            >
              <X aria-hidden className="size-4" />
              {t('cart.coupon_remove')}
            </button>
          </p>
          {error && (
            <p role="alert" data-testid="cart-coupon-error" className="text-sm text-error">
              {error}
            </p>
          )}
        </div>
      </>
    );
  }

  return (
    <>
      {status}
      <form onSubmit={submit} noValidate className="flex flex-col gap-2" data-testid="cart-coupon">
        <label htmlFor="cart-coupon-code" className="text-sm font-bold">
          {t('cart.coupon_label')}
        </label>
        <div className="flex gap-2">
          <input
            id="cart-coupon-code"
            value={code}
            onChange={(e) => {
              setCode(e.target.value);
              setError(null);
            }}
            placeholder={t('cart.coupon_placeholder')}
            autoComplete="off"
            maxLength={64}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'cart-coupon-error' : undefined}
            data-testid="cart-coupon-input"
            className="min-w-0 flex-1 rounded-md border border-neutral-300 bg-white px-3 py-2 focus:outline-2 focus:outline-offset-2 focus:outline-primary aria-invalid:border-error"
          />
          <button
            type="submit"
            {...busyButton(busy)}
            data-testid="cart-coupon-apply"
            className={SECONDARY_BUTTON}
          >
            {t('cart.coupon_apply')}
          </button>
        </div>
        {error && (
          <p
            id="cart-coupon-error"
            role="alert"
            data-testid="cart-coupon-error"
            className="text-sm text-error"
          >
            {error}
          </p>
        )}
      </form>
    </>
  );
}
