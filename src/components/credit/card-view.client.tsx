'use client';

import { useEffect, useRef } from 'react';
import { KeyRound, Lock, Truck } from 'lucide-react';
import { useCustomer } from '@/components/auth/use-customer.client';
import { useI18n } from '@/components/layout/i18n-provider.client';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '@/components/ui/styles';
import { formatDate, formatNumber, formatPrice } from '@/i18n/format';
import { ChangePinDialog } from './change-pin-dialog.client';
import type { WireCard, WireCardTerms } from './credit-types';
import { SetPinDialog } from './set-pin-dialog.client';
import { validThru } from './valid-thru';
import { workingDays } from './working-days';

/** The Aman card (§9): the card itself, its limit and balance, status, validity, delivery and PIN. */
export function CardView({
  card,
  terms,
  onCard,
  onReload,
}: {
  card: WireCard;
  terms: WireCardTerms;
  onCard: (card: WireCard) => void;
  onReload: () => void;
}) {
  const { t, locale } = useI18n();
  const { user } = useCustomer();
  const onHold = card.status === 'on_hold';
  const egp = (value: number | null) => formatPrice((value ?? 0) * 100, locale);
  const used = card.credit_limit
    ? Math.min(100, Math.round((1 - (card.available ?? 0) / card.credit_limit) * 100))
    : 0;

  const pinState = !card.pin_set ? 'not_set' : card.pin_locked ? 'locked' : 'set';
  // A PIN just set: its button gave way to "Change secret code", which takes the focus (the
  // dialog would give it back to a button that is gone, that is to the page).
  const pinSection = useRef<HTMLElement>(null);
  const lastPinState = useRef(pinState);
  useEffect(() => {
    if (lastPinState.current !== 'set' && pinState === 'set') {
      const change = () =>
        pinSection.current?.querySelector<HTMLElement>('[data-testid="credit-change-pin"]')?.focus();
      // After the closing dialog's own return of focus, which it makes once the current task is done.
      setTimeout(() => requestAnimationFrame(change), 0);
    }
    lastPinState.current = pinState;
  }, [pinState]);
  return (
    <div
      className="grid gap-6 lg:grid-cols-[22rem_minmax(0,1fr)]"
      data-testid="credit-card-view"
      data-status={card.status}
    >
      <div
        dir="ltr"
        aria-label={t('credit.card.picture', { last4: card.last4 })}
        role="img"
        className="relative flex aspect-[1.586] w-full max-w-sm flex-col justify-between overflow-hidden rounded-2xl bg-gradient-to-br from-neutral-900 via-neutral-800 to-secondary-dark p-5 text-white shadow-lg"
      >
        <span className="text-lg font-bold tracking-wide">{t('credit.card.brand')}</span>
        <span className="font-mono text-xl tracking-widest" data-testid="credit-card-number">
          {card.number_masked}
        </span>
        <span className="flex items-end justify-between gap-3 text-sm">
          <span className="truncate uppercase">{user?.name}</span>
          <span className="shrink-0 font-mono">{validThru(card.valid_until)}</span>
        </span>
      </div>

      <div className="flex flex-col gap-4">
        {onHold && (
          <p
            role="alert"
            className="flex items-start gap-2 rounded-md border border-error/40 bg-error/5 p-3"
            data-testid="credit-hold-text"
          >
            <Lock aria-hidden className="mt-0.5 size-5 shrink-0 text-error" />
            {t('errors.credit_hold', { phone: terms.support_line })}
          </p>
        )}
        <section className="flex flex-col gap-4 rounded-lg bg-white p-4 shadow-sm md:p-6">
          <dl className="grid gap-4 sm:grid-cols-2">
            <div>
              <dt className="text-sm text-neutral-600">{t('credit.card.available')}</dt>
              <dd className="text-2xl font-bold" data-testid="credit-card-available">
                {egp(card.available)}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-neutral-600">{t('credit.card.limit')}</dt>
              <dd className="text-2xl font-bold" data-testid="credit-card-limit">
                {egp(card.credit_limit)}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-neutral-600">{t('credit.card.status_label')}</dt>
              <dd
                className={`font-bold ${onHold ? 'text-error' : 'text-success'}`}
                data-testid="credit-card-status"
              >
                {t(`credit.card.status.${card.status}`)}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-neutral-600">{t('credit.card.valid_until')}</dt>
              <dd className="font-bold">{formatDate(card.valid_until, locale)}</dd>
            </div>
          </dl>
          <div>
            <div
              role="meter"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={used}
              aria-label={t('credit.card.used', { percent: formatNumber(used, locale) })}
              className="h-2 overflow-hidden rounded-full bg-neutral-200"
            >
              <div className="h-full bg-secondary" style={{ width: `${used}%` }} />
            </div>
          </div>
        </section>

        <section className="flex items-start gap-3 rounded-lg bg-white p-4 shadow-sm md:p-6">
          <Truck aria-hidden className="mt-0.5 size-5 shrink-0 text-neutral-600" />
          <p data-testid="credit-card-delivery">
            {t(onHold ? 'credit.card.delivery_held' : 'credit.card.delivery', {
              cairo: workingDays(t, terms.delivery_days.greater_cairo, locale),
              elsewhere: workingDays(t, terms.delivery_days.elsewhere, locale),
            })}
          </p>
        </section>

        <section
          ref={pinSection}
          className="rounded-lg bg-white p-4 shadow-sm md:p-6"
          data-testid="credit-pin"
          data-pin={pinState}
        >
          <h2 className="mb-2 flex items-center gap-2 font-bold">
            <KeyRound aria-hidden className="size-5" />
            {t('credit.pin.title')}
          </h2>
          <p className="mb-4 text-neutral-700" data-testid="credit-pin-state">
            {t(`credit.pin.state.${pinState}`)}
          </p>
          {!onHold && (
            <div className="flex flex-wrap gap-3">
              {pinState === 'set' ? (
                <>
                  <ChangePinDialog
                    onChanged={onCard}
                    onLocked={onReload}
                    trigger={
                      <button type="button" className={PRIMARY_BUTTON} data-testid="credit-change-pin">
                        {t('credit.pin.change')}
                      </button>
                    }
                  />
                  <SetPinDialog
                    mode="forgot"
                    onSet={onCard}
                    trigger={
                      <button type="button" className={SECONDARY_BUTTON} data-testid="credit-forgot-pin">
                        {t('credit.pin.forgot')}
                      </button>
                    }
                  />
                </>
              ) : (
                <SetPinDialog
                  mode={pinState === 'locked' ? 'forgot' : 'set'}
                  onSet={onCard}
                  trigger={
                    <button type="button" className={PRIMARY_BUTTON} data-testid="credit-set-pin">
                      {t(pinState === 'locked' ? 'credit.pin.reset' : 'credit.pin.set')}
                    </button>
                  }
                />
              )}
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
