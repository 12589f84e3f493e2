/** The refund form's rules, shared by the form and the server. */
export const REFUND_REASONS = [
  'damaged',
  'wrong_item',
  'not_as_described',
  'missing_parts',
  'changed_mind',
] as const;
export const REFUND_MAX_PHOTOS = 4;
export const REFUND_COMMENT_MAX = 500;

/** A line asked back: the order line's id and how many of it. */
export interface AskedLine {
  item_id: number;
  qty: number;
}

/**
 * Units of each order line already on a refund request that was not rejected (asked for or
 * refunded; of an approved one, what was accepted): they cannot be asked for again.
 */
export function returnedQuantities(
  requests: {
    status: string;
    items: { itemId: number; qty: number }[];
    /** Of an approved request: the lines staff accepted (some of those asked). */
    approvedItems?: { itemId: number; qty: number }[] | null;
  }[],
): Map<number, number> {
  const returned = new Map<number, number>();
  for (const request of requests) {
    if (request.status === 'rejected') continue;
    for (const item of request.approvedItems ?? request.items)
      returned.set(item.itemId, (returned.get(item.itemId) ?? 0) + item.qty);
  }
  return returned;
}

/**
 * Whether the lines asked back can be: each line at most once, a line of this order that is not
 * canceled, and no more units than were bought less those already returned. Answers the message
 * key of the first fault, or null.
 */
export function refundLinesFault(
  asked: readonly AskedLine[],
  lines: readonly { id: number; qty: number }[],
  returned: ReadonlyMap<number, number>,
): 'refund_items_none' | 'refund_items' | 'refund_item_duplicate' | 'refund_qty_over' | null {
  if (asked.length === 0) return 'refund_items_none';
  if (new Set(asked.map((a) => a.item_id)).size !== asked.length) return 'refund_item_duplicate';
  for (const item of asked) {
    const line = lines.find((l) => l.id === item.item_id);
    if (!line || item.qty < 1) return 'refund_items';
    if (item.qty > line.qty - (returned.get(line.id) ?? 0)) return 'refund_qty_over';
  }
  return null;
}
