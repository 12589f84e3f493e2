import Link from '@/components/ui/link.client';
import { Forbidden } from '@/components/admin/admin-shell';
import { AdminSection, History, orNotFound, pageId } from '@/components/admin/detail-page';
import { PopupForm } from '@/components/admin/popup-form.client';
import { SLIDE_STATUS_TONE, slideDatesText } from '@/components/admin/slide-text';
import { staffPage } from '@/components/admin/staff-page';
import { TEXT_LINK } from '@/components/ui/styles';
import { slideStatus } from '@/domain/content/slide-schemas';
import { popupForStaff } from '@/domain/content/staff-popups';
import { cairoDay } from '@/domain/shared/cairo-day';
import { nowOf } from '@/domain/shared/ctx';
import { formatDate } from '@/i18n/format';

/** One overlay ad: where it stands, the edit form (titles, link, days, picture) and its history. */
export default async function PopupPage({ params }: { params: Promise<{ id: string }> }) {
  const { t, locale, ctx, allowed } = await staffPage('content');
  if (!allowed) return <Forbidden t={t} />;
  const { popup, history } = await orNotFound(popupForStaff(ctx, pageId((await params).id)));
  const status = slideStatus(popup, nowOf(ctx));
  return (
    <div className="space-y-4">
      <Link href="/admin/content/popups" className={TEXT_LINK}>
        {t('admin_promos.popups.back')}
      </Link>
      <div className="flex flex-wrap items-baseline gap-3">
        <h1 className="text-2xl font-bold">{locale === 'ar' ? popup.titleAr : popup.titleEn}</h1>
        <span
          className={`rounded px-2 py-0.5 text-sm font-bold ${SLIDE_STATUS_TONE[status]}`}
          data-testid="admin-popup-status"
        >
          {t(`admin_promos.status.${status}`)}
        </span>
        <span className="text-neutral-700">{slideDatesText(t, locale, popup)}</span>
      </div>
      <div className="grid gap-4 xl:grid-cols-[3fr_1fr]">
        <AdminSection title={t('admin_promos.popups.edit')}>
          <PopupForm
            // A new form after each save, so that it shows what was stored.
            key={JSON.stringify(popup)}
            popupId={popup.id}
            imageUrl={`/media/${popup.image}`}
            initial={{
              title_ar: popup.titleAr,
              title_en: popup.titleEn,
              link: popup.link,
              starts_on: popup.startsAt ? cairoDay(popup.startsAt) : '',
              ends_on: popup.endsAt ? cairoDay(popup.endsAt) : '',
              is_active: popup.isActive,
            }}
          />
        </AdminSection>
        {history.length > 0 ? (
          <History
            t={t}
            testId="admin-popup-history"
            entries={history.map((h) => ({
              id: h.id,
              status: t(`admin_promos.action.${h.action.replace('popup_banner.', '')}`),
              date: formatDate(h.at, locale),
              actor: h.actor,
              note: h.reason,
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
