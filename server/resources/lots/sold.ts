/**
 * What the API adds to each lot: `sold` (admissions in paid or pending orders, courtesies
 * included) and `status` (src/shared/resources/lots/status.ts). The status of a lot depends on the
 * lots before it, so the loader reads every lot of the page's tickets in one query.
 */
import type { Db } from '../../db/types';
import type { ComputedFields } from '../computed';
import type { Scope } from '../records/scope';
import { LOT_STATUSES, lotStatuses } from '../../../src/shared/resources/lots/status';

type Row = Record<string, unknown>;

/**
 * Admissions counted against a lot's quantity: the units of every order that is paid, pending or
 * partly refunded, less the units a refund cancelled (order_items.canceled_quantity), so a refund
 * of tickets gives its places back and a refund of fees only does not.
 */
export const SOLD_SQL = `coalesce((SELECT sum(oi.quantity - oi.canceled_quantity) FROM order_items oi JOIN orders o ON o.id = oi.order_id
  WHERE oi.business_id = l.business_id AND oi.lot_id = l.id AND o.status IN ('@PAID', '@PENDING', '@PARTIALLY_REFUNDED')), 0)::int`;

interface LotRow {
  id: string;
  ticket_id: string;
  quantity: string | number;
  sold: number;
  is_active: boolean | null;
  start_at: Date | null;
  end_at: Date | null;
}

/** `sold` and `status` of the lots of the given tickets, by lot id. */
export async function lotFigures(db: Db, businessId: string, ticketIds: readonly string[]): Promise<Map<string, { sold: number; status: string }>> {
  const out = new Map<string, { sold: number; status: string }>();
  if (!ticketIds.length) return out;
  const { rows } = await db.query<LotRow>(
    `SELECT l.id, l.ticket_id, l.quantity, l.is_active, l.start_at, l.end_at, ${SOLD_SQL} AS sold
       FROM lots l WHERE l.business_id = $1 AND l.ticket_id = ANY($2::uuid[])
      ORDER BY l.ticket_id, l.index NULLS LAST, l.created_at, l.id`,
    [businessId, [...new Set(ticketIds)]],
  );
  const byTicket = new Map<string, LotRow[]>();
  for (const r of rows) byTicket.set(r.ticket_id, [...(byTicket.get(r.ticket_id) ?? []), r]);
  const now = Date.now();
  for (const lots of byTicket.values()) {
    const statuses = lotStatuses(
      lots.map((l) => ({
        quantity: Number(l.quantity ?? 0),
        sold: Number(l.sold),
        isActive: Boolean(l.is_active),
        startAt: l.start_at ? new Date(l.start_at).toISOString() : null,
        endAt: l.end_at ? new Date(l.end_at).toISOString() : null,
      })),
      now,
    );
    lots.forEach((l, i) => out.set(l.id, { sold: Number(l.sold), status: statuses[i] }));
  }
  return out;
}

async function load(db: Db, scope: Scope, records: Row[]): Promise<Row[]> {
  const figures = await lotFigures(db, scope.businessId, records.map((r) => String(r.ticketId)));
  return records.map((r) => figures.get(String(r.id)) ?? { sold: 0, status: '@ON_SALE' });
}

export const LOT_FIGURES: ComputedFields = {
  load,
  schema: {
    sold: { type: 'integer', description: 'admissions sold (paid or pending orders, courtesies included)' },
    status: { type: 'string', enum: [...LOT_STATUSES], description: 'on sale now, waiting for the lot before (automatic mode), scheduled, ended or sold out' },
  },
};
