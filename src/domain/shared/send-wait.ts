const HOUR_MS = 3_600_000;

/**
 * How long before another message (a code, a link) may go out, in ms; 0 when it may go now.
 * `resendMs` must pass after the `last` one sent; and for each list of what went out in the last
 * hour (oldest first) with its cap, a full list opens again when its cap-th newest is an hour old.
 */
export function sendWait(
  now: Date,
  last: Date | undefined,
  resendMs: number,
  capped: readonly (readonly [readonly Date[], number])[],
): number {
  const since = last ? now.getTime() - last.getTime() : Infinity;
  if (since < resendMs) return resendMs - since;
  for (const [sent, cap] of capped) {
    if (sent.length >= cap) return sent.at(-cap)!.getTime() + HOUR_MS - now.getTime();
  }
  return 0;
}
