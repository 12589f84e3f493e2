import { notFound } from 'next/navigation';
import Link from '@/components/ui/link.client';
import { Forbidden } from '@/components/admin/admin-shell';
import { AdminSection, History, orNotFound, pageId } from '@/components/admin/detail-page';
import { RequestStatusForm } from '@/components/admin/request-status-form.client';
import { staffPage } from '@/components/admin/staff-page';
import { BOOK_TRIP_FORM } from '@/domain/forms/book-trip';
import { submissionForStaff } from '@/domain/forms/staff-submissions';
import { SUBMISSION_NOTE_MAX } from '@/domain/forms/submission-schemas';
import { isAuditAction } from '@/domain/staff/audit-actions';
import { formatDate, formatDateTime, formatNumber } from '@/i18n/format';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** One trip request for staff: every answer under the form's own labels, its status and history. */
export default async function TripRequestPage({ params }: { params: Promise<{ id: string }> }) {
  const { t, locale, ctx, allowed } = await staffPage('orders');
  if (!allowed) return <Forbidden t={t} />;
  const view = await orNotFound(submissionForStaff(ctx, pageId((await params).id)));
  const s = view.submission;
  // The back office lists the trip form's requests; a request of another form has no page here.
  if (s.formCode !== BOOK_TRIP_FORM) notFound();
  const shown = (value: unknown): string => {
    if (value === null || value === undefined || value === '') return '—';
    if (typeof value === 'boolean') return t(value ? 'forms.yes' : 'forms.no');
    if (typeof value === 'number') return formatNumber(value, locale);
    return typeof value === 'string' && DATE.test(value) ? formatDate(value, locale) : String(value);
  };
  return (
    <div className="space-y-4">
      <Link href="/admin/requests" className="font-bold text-amber-700 underline-offset-2 hover:underline">
        {t('admin.requests.back')}
      </Link>
      <div className="flex flex-wrap items-baseline gap-3">
        <h1 className="text-2xl font-bold">
          {t('forms.book_trip.title')} · <span dir="ltr">{s.reference}</span>
        </h1>
        <span
          className="rounded bg-neutral-200 px-2 py-0.5 text-sm font-bold"
          data-testid="admin-request-status"
        >
          {t(`admin.requests.status.${s.status}`)}
        </span>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <AdminSection title={t('admin.requests.answers')}>
          <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[13rem_1fr]">
            {view.fields.map((field) => (
              <div key={field} className="contents">
                <dt className="text-neutral-600">{t(`forms.book_trip.${field}`)}</dt>
                <dd className="font-bold break-words" data-testid={`admin-request-${field}`}>
                  <bdi>{shown(s.data[field])}</bdi>
                </dd>
              </div>
            ))}
            <div className="contents">
              <dt className="text-neutral-600">{t('admin.requests.sent')}</dt>
              <dd className="font-bold">{formatDateTime(s.createdAt, locale)}</dd>
            </div>
            <div className="contents">
              <dt className="text-neutral-600">{t('admin.requests.language')}</dt>
              <dd className="font-bold">{t(`admin.audit.languages.${s.locale}`)}</dd>
            </div>
            <div className="contents">
              <dt className="text-neutral-600">{t('admin.requests.customer')}</dt>
              <dd className="font-bold" data-testid="admin-request-customer">
                {view.customer ? (
                  <bdi>{`${view.customer.firstName} ${view.customer.lastName}`}</bdi>
                ) : (
                  t('admin.requests.guest')
                )}
              </dd>
            </div>
          </dl>
        </AdminSection>
        <div className="space-y-4">
          <AdminSection title={t('admin.requests.status_label')}>
            <RequestStatusForm id={s.id} status={s.status} noteMax={SUBMISSION_NOTE_MAX} />
          </AdminSection>
          {view.history.length > 0 && (
            <History
              t={t}
              testId="admin-request-history"
              entries={view.history.map((h) => ({
                id: h.id,
                status: isAuditAction(h.action) ? t(`admin.audit.actions.${h.action}`) : h.action,
                date: formatDateTime(h.at, locale),
                actor: h.actor,
                note: h.reason,
              }))}
            />
          )}
        </div>
      </div>
    </div>
  );
}
