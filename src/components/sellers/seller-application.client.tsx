'use client';

import { useEffect, useRef, useState } from 'react';
import { LoaderCircle } from 'lucide-react';
import { useCustomer } from '@/components/auth/use-customer.client';
import { useAlert } from '@/components/layout/alert.client';
import { useI18n } from '@/components/layout/i18n-provider.client';
import { StepIndicator } from '@/components/credit/step-indicator';
import {
  EDITABLE_STATUSES,
  SELLER_DOCUMENT_KINDS,
  SELLER_STEPS,
  type SellerFormStep,
  type SellerStep as Step,
} from '@/domain/sellers/schemas';
import type { WireSellerApplication } from '@/http/rest/seller-serializers';
import { PhoneVerification } from './phone-verification.client';
import { SellerDocuments } from './seller-documents.client';
import { stepOfField } from './seller-fields';
import { SellerReview } from './seller-review.client';
import { SellerStatus } from './seller-status';
import { SellerStep, type Options } from './seller-step.client';
import { useSellerApi } from './use-seller-api.client';

/** The first step still to do, so that a reload comes back where the applicant left off. */
function resumeStep(application: WireSellerApplication | null): Step {
  const missing = new Set(Object.keys(application?.missing ?? { merchant_name: '' }).map(stepOfField));
  return SELLER_STEPS.find((step) => missing.has(step as SellerFormStep)) ?? 'review';
}

/**
 * What the applicant typed and has not saved yet, in any step, kept for this tab: the browser's Back
 * and Forward, a reload or a change of language do not lose it. A step's fields go when it is saved.
 */
