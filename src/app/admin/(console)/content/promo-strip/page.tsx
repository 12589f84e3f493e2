import { Forbidden } from '@/components/admin/admin-shell';
import { AdminSection, History } from '@/components/admin/detail-page';
import { PromoStripForm } from '@/components/admin/promo-strip-form.client';
import { staffPage } from '@/components/admin/staff-page';
import { promoStripForStaff } from '@/domain/content/promo-strip';
import { formatDate } from '@/i18n/format';
import { getT } from '@/i18n/translate';

/** The promo strip above the store's header: its texts in both languages, its switch, its changes. */
export default async function PromoStripPage() {
  const { t, locale, ctx, allowed } = await staffPage('content');
  if (!allowed) return <Forbidden t={t} />;
  const { strip, history } = await promoStripForStaff(ctx);
  const [ar, en] = [getT('ar'), getT('en')];
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">{t('admin_promos.strip.title')}</h1>
      <p className="text-neutral-700">{t('admin_promos.strip.intro')}</p>
      <div className="grid gap-4 xl:grid-cols-[3fr_1fr]">
        <AdminSection title={t('admin_promos.strip.edit')}>
          <PromoStripForm
            key={JSON.stringify(strip)}
            initial={strip}
            defaults={{
              text_ar: ar('promo.text'),
              text_en: en('promo.text'),
              cta_ar: ar('promo.cta'),
              cta_en: en('promo.cta'),
            }}
          />
        </AdminSection>
        {history.length > 0 ? (
          <History
            t={t}
            testId="admin-promo-history"
            entries={history.map((h) => ({
              id: h.id,
              status: t('admin_promos.action.update'),
              date: formatDate(h.at, locale),
              actor: h.actor,
              note: null,
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
