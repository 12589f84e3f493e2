import Link from '@/components/ui/link.client';
import { Forbidden } from '@/components/admin/admin-shell';
import { AdminSection, History, orNotFound, pageId } from '@/components/admin/detail-page';
import { SellerDetailsForm } from '@/components/admin/seller-details-form.client';
import { staffPage } from '@/components/admin/staff-page';
import { TEXT_LINK } from '@/components/ui/styles';
import { sellerDetailsForStaff } from '@/domain/sellers/staff-seller-details';
import { formatDate } from '@/i18n/format';

/** A seller's details for the catalog team: names in both languages, logo, and its history. */
export default async function SellerDetailsPage({ params }: { params: Promise<{ id: string }> }) {
  const { t, locale, ctx, allowed } = await staffPage('catalog');
  if (!allowed) return <Forbidden t={t} />;
  const { seller, history } = await orNotFound(sellerDetailsForStaff(ctx, pageId((await params).id)));
  const name = (locale === 'ar' ? seller.nameAr : seller.nameEn) || seller.code;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-4">
        <Link href="/admin/catalog/sellers" className={TEXT_LINK}>
          {t('admin_tree.rates.back')}
        </Link>
        <Link href={`/admin/catalog/sellers/${seller.id}/rates`} className={TEXT_LINK}>
          {t('admin_tree.seller_details.rates_link')}
        </Link>
      </div>
      <h1 className="text-2xl font-bold">
        <bdi>{t('admin_tree.seller_details.title', { name })}</bdi>
      </h1>
      <div className="grid gap-4 xl:grid-cols-[3fr_1fr]">
        <AdminSection>
          <SellerDetailsForm
            key={JSON.stringify(seller)}
            sellerId={seller.id}
            initial={{ name_ar: seller.nameAr, name_en: seller.nameEn }}
            logoUrl={seller.logo ? `/media/${seller.logo}` : undefined}
          />
        </AdminSection>
        {history.length > 0 ? (
          <History
            t={t}
            testId="admin-seller-details-history"
            entries={history.map((h) => ({
              id: h.id,
              status: t(`admin.sellers.action.${h.action.replace('seller.', '')}`),
              date: formatDate(h.at, locale),
              actor: h.actor,
              note: h.reason,
            }))}
          />
        ) : (
          <AdminSection title={t('admin_tree.rates.history')}>
            <p>{t('admin_tree.rates.no_history')}</p>
          </AdminSection>
        )}
      </div>
    </div>
  );
}
