/**
 * The arithmetic of a box-office sale (docs/cashier.md), pure and shared: the sell screen shows
 * what the server will charge, computed by the same functions. Money in integer cents,
 * percentages in hundredths (12,5% = 1250); every rounding goes down to the cent, in the buyer's favour.
 */

/** The tenders a box office takes. */
export const CASHIER_TENDERS = ['@CASH', '@CREDIT_CARD', '@DEBIT_CARD', '@PIX'] as const;
export type CashierTender = (typeof CASHIER_TENDERS)[number];
export const CARD_TENDERS: readonly CashierTender[] = ['@CREDIT_CARD', '@DEBIT_CARD'];
export const isCard = (method: string) => CARD_TENDERS.includes(method as CashierTender);

/** The event's posFees key of each tender (src/shared/resources/events/payments.ts). */
export const POS_FEE_OF: Record<CashierTender, 'cash' | 'credit' | 'debit' | 'pix'> = {
  '@CASH': 'cash',
  '@CREDIT_CARD': 'credit',
  '@DEBIT_CARD': 'debit',
  '@PIX': 'pix',
};

/** 20 %: the discount limit of a business that never set one. */
export const DEFAULT_DISCOUNT_LIMIT = 2000;

export interface PricedLine {
  unitPrice: number;
  quantity: number;
}

export interface CouponValue {
  type: '@PERCENT' | '@FIXED' | string;
  /** Hundredths of a percent (@PERCENT) or cents (@FIXED). */
  value: number;
}

const percentOf = (cents: number, hundredths: number) => Math.floor((cents * hundredths) / 10000);

export const subtotalOf = (lines: readonly PricedLine[]) => lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);

/** What a coupon takes off the tickets: a percent of them, or its value up to their price. */
export function couponAmount(subtotal: number, coupon: CouponValue | null | undefined): number {
  if (!coupon || subtotal <= 0) return 0;
  return coupon.type === '@PERCENT' ? percentOf(subtotal, coupon.value) : Math.min(coupon.value, subtotal);
}

/** The largest manual discount on `base` (the order after its coupon): `limit` hundredths of it, or all of it without a limit (null). */
export const discountCap = (base: number, limit: number | null) => (limit === null ? Math.max(0, base) : percentOf(Math.max(0, base), limit));

export interface SaleAmounts {
  subtotal: number;
  couponDiscount: number;
  discount: number;
  total: number;
}

/** The order's amounts: tickets, less the coupon, less the manual discount (never below zero). */
export function saleAmounts(lines: readonly PricedLine[], coupon: CouponValue | null | undefined, discount: number): SaleAmounts {
  const subtotal = subtotalOf(lines);
  const couponDiscount = couponAmount(subtotal, coupon);
  const total = Math.max(0, subtotal - couponDiscount - discount);
  return { subtotal, couponDiscount, discount, total };
}

export interface TypedTender {
  method: string;
  /** What was typed: for cash, what the buyer handed over; for the others, what the tender pays. */
  amount: number;
}

export interface Settlement {
  /** What each tender pays of the total, in order: cash only the part the cards and Pix left. */
  shares: number[];
  /** Handed back to the buyer (cash only). */
  change: number;
  /** Still missing to reach the total. */
  remaining: number;
  /** Cards and Pix together pay more than the total (only cash may exceed it). */
  overpaid: boolean;
  /** Cash was handed over although cards and Pix already pay everything. */
  cashUnneeded: boolean;
}

/**
 * How tenders pay a total: cards and Pix pay what was typed, cash pays the rest and gives the
 * difference back as change. Cards and Pix may not exceed the total (no change comes back on a
 * card); cash may.
 */
export function settle(total: number, tenders: readonly TypedTender[]): Settlement {
  const others = tenders.filter((t) => t.method !== '@CASH').reduce((s, t) => s + t.amount, 0);
  const cash = tenders.filter((t) => t.method === '@CASH').reduce((s, t) => s + t.amount, 0);
  const dueInCash = Math.max(0, total - others);
  const cashShare = Math.min(cash, dueInCash);
  let left = cashShare;
  const shares = tenders.map((t) => {
    if (t.method !== '@CASH') return t.amount;
    const share = Math.min(t.amount, left);
    left -= share;
    return share;
  });
  return {
    shares,
    change: cash - cashShare,
    remaining: Math.max(0, dueInCash - cash),
    overpaid: others > total,
    cashUnneeded: tenders.some((t) => t.method === '@CASH' && t.amount > 0) && dueInCash === 0,
  };
}

/** The producer's cost of a tender at the event's POS fee for its method (hundredths of a percent). */
export const posFeeOf = (amount: number, rate: number) => percentOf(amount, rate);
