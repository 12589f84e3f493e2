'use client';

import { useEffect, useRef, useState } from 'react';
import { CircleAlert, CircleCheck, Clock, FileWarning, Lock } from 'lucide-react';
import { useAccountApi } from '@/components/account/use-account-api.client';
import { useAlert } from '@/components/layout/alert.client';
import { useI18n } from '@/components/layout/i18n-provider.client';
import { formatList, formatNumber, formatPrice } from '@/i18n/format';
import { PRIMARY_BUTTON } from '@/components/ui/styles';
import { ApplicationTimeline } from './application-timeline';
import {
  documentsRequestedAt,
  documentsStillNeeded,
  type WireApplication,
  type WireCardTerms,
} from './credit-types';
import { DocumentsPanel } from './documents-panel.client';

const ICONS = {
  submitted: Clock,
  under_review: Clock,
  documents_needed: FileWarning,
  on_hold: Lock,
  accepted: CircleCheck,
  rejected: CircleAlert,
} as const;

const TONES: Record<keyof typeof ICONS, string> = {
  submitted: 'border-secondary/40 bg-secondary/5',
  under_review: 'border-secondary/40 bg-secondary/5',
  documents_needed: 'border-secondary bg-secondary/10',
  on_hold: 'border-error/40 bg-error/5',
  accepted: 'border-success/40 bg-success/5',
  rejected: 'border-error/40 bg-error/5',
};

/**
 * A submitted application (§4 statuses): where it stands, its timeline, and what the shopper can
 * do: upload the documents asked for again, read the reason of a refusal and apply again.
 */
export function ApplicationStatus({
  application,
  terms,
  onChange,
  onApplyAgain,
  justSubmitted = false,
}: {
  application: WireApplication;
  terms: WireCardTerms;
  onChange: (application: WireApplication) => void;
  onApplyAgain: () => void;
  /** Shown in place of the form just submitted: the view starts at the status, focused. */
  justSubmitted?: boolean;
}) {
  const { t, locale } = useI18n();
  const api = useAccountApi();
  const showAlert = useAlert();
  const [busy, setBusy] = useState(false);
  const status = application.status as keyof typeof ICONS;
  const Icon = ICONS[status] ?? Clock;
  const stillNeeded = status === 'documents_needed' ? documentsStillNeeded(application) : [];
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!justSubmitted) return;
    // After the frame in which the form gave way to the status, as the wizard moves between steps.
    const frame = requestAnimationFrame(() => {
      heading.current?.focus({ preventScroll: true });
      heading.current?.scrollIntoView({ block: 'start' });
    });
    return () => cancelAnimationFrame(frame);
  }, [justSubmitted]);

  async function resubmit() {
    setBusy(true);
    const answer = await api.rest<WireApplication>('creditlimit/mine/resubmit', { method: 'POST' });
    setBusy(false);
    if (answer.ok && answer.data) {
      onChange(answer.data);
      showAlert({ severity: 'success', message: t('credit.status.resubmitted') });
    } else showAlert({ severity: 'error', message: answer.message ?? t('errors.network_error') });
  }

  // Held before any card was issued: the §8 sentence speaks of a credit limit there is not yet.
  const textKey =
    status === 'on_hold' && application.approved_limit === null
      ? 'credit.status.on_hold.application_text'
      : `credit.status.${status}.text`;
  const text = t(textKey, {
    days: formatNumber(terms.decision_days, locale),
    count: terms.decision_days,
    phone: terms.support_line,
    limit: application.approved_limit === null ? '' : formatPrice(application.approved_limit * 100, locale),
    documents: formatList(
      application.requested_documents.map((k) => t(`credit.documents.${k}`)),
      locale,
    ),
  });

  return (
    <div
      className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_18rem]"
      data-testid="credit-application-status"
      data-status={status}
      data-application-id={application.id}
    >
      <div className="flex flex-col gap-4">
        <section className={`rounded-lg border p-4 md:p-6 ${TONES[status] ?? ''}`} aria-live="polite">
          <h2
            ref={heading}
            tabIndex={-1}
            className="mb-2 flex scroll-mt-24 items-center gap-2 text-lg font-bold outline-none"
          >
            <Icon aria-hidden className="size-5 shrink-0" />
            {t(`credit.status.${status}.title`)}
          </h2>
          <p data-testid="credit-status-text">{text}</p>
          {status === 'documents_needed' && application.documents_note && (
            <p className="mt-2 wrap-anywhere" data-testid="credit-documents-note">
              <span className="font-bold">{t('credit.status.documents_note')}</span>{' '}
              <bdi>{application.documents_note}</bdi>
            </p>
          )}
          {status === 'rejected' && application.rejection_reason && (
            <p className="mt-2" data-testid="credit-rejection-reason">
              <span className="font-bold">{t('credit.status.reason')}</span> {application.rejection_reason}
            </p>
          )}
          {status === 'rejected' && (
            <button
              type="button"
              className={`${PRIMARY_BUTTON} mt-4`}
              onClick={onApplyAgain}
              data-testid="credit-apply-again"
            >
              {t('credit.status.apply_again')}
            </button>
          )}
        </section>
        {status === 'documents_needed' && (
          <section className="rounded-lg bg-white p-4 shadow-sm md:p-6" data-testid="credit-reupload">
            <h2 className="mb-3 text-lg font-bold">{t('credit.status.reupload_title')}</h2>
            <DocumentsPanel
              application={application}
              kinds={application.requested_documents}
              since={documentsRequestedAt(application)}
              canDelete={false}
              onChange={onChange}
            />
            <button
              type="button"
              className={`${PRIMARY_BUTTON} mt-4`}
              disabled={busy || stillNeeded.length > 0}
              onClick={() => void resubmit()}
              data-testid="credit-resubmit"
            >
              {t('credit.status.resubmit')}
            </button>
          </section>
        )}
      </div>
      <section className="rounded-lg bg-white p-4 shadow-sm md:p-6">
        <h2 className="mb-4 font-bold">{t('credit.status.timeline')}</h2>
        <ApplicationTimeline application={application} t={t} locale={locale} />
      </section>
    </div>
  );
}
