import type { Ctx } from '../shared/ctx';

/** The suggestions' product names that a search statement found (search-sql.ts, namesSql). */
export interface SharedNames {
  /** The tsquery and phrase they were ranked for: suggest.ts uses them only if its own match is the same. */
  tsquery: string;
  phrase: string;
  names: string[];
}

const offers = new WeakMap<Ctx, Map<string, Promise<SharedNames | null>>>();

/**
 * A request that both searches and suggests for the same text (the REST search call runs
 * searchProducts and suggest side by side) ranks the matching documents once: searchProducts
 * offers the names its statement finds, and suggest takes them instead of ranking again. The offer
 * is made before searchProducts' first await, so a suggest() started after it with the same
 * context finds it. Returns the function that settles the offer: null when the search did not
 * compute them (an answer from the cache, an error), and suggest then runs its own query.
 */
export function offerNames(ctx: Ctx, text: string): (found: SharedNames | null) => void {
  let settle: (found: SharedNames | null) => void = () => {};
  const offer = new Promise<SharedNames | null>((resolve) => {
    settle = resolve;
  });
  let byText = offers.get(ctx);
  if (!byText) {
    byText = new Map();
    offers.set(ctx, byText);
  }
  byText.set(text, offer);
  // Only the first settlement counts.
  return (found) => settle(found);
}

/** The names a search of the same context and text offers, once; undefined when none does. */
export function takeNames(ctx: Ctx, text: string): Promise<SharedNames | null> | undefined {
  const byText = offers.get(ctx);
  const offer = byText?.get(text);
  byText?.delete(text);
  return offer;
}
