import { Forbidden } from '@/components/admin/admin-shell';
import { AdminSection, History } from '@/components/admin/detail-page';
import { HomeSectionsForm } from '@/components/admin/home-sections-form.client';
import { staffPage } from '@/components/admin/staff-page';
import { HOME_SECTION_IDS, type HomeSectionId } from '@/domain/content/home-section-schemas';
import { homeSectionsForStaff } from '@/domain/content/home-sections';
import { formatDate } from '@/i18n/format';
import { getT } from '@/i18n/translate';

/** The home page's sections below the slides: order, which show, their titles; and the changes. */
export default async function HomeSectionsPage() {
  const { t, locale, ctx, allowed } = await staffPage('content');
  if (!allowed) return <Forbidden t={t} />;
  const { sections, history } = await homeSectionsForStaff(ctx);
  const [ar, en] = [getT('ar'), getT('en')];
  // The store's own titles, in the page's language (the section's name) and in each language.
  const defaults = Object.fromEntries(
    HOME_SECTION_IDS.map((id) => [id, { name: t(`home.${id}`), ar: ar(`home.${id}`), en: en(`home.${id}`) }]),
  ) as Record<HomeSectionId, { name: string; ar: string; en: string }>;
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">{t('admin_home.title')}</h1>
      <p className="text-neutral-700">{t('admin_home.intro')}</p>
      <div className="grid gap-4 xl:grid-cols-[3fr_1fr]">
        <AdminSection>
          <HomeSectionsForm key={JSON.stringify(sections)} initial={sections} defaults={defaults} />
        </AdminSection>
        {history.length > 0 ? (
          <History
            t={t}
            testId="admin-home-history"
            entries={history.map((h) => ({
              id: h.id,
              status: t('admin_home.updated'),
              date: formatDate(h.at, locale),
              actor: h.actor,
              note: null,
            }))}
          />
        ) : (
          <AdminSection title={t('admin_home.history')}>
            <p>{t('admin_home.no_history')}</p>
          </AdminSection>
        )}
      </div>
    </div>
  );
}
