import type { SellerApplicationRow, SellerDocumentRow } from '@/domain/sellers/applications';
import type { auditLog, sellerApplicationEvents } from '@/db/schema';
import type { StaffSellerRow } from '@/domain/sellers/staff-sellers';
import type { SharedApplication } from '@/domain/sellers/staff-review';

export const toWireStaffSellerApplicationRow = (a: SellerApplicationRow) => ({
  id: a.id,
  reference: a.reference,
  status: a.status,
  store_name: a.answers.store_name ?? null,
  company_name: a.answers.company_name ?? null,
  phone: a.phone,
  locale: a.locale,
  submitted_at: a.submittedAt?.toISOString() ?? null,
  decided_at: a.decidedAt?.toISOString() ?? null,
  decision_reason: a.decisionReason,
  seller_id: a.sellerId,
});

export function toWireStaffSellerApplication(view: {
  application: SellerApplicationRow;
  documents: SellerDocumentRow[];
  events: (typeof sellerApplicationEvents.$inferSelect)[];
  sharing: SharedApplication[];
}) {
  const { application: a } = view;
  return {
    ...toWireStaffSellerApplicationRow(a),
    answers: a.answers,
    documents: view.documents.map((d) => ({
      id: d.id,
      kind: d.kind,
      url: `/rest/V1/admin/seller-applications/${a.id}/documents/${d.id}`,
    })),
    events: view.events.map((e) => ({
      status: e.status,
      reason: e.reason,
      actor: e.actor,
      at: e.createdAt.toISOString(),
    })),
    // Other sent applications giving the same owner's ID, register, tax card or IBAN.
    shared_with: view.sharing.map((o) => ({
      id: o.id,
      reference: o.reference,
      status: o.status,
      store_name: o.storeName,
      fields: o.fields,
    })),
  };
}

export const toWireStaffSeller = (s: StaffSellerRow) => ({
  id: s.id,
  code: s.code,
  name: s.name,
  status: s.isActive ? 'active' : 'suspended',
  suspended_at: s.suspendedAt?.toISOString() ?? null,
  suspension_reason: s.suspensionReason,
  products_count: s.products,
  active_products_count: s.activeProducts,
  created_at: s.createdAt.toISOString(),
});

export function toWireStaffSellerDetail(view: {
  seller: StaffSellerRow;
  account: { phone: string | null; email: string | null } | null;
  application: {
    id: number;
    reference: string;
    contact: { phone: string; email: string | null };
  } | null;
  portalAccounts: { id: number; name: string; email: string; active: boolean }[];
  history: (typeof auditLog.$inferSelect)[];
}) {
  return {
    ...toWireStaffSeller(view.seller),
    account: view.account,
    application: view.application,
    portal_accounts: view.portalAccounts,
    history: view.history.map((h) => ({
      action: h.action,
      actor: h.actor,
      reason: h.reason,
      at: h.at.toISOString(),
    })),
  };
}
