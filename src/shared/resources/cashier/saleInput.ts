/**
 * The body of POST /cashier/orders (docs/cashier.md), checked before anything is read: each
 * value of its JSON type, quantities and amounts in range, the buyer by the shared schema.
 * Issues carry catalogue keys under the fields the sell screen shows them at. What needs the
 * stored lots, coupon and limits (places, prices, totals, BINs) is checked by the sale itself.
 */
import { validate, type FieldIssue } from '../../schema';
import { MAX_MONEY_CENTS } from '../optionItems/definition';
import { isValidContact } from '../courtesies/contacts';
import { cashierBuyer, type Buyer } from './buyer';
import { CASHIER_TENDERS, type CashierTender } from './money';

export const MAX_SALE_LINES = 50;
/** Units of one lot in one sale: a group at the counter, not a wholesale. */
export const MAX_LINE_QUANTITY = 100;
export const MAX_TENDERS = 6;
export const MAX_INSTALLMENTS = 12;
export const MAX_COUPON_LENGTH = 30;
export const BIN_DIGITS = 6;

export interface SaleItem {
  lotId: string;
  quantity: number;
}

export interface SalePayment {
  method: CashierTender;
  /** Typed amount: for cash what was handed over. */
  amount: number;
  cardBin: string | null;
  installments: number | null;
}

export interface SaleInput {
  /** The client's id of this attempt: a repeated request answers the order already made. */
  requestId: string | null;
  eventId: string;
  sessionId: string | null;
  items: SaleItem[];
  buyer: Buyer | null;
  couponCode: string | null;
  discount: number;
  payments: SalePayment[];
}

const E = 'app.cashier.errors.';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (v: unknown): v is string => typeof v === 'string' && UUID.test(v);
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const absent = (v: unknown) => v === undefined || v === null;

/** A coupon code as stored: capitals without spaces (src/shared/resources/coupons/definition.ts). */
export const normaliseCouponCode = (code: string) => code.replace(/\s+/g, '').toUpperCase();

/** An integer field: its issue key, or null when fine. */
function intIssue(v: unknown, min: number, max: number): string | null {
  if (typeof v !== 'number' || !Number.isFinite(v)) return 'validation.number';
  if (!Number.isInteger(v)) return 'validation.integer';
  if (v < min) return 'validation.minValue';
  if (v > max) return 'validation.maxValue';
  return null;
}

function parseItems(raw: unknown, issues: FieldIssue[]): SaleItem[] {
  if (!Array.isArray(raw) || raw.length === 0) {
    issues.push({ field: 'items', message: Array.isArray(raw) || absent(raw) ? `${E}noItems` : 'validation.invalid' });
    return [];
  }
  if (raw.length > MAX_SALE_LINES) {
    issues.push({ field: 'items', message: `${E}tooManyLines` });
    return [];
  }
  const seen = new Set<string>();
  return raw.flatMap((item, i) => {
    if (!isObject(item)) {
      issues.push({ field: `items.${i}`, message: 'validation.invalid' });
      return [];
    }
    const before = issues.length;
    if (!isUuid(item.lotId)) issues.push({ field: `items.${i}.lotId`, message: absent(item.lotId) ? `${E}lotRequired` : 'validation.reference' });
    else if (seen.has(item.lotId.toLowerCase())) issues.push({ field: `items.${i}.lotId`, message: `${E}duplicateLot` });
    else seen.add(item.lotId.toLowerCase());
    const q = intIssue(item.quantity, 1, MAX_LINE_QUANTITY);
    if (q) issues.push({ field: `items.${i}.quantity`, message: q === 'validation.maxValue' ? `${E}quantityMax` : q });
    return issues.length === before ? [{ lotId: String(item.lotId).toLowerCase(), quantity: item.quantity as number }] : [];
  });
}

