/**
 * The sales tree of an event (GET /events/{id}/tickets-all-lots): its tickets in sector order,
 * then ticket order, each with its lots in order, as the records the generic routes answer
 * (links, sold and status included). Three queries whatever the size of the tree.
 */
import type { ResourceDefinition } from '../../../src/shared/definition';
import type { Db } from '../../db/types';
import { resourceTable, rowToRecord } from '../columns';
import { presentRecord } from '../records/present';
import { ticketLinks } from './links';
import { lotFigures } from '../lots/sold';

type Row = Record<string, unknown>;

export interface TreeDefs {
  tickets: ResourceDefinition;
  lots: ResourceDefinition;
}

export async function ticketsWithLots(db: Db, defs: TreeDefs, businessId: string, eventId: string, sectorIds?: readonly string[]): Promise<Row[]> {
  const tt = resourceTable(defs.tickets);
  const params: unknown[] = [businessId, eventId];
  let sectorClause = '';
  if (sectorIds) sectorClause = ` AND t.sector_id = ANY($${params.push(sectorIds)}::uuid[])`;
  const { rows } = await db.query<Row>(
    `SELECT t.* FROM tickets t JOIN sectors s ON s.id = t.sector_id AND s.business_id = t.business_id
      WHERE t.business_id = $1 AND t.event_id = $2${sectorClause}
      ORDER BY s.index NULLS LAST, s.created_at, s.id, t.index NULLS LAST, t.created_at, t.id`,
    params,
  );
  const tickets = rows.map((r) => presentRecord(defs.tickets, rowToRecord(tt, r)));
  if (!tickets.length) return [];
  const ids = tickets.map((t) => String(t.id));
  const lt = resourceTable(defs.lots);
  const [links, lotRows, figures] = await Promise.all([
    ticketLinks(db, businessId, tickets),
    db.query<Row>(
      `SELECT * FROM lots WHERE business_id = $1 AND ticket_id = ANY($2::uuid[]) ORDER BY index NULLS LAST, created_at, id`,
      [businessId, ids],
    ),
    lotFigures(db, businessId, ids),
  ]);
  const lotsOf = new Map<string, Row[]>();
  for (const r of lotRows.rows) {
    const lot = presentRecord(defs.lots, rowToRecord(lt, r));
    const key = String(lot.ticketId);
    lotsOf.set(key, [...(lotsOf.get(key) ?? []), { ...lot, ...figures.get(String(lot.id)) }]);
  }
  return tickets.map((t, i) => ({ ...t, ...links[i], lots: lotsOf.get(String(t.id)) ?? [] }));
}
