/**
 * The settlement of an event (GET /events/{id}/balances/details; docs/balances.md): its net sales
 * plus the credits less the debits of its balances is what the producer is owed (negative: what
 * the producer owes the ticket office).
 */
import type { Db } from '../db/types';
import { notFound } from '../errors';
import { isUuid } from '../resources/ids';
import type { Settlement } from '../../src/shared/resources/balances/settlement';
import { eventNetSales } from './netSales';

export async function eventSettlement(db: Db, businessId: string, eventId: string): Promise<Settlement> {
  if (!isUuid(eventId)) throw notFound();
  const { rows: found } = await db.query('SELECT id FROM events WHERE business_id = $1 AND id = $2', [businessId, eventId]);
  if (!found[0]) throw notFound();
  const [sales, { rows }] = await Promise.all([
    eventNetSales(db, businessId, eventId),
    db.query<{ type: string; count: number; total: string | number }>(
      'SELECT type, count(*)::int AS count, coalesce(sum(amount), 0) AS total FROM balances WHERE business_id = $1 AND event_id = $2 GROUP BY type',
      [businessId, eventId],
    ),
  ]);
  const of = (type: string) => {
    const r = rows.find((x) => x.type === type);
    return { count: r ? Number(r.count) : 0, total: r ? Number(r.total) : 0 };
  };
  const credits = of('@CREDIT');
  const debits = of('@DEBIT');
  return { eventId, sales, credits, debits, owed: sales.net + credits.total - debits.total };
}
