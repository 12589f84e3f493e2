import type { WireApplication, WireCard, WireCardTerms } from '@/http/rest/credit-serializers';

export type { WireApplication, WireCard, WireCardTerms };

/** GET /rest/{locale}/V1/creditlimit/mine */
export interface CreditOverview {
  application: WireApplication | null;
  card: WireCard | null;
  terms: WireCardTerms;
}

export type DocumentKind = WireApplication['documents'][number]['kind'];
/** The schema's DOCUMENT_KINDS, kept here so the page's bundle does not load the database schema. */
export const DOCUMENT_KINDS: readonly DocumentKind[] = ['id_front', 'id_back', 'income'];

/** The time staff last asked for documents again (the timeline's latest documents_needed). */
export function documentsRequestedAt(application: WireApplication): string | null {
  const asks = application.timeline.filter((e) => e.status === 'documents_needed');
  return asks.at(-1)?.at ?? null;
}

/** The requested kinds that have no upload since the request yet. */
export function documentsStillNeeded(application: WireApplication): DocumentKind[] {
  const since = documentsRequestedAt(application);
  return application.requested_documents.filter(
    (kind) => !application.documents.some((d) => d.kind === kind && since !== null && d.created_at >= since),
  );
}
