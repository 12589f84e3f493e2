/**
 * The months a shopper picked in a card hint (product page, cart), kept for the browser tab so
 * that checkout opens on the same term instead of the shortest one.
 */
const KEY = 'card-plan-months';

export function rememberCardTerm(months: number): void {
  try {
    window.sessionStorage.setItem(KEY, String(months));
  } catch {
    // Storage refused (private mode, full): checkout falls back to the shortest term.
  }
}

/** The months last picked in this tab, or null. */
export function preferredCardTerm(): number | null {
  try {
    const months = Number(window.sessionStorage.getItem(KEY));
    return Number.isInteger(months) && months > 0 ? months : null;
  } catch {
    return null;
  }
}
