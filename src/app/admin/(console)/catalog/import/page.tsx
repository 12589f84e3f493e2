import Link from '@/components/ui/link.client';
import { Forbidden } from '@/components/admin/admin-shell';
import { ProductImport } from '@/components/admin/product-import.client';
import { staffPage } from '@/components/admin/staff-page';

/** Products from a CSV file: a dry run listing every bad row, then the import in batches. */
export default async function ProductImportPage() {
  const { t, allowed } = await staffPage('catalog');
  if (!allowed) return <Forbidden t={t} />;
  return (
    <div className="space-y-4">
      <Link
        href="/admin/catalog/products"
        className="font-bold text-amber-700 underline-offset-2 hover:underline"
      >
        {t('admin_catalog_import.back')}
      </Link>
      <h1 className="text-2xl font-bold">{t('admin_catalog_import.title')}</h1>
      <ProductImport />
    </div>
  );
}
