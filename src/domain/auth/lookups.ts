import { config } from '@/config';
import type { Ctx } from '../shared/ctx';
import { countHit } from '../shared/rate-limit';

/**
 * Answers that tell whether an account exists (the existence checks, and the code, registration
 * and reset calls that refuse a taken or unknown phone or e-mail) are limited per client address,
 * so that nobody can test a list of numbers or e-mails: LOOKUP_MAX_PER_IP (30) per 15 minutes.
 */
export const LOOKUP_WINDOW_MS = 15 * 60_000;
export const lookupMaxPerIp = () => config().lookupMaxPerIp;

/** Counts one look-up of the client address; past the cap, 429 `lookups_throttled` with the wait. */
export async function countLookup(ctx: Ctx, ip: string | undefined): Promise<void> {
  if (!ip) return;
  await countHit(ctx, {
    key: `lookup:${ip}`,
    windowMs: LOOKUP_WINDOW_MS,
    max: lookupMaxPerIp(),
    messageKey: 'lookups_throttled',
  });
}
