import type { SellerApplicationRow, SellerDocumentRow } from '@/domain/sellers/applications';
import type { sellerApplicationEvents } from '@/db/schema';

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
  };
}
