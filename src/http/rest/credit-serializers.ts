import type { ApplicationView } from '@/domain/credit/applications';
import { missingDocuments } from '@/domain/credit/applications';
import type { CardRow } from '@/domain/credit/cards';
import { CARD } from '@/domain/credit/settings';
import { egpOrNull } from './serializers';

/** The shopper's view of an application: what they typed, their documents and the timeline (no staff names). */
export function toWireApplication({ application: a, documents, events }: ApplicationView) {
  return {
    id: a.id,
    status: a.status,
    answers: a.answers,
    documents: documents.map((d) => ({
      id: d.id,
      kind: d.kind,
      url: `/rest/V1/creditlimit/mine/documents/${d.id}`,
      width: d.width,
      height: d.height,
      created_at: d.createdAt.toISOString(),
    })),
    missing_documents: missingDocuments(documents),
    requested_documents: a.requestedDocuments,
    /** Staff's note with the documents asked for; null when none or no longer asked. */
    documents_note: a.status === 'documents_needed' ? a.documentsNote : null,
    approved_limit: egpOrNull(a.approvedLimit),
    rejection_reason: a.rejectionReason,
    submitted_at: a.submittedAt?.toISOString() ?? null,
    decided_at: a.decidedAt?.toISOString() ?? null,
    timeline: events.map((e) => ({ status: e.status, at: e.createdAt.toISOString() })),
  };
}

/** The card as its holder sees it: the number masked but for its last 4 digits. */
export function toWireCard(card: CardRow) {
  return {
    number_masked: `•••• •••• •••• ${card.number.slice(-4)}`,
    last4: card.number.slice(-4),
    status: card.status,
    credit_limit: egpOrNull(card.creditLimit),
    available: egpOrNull(card.available),
    valid_until: card.validUntil.toISOString(),
    pin_set: card.pinHash !== null,
    pin_locked: card.pinLocked,
  };
}

/** §9, for the form's side panel. */
export const WIRE_CARD_TERMS = {
  issuing_fee: CARD.issuingFee / 100,
  validity_years: CARD.validityYears,
  minimum_age: CARD.minimumAge,
  decision_days: CARD.decisionDays,
  delivery_days: { greater_cairo: CARD.deliveryDays.greaterCairo, elsewhere: CARD.deliveryDays.elsewhere },
  support_line: CARD.supportLine,
};

export type WireApplication = ReturnType<typeof toWireApplication>;
export type WireCard = ReturnType<typeof toWireCard>;
export type WireCardTerms = typeof WIRE_CARD_TERMS;
