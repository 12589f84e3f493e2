import { cairoDay } from '@/domain/shared/cairo-day';

/**
 * The card face's "valid thru" (MM/YY) of its last day, in Cairo like the date written beside it:
 * a card valid until 00:30 on 1 January in Cairo is valid thru 01/…, not the UTC month before.
 */
export function validThru(iso: string): string {
  const [year, month] = cairoDay(new Date(iso)).split('-');
  return `${month}/${year!.slice(-2)}`;
}
