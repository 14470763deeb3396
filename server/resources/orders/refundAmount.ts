/**
 * What a refund returns, computed by the server only (docs/orders.md, "Refunds"). Pure: the
 * preview and the refund itself run it on the same rows, so the dialog shows what will be paid.
 *
 * - The money still held for tickets (their prices less the order's discounts, less what earlier
 *   refunds returned for tickets) and the fees still held are shared among the units not refunded
 *   yet, in proportion to their prices, by largest remainder: the shares add up to the cent, and
 *   refunding every remaining unit returns exactly what is left.
 * - @FEES returns the fees still held; @TICKETS_AND_FEES returns the chosen units' shares of both.
 * - Never more than was paid less what was already refunded (refunds not failed count, pending
 *   ones included: a refund in flight holds its amount).
 */
import type { RefundType } from '../../../src/shared/resources/orders/codes';

export interface RefundUnit {
  id: string;
  unitPrice: number;
  /** Cancelled, or taken by a refund (done or pending): its money is no longer held. */
  gone: boolean;
  /** Checked in at the door: its money is held, but it cannot be refunded. */
  used: boolean;
}

export interface RefundFacts {
  fees: number;
  /** Coupon and manual discounts of the order. */
  discounts: number;
  /** Approved payments. */
  paid: number;
  /** Units in a stable order (by code), every one the order issued. */
  units: readonly RefundUnit[];
  /** Refunds not failed: their amount and the part of it that was fees. */
  refunds: readonly { amount: number; feesAmount: number }[];
}

export interface RefundPlan {
  amount: number;
  feesAmount: number;
  ticketIds: string[];
}

export type RefundRefusal = 'noFees' | 'noTickets' | 'ticketNotInOrder' | 'ticketGone' | 'ticketUsed' | 'nothingToRefund';

/** Splits `total` among `weights` in proportion, whole cents, largest remainder first (ties: earlier first). */
export function allocate(total: number, weights: readonly number[]): number[] {
  if (!weights.length || total <= 0) return weights.map(() => 0);
  const sum = weights.reduce((a, b) => a + b, 0);
  const w = sum > 0 ? weights : weights.map(() => 1);
  const whole = sum > 0 ? sum : weights.length;
  const exact = w.map((x) => (total * x) / whole);
  const out = exact.map(Math.floor);
  let left = total - out.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, rest: x - Math.floor(x) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    out[i] += 1;
    left -= 1;
  }
  return out;
}

/** What is still held: for tickets, for fees, and in total (paid less refunded). */
export function heldMoney(f: RefundFacts) {
  const refundedFees = f.refunds.reduce((a, r) => a + r.feesAmount, 0);
  const refundedTickets = f.refunds.reduce((a, r) => a + (r.amount - r.feesAmount), 0);
  const refunded = f.refunds.reduce((a, r) => a + r.amount, 0);
  const gross = f.units.reduce((a, u) => a + u.unitPrice, 0);
  return {
    tickets: Math.max(0, gross - f.discounts - refundedTickets),
    fees: Math.max(0, f.fees - refundedFees),
    total: Math.max(0, f.paid - refunded),
  };
}

/** The plan of a refund, or why it cannot be. `ticketIds` of @TICKETS_AND_FEES: every refundable unit when absent. */
export function planRefund(f: RefundFacts, type: RefundType, ticketIds?: readonly string[]): RefundPlan | { refusal: RefundRefusal; ticketId?: string } {
  const held = heldMoney(f);
  let amount: number;
  let feesAmount: number;
  let chosen: string[] = [];
  if (type === '@FEES') {
    if (held.fees <= 0) return { refusal: 'noFees' };
    amount = held.fees;
    feesAmount = held.fees;
  } else {
    const pool = f.units.filter((u) => !u.gone);
    const byId = new Map(f.units.map((u) => [u.id, u]));
    if (ticketIds) {
      for (const id of ticketIds) {
        const unit = byId.get(id);
        if (!unit) return { refusal: 'ticketNotInOrder', ticketId: id };
        if (unit.gone) return { refusal: 'ticketGone', ticketId: id };
        if (unit.used) return { refusal: 'ticketUsed', ticketId: id };
      }
      chosen = [...new Set(ticketIds)];
    } else {
      chosen = pool.filter((u) => !u.used).map((u) => u.id);
    }
    if (!chosen.length) return { refusal: 'noTickets' };
    const weights = pool.map((u) => u.unitPrice);
    const ticketShares = allocate(held.tickets, weights);
    const feeShares = allocate(held.fees, weights);
    const picked = new Set(chosen);
    const ticketsPart = pool.reduce((a, u, i) => a + (picked.has(u.id) ? ticketShares[i] : 0), 0);
    feesAmount = pool.reduce((a, u, i) => a + (picked.has(u.id) ? feeShares[i] : 0), 0);
    amount = ticketsPart + feesAmount;
  }
  // Never beyond what was paid and not yet returned; fees first within what is left.
  amount = Math.min(amount, held.total);
  feesAmount = Math.min(feesAmount, amount);
  if (amount <= 0) return { refusal: 'nothingToRefund' };
  return { amount, feesAmount, ticketIds: chosen };
}
