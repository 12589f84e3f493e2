import { REFUND_REASONS } from './refund-rules';

/**
 * What a note of the order's status history says, read from how the domain writes it: one of the
 * store's own notes (the page translates it) with its parameters, a refund reason, or staff's own
 * words (a reason, a carrier and tracking number) to show as they are. No database here: the
 * shopper's timeline reads it in the browser.
 */
export type HistoryNote =
  | { note: string; method?: string; sku?: string; reason?: string }
  | { refundReason: string }
  | { text: string };

const DECISIONS = ['refund_approved', 'refund_partial', 'refund_rejected', 'payment_timeout'];

export function readHistoryNote(note: string): HistoryNote {
  if (DECISIONS.includes(note)) return { note };
  if ((REFUND_REASONS as readonly string[]).includes(note)) return { refundReason: note };
  const paid = /^(paid|payment_declined):([a-z_]+)$/.exec(note);
  if (paid) return { note: paid[1]!, method: paid[2] };
  // "item_canceled:SKU", then, when staff gave one, a space and the reason.
  const item = /^item_canceled:(\S+)(?: ([\s\S]*))?$/.exec(note);
  if (item) return { note: 'item_canceled', sku: item[1], reason: item[2] };
  return { text: note };
}
