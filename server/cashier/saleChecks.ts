/**
 * The rules of a box-office sale that need what is stored (docs/cashier.md): the lots (of the
 * event, shown in the cashier, one event session), the manual discount against the seller's codes
 * and the business's limit, the tenders against the total, and the card BINs of restricted tickets.
 * Each answers the issues (or the error) the sell screen shows under its fields.
 */
import { ApiError, validationError, type Issue } from '../errors';
import { translatePtBR } from '../../src/shared/catalogue';
import { formatPercent, formatReais } from '../../src/shared/money';
import { canDiscount, discountHasNoLimit } from '../../src/shared/resources/cashier/access';
import { discountCap, isCard, settle, type SaleAmounts, type Settlement } from '../../src/shared/resources/cashier/money';
import type { SaleInput } from '../../src/shared/resources/cashier/saleInput';

const E = 'server.cashier.errors.';

export interface LotRow {
  id: string;
  event_id: string;
  sector_id: string;
  ticket_id: string;
  ticket_title: string;
  category: string | null;
  price: number;
  session_id: string | null;
  show_in_cashier: boolean;
  /** The BINs the lot's ticket may be paid with; empty: any card, cash or Pix. */
  bins: string[];
}

/** Each item's lot, in the order of the items; throws the items' issues. Answers the order's event session. */
export function checkLots(input: SaleInput, lots: Map<string, LotRow>, eventSessionExists: boolean | null): { rows: LotRow[]; sessionId: string | null } {
  const issues: Issue[] = [];
  const rows: LotRow[] = [];
  input.items.forEach((item, i) => {
    const lot = lots.get(item.lotId);
    if (!lot || lot.event_id !== input.eventId || !lot.show_in_cashier) issues.push({ field: `items.${i}.lotId`, message: `${E}lotNotInCashier` });
    else rows.push(lot);
  });
  if (issues.length) throw validationError(issues);
  const sessions = [...new Set(rows.map((l) => l.session_id).filter((s): s is string => Boolean(s)))];
  if (sessions.length > 1) throw validationError([{ field: 'sessionId', message: `${E}mixedSessions` }]);
  if (input.sessionId && sessions.length && sessions[0] !== input.sessionId) throw validationError([{ field: 'sessionId', message: `${E}lotOtherSession` }]);
  if (input.sessionId && !sessions.length && eventSessionExists === false) throw validationError([{ field: 'sessionId', message: 'validation.reference' }]);
  return { rows, sessionId: sessions[0] ?? input.sessionId };
}

/**
 * A manual discount needs a discount code (403 otherwise) and stays within the business's limit
 * of the order after its coupon, unless the seller holds the code without limit.
 */
export function checkDiscount(amounts: SaleAmounts, permissions: readonly string[], limit: number): void {
  if (amounts.discount <= 0) return;
  if (!canDiscount(permissions)) {
    throw new ApiError(403, '@FORBIDDEN', `${E}discountForbidden`, [{ field: 'discount', message: `${E}discountForbidden` }]);
  }
  const base = amounts.subtotal - amounts.couponDiscount;
  const unlimited = discountHasNoLimit(permissions);
  const cap = discountCap(base, unlimited ? null : limit);
  if (amounts.discount <= cap) return;
  const message = unlimited
    ? translatePtBR(`${E}discountOverTotal`, { max: formatReais(cap) })
    : translatePtBR(`${E}discountOverLimit`, { limit: formatPercent(limit), max: formatReais(cap) });
  throw validationError([{ field: 'discount', message }]);
}

/** The tenders pay the total exactly: cards and Pix up to it, cash beyond it as change. */
export function checkTenders(input: SaleInput, total: number): Settlement {
  const settlement = settle(total, input.payments);
  const fail = (message: string) => {
    throw validationError([{ field: 'payments', message }]);
  };
  if (total === 0 && input.payments.length) fail(`${E}nothingToPay`);
  if (total > 0 && !input.payments.length) fail(`${E}paymentRequired`);
  if (settlement.overpaid) fail(`${E}cardsOverTotal`);
  if (settlement.cashUnneeded) fail(`${E}cashUnneeded`);
  if (settlement.remaining > 0) fail(translatePtBR(`${E}paymentShort`, { missing: formatReais(settlement.remaining) }));
  return settlement;
}

/**
 * Tickets restricted to card BINs (a bank's presale) are paid only with those cards: every tender
 * a credit or debit card whose first six digits are among the BINs of each restricted ticket.
 */
export function checkBins(input: SaleInput, lots: readonly LotRow[]): void {
  const restricted = lots.filter((l) => l.bins.length);
  if (!restricted.length) return;
  const issues: Issue[] = [];
  input.payments.forEach((p, i) => {
    if (!isCard(p.method)) {
      issues.push({ field: `payments.${i}.method`, message: translatePtBR(`${E}binCardOnly`, { ticket: restricted[0].ticket_title }) });
      return;
    }
    if (!p.cardBin) {
      issues.push({ field: `payments.${i}.cardBin`, message: `${E}binRequired` });
      return;
    }
    const refused = restricted.find((l) => !l.bins.includes(p.cardBin!));
    if (refused) issues.push({ field: `payments.${i}.cardBin`, message: translatePtBR(`${E}binRefused`, { ticket: refused.ticket_title }) });
  });
  if (issues.length) throw validationError(issues);
}

/** The first item that asks for more places than its lot has left, or a lot not on sale now: 409. */
export function placesRefusal(field: string, asked: number, left: number, status: string): ApiError | null {
  if (asked > left) {
    const message = left > 0 ? translatePtBR(`${E}lotNotEnough`, { smart_count: left }) : translatePtBR(`${E}lotSoldOut`);
    return new ApiError(409, '@LOT_SOLD_OUT', message, [{ field: `${field}.quantity`, message }]);
  }
  if (status !== '@ON_SALE') return new ApiError(409, '@LOT_NOT_ON_SALE', `${E}lotNotOnSale`, [{ field: `${field}.lotId`, message: `${E}lotNotOnSale` }]);
  return null;
}
