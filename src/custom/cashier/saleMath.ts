/**
 * What the sell screen shows while the seller types, from the server's own arithmetic
 * (src/shared/resources/cashier/money.ts): tickets, coupon, discount, total, what each tender
 * pays, the change and what is still missing. Pure, so it is tested on its own and in the form.
 */
import { saleAmounts, settle, type CashierTender, type CouponValue, type SaleAmounts, type Settlement } from '../../shared/resources/cashier/money';
import type { CatalogLot, SaleBody } from '../../dataProvider/cashierCalls';

export interface TenderValues {
  method: CashierTender;
  /** Cents as typed; empty (null) completes the total (at most one tender). */
  amount: number | null;
  cardBin?: string | null;
}

export interface SaleValues {
  buyer?: { cpf?: string | null; name?: string | null; email?: string | null; phone?: string | null };
  discount?: number | null;
  payments: TenderValues[];
}

export interface SaleMath {
  lines: { lot: CatalogLot; quantity: number }[];
  amounts: SaleAmounts;
  /** Each tender's amount as it will be sent: an empty one filled with what the others leave. */
  tenders: { method: CashierTender; amount: number; cardBin: string | null }[];
  settlement: Settlement;
  /** What was handed over in all (cash as typed). */
  received: number;
  tickets: number;
}

/** The tenders with an empty amount completed: the first empty one pays what the others leave (never below 0). */
export function completeTenders(total: number, payments: readonly TenderValues[]) {
  const typed = payments.reduce((s, p) => s + (p.amount ?? 0), 0);
  let filled = false;
  return payments
    .map((p) => {
      let amount = p.amount ?? 0;
      if (p.amount == null && !filled) {
        filled = true;
        amount = Math.max(0, total - typed);
      }
      return { method: p.method, amount, cardBin: p.cardBin?.trim() || null };
    })
    .filter((p) => p.amount > 0);
}

export function saleMath(lots: readonly CatalogLot[], quantities: Record<string, number>, coupon: CouponValue | null, values: SaleValues): SaleMath {
  const lines = lots.filter((lot) => (quantities[lot.id] ?? 0) > 0).map((lot) => ({ lot, quantity: quantities[lot.id] }));
  const amounts = saleAmounts(
    lines.map((l) => ({ unitPrice: l.lot.price, quantity: l.quantity })),
    coupon,
    values.discount ?? 0,
  );
  const tenders = completeTenders(amounts.total, values.payments);
  return {
    lines,
    amounts,
    tenders,
    settlement: settle(amounts.total, tenders),
    received: tenders.reduce((s, t) => s + t.amount, 0),
    tickets: lines.reduce((s, l) => s + l.quantity, 0),
  };
}

/** The request of the sale on screen. */
export function saleBody(requestId: string, eventId: string, sessionId: string | null, math: SaleMath, couponCode: string | null, values: SaleValues): SaleBody {
  const b = values.buyer ?? {};
  const text = (v: string | null | undefined) => (v && v.trim() ? v.trim() : null);
  const buyer = { cpf: text(b.cpf), name: text(b.name), email: text(b.email), phone: text(b.phone) };
  return {
    requestId,
    eventId,
    sessionId,
    items: math.lines.map((l) => ({ lotId: l.lot.id, quantity: l.quantity })),
    buyer: Object.values(buyer).some(Boolean) ? buyer : null,
    couponCode,
    discount: values.discount ?? 0,
    payments: math.tenders.map((t) => ({ method: t.method, amount: t.amount, cardBin: t.cardBin, installments: null })),
  };
}

/** A uuid for the attempt (crypto.randomUUID exists only on https and localhost; a counter on the LAN has neither). */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
