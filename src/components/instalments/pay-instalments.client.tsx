'use client';

import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'next/navigation';
import type { ApplicationStatus } from '@/db/schema';
import { LoadError, LoadingState } from '@/components/account/status-blocks.client';
import { formatEgp } from '@/components/cart/money';
import { useI18n } from '@/components/layout/i18n-provider.client';
import { CARD, LINK_BUTTON, PRIMARY_BUTTON } from '@/components/ui/styles';
import { formatDate } from '@/i18n/format';
import Link from '@/components/ui/link.client';
import { InstalmentChooser } from './instalment-chooser.client';
import { InstalmentIdentify } from './instalment-identify.client';
import { InstalmentReceipt } from './instalment-receipt.client';
import { PaymentHistory } from './payment-history.client';
import { dayDate, type WireSchedule } from './instalment-types';
import { useInstalmentAccess } from './use-instalment-access.client';

/** An application still being decided (a held one included): its card may yet come. */
const PENDING: readonly string[] = [
  'submitted',
  'under_review',
  'documents_needed',
  'on_hold',
] satisfies ApplicationStatus[];

/**
 * /payinstallment: the signed-in cardholder, or someone who proved the card's phone with a code,
 * sees the card's balance, what is due and overdue, and pays instalments at the gateway; back
 * from it, the receipt. Below, the payments made.
 */
export function PayInstalments() {
  const { t, locale } = useI18n();
  const params = useSearchParams();
  const access = useInstalmentAccess();
  const { mode, call, forget } = access;
  const [schedule, setSchedule] = useState<WireSchedule | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // A signed-in customer without a card: the API's 404 (credit_card_not_found), in their language.
  const [noCard, setNoCard] = useState<string | null>(null);
  // ...whose application is still being decided: sent to it, not asked to apply.
  const [pending, setPending] = useState(false);
  const [version, setVersion] = useState(0);
  // The code's access ran out (or was refused) while the page was open: said, not silently reset.
  const [ended, setEnded] = useState(false);

  useEffect(() => {
    if (mode === null) return;
    let current = true;
    void call<WireSchedule>('amancard/instalments').then((answer) => {
      if (!current) return;
      if (answer.ok && answer.data) {
        setSchedule(answer.data);
        setProblem(null);
        setNoCard(null);
      } else if (answer.status === 401 && mode === 'guest') {
        setEnded(true);
        forget();
      } else if (answer.status === 404 && mode === 'customer') {
        // Said once it is known whether an application is on its way, so the text does not change under the eye.
        const message = answer.message ?? t('errors.credit_card_not_found');
        void call<{ application: { status: string } | null }>('creditlimit/mine').then((mine) => {
          if (!current) return;
          setPending(PENDING.includes(mine.data?.application?.status ?? ''));
          setNoCard(message);
        });
      } else {
        setProblem(answer.message ?? t('errors.network_error'));
      }
    });
    return () => {
      current = false;
    };
  }, [call, mode, forget, t, version]);

  const retry = useCallback(() => setVersion((v) => v + 1), []);
  const paymentId = params.get('payment');
  const result = params.get('result');

  if (access.loading) return <LoadingState label={t('instalments.loading')} />;
  if (mode === null)
    return (
      <div className="flex flex-col gap-3">
        {ended && (
          <p role="alert" className={`${CARD} text-sm font-bold`} data-testid="instalments-session-ended">
            {t('instalments.session_ended')}
          </p>
        )}
        <InstalmentIdentify
          onAccess={(granted) => {
            setEnded(false);
            access.remember(granted);
          }}
        />
      </div>
    );
  if (noCard && mode === 'customer') {
    return (
      <div className={`${CARD} flex flex-col items-start gap-3`} data-testid="instalments-no-card">
        {pending ? (
          <p className="font-bold" data-testid="instalments-application-pending">
            {t('instalments.application_pending')}
          </p>
        ) : (
          <>
            <p className="font-bold">{noCard}</p>
            <p className="text-sm text-neutral-600">{t('instalments.no_card_hint')}</p>
          </>
        )}
        <Link href="/account/credit-limit-request" className={PRIMARY_BUTTON}>
          {t(pending ? 'instalments.see_application' : 'instalments.apply')}
        </Link>
      </div>
    );
  }
  if (problem && !schedule) {
    return (
      <div className="flex flex-col gap-3">
        <p role="alert" className={`${CARD} text-error`} data-testid="instalments-problem">
          {problem}
        </p>
        <LoadError onRetry={retry} />
      </div>
    );
  }
  if (!schedule) return <LoadingState label={t('instalments.loading')} />;
  const money = (egp: number) => formatEgp(egp, locale);
  return (
    <div className="flex flex-col gap-4" data-testid="pay-instalments" data-mode={mode}>
      {paymentId && result && <InstalmentReceipt paymentId={paymentId} result={result} call={call} />}
      <section className={`${CARD} grid gap-3 sm:grid-cols-3`} aria-label={t('instalments.summary')}>
        <div>
          <p className="text-sm text-neutral-600">{t('instalments.balance')}</p>
          <p className="text-lg font-bold" data-testid="instalments-balance">
            {money(schedule.card.available_balance)}
          </p>
          <p className="text-xs text-neutral-600">
            {t('instalments.limit', {
              amount: money(schedule.card.credit_limit),
              last4: schedule.card.last4,
            })}
          </p>
        </div>
        <div>
          <p className="text-sm text-neutral-600">{t('instalments.next_due')}</p>
          <p className="text-lg font-bold" data-testid="instalments-next-due">
            {schedule.next_due
              ? `${money(schedule.next_due.amount)} · ${formatDate(dayDate(schedule.next_due.due_date), locale)}`
              : t('instalments.nothing_due')}
          </p>
        </div>
        <div>
          <p className="text-sm text-neutral-600">{t('instalments.overdue')}</p>
          <p
            className={`text-lg font-bold ${schedule.overdue_count > 0 ? 'text-error' : ''}`}
            data-testid="instalments-overdue"
          >
            {schedule.overdue_count}
          </p>
        </div>
      </section>
      <InstalmentChooser key={schedule.open.map((i) => i.id).join()} open={schedule.open} call={call} />
      <PaymentHistory payments={schedule.payments} />
      {mode === 'guest' && (
        <button type="button" onClick={forget} className={`${LINK_BUTTON} self-start text-sm`}>
          {t('instalments.another_phone')}
        </button>
      )}
    </div>
  );
}
