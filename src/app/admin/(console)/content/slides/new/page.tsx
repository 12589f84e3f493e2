import Link from '@/components/ui/link.client';
import { Forbidden } from '@/components/admin/admin-shell';
import { AdminSection } from '@/components/admin/detail-page';
import { SlideForm } from '@/components/admin/slide-form.client';
import { staffPage } from '@/components/admin/staff-page';
import { TEXT_LINK } from '@/components/ui/styles';

/** A new hero slide: shown after the others once created. */
export default async function NewSlidePage() {
  const { t, allowed } = await staffPage('content');
  if (!allowed) return <Forbidden t={t} />;
  return (
    <div className="space-y-4">
      <Link href="/admin/content/slides" className={TEXT_LINK}>
        {t('admin_slides.back')}
      </Link>
      <h1 className="text-2xl font-bold">{t('admin_slides.new')}</h1>
      <AdminSection>
        <SlideForm
          initial={{
            title_ar: '',
            title_en: '',
            subtitle_ar: '',
            subtitle_en: '',
            link: '/',
            starts_on: '',
            ends_on: '',
            is_active: true,
          }}
        />
      </AdminSection>
    </div>
  );
}
