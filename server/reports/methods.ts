/** Money per payment method of an event's sales (summary and consolidated reports). */
import type { Db } from '../db/types';
import type { MethodLine } from '../../src/shared/reports/types';
import { METHOD_ORDER, METHOD_SQL } from './money';

const rank = (m: string | null) => (m === null ? METHOD_ORDER.length + 1 : METHOD_ORDER.includes(m) ? METHOD_ORDER.indexOf(m) : METHOD_ORDER.length);

export async function methodLines(db: Db, businessId: string, eventId: string): Promise<MethodLine[]> {
  const { rows } = await db.query<{ method: string | null; payments: string; received: string; refunded: string }>(METHOD_SQL, [businessId, eventId]);
  return rows
    .map((r) => {
      const received = Number(r.received);
      const refunded = Number(r.refunded);
      return { method: r.method, payments: Number(r.payments), received, refunded, net: received - refunded };
    })
    .sort((a, b) => rank(a.method) - rank(b.method) || String(a.method).localeCompare(String(b.method)));
}
