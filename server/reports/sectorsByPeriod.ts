/**
 * GET /reports/{id}/sectors?period&startAt&endAt: the event's figures per sector for the orders
 * paid within the period (courtesies by the day they were issued), with what has become of them
 * since (refunds done later count against them). Period: src/shared/reports/periods.ts.
 */
import type { Db } from '../db/types';
import { addLines, ZERO_LINE } from '../../src/shared/reports/money';
import type { PeriodRange } from '../../src/shared/reports/periods';
import type { SectorsByPeriod } from '../../src/shared/reports/types';
import { eventTree, loadEvent } from './event';
import { ITEM_MONEY, LINE_AGGREGATES, lineOf, type LineRow } from './money';

const BY_SECTOR_SQL = `WITH ${ITEM_MONEY('AND o.paid_at >= $3 AND o.paid_at <= $4')} SELECT sector_id, ${LINE_AGGREGATES} FROM item_money GROUP BY sector_id`;

export async function sectorsByPeriod(db: Db, businessId: string, eventId: string, range: PeriodRange): Promise<SectorsByPeriod> {
  const event = await loadEvent(db, businessId, eventId);
  const [tree, { rows }] = await Promise.all([
    eventTree(db, businessId, event.id),
    db.query<LineRow & { sector_id: string }>(BY_SECTOR_SQL, [businessId, event.id, range.startAt, range.endAt]),
  ]);
  const bySector = new Map(rows.map((r) => [r.sector_id, lineOf(r)]));
  const sectors = tree.map((s) => ({ sectorId: s.id, sectorName: s.name, ...(bySector.get(s.id) ?? ZERO_LINE) }));
  return { eventId: event.id, ...range, sectors, totals: addLines(sectors) };
}
