'use client';

import { useEffect, useRef, useState } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import { useAccountApi } from '@/components/account/use-account-api.client';
import { useAlert } from '@/components/layout/alert.client';
import { focusFirstInvalid } from '@/components/ui/focus-first-invalid';
import { useI18n } from '@/components/layout/i18n-provider.client';
import {
  APPLICATION_STEPS,
  PERSONAL_FIELDS,
  WORK_FIELDS,
  type ApplicationStep,
} from '@/domain/credit/application-schema';
import { CardTermsPanel } from './card-terms-panel';
import { DOCUMENT_KINDS, type DocumentKind, type WireApplication, type WireCardTerms } from './credit-types';
import { DocumentsPanel } from './documents-panel.client';
import { PersonalStep } from './personal-step.client';
import { ReviewStep } from './review-step.client';
import { StepActions } from './step-actions.client';
import { StepIndicator } from './step-indicator';
import type { StepProps } from './step-props';
import { WorkStep } from './work-step.client';

/** The first step still to do: a reload comes back where the shopper left off. */
function resumeStep(application: WireApplication | null): ApplicationStep {
  const answers = application?.answers ?? {};
  if (!answers.first_name) return 'personal';
  if (!answers.job_title) return 'work';
  if ((application?.missing_documents.length ?? 1) > 0) return 'documents';
  return 'review';
}

/** The step the URL asks for (?step=), if the draft has come that far; else the first step still to do. */
function shownStep(asked: string | null, application: WireApplication | null): ApplicationStep {
  const furthest = resumeStep(application);
  const at = APPLICATION_STEPS.indexOf(asked as ApplicationStep);
  return at >= 0 && at <= APPLICATION_STEPS.indexOf(furthest) ? APPLICATION_STEPS[at]! : furthest;
}

const stepOfField = (field: string): ApplicationStep | null =>
  (PERSONAL_FIELDS as readonly string[]).includes(field)
    ? 'personal'
    : (WORK_FIELDS as readonly string[]).includes(field)
      ? 'work'
      : (DOCUMENT_KINDS as readonly string[]).includes(field)
        ? 'documents'
        : null;

/**
 * The credit-limit application (§3): personal, work, documents, review. Each step is saved to a
 * server draft before the next, so going back or reloading loses nothing; what is typed in a
 * step is kept while moving between steps. The step is in the URL (?step=, as at checkout), changed
 * through the History API: the browser's Back and Forward walk the steps, not out of the form.
 */
