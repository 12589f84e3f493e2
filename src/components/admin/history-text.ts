import type { TFunction } from 'i18next';
import type { creditApplicationEvents } from '@/db/schema';
import { formatList, formatPrice } from '@/i18n/format';
import type { Locale } from '@/i18n/locales';

/** Who acted when it was not a staff member: named in the console's language (staff by their e-mail). */
export const HISTORY_ACTORS = ['customer', 'applicant'] as const;

export const historyActor = (t: TFunction, actor: string) =>
  (HISTORY_ACTORS as readonly string[]).includes(actor) ? t(`admin.history_actor.${actor}`) : actor;

type Event = Pick<typeof creditApplicationEvents.$inferSelect, 'note' | 'details'>;

/**
 * A credit application event's note in the console's language: the limit given, the documents
 * asked for and a re-upload are told from the event's details; a reason stays in the words staff
 * wrote it in (and an event written before the details were kept shows its stored note).
 */
export function creditEventNote(t: TFunction, locale: Locale, event: Event): string | null {
  const details = event.details ?? {};
  if (details.action === 'accept' && typeof details.limit === 'number') {
    const limit = formatPrice(details.limit, locale);
    // A limit above the suggestion, with the officer's reason in their own words.
    return typeof details.reason === 'string'
      ? t('admin.credit.history_note.accept_over', { limit, reason: details.reason })
      : t('admin.credit.history_note.accept', { limit });
  }
  if (details.action === 'request_documents' && Array.isArray(details.documents)) {
    const names = details.documents.map((kind) => t(`credit.documents.${String(kind)}`));
    return t('admin.credit.history_note.request_documents', { documents: formatList(names, locale) });
  }
  if (details.action === 'documents_reuploaded') return t('admin.credit.history_note.documents_reuploaded');
  return event.note;
}
