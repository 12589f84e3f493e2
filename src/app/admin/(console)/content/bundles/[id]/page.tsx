import Link from '@/components/ui/link.client';
import { Forbidden } from '@/components/admin/admin-shell';
import { AdminSection, History, orNotFound, pageId } from '@/components/admin/detail-page';
import { BundleForm } from '@/components/admin/bundle-form.client';
import { staffPage } from '@/components/admin/staff-page';
import { TEXT_LINK } from '@/components/ui/styles';
import { bundleForStaff } from '@/domain/content/staff-bundles';
import { formatDate, formatPrice } from '@/i18n/format';

/** One bundle: its total now, the edit form (code, titles, products, switch) and its history. */
export default async function BundlePage({ params }: { params: Promise<{ id: string }> }) {
  const { t, locale, ctx, allowed } = await staffPage('content');
  if (!allowed) return <Forbidden t={t} />;
  const { bundle, history } = await orNotFound(bundleForStaff(ctx, pageId((await params).id)));
  return (
    <div className="space-y-4">
      <Link href="/admin/content/bundles" className={TEXT_LINK}>
        {t('admin_bundles.back')}
      </Link>
      <div className="flex flex-wrap items-baseline gap-3">
        <h1 className="text-2xl font-bold">{locale === 'ar' ? bundle.titleAr : bundle.titleEn}</h1>
        <span className="text-neutral-700" data-testid="admin-bundle-total">
          {bundle.total === null
            ? t('admin_bundles.not_shown')
            : t('admin_bundles.total', { total: formatPrice(bundle.total, locale) })}
        </span>
      </div>
      <div className="grid gap-4 xl:grid-cols-[3fr_1fr]">
        <AdminSection title={t('admin_bundles.edit')}>
          <BundleForm
            // A new form after each save, so that it shows what was stored.
            key={bundle.version}
            bundleId={bundle.id}
            version={bundle.version}
            initial={{
              code: bundle.code,
              title_ar: bundle.titleAr,
              title_en: bundle.titleEn,
              is_active: bundle.isActive,
              products: bundle.items.map((i) => ({
                id: i.id,
                sku: i.sku,
                name: i.name,
                on_sale: i.onSale,
                final_price: i.finalPrice === null ? null : i.finalPrice / 100,
              })),
            }}
          />
        </AdminSection>
        {history.length > 0 ? (
          <History
            t={t}
            testId="admin-bundle-history"
            entries={history.map((h) => ({
              id: h.id,
              status: t(`admin_bundles.action.${h.action.replace('bundle.', '')}`),
              date: formatDate(h.at, locale),
              actor: h.actor,
              note: h.reason,
            }))}
          />
        ) : (
          <AdminSection title={t('admin_bundles.history')}>
            <p>{t('admin_bundles.no_history')}</p>
          </AdminSection>
        )}
      </div>
    </div>
  );
}
