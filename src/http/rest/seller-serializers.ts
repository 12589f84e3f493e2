import { missingAnswers, type SellerApplicationView } from '@/domain/sellers/applications';

/** A seller application as its applicant sees it (GET/PUT/POST /rest/{locale}/V1/sellers/application...). */
export function toWireSellerApplication(view: SellerApplicationView) {
  const { application: a, documents } = view;
  return {
    reference: a.reference,
    status: a.status,
    phone: a.phone,
    answers: a.answers,
    documents: documents.map((d) => ({
      id: d.id,
      kind: d.kind,
      url: `/rest/V1/sellers/application/documents/${d.id}`,
      created_at: d.createdAt.toISOString(),
    })),
    /** Field (or document kind) → message key, for what is still to do before sending. */
    missing: missingAnswers(view),
    reason: a.decisionReason,
    submitted_at: a.submittedAt?.toISOString() ?? null,
    decided_at: a.decidedAt?.toISOString() ?? null,
  };
}

export type WireSellerApplication = ReturnType<typeof toWireSellerApplication>;
