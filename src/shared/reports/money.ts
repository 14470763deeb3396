/**
 * The arithmetic the reports share (docs/reports.md, "Money"), isomorphic so the borderô page can
 * show what a rate would make before it is saved. Cents are integers; rates are hundredths of a
 * percent (12,34% = 1234). Products go through BigInt: R$ 100 million at 100% is past what a
 * double holds exactly.
 */

/** `cents × rate`, rounded half up to a cent (rates and cents are never negative here). */
export function percentOf(cents: number, rate: number): number {
  if (!cents || !rate) return 0;
  const product = BigInt(Math.round(cents)) * BigInt(Math.round(rate));
  const sign = product < 0n ? -1n : 1n;
  const abs = product * sign;
  return Number(((abs * 2n + 10_000n) / 20_000n) * sign);
}

/** The money of a line of sales (any grouping). */
export interface MoneyFigures {
  /** Face value of the tickets sold: unit price × units, refunded ones included. */
  gross: number;
  /** Coupons and manual discounts of those sales. */
  discounts: number;
  /** Service fees the buyers paid on top. */
  fees: number;
  /** Money returned by refunds done (tickets and fees). */
  refunded: number;
  /** What stayed: gross − discounts + fees − refunded (approved payments less refunds done). */
  net: number;
}

export const netOf = (m: Omit<MoneyFigures, 'net'>): number => m.gross - m.discounts + m.fees - m.refunded;

/** Units of a line: sold and still valid, courtesies issued and not cancelled, refunded. */
export interface TicketFigures {
  sold: number;
  courtesies: number;
  refundedTickets: number;
}

export type LineFigures = MoneyFigures & TicketFigures;

export const ZERO_LINE: LineFigures = { sold: 0, courtesies: 0, refundedTickets: 0, gross: 0, discounts: 0, fees: 0, refunded: 0, net: 0 };

/** The sum of lines, field by field. */
export function addLines<T extends LineFigures>(lines: readonly T[]): LineFigures {
  const out = { ...ZERO_LINE };
  for (const l of lines) for (const k of Object.keys(out) as (keyof LineFigures)[]) out[k] += l[k];
  return out;
}

/** The event's rates the borderô deducts (hundredths), and who pays the service fee. */
export interface BorderoRates {
  taxMethod: '@CUSTOMER' | '@PRODUCER';
  serviceFee: number;
  gatewayRate: number;
  issRate: number;
  ecadRate: number;
}

export interface Deductions {
  serviceFee: number;
  gatewayFee: number;
  iss: number;
  ecad: number;
  total: number;
}

/**
 * A borderô line's deductions from its gross revenue (the tickets' money kept: face value less
 * discounts and refunds) and the part of it paid through a gateway or card machine (site and POS):
 * the service fee only when the producer absorbs it (a buyer who paid it on top paid it to the
 * ticket office, never to the producer); the gateway fee on the site's and POS's revenue; ISS and
 * ECAD on the whole revenue. Each rounded once per line; totals are sums of lines.
 */
export function deductionsOf(grossRevenue: number, gatewayRevenue: number, rates: BorderoRates): Deductions {
  const serviceFee = rates.taxMethod === '@PRODUCER' ? percentOf(grossRevenue, rates.serviceFee) : 0;
  const gatewayFee = percentOf(gatewayRevenue, rates.gatewayRate);
  const iss = percentOf(grossRevenue, rates.issRate);
  const ecad = percentOf(grossRevenue, rates.ecadRate);
  return { serviceFee, gatewayFee, iss, ecad, total: serviceFee + gatewayFee + iss + ecad };
}

/** Lei 12.933/2013: meia-entrada is assured for 40% of the tickets on sale of each session. */
export const HALF_QUOTA_PERCENT = 40;

export interface HalfQuota {
  /** Places made available (the lots' quantities). */
  places: number;
  /** 40% of them, rounded down. */
  quota: number;
  /** Meia-entrada tickets sold and still valid. */
  half: number;
  /** half / places, in hundredths of a percent (0 without places). */
  share: number;
  overQuota: boolean;
}

export function halfQuotaOf(places: number, half: number): HalfQuota {
  const quota = Math.floor((places * HALF_QUOTA_PERCENT) / 100);
  return { places, quota, half, share: places > 0 ? Math.round((half * 10_000) / places) : 0, overQuota: half > quota };
}
