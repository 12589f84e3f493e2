import type { ApplicationRow, ApplicationView } from '@/domain/credit/applications';
import type { CardRow } from '@/domain/credit/cards';
import { egp, egpOrNull } from '../rest/serializers';

// Money in the console's API is in pounds, as staff type it and as the store's API answers it.

interface StaffCustomer {
  id: number;
  firstName: string;
  lastName: string;
  phone: string | null;
  email: string | null;
}

const customerOf = (c: StaffCustomer) => ({
  id: c.id,
  name: `${c.firstName} ${c.lastName}`,
  phone: c.phone,
  email: c.email,
});

export const toWireStaffCreditRow = (r: { application: ApplicationRow; customer: StaffCustomer }) => ({
  id: r.application.id,
  status: r.application.status,
  customer: customerOf(r.customer),
  salary: egpOrNull(r.application.salary),
  suggested_limit: egpOrNull(r.application.suggestedLimit),
  approved_limit: egpOrNull(r.application.approvedLimit),
  submitted_at: r.application.submittedAt?.toISOString() ?? null,
  decided_at: r.application.decidedAt?.toISOString() ?? null,
});

/** An event's details as stored (a limit in piastres), with the limit in pounds. */
function detailsInPounds(details: unknown) {
  if (typeof details !== 'object' || details === null || !('limit' in details)) return details;
  const { limit } = details as { limit: unknown };
  return typeof limit === 'number' ? { ...details, limit: egp(limit) } : details;
}

export function toWireStaffCreditApplication(view: ApplicationView & { customer: StaffCustomer }) {
  const a = view.application;
  return {
    ...toWireStaffCreditRow({ application: a, customer: view.customer }),
    answers: a.answers,
    national_id: a.nationalId,
    rejection_reason: a.rejectionReason,
    requested_documents: a.requestedDocuments,
    documents_note: a.documentsNote,
    documents: view.documents.map((d) => ({
      id: d.id,
      kind: d.kind,
      url: `/rest/V1/admin/credit/applications/${a.id}/documents/${d.id}`,
    })),
    events: view.events.map((e) => ({
      status: e.status,
      actor: e.actor,
      note: e.note,
      /** The action, the status it left, and the limit (pounds) or the documents asked for. */
      details: detailsInPounds(e.details),
      at: e.createdAt.toISOString(),
    })),
  };
}

export const toWireStaffCard = (r: {
  card: CardRow;
  customer: StaffCustomer;
  nationalId: string | null;
}) => ({
  id: r.card.id,
  last4: r.card.number.slice(-4),
  status: r.card.status,
  credit_limit: egp(r.card.creditLimit),
  available: egp(r.card.available),
  valid_until: r.card.validUntil.toISOString(),
  application_id: r.card.applicationId,
  customer: customerOf(r.customer),
  national_id: r.nationalId,
});