const UNSAVED_KEY = 'seller-form-unsaved';
const readUnsaved = (): Record<string, string> => {
  try {
    return JSON.parse(sessionStorage.getItem(UNSAVED_KEY) ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
};

/** The saved step's fields leave the kept typing; another step's, typed and not saved yet, stay. */
function forgetUnsaved(saved: string[]) {
  const rest = Object.entries(readUnsaved()).filter(([field]) => !saved.includes(field));
  if (rest.length) sessionStorage.setItem(UNSAVED_KEY, JSON.stringify(Object.fromEntries(rest)));
  else sessionStorage.removeItem(UNSAVED_KEY);
}

/**
 * The application to sell (§3 seller form, 3 steps and a review): a guest proves a phone first;
 * each step is saved to a server draft before the next; once sent, where it stands.
 */
export function SellerApplication({ options }: { options: Options }) {
  const { t, locale } = useI18n();
  const showAlert = useAlert();
  const api = useSellerApi();
  const { user } = useCustomer();
  const [loaded, setLoaded] = useState(false);
  const [application, setApplication] = useState<WireSellerApplication | null>(null);
  const [step, setStep] = useState<Step>('merchant');
  const [values, setValues] = useState<Record<string, string>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const top = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  function adopt(next: WireSellerApplication | null, resume = true) {
    setApplication(next);
    // A signed-in customer starts with the account's phone and e-mail.
    if (!next && user?.phone_number)
      return setValues((v) => ({ contact_email: user.email ?? '', ...v, contact_phone: user.phone_number! }));
    if (!next) return;
    setValues((v) => ({ ...next.answers, ...v, contact_phone: next.phone }));
    if (resume) setStep(resumeStep(next));
  }

  // Typed before a reload, Back or a change of language: laid over what the server has.
  useEffect(() => {
    const unsaved = readUnsaved();
    if (Object.keys(unsaved).length) setValues((v) => ({ ...v, ...unsaved }));
  }, []);

  useEffect(() => {
    if (api.sessionStatus === 'loading') return;
    if (!api.canRead) return setLoaded(true);
    // A new applicant (the session settling after a guest render) waits for their own draft.
    setLoaded(false);
    let live = true;
    void api.call<{ application: WireSellerApplication | null }>('application').then((answer) => {
      if (!live) return;
      // A guest's token that no longer opens a draft (decided, or replaced) is forgotten.
      if (answer.status === 401 && !api.isLogged) api.setDraftToken(null);
      adopt(answer.data?.application ?? null);
      setLoaded(true);
    });
    return () => {
      live = false;
    };
    // Read once per applicant (the session settling, a guest's token arriving).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api.sessionStatus, api.isLogged, api.canRead]);

  // A step opened with "Edit" on the review goes back to the review once saved, not through the rest.
  const [editing, setEditing] = useState(false);

  function go(next: Step) {
    setStep(next);
    if (next === 'review') setEditing(false);
    // The new step starts at its heading, announced to screen readers by the focus move (the
    // status above it is empty while the application is a draft: the focus would name nothing).
    requestAnimationFrame(() => {
      heading.current?.focus();
      top.current?.scrollIntoView({ block: 'start' });
    });
  }

  async function save(name: SellerFormStep, payload: Record<string, string>) {
    setBusy(true);
    const answer = await api.call<WireSellerApplication>('application/draft', {
      method: 'PUT',
      body: { step: name, ...payload },
    });
    setBusy(false);
    if (answer.ok && answer.data) {
      forgetUnsaved(Object.keys(payload));
      adopt(answer.data, false);
      go(editing ? 'review' : SELLER_STEPS[SELLER_STEPS.indexOf(name) + 1]!);
      return;
    }
    setServerErrors(answer.fieldErrors);
    if (Object.keys(answer.fieldErrors).length === 0)
      showAlert({ severity: 'error', message: answer.message ?? t('errors.network_error') });
  }

  async function submit() {
    setBusy(true);
    const answer = await api.call<WireSellerApplication>('application/submit', { method: 'POST' });
    setBusy(false);
    if (answer.ok && answer.data) {
      adopt(answer.data, false);
      showAlert({ severity: 'success', message: t('sellers.review.submitted') });
      requestAnimationFrame(() => top.current?.focus());
      return;
    }
    showAlert({ severity: 'error', message: answer.message ?? t('errors.network_error') });
    setServerErrors(answer.fieldErrors);
    const back = Object.keys(answer.fieldErrors).map(stepOfField).find(Boolean);
    if (back) go(back);
  }

  if (!loaded)
    return (
      <p className="flex items-center gap-2 py-6" role="status">
        <LoaderCircle aria-hidden className="size-5 animate-spin" />
        {t('loading')}
      </p>
    );

  if (!api.canRead) return <PhoneVerification api={api} onVerified={(a) => adopt(a)} />;

  const editable = !application || EDITABLE_STATUSES.includes(application.status);
  const stepProps = {
    values,
    setValue: (field: string, value: string) => {
      setValues((v) => ({ ...v, [field]: value }));
      sessionStorage.setItem(UNSAVED_KEY, JSON.stringify({ ...readUnsaved(), [field]: value }));
    },
    options,
    serverErrors,
    clearServerError: (field: string) => setServerErrors(({ [field]: _, ...rest }) => rest),
    busy,
  };
  return (
    <div className="flex flex-col gap-4" data-testid="seller-application">
      <div ref={top} tabIndex={-1} className="scroll-mt-24 outline-none">
        {application && application.status !== 'draft' && (
          <SellerStatus application={application} t={t} locale={locale} />
        )}
      </div>
      {editable && (
        <section className="rounded-lg bg-white p-4 shadow-sm md:p-6">
          <StepIndicator
            steps={SELLER_STEPS}
            current={step}
            labelOf={(s) => t(`sellers.steps.${s}`)}
            label={t('sellers.steps.label')}
            t={t}
            locale={locale}
          />
          <div className="mb-4">
            <h2
              ref={heading}
              tabIndex={-1}
              className="text-xl font-bold outline-none"
              data-testid="seller-step-title"
            >
              {t(`sellers.steps.${step}`)}
            </h2>
            <p className="text-sm text-neutral-600">{t(`sellers.steps.${step}_intro`)}</p>
          </div>
          {step === 'merchant' && (
            <SellerStep step="merchant" {...stepProps} onSave={(p) => void save('merchant', p)} />
          )}
          {step === 'company' && (
            <SellerStep
              step="company"
              {...stepProps}
              onSave={(p) => void save('company', p)}
              onBack={() => go('merchant')}
              extraValid={() => {
                const missing = SELLER_DOCUMENT_KINDS.filter(
                  (kind) => !application?.documents.some((d) => d.kind === kind),
                );
                setServerErrors((e) => ({
                  ...e,
                  ...Object.fromEntries(missing.map((k) => [k, 'document_required'])),
                }));
                return missing.length === 0;
              }}
            >
              <SellerDocuments
                application={application}
                api={api}
                errors={serverErrors}
                onChange={(a) => {
                  adopt(a, false);
                  setServerErrors(({ commercial_register_scan: _a, tax_card_scan: _b, ...rest }) => rest);
                }}
              />
            </SellerStep>
          )}
          {step === 'bank' && (
            <SellerStep
              step="bank"
              {...stepProps}
              onSave={(p) => void save('bank', p)}
              onBack={() => go('company')}
            />
          )}
          {step === 'review' && application && (
            <SellerReview
              application={application}
              options={options}
              busy={busy}
              onEdit={(at) => {
                go(at);
                setEditing(true);
              }}
              onBack={() => go('bank')}
              onSubmit={() => void submit()}
            />
          )}
        </section>
      )}
    </div>
  );
}
