import { z } from 'zod';
import { PLAN_TERMS, type PlanTerm } from './plans';
import { plainAmount } from '../shared/digits';

/**
 * A dealer's own instalment rates (catalog role), shared by the domain, the page's form and the
 * OpenAPI document: each term the dealer offers with its flat rate in percent of the amount
 * financed (stored as basis points). A dealer with no term of its own offers the store's terms
 * (DEFAULT_RATES); one with any offers exactly those.
 */
export const SELLER_RATE_ACTIONS = ['rates'] as const;

const percent = z
  .number({ error: 'seller_rate' })
  .min(0, { error: 'seller_rate' })
  .max(100, { error: 'seller_rate' })
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { error: 'seller_rate' });

export const sellerRatesSchema = z.object({
  rates: z
    .array(
      z.object({
        months: z
          .number({ error: 'seller_rate_term' })
          .refine((m) => (PLAN_TERMS as readonly number[]).includes(m), { error: 'seller_rate_term' }),
        rate: z.preprocess(
          (v) => (typeof v === 'string' && v.trim() !== '' ? Number(plainAmount(v)) : v),
          percent,
        ),
      }),
      { error: 'seller_rates' },
    )
    .max(PLAN_TERMS.length, { error: 'seller_rates' })
    .refine((list) => new Set(list.map((r) => r.months)).size === list.length, { error: 'seller_rate_term' }),
});
export type SellerRatesInput = z.input<typeof sellerRatesSchema>;

/** Basis points from a percent (7.5 % is 750). */
export const bpsOf = (percentValue: number) => Math.round(percentValue * 100);
/** A percent from basis points (750 is 7.5). */
export const percentOf = (bps: number) => bps / 100;

export type { PlanTerm };
