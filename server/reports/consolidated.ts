/**
 * GET /events/{id}/reports/consolidated: per sector > ticket > lot, units sold, courtesies and
 * refunded, and gross, discounts, fees, refunded and net money (orders' amounts shared among their
 * lines: server/reports/money.ts); the event's money per payment method beside it.
 */
import type { Db } from '../db/types';
import { addLines } from '../../src/shared/reports/money';
import type { ConsolidatedReport } from '../../src/shared/reports/types';
import { eventTree, loadEvent } from './event';
import { ITEM_MONEY, LINE_AGGREGATES, lineOf, type LineRow } from './money';
import { methodLines } from './methods';
import { figureTree } from './tree';
import { groupRows, lineOfRows, methodLinesFromSummaries, summaryRows } from './summaries';

const BY_LOT_SQL = `WITH ${ITEM_MONEY()} SELECT lot_id, ${LINE_AGGREGATES} FROM item_money GROUP BY lot_id`;

/** From the summary tables (migration 023). */
export async function consolidatedReport(db: Db, businessId: string, eventId: string): Promise<ConsolidatedReport> {
  const event = await loadEvent(db, businessId, eventId);
  const [tree, rows, methods] = await Promise.all([eventTree(db, businessId, event.id), summaryRows(db, businessId, event.id), methodLinesFromSummaries(db, businessId, event.id)]);
  const byLot = new Map([...groupRows(rows, (r) => r.lotId)].map(([lot, list]) => [lot, lineOfRows(list)]));
  const sectors = figureTree(tree, byLot);
  return { eventId: event.id, sectors, totals: addLines(sectors), byPaymentMethod: methods };
}

/** The same, summed from the rows (the reconciliation's reference). */
export async function consolidatedReportFromRows(db: Db, businessId: string, eventId: string): Promise<ConsolidatedReport> {
  const event = await loadEvent(db, businessId, eventId);
  const [tree, lines, methods] = await Promise.all([
    eventTree(db, businessId, event.id),
    db.query<LineRow & { lot_id: string }>(BY_LOT_SQL, [businessId, event.id]),
    methodLines(db, businessId, event.id),
  ]);
  const sectors = figureTree(tree, new Map(lines.rows.map((r) => [r.lot_id, lineOf(r)])));
  return { eventId: event.id, sectors, totals: addLines(sectors), byPaymentMethod: methods };
}