export function ApplicationWizard({
  application,
  prefill,
  terms,
  onChange,
  onSubmitted,
  focusOnMount = false,
}: {
  /** The draft, or null before the first step is saved. */
  application: WireApplication | null;
  /** A refused application's answers, to start a new one from. */
  prefill?: WireApplication['answers'];
  terms: WireCardTerms;
  onChange: (application: WireApplication) => void;
  onSubmitted: (application: WireApplication) => void;
  /** Drawn in place of what the shopper pressed ("Apply again"): the focus starts at its top. */
  focusOnMount?: boolean;
}) {
  const { t, locale } = useI18n();
  const api = useAccountApi();
  const showAlert = useAlert();
  const params = useSearchParams();
  const pathname = usePathname();
  const asked = params.get('step');
  const step = shownStep(asked, application);
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      // What the draft holds, else the answers it starts from (a refused application's).
      Object.entries({ ...prefill, ...application?.answers }).map(([k, v]) => [
        k,
        String(v ?? (prefill as Record<string, unknown> | undefined)?.[k] ?? ''),
      ]),
    ),
  );
  const [busy, setBusy] = useState(false);
  const [documentErrors, setDocumentErrors] = useState<Partial<Record<DocumentKind, string>>>({});
  const [termsError, setTermsError] = useState<string>();
  const top = useRef<HTMLDivElement>(null);
  // The step first shown goes into the URL, so that Back from the next one returns to it.
  const pinned = useRef(false);
  useEffect(() => {
    if (pinned.current) return;
    pinned.current = true;
    if (asked !== step) window.history.replaceState(null, '', `${pathname}?step=${step}`);
  }, [asked, step, pathname]);
  useEffect(() => {
    if (!focusOnMount) return;
    const frame = requestAnimationFrame(() => top.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [focusOnMount]);

  // A step opened with "Edit" on the review goes back to the review once saved, not through the rest.
  const [editing, setEditing] = useState(false);

  function go(next: ApplicationStep) {
    if (next !== step) window.history.pushState(null, '', `${pathname}?step=${next}`);
    if (next === 'review') setEditing(false);
    // The new step starts at its heading, announced to screen readers by the focus move.
    requestAnimationFrame(() => {
      top.current?.focus();
      top.current?.scrollIntoView({ block: 'start' });
    });
  }

  const setValue = (field: string, value: string) => setValues((v) => ({ ...v, [field]: value }));

  const save: StepProps<string>['save'] = async (name, payload, showFieldErrors) => {
    setBusy(true);
    const answer = await api.rest<WireApplication>('creditlimit/mine/draft', {
      method: 'PUT',
      body: { step: name, ...payload },
    });
    setBusy(false);
    if (answer.ok && answer.data) {
      onChange(answer.data);
      go(editing ? 'review' : name === 'personal' ? 'work' : 'documents');
      return;
    }
    if (!showFieldErrors(answer.fieldErrors))
      showAlert({ severity: 'error', message: answer.message ?? t('errors.network_error') });
  };

  async function submit(termsAccepted: boolean) {
    if (!termsAccepted) return;
    setBusy(true);
    const answer = await api.rest<WireApplication>('creditlimit/mine/submit', {
      method: 'POST',
      body: { terms_accepted: true },
    });
    setBusy(false);
    if (answer.ok && answer.data) {
      showAlert({ severity: 'success', message: t('credit.review.submitted') });
      // The form is done: a reload or a shared link shows the application, not a step.
      window.history.replaceState(null, '', pathname);
      onSubmitted(answer.data);
      return;
    }
    showAlert({ severity: 'error', message: answer.message ?? t('errors.network_error') });
    setTermsError(answer.fieldErrors.terms_accepted);
    // A refusal names fields of an earlier step: show that step with its messages.
    const back = Object.keys(answer.fieldErrors).map(stepOfField).find(Boolean);
    if (back === 'documents') setDocumentErrors(answer.fieldErrors as Partial<Record<DocumentKind, string>>);
    if (back) go(back);
  }

  const stepProps = { values, setValue, save, busy };
  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_18rem]" data-testid="credit-application-form">
      <section className="rounded-lg bg-white p-4 shadow-sm md:p-6">
        <StepIndicator
          steps={APPLICATION_STEPS}
          current={step}
          labelOf={(s) => t(`credit.steps.${s}`)}
          label={t('credit.steps.label')}
          t={t}
          locale={locale}
        />
        <div ref={top} tabIndex={-1} className="mb-4 scroll-mt-24 outline-none">
          <h2 className="text-xl font-bold" data-testid="credit-step-title">
            {t(`credit.steps.${step}`)}
          </h2>
          <p className="text-sm text-neutral-600">{t(`credit.steps.${step}_intro`)}</p>
        </div>
        {step === 'personal' && <PersonalStep {...stepProps} />}
        {step === 'work' && <WorkStep {...stepProps} onBack={() => go('personal')} />}
        {step === 'documents' && application && (
          <form
            noValidate
            data-testid="credit-step-documents"
            className="flex flex-col gap-4"
            onSubmit={(e) => {
              e.preventDefault();
              const missing = application.missing_documents;
              setDocumentErrors(Object.fromEntries(missing.map((k) => [k, 'document_required'])));
              if (missing.length === 0) go('review');
              else focusFirstInvalid(e.currentTarget);
            }}
          >
            <DocumentsPanel
              application={application}
              kinds={DOCUMENT_KINDS}
              canDelete
              errors={documentErrors}
              onChange={onChange}
            />
            <StepActions busy={busy} onBack={() => go('work')} />
          </form>
        )}
        {step === 'review' && application && (
          <ReviewStep
            application={application}
            values={values}
            busy={busy}
            termsError={termsError}
            onEdit={(at) => {
              go(at);
              setEditing(true);
            }}
            onSubmit={submit}
          />
        )}
      </section>
      <CardTermsPanel terms={terms} t={t} locale={locale} />
    </div>
  );
}
