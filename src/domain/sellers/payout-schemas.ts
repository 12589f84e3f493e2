import { z } from 'zod';
import { asciiDigits, plainAmount } from '../shared/digits';
import { isCalendarDay } from '../shared/cairo-day';

/**
 * The seller payout rules a form and the server share: the store's commission rate (a percent
 * with up to two decimals, kept as basis points) and a statement's period (a Cairo month).
 */

/** The commission charged when staff never set one: 10 % of what a seller sold, less refunds. */
export const DEFAULT_COMMISSION_BPS = 1000;

export const commissionSchema = z.object({
  // A blank field is not 0 %: it is refused like any other non-number.
  rate_percent: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : plainAmount(v)),
    z.coerce
      .number({ error: 'commission_rate_error' })
      .min(0, { error: 'commission_rate_error' })
      .max(100, { error: 'commission_rate_error' })
      .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-9, { error: 'commission_rate_error' }),
  ),
});
export type CommissionForm = z.input<typeof commissionSchema>;

export const percentToBps = (percent: number) => Math.round(percent * 100);

/** A month as YYYY-MM, from 2020 on (before the store opened nothing was sold). */
export const periodSchema = z.object({
  period: z
    .string({ error: 'period_error' })
    .trim()
    .regex(/^(20[2-9]\d)-(0[1-9]|1[0-2])$/, { error: 'period_error' }),
});

/** The month after a YYYY-MM month. */
export function nextPeriod(period: string): string {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/** The month before a YYYY-MM month. */
export function previousPeriod(period: string): string {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

export interface StatementLine {
  kind: 'sale' | 'refund';
  /** When it counted: the order's delivery for a sale, the refund's approval for a refund. */
  at: Date;
  orderId: number;
  orderNumber: string;
  sku: string;
  name: string;
  qty: number;
  /** Piastres; negative for a refund. */
  amount: number;
  /** The commission rate in force when the line was delivered. */
  rateBps: number;
}

export interface StatementTotals {
  sales: number;
  refunds: number;
  net: number;
  commission: number;
  payout: number;
}

/** The commission on one line, in whole piastres (half away from zero, so a refund undoes a sale's). */
export function lineCommission(line: Pick<StatementLine, 'amount' | 'rateBps'>): number {
  const exact = (line.amount * line.rateBps) / 10_000;
  return Math.sign(exact) * Math.round(Math.abs(exact));
}

/** Sales less refunds less the store's commission on each line: what the store owes the seller. */
export function statementTotals(lines: readonly StatementLine[]): StatementTotals {
  let sales = 0;
  let refunds = 0;
  let commission = 0;
  for (const line of lines) {
    if (line.kind === 'sale') sales += line.amount;
    else refunds -= line.amount;
    commission += lineCommission(line);
  }
  const net = sales - refunds;
  return { sales, refunds, net, commission, payout: net - commission };
}

/** A bank's transfer reference as printed: letters, digits, spaces, dashes, slashes and dots. */
export const PAYOUT_REFERENCE_MAX = 40;

/** A month's payout recorded by staff: the month, the transfer's day and the bank's reference. */
export const payoutRecordSchema = z.object({
  period: periodSchema.shape.period,
  paid_on: z
    .string({ error: 'payout_paid_on_error' })
    .trim()
    .refine(isCalendarDay, { error: 'payout_paid_on_error' }),
  reference: z
    .string({ error: 'payout_reference_error' })
    .transform((v) => asciiDigits(v).trim().replace(/\s+/g, ' '))
    .pipe(
      z
        .string()
        .min(3, { error: 'payout_reference_error' })
        .max(PAYOUT_REFERENCE_MAX, { error: 'payout_reference_error' })
        .regex(/^[A-Za-z0-9][A-Za-z0-9 ./-]*$/, { error: 'payout_reference_error' }),
    ),
});
export type PayoutRecordForm = z.input<typeof payoutRecordSchema>;
