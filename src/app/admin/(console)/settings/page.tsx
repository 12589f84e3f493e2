import { Forbidden } from '@/components/admin/admin-shell';
import { CommissionForm } from '@/components/admin/commission-form.client';
import { AdminSection, History } from '@/components/admin/detail-page';
import { staffPage } from '@/components/admin/staff-page';
import { commissionForStaff } from '@/domain/sellers/commission';
import { formatDate, formatNumber } from '@/i18n/format';

/** The store's settings (admins): the commission on sellers' sales, and every change to it. */
export default async function SettingsPage() {
  const { t, locale, ctx, allowed } = await staffPage('settings');
  if (!allowed) return <Forbidden t={t} />;
  const { current, history } = await commissionForStaff(ctx);
  const percent = (bps: number) => `${formatNumber(bps / 100, locale)}%`;
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">{t('admin_settings.title')}</h1>
      <div className="grid gap-4 xl:grid-cols-[3fr_1fr]">
        <AdminSection title={t('admin_settings.commission_title')}>
          <p className="mb-4 font-bold" data-testid="admin-commission-now">
            {current.since
              ? t('admin_settings.commission_now', {
                  rate: percent(current.rateBps),
                  date: formatDate(current.since, locale),
                })
              : t('admin_settings.commission_default', { rate: percent(current.rateBps) })}
          </p>
          <CommissionForm key={current.rateBps} initial={String(current.rateBps / 100)} />
        </AdminSection>
        {history.length > 0 ? (
          <History
            t={t}
            testId="admin-commission-history"
            entries={history.map((h) => ({
              id: h.id,
              status: t('admin_settings.changed'),
              date: formatDate(h.at, locale),
              actor: h.actor,
              note: t('admin_settings.change_note', {
                from: percent((h.before as { rate_bps: number }).rate_bps),
                to: percent((h.after as { rate_bps: number }).rate_bps),
              }),
            }))}
          />
        ) : (
          <AdminSection title={t('admin_settings.history')}>
            <p>{t('admin_settings.no_history')}</p>
          </AdminSection>
        )}
      </div>
    </div>
  );
}