function parsePayments(raw: unknown, issues: FieldIssue[]): SalePayment[] {
  if (absent(raw)) return [];
  if (!Array.isArray(raw)) {
    issues.push({ field: 'payments', message: 'validation.invalid' });
    return [];
  }
  if (raw.length > MAX_TENDERS) {
    issues.push({ field: 'payments', message: `${E}tooManyTenders` });
    return [];
  }
  let cash = 0;
  return raw.flatMap((p, i) => {
    if (!isObject(p)) {
      issues.push({ field: `payments.${i}`, message: 'validation.invalid' });
      return [];
    }
    const before = issues.length;
    const method = p.method as CashierTender;
    if (!CASHIER_TENDERS.includes(method)) issues.push({ field: `payments.${i}.method`, message: absent(p.method) ? 'validation.required' : 'validation.choice' });
    else if (method === '@CASH' && cash++ > 0) issues.push({ field: `payments.${i}.method`, message: `${E}oneCash` });
    const amount = intIssue(p.amount, 1, MAX_MONEY_CENTS);
    if (amount) issues.push({ field: `payments.${i}.amount`, message: absent(p.amount) ? 'validation.required' : amount });
    let cardBin: string | null = null;
    if (!absent(p.cardBin) && p.cardBin !== '') {
      if (typeof p.cardBin !== 'string' || !new RegExp(`^\\d{${BIN_DIGITS}}$`).test(p.cardBin)) issues.push({ field: `payments.${i}.cardBin`, message: `${E}binFormat` });
      else cardBin = p.cardBin;
    }
    let installments: number | null = null;
    if (!absent(p.installments)) {
      const bad = intIssue(p.installments, 1, MAX_INSTALLMENTS);
      if (bad) issues.push({ field: `payments.${i}.installments`, message: bad });
      else installments = p.installments as number;
    }
    if (issues.length !== before) return [];
    return [{ method, amount: p.amount as number, cardBin: method === '@CREDIT_CARD' || method === '@DEBIT_CARD' ? cardBin : null, installments: method === '@CREDIT_CARD' ? installments : null }];
  });
}

async function parseBuyer(raw: unknown, issues: FieldIssue[]): Promise<Buyer | null> {
  if (absent(raw)) return null;
  if (!isObject(raw)) {
    issues.push({ field: 'buyer', message: 'validation.invalid' });
    return null;
  }
  const result = await validate(cashierBuyer, { buyer: raw });
  if (!result.ok) {
    issues.push(...result.issues);
    return null;
  }
  const v = (result.value.buyer ?? {}) as Record<string, string | null | undefined>;
  const buyer: Buyer = { cpf: v.cpf ?? null, name: v.name ?? null, email: v.email ? v.email.toLowerCase() : null, phone: v.phone ?? null };
  // The tickets go to these contacts: each must be one the delivery can reach (as a courtesy's).
  if (buyer.email && !isValidContact('@EMAIL', buyer.email)) issues.push({ field: 'buyer.email', message: 'validation.email' });
  if (buyer.phone && !isValidContact('@WHATSAPP', buyer.phone)) issues.push({ field: 'buyer.phone', message: 'validation.phone' });
  return Object.values(buyer).some(Boolean) ? buyer : null;
}

export async function parseSaleBody(body: unknown): Promise<{ input?: SaleInput; issues: FieldIssue[] }> {
  if (!isObject(body)) return { issues: [{ field: '', message: 'validation.invalid' }] };
  const issues: FieldIssue[] = [];
  if (!absent(body.requestId) && !isUuid(body.requestId)) issues.push({ field: 'requestId', message: 'validation.reference' });
  if (!isUuid(body.eventId)) issues.push({ field: 'eventId', message: absent(body.eventId) || body.eventId === '' ? `${E}eventRequired` : 'validation.reference' });
  if (!absent(body.sessionId) && !isUuid(body.sessionId)) issues.push({ field: 'sessionId', message: 'validation.reference' });
  const items = parseItems(body.items, issues);
  const payments = parsePayments(body.payments, issues);
  const buyer = await parseBuyer(body.buyer, issues);
  let couponCode: string | null = null;
  if (!absent(body.couponCode)) {
    if (typeof body.couponCode !== 'string') issues.push({ field: 'couponCode', message: 'validation.text' });
    else if (body.couponCode.length > MAX_COUPON_LENGTH * 4) issues.push({ field: 'couponCode', message: 'validation.maxLength' });
    else couponCode = normaliseCouponCode(body.couponCode) || null;
    if (couponCode && couponCode.length > MAX_COUPON_LENGTH) issues.push({ field: 'couponCode', message: 'validation.maxLength' });
  }
  let discount = 0;
  if (!absent(body.discount)) {
    const bad = intIssue(body.discount, 0, MAX_MONEY_CENTS);
    if (bad) issues.push({ field: 'discount', message: bad });
    else discount = body.discount as number;
  }
  if (issues.length) return { issues };
  return {
    issues,
    input: {
      requestId: (body.requestId as string | undefined)?.toLowerCase() ?? null,
      eventId: (body.eventId as string).toLowerCase(),
      sessionId: (body.sessionId as string | null | undefined)?.toLowerCase() ?? null,
      items,
      buyer,
      couponCode,
      discount,
      payments,
    },
  };
}
