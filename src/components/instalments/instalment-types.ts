import type { InstalmentState } from '@/domain/credit/card-schedule';

/** The card's instalments on the wire (src/http/rest/instalment-serializers.ts). Money in EGP. */
export type { InstalmentState };

export interface WireInstalment {
  id: number;
  seq: number;
  months: number;
  due_date: string;
  amount: number;
  principal: number;
  fee: number;
  status: InstalmentState;
  paid_at: string | null;
  order_id: number;
  increment_id: string;
  dealer_name: string;
}

export interface WirePurchase {
  id: number;
  order_id: number;
  increment_id: string;
  dealer_name: string;
  months: number;
  rate: number;
  financed: number;
  interest: number;
  fee: number;
  total: number;
  status: 'active' | 'canceled';
  created_at: string;
  instalments: WireInstalment[];
}

export interface WireSchedule {
  card: { last4: string; credit_limit: number; available_balance: number };
  next_due: { due_date: string; amount: number } | null;
  overdue_count: number;
  owed: { amount: number; instalments: number };
  open: WireInstalment[];
  purchases: WirePurchase[];
  payments: {
    id: number;
    amount: number;
    status: string;
    created_at: string;
    settled_at: string | null;
    instalments: number;
  }[];
}

export interface WireReceipt {
  id: number;
  amount: number;
  status: string;
  reference: string | null;
  settled_at: string | null;
  instalments: { id: number; seq: number; due_date: string; amount: number; status: InstalmentState }[];
}

/**
 * Choosing instalments oldest first (the server refuses to skip one): ticking one ticks every
 * older one, unticking one unticks every newer one. `open` is oldest first.
 */
export function toggleOldestFirst(open: readonly { id: number }[], chosen: ReadonlySet<number>, id: number) {
  const index = open.findIndex((i) => i.id === id);
  if (index < 0) return new Set(chosen);
  const tick = !chosen.has(id);
  return new Set(open.slice(0, tick ? index + 1 : index).map((i) => i.id));
}

/** A due day (YYYY-MM-DD) as a date at Cairo noon, for formatDate. */
export const dayDate = (day: string) => `${day}T12:00:00Z`;
