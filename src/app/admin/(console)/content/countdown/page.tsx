import { Forbidden } from '@/components/admin/admin-shell';
import { CountdownForm } from '@/components/admin/countdown-form.client';
import { AdminSection, History } from '@/components/admin/detail-page';
import { staffPage } from '@/components/admin/staff-page';
import { cairoStart } from '@/domain/shared/cairo-day';
import { countdownForStaff } from '@/domain/content/staff-countdown';
import { formatDate } from '@/i18n/format';

interface AuditedCountdown {
  starts_on: string;
  ends_on: string;
  active: boolean;
}

/** The header countdown: where it stands, its Cairo days and switch, and every change to it. */
export default async function CountdownPage() {
  const { t, locale, ctx, allowed } = await staffPage('content');
  if (!allowed) return <Forbidden t={t} />;
  const { current, history } = await countdownForStaff(ctx);
  // A Cairo day in words (its noon, so no time zone moves it to the day before or after).
  const day = (d: string) => formatDate(new Date(cairoStart(d).getTime() + 12 * 3_600_000), locale);
  const summary = (c: AuditedCountdown | null) =>
    c
      ? `${t('admin_slides.dates_between', { from: day(c.starts_on), to: day(c.ends_on) })} · ${t(
          c.active ? 'admin_promos.countdown.on' : 'admin_promos.countdown.off',
        )}`
      : null;
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">{t('admin_promos.countdown.title')}</h1>
      <p className="text-neutral-700">{t('admin_promos.countdown.intro')}</p>
      <p className="font-bold" data-testid="admin-countdown-now">
        {current?.isActive
          ? summary({ starts_on: current.startsOn, ends_on: current.endsOn, active: true })
          : t('admin_promos.countdown.none')}
      </p>
      <div className="grid gap-4 xl:grid-cols-[3fr_1fr]">
        <AdminSection title={t('admin_promos.countdown.edit')}>
          <CountdownForm
            key={JSON.stringify(current)}
            initial={{
              starts_on: current?.startsOn ?? '',
              ends_on: current?.endsOn ?? '',
              is_active: current?.isActive ?? true,
            }}
          />
        </AdminSection>
        {history.length > 0 ? (
          <History
            t={t}
            testId="admin-countdown-history"
            entries={history.map((h) => ({
              id: h.id,
              status: t('admin_promos.action.update'),
              date: formatDate(h.at, locale),
              actor: h.actor,
              note: summary(h.after as AuditedCountdown | null),
            }))}
          />
        ) : (
          <AdminSection title={t('admin_promos.history')}>
            <p>{t('admin_promos.no_history')}</p>
          </AdminSection>
        )}
      </div>
    </div>
  );
}
