import Link from '@/components/ui/link.client';
import { Forbidden } from '@/components/admin/admin-shell';
import { staffPage } from '@/components/admin/staff-page';
import { PRIMARY_BUTTON, TEXT_LINK } from '@/components/ui/styles';
import { brandsForStaff } from '@/domain/catalog/staff-brands';

/** Every brand in the store's order: logo, names, URL key, position, featured, products. */
export default async function BrandsPage() {
  const { t, locale, ctx, allowed } = await staffPage('catalog');
  if (!allowed) return <Forbidden t={t} />;
  const brands = await brandsForStaff(ctx);
  const col = (k: string) => t(`admin_tree.brands.column.${k}`);
  return (
    <>
      <div className="mb-2 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('admin_tree.brands.title')}</h1>
        <Link href="/admin/catalog/brands/new" className={PRIMARY_BUTTON} data-testid="admin-brand-new">
          {t('admin_tree.brands.new')}
        </Link>
      </div>
      <p className="mb-4 text-neutral-700">{t('admin_tree.brands.intro')}</p>
      {brands.length === 0 ? (
        <p>{t('admin_tree.brands.none')}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg bg-white shadow-sm">
          <table className="w-full text-start text-sm" data-testid="admin-brands">
            <thead className="bg-neutral-50 text-neutral-700">
              <tr>
                {['logo', 'name', 'url_key', 'position', 'featured', 'products'].map((k) => (
                  <th key={k} scope="col" className="px-3 py-2 text-start font-bold">
                    {col(k)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {brands.map((b) => (
                <tr key={b.id} className="border-t border-neutral-200" data-testid={`admin-brand-${b.id}`}>
                  <td className="px-3 py-2">
                    {b.logo && (
                      // eslint-disable-next-line @next/next/no-img-element -- a staff preview of the stored WebP
                      <img
                        src={`/media/${b.logo}`}
                        alt=""
                        width={80}
                        height={40}
                        className="h-10 w-20 object-contain"
                      />
                    )}
                  </td>
                  <td className="px-3 py-2">
                    <Link
                      href={`/admin/catalog/brands/${b.id}`}
                      className={TEXT_LINK}
                      data-testid="admin-brand-edit"
                    >
                      {(locale === 'ar' ? b.nameAr : b.nameEn) || b.nameAr || b.nameEn}
                    </Link>
                  </td>
                  <td className="px-3 py-2">
                    <bdi dir="ltr">{b.urlKey}</bdi>
                  </td>
                  <td className="px-3 py-2">{b.position}</td>
                  <td className="px-3 py-2">{b.isFeatured ? t('admin_tree.brands.featured') : ''}</td>
                  <td className="px-3 py-2">{b.productCount}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
