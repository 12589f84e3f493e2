import { keepTabValue, readTabValue } from '@/lib/tab-storage';

/**
 * The months a shopper picked in a card hint (product page, cart), kept for the browser tab so
 * that checkout opens on the same term instead of the shortest one.
 */
const KEY = 'card-plan-months';

export const rememberCardTerm = (months: number): void => keepTabValue(KEY, months);

/** The months last picked in this tab, or null. */
export function preferredCardTerm(): number | null {
  const months = readTabValue<unknown>(KEY);
  return Number.isInteger(months) && (months as number) > 0 ? (months as number) : null;
}
