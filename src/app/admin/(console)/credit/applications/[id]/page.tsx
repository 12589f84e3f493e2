import Link from '@/components/ui/link.client';
import { Forbidden } from '@/components/admin/admin-shell';
import { CreditDecisionForm } from '@/components/admin/credit-decision-form.client';
import { AdminSection, History, orNotFound, pageId } from '@/components/admin/detail-page';
import { creditEventNote } from '@/components/admin/history-text';
import { DocumentViewer } from '@/components/admin/document-viewer.client';
import { staffPage } from '@/components/admin/staff-page';
import { PERSONAL_FIELDS, WORK_FIELDS } from '@/domain/credit/application-schema';
import { actionsFrom } from '@/domain/credit/decisions';
import { CREDIT_DOCUMENT_KINDS, creditApplicationForStaff } from '@/domain/credit/staff-review';
import { formatDate, formatList, formatPrice } from '@/i18n/format';

/** One credit application for a credit officer: the answers, documents, suggested limit, history and the decision. */
export default async function CreditApplicationPage({ params }: { params: Promise<{ id: string }> }) {
  const { t, locale, ctx, allowed } = await staffPage('credit');
  if (!allowed) return <Forbidden t={t} />;
  const view = await orNotFound(creditApplicationForStaff(ctx, pageId((await params).id)));
  const a = view.application;
  const answers = a.answers as Record<string, string | undefined>;
  const money = (piastres: number | null) => (piastres === null ? '—' : formatPrice(piastres, locale));
  const shown = (field: string) => {
    const value = answers[field] ?? '';
    if (field === 'job_sector' && value) return t(`credit.sectors.${value}`);
    // The salary as the summary above shows it, a price, not as it was typed.
    if (field === 'salary' && a.salary !== null) return money(a.salary);
    return value;
  };
  const actions = actionsFrom(a.status);
  return (
    <div className="space-y-4">
      <Link
        href="/admin/credit/applications"
        className="font-bold text-amber-700 underline-offset-2 hover:underline"
      >
        {t('admin.application.back')}
      </Link>
      <div className="flex flex-wrap items-baseline gap-3">
        <h1 className="text-2xl font-bold">{t('admin.credit.application_title', { id: a.id })}</h1>
        <span
          className="rounded bg-neutral-200 px-2 py-0.5 text-sm font-bold"
          data-testid="admin-credit-status"
        >
          {t(`admin.credit.status.${a.status}`)}
        </span>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="space-y-4">
          <AdminSection title={t('admin.credit.customer')}>
            <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[11rem_1fr]">
              <dt className="text-neutral-600">{t('admin.credit.customer')}</dt>
              <dd className="font-bold">
                <bdi>{`${view.customer.firstName} ${view.customer.lastName}`}</bdi>
              </dd>
              <dt className="text-neutral-600">{t('admin.credit.phone')}</dt>
              <dd className="font-bold">
                <span dir="ltr">{view.customer.phone}</span>
              </dd>
              <dt className="text-neutral-600">{t('admin.credit.email')}</dt>
              <dd className="font-bold break-words">
                <span dir="ltr">{view.customer.email}</span>
              </dd>
              <dt className="text-neutral-600">{t('admin.credit.salary')}</dt>
              <dd className="font-bold">{money(a.salary)}</dd>
              <dt className="text-neutral-600">{t('admin.credit.suggested_limit')}</dt>
              <dd className="font-bold" data-testid="admin-credit-suggested">
                {money(a.suggestedLimit)}
              </dd>
              <dt className="text-neutral-600">{t('admin.credit.approved_limit')}</dt>
              <dd className="font-bold">{money(a.approvedLimit)}</dd>
            </dl>
          </AdminSection>
          {[
            ['personal', PERSONAL_FIELDS],
            ['work', WORK_FIELDS],
          ].map(([step, fields]) => (
            <AdminSection key={step as string} title={t(`credit.steps.${step as string}`)}>
              <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[11rem_1fr]">
                {(fields as readonly string[]).map((field) => (
                  <div key={field} className="contents">
                    <dt className="text-neutral-600">{t(`credit.form.${field}`)}</dt>
                    <dd className="font-bold break-words" data-testid={`admin-credit-answer-${field}`}>
                      <bdi>{shown(field)}</bdi>
                    </dd>
                  </div>
                ))}
              </dl>
            </AdminSection>
          ))}
        </div>
        <div className="space-y-4">
          <AdminSection title={t('admin.application.decision')}>
            {a.requestedDocuments.length > 0 && a.status === 'documents_needed' && (
              <p className="mb-3 text-sm">
                {t('admin.credit.requested', {
                  documents: formatList(
                    a.requestedDocuments.map((d) => t(`credit.documents.${d}`)),
                    locale,
                  ),
                })}
              </p>
            )}
            {a.documentsNote && a.status === 'documents_needed' && (
              <p className="mb-3 text-sm wrap-anywhere" data-testid="admin-credit-documents-note-shown">
                {t('admin.credit.requested_note', { note: a.documentsNote })}
              </p>
            )}
            {actions.length > 0 ? (
              <CreditDecisionForm
                key={a.status}
                applicationId={a.id}
                actions={actions}
                suggestedLimit={a.suggestedLimit === null ? null : Math.round(a.suggestedLimit / 100)}
                documentKinds={CREDIT_DOCUMENT_KINDS}
              />
            ) : (
              <p data-testid="admin-credit-no-action">{t('admin.credit.no_action')}</p>
            )}
          </AdminSection>
          <AdminSection title={t('admin.application.documents')}>
            {view.documents.length === 0 && <p>{t('admin.application.no_documents')}</p>}
            <div className="space-y-3">
              {view.documents.map((d) => (
                <DocumentViewer
                  key={d.id}
                  src={`/rest/V1/admin/credit/applications/${a.id}/documents/${d.id}`}
                  label={t(`credit.documents.${d.kind}`)}
                  testId={`admin-credit-document-${d.kind}`}
                />
              ))}
            </div>
          </AdminSection>
          <History
            t={t}
            testId="admin-credit-history"
            entries={view.events.map((e) => ({
              id: e.id,
              status: t(`admin.credit.status.${e.status}`),
              date: formatDate(e.createdAt, locale),
              actor: e.actor,
              note: creditEventNote(t, locale, e),
            }))}
          />
        </div>
      </div>
    </div>
  );
}
