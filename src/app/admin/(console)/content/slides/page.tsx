import Link from '@/components/ui/link.client';
import { Forbidden } from '@/components/admin/admin-shell';
import { slideDatesText } from '@/components/admin/slide-text';
import { SlidesList } from '@/components/admin/slides-list.client';
import { staffPage } from '@/components/admin/staff-page';
import { PRIMARY_BUTTON } from '@/components/ui/styles';
import { slideStatus } from '@/domain/content/slide-schemas';
import { slidesForStaff } from '@/domain/content/staff-slides';
import { nowOf } from '@/domain/shared/ctx';

/** The home page's hero slides in their order, with their status; new slide, edit, reorder. */
export default async function SlidesPage() {
  const { t, locale, ctx, allowed } = await staffPage('content');
  if (!allowed) return <Forbidden t={t} />;
  const slides = await slidesForStaff(ctx);
  const now = nowOf(ctx);
  const rows = slides.map((s) => ({
    id: s.id,
    image: `/media/${s.image}`,
    title: (locale === 'ar' ? s.titleAr : s.titleEn) || s.titleAr || s.titleEn,
    link: s.link,
    dates: slideDatesText(t, locale, s),
    status: slideStatus(s, now),
  }));
  return (
    <>
      <div className="mb-2 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('admin_slides.title')}</h1>
        <Link href="/admin/content/slides/new" className={PRIMARY_BUTTON} data-testid="admin-slide-new">
          {t('admin_slides.new')}
        </Link>
      </div>
      <p className="mb-4 text-neutral-700">{t('admin_slides.intro')}</p>
      <SlidesList key={rows.map((r) => `${r.id}:${r.title}:${r.status}`).join(',')} initial={rows} />
    </>
  );
}
