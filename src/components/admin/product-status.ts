import type { ProductApproval } from '@/db/schema/catalog';

/** A product's standing in words: waiting for (or refused by) the catalog team, else on sale or not. */
export function productStatusKey(p: { isActive: boolean; approval: ProductApproval }) {
  if (p.approval !== 'approved') return `admin_catalog.approval.${p.approval}`;
  return p.isActive ? 'admin_catalog.status.active' : 'admin_catalog.status.inactive';
}
