import Link from '@/components/ui/link.client';
import { Forbidden } from '@/components/admin/admin-shell';
import { AdminSection, History, orNotFound, pageId } from '@/components/admin/detail-page';
import { SlideForm } from '@/components/admin/slide-form.client';
import { SLIDE_STATUS_TONE, slideDatesText } from '@/components/admin/slide-text';
import { staffPage } from '@/components/admin/staff-page';
import { TEXT_LINK } from '@/components/ui/styles';
import { slideStatus } from '@/domain/content/slide-schemas';
import { slideForStaff } from '@/domain/content/staff-slides';
import { cairoDay } from '@/domain/shared/cairo-day';
import { nowOf } from '@/domain/shared/ctx';
import { formatDate } from '@/i18n/format';

/** One hero slide: where it stands, the edit form (texts, link, days, picture) and its history. */
export default async function SlidePage({ params }: { params: Promise<{ id: string }> }) {
  const { t, locale, ctx, allowed } = await staffPage('content');
  if (!allowed) return <Forbidden t={t} />;
  const { slide, history } = await orNotFound(slideForStaff(ctx, pageId((await params).id)));
  const status = slideStatus(slide, nowOf(ctx));
  return (
    <div className="space-y-4">
      <Link href="/admin/content/slides" className={TEXT_LINK}>
        {t('admin_slides.back')}
      </Link>
      <div className="flex flex-wrap items-baseline gap-3">
        <h1 className="text-2xl font-bold">{locale === 'ar' ? slide.titleAr : slide.titleEn}</h1>
        <span
          className={`rounded px-2 py-0.5 text-sm font-bold ${SLIDE_STATUS_TONE[status]}`}
          data-testid="admin-slide-status"
        >
          {t(`admin_slides.status.${status}`)}
        </span>
        <span className="text-neutral-700">{slideDatesText(t, locale, slide)}</span>
      </div>
      <div className="grid gap-4 xl:grid-cols-[3fr_1fr]">
        <AdminSection title={t('admin_slides.edit')}>
          <SlideForm
            // A new form after each save, so that it shows what was stored.
            key={JSON.stringify(slide)}
            slideId={slide.id}
            imageUrl={`/media/${slide.image}?w=800`}
            initial={{
              title_ar: slide.titleAr,
              title_en: slide.titleEn,
              subtitle_ar: slide.subtitleAr,
              subtitle_en: slide.subtitleEn,
              link: slide.link,
              starts_on: slide.startsAt ? cairoDay(slide.startsAt) : '',
              ends_on: slide.endsAt ? cairoDay(slide.endsAt) : '',
              is_active: slide.isActive,
            }}
          />
        </AdminSection>
        {history.length > 0 ? (
          <History
            t={t}
            testId="admin-slide-history"
            entries={history.map((h) => ({
              id: h.id,
              status: t(`admin_slides.action.${h.action.replace('slide.', '')}`),
              date: formatDate(h.at, locale),
              actor: h.actor,
              note: h.reason,
            }))}
          />
        ) : (
          <AdminSection title={t('admin_slides.history')}>
            <p>{t('admin_slides.no_history')}</p>
          </AdminSection>
        )}
      </div>
    </div>
  );
}
