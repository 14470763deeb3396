/** Courtesies and door entries the dashboard counts (docs/dashboard.md, "What is counted"). */
import type { Db } from '../db/types';

/**
 * Courtesies issued in [from, to) and not cancelled since, and courtesies redeemed by their guest
 * in [from, to) (whenever they were issued).
 */
export async function courtesyCounts(db: Db, businessId: string, from: Date, to: Date): Promise<{ issued: number; redeemed: number }> {
  const { rows } = await db.query<{ issued: number; redeemed: number }>(
    `SELECT (SELECT count(*) FROM courtesies
              WHERE business_id = $1 AND created_at >= $2 AND created_at < $3 AND canceled_at IS NULL)::int AS issued,
            (SELECT count(*) FROM courtesies
              WHERE business_id = $1 AND captured_at >= $2 AND captured_at < $3)::int AS redeemed`,
    [businessId, from.toISOString(), to.toISOString()],
  );
  return { issued: Number(rows[0].issued), redeemed: Number(rows[0].redeemed) };
}

/** Entries at the door in [from, to) that stand (an entry undone at the door does not count). */
export async function checkinCount(db: Db, businessId: string, from: Date, to: Date): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM ticket_checkins WHERE business_id = $1 AND at >= $2 AND at < $3 AND undone_at IS NULL',
    [businessId, from.toISOString(), to.toISOString()],
  );
  return Number(rows[0].n);
}

/** The titles of some events of the business. */
export async function eventTitles(db: Db, businessId: string, ids: readonly string[]): Promise<Map<string, string | null>> {
  if (!ids.length) return new Map();
  const { rows } = await db.query<{ id: string; title: string | null }>('SELECT id, title FROM events WHERE business_id = $1 AND id = ANY($2::uuid[])', [
    businessId,
    ids,
  ]);
  return new Map(rows.map((r) => [r.id, r.title]));
}
