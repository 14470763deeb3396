/**
 * GET /api/validate/counters?eventId=: how many of the event's tickets have entered, of those
 * that can (not cancelled, order paid or partly refunded). Counted on demand over the event's
 * tickets (index user_tickets_event_idx); the page asks after each scan and every few seconds.
 */
import type { Db } from '../db/types';
import { forbidden, unauthorized } from '../errors';
import type { ValidatorClaims } from './validatorTokens';
import type { DoorCounters } from '../../src/shared/resources/validators/door';

export async function doorCounters(db: Db, who: ValidatorClaims, eventId: string): Promise<DoorCounters> {
  if (!who.ev.includes(eventId)) throw forbidden();
  const { rows } = await db.query<{ live: boolean | null; validated: number; total: number }>(
    `SELECT (SELECT is_active AND left(access_code, 16) = $3 AND $2::uuid = ANY(event_ids) FROM validators WHERE id = $4 AND business_id = $1) AS live,
            count(*) FILTER (WHERE ut.validated_at IS NOT NULL)::int AS validated, count(*)::int AS total
       FROM user_tickets ut
       JOIN order_items oi ON oi.id = ut.order_item_id
       JOIN orders o ON o.id = oi.order_id AND o.status IN ('@PAID', '@PARTIALLY_REFUNDED')
      WHERE ut.business_id = $1 AND ut.event_id = $2 AND ut.canceled_at IS NULL`,
    [who.bid, eventId, who.cv, who.sub],
  );
  if (rows[0]?.live !== true) throw unauthorized('server.door.errors.validatorRevoked');
  return { eventId, validated: rows[0].validated, total: rows[0].total };
}
