/**
 * A coupon at the box office (spec 1 section 3: code, type, value, quantity, startAt, endAt): it
 * works inside its window while it has uses left (`quantity` counts what is left, one per order).
 */
import { ApiError, validationError } from '../errors';
import type { Db } from '../db/types';
import { findCoupon } from './catalog';

type Row = Record<string, unknown>;
const E = 'server.cashier.errors.';
const field = 'couponCode';

/** Unknown or outside its window: 400 on the field; used up: 409 (another sale may just have taken the last use). */
export function couponRefusal(coupon: Row | null, now = Date.now()): ApiError | null {
  if (!coupon) return validationError([{ field, message: `${E}couponNotFound` }]);
  if (coupon.start_at && new Date(String(coupon.start_at)).getTime() > now) return validationError([{ field, message: `${E}couponNotStarted` }]);
  if (coupon.end_at && new Date(String(coupon.end_at)).getTime() < now) return validationError([{ field, message: `${E}couponEnded` }]);
  if (Number(coupon.quantity) <= 0) return new ApiError(409, '@COUPON_USED_UP', `${E}couponUsedUp`, [{ field, message: `${E}couponUsedUp` }]);
  return null;
}

/** The usable coupon, locked until the transaction ends when `lock` (a sale spends one use), or the refusal thrown. */
export async function usableCoupon(db: Db, businessId: string, eventId: string, code: string, lock = false): Promise<Row> {
  const coupon = await findCoupon(db, businessId, eventId, code, lock);
  const refusal = couponRefusal(coupon);
  if (refusal) throw refusal;
  return coupon!;
}

export const presentCoupon = (c: Row) => ({ code: c.code, type: c.type, value: Number(c.value), left: Number(c.quantity) });
