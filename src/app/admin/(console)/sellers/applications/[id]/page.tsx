import Link from '@/components/ui/link.client';
import { Forbidden } from '@/components/admin/admin-shell';
import { AdminSection, History, orNotFound, pageId } from '@/components/admin/detail-page';
import { DocumentViewer } from '@/components/admin/document-viewer.client';
import { SellerDecisionForm } from '@/components/admin/seller-decision-form.client';
import { staffPage } from '@/components/admin/staff-page';
import { FIELDS_OF } from '@/components/sellers/seller-fields';
import { getCategoryTree } from '@/domain/content/menu';
import type { SellerFormStep } from '@/domain/sellers/schemas';
import { sellerApplicationForStaff } from '@/domain/sellers/staff-review';
import { formatDate } from '@/i18n/format';

/** One seller application for staff: every answer, the scans in a viewer, its history and the decision. */
export default async function SellerApplicationPage({ params }: { params: Promise<{ id: string }> }) {
  const { t, locale, ctx, allowed } = await staffPage('sellers');
  if (!allowed) return <Forbidden t={t} />;
  const [view, tree] = await Promise.all([
    orNotFound(sellerApplicationForStaff(ctx, pageId((await params).id))),
    getCategoryTree(ctx),
  ]);
  const a = view.application;
  // Choices are kept as codes (a bank, a main category's URL key) and shown by their names.
  const shown = (field: string) => {
    const value = a.answers[field] ?? '';
    if (field === 'bank_name' && value) return t(`sellers.banks.${value}`);
    if (field === 'trade_category') return tree.find((c) => c.urlKey === value)?.name ?? value;
    return value;
  };
  return (
    <div className="space-y-4">
      <Link
        href="/admin/sellers/applications"
        className="font-bold text-amber-700 underline-offset-2 hover:underline"
      >
        {t('admin.application.back')}
      </Link>
      <div className="flex flex-wrap items-baseline gap-3">
        <h1 className="text-2xl font-bold">
          <bdi>{a.answers.store_name}</bdi> · <span dir="ltr">{a.reference}</span>
        </h1>
        <span
          className="rounded bg-neutral-200 px-2 py-0.5 text-sm font-bold"
          data-testid="admin-application-status"
        >
          {t(`admin.application_status.${a.status}`)}
        </span>
      </div>
      {view.sharing.length > 0 && (
        <section
          aria-labelledby="admin-application-shared-heading"
          className="rounded-lg border border-amber-300 bg-amber-50 p-4"
          data-testid="admin-application-shared"
        >
          <h2 id="admin-application-shared-heading" className="font-bold">
            {t('admin.application.shared_title')}
          </h2>
          <p className="mb-2 text-sm text-neutral-700">{t('admin.application.shared_intro')}</p>
          <ul className="space-y-1 text-sm">
            {view.sharing.map((other) => (
              <li key={other.id} data-testid={`admin-application-shared-${other.id}`}>
                <Link
                  href={`/admin/sellers/applications/${other.id}`}
                  className="font-bold text-amber-800 underline underline-offset-2"
                >
                  <span dir="ltr">{other.reference}</span>
                  {other.storeName && (
                    <>
                      {' · '}
                      <bdi>{other.storeName}</bdi>
                    </>
                  )}
                </Link>{' '}
                ({t(`admin.application_status.${other.status}`)}){' '}
                {t('admin.application.shared_fields', {
                  fields: other.fields.map((f) => t(`sellers.form.${f}`)).join(t('checkout.names_separator')),
                })}
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        <AdminSection title={t('admin.application.answers')}>
          {(Object.keys(FIELDS_OF) as SellerFormStep[]).map((step) => (
            <div key={step} className="mb-4">
              <h3 className="mb-1 font-bold text-neutral-700">{t(`sellers.steps.${step}`)}</h3>
              <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[11rem_1fr]">
                {FIELDS_OF[step].map((field) => (
                  <div key={field} className="contents">
                    <dt className="text-neutral-600">{t(`sellers.form.${field}`)}</dt>
                    <dd className="font-bold break-words" data-testid={`admin-answer-${field}`}>
                      <bdi>{shown(field)}</bdi>
                    </dd>
                  </div>
                ))}
              </dl>
            </div>
          ))}
        </AdminSection>
        <div className="space-y-4">
          <AdminSection title={t('admin.application.documents')}>
            {view.documents.length === 0 && <p>{t('admin.application.no_documents')}</p>}
            <div className="space-y-3">
              {view.documents.map((d) => (
                <DocumentViewer
                  key={d.id}
                  src={`/rest/V1/admin/seller-applications/${a.id}/documents/${d.id}`}
                  label={t(`sellers.documents.${d.kind}`)}
                  testId={`admin-document-${d.kind}`}
                />
              ))}
            </div>
          </AdminSection>
          <AdminSection title={t('admin.application.decision')}>
            {a.status === 'pending' ? (
              <SellerDecisionForm applicationId={a.id} />
            ) : (
              <p data-testid="admin-decided">
                {t(`admin.application_status.${a.status}`)}
                {a.decidedAt && (
                  <> · {t('admin.application.decided_note', { date: formatDate(a.decidedAt, locale) })}</>
                )}
                {a.decisionReason && (
                  <span className="block text-neutral-700">
                    <bdi>{a.decisionReason}</bdi>
                  </span>
                )}
              </p>
            )}
          </AdminSection>
          <History
            t={t}
            testId="admin-application-history"
            entries={view.events.map((e) => ({
              id: e.id,
              status: t(`admin.application_status.${e.status}`),
              date: formatDate(e.createdAt, locale),
              actor: e.actor,
              note: e.reason,
            }))}
          />
        </div>
      </div>
    </div>
  );
}
