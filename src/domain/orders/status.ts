import type { OrderStatus } from '@/db/schema';
import { AppError } from '../shared/errors';

export const ORDER_STATUSES: readonly OrderStatus[] = [
  'pending_payment',
  'processing',
  'shipped',
  'delivered',
  'canceled',
  'refund_requested',
  'refunded',
];

/** The order's life: every change of status must be one of these. */
const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  pending_payment: ['processing', 'canceled'],
  processing: ['shipped', 'canceled'],
  shipped: ['delivered'],
  delivered: ['refund_requested'],
  refund_requested: ['refunded', 'delivered'],
  canceled: [],
  refunded: [],
};

/** States in which the order still holds stock that a cancellation gives back. */
export const HOLDS_STOCK: readonly OrderStatus[] = ['pending_payment', 'processing'];

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT[from].includes(to);
}

export function assertTransition(from: OrderStatus, to: OrderStatus): void {
  if (!canTransition(from, to)) {
    throw new AppError('conflict', 'order_transition', { from, to });
  }
}

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}
