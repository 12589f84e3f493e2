import type { CartPlans } from '@/domain/credit/cart-plans';
import type { PromotionView } from '@/domain/credit/plan-rules';
import type { Plan } from '@/domain/credit/plans';
import { egp } from './serializers';

/** A rate in basis points as a percentage of the amount (1500 → 15). */
const percent = (bps: number) => bps / 100;

/** GET amancard/promos */
export function toWirePromotion(p: PromotionView) {
  return {
    id: p.id,
    title: p.title,
    dealer_id: p.sellerId,
    dealer_name: p.sellerName,
    months: p.months,
    rate: percent(p.rateBps),
    starts_at: p.startsAt.toISOString(),
    ends_at: p.endsAt.toISOString(),
  };
}

/** One plan: EGP amounts, the monthly amount and the total to repay (the fee apart). */
export function toWirePlan(plan: Plan) {
  return {
    months: plan.months,
    rate: percent(plan.rateBps),
    promotion_id: plan.promotionId,
    financed: egp(plan.financed),
    interest: egp(plan.interest),
    total: egp(plan.total),
    monthly: egp(plan.monthly),
    instalments: plan.months,
    /** The issuing fee when this plan carries it, and the first instalment with it. */
    fee: egp(plan.fee),
    first_instalment: egp(plan.instalments[0]!),
  };
}

/** POST amancard/options */
export function toWireCartPlans(p: CartPlans) {
  const { issuingFee, feeDue, available, grandTotal, removed, sellers } = p;
  return {
    issuing_fee: egp(issuingFee),
    issuing_fee_due: feeDue,
    available_balance: available === null ? null : egp(available),
    card_status: p.cardStatus,
    pin_set: p.pinSet,
    pin_locked: p.pinLocked,
    first_due_date: p.firstDueDate,
    grand_total: egp(grandTotal),
    removed_products: removed,
    dealers: sellers.map((s) => ({
      dealer_id: s.sellerId,
      dealer_name: s.seller,
      financed: egp(s.financed),
      lines_under_minimum: s.linesUnderMinimum.map((l) => ({
        item_id: l.itemId,
        sku: l.sku,
        name: l.name,
        price: egp(l.unitPrice),
      })),
      options: s.plans.map(toWirePlan),
      lines: s.lines.map((l) => ({
        item_id: l.itemId,
        name: l.name,
        qty: l.qty,
        row_total: egp(l.rowTotal),
      })),
    })),
  };
}
