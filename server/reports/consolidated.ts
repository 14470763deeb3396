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

const BY_LOT_SQL = `WITH ${ITEM_MONEY()} SELECT lot_id, ${LINE_AGGREGATES} FROM item_money GROUP BY lot_id`;

export async function consolidatedReport(db: Db, businessId: string, eventId: string): Promise<ConsolidatedReport> {
  const event = await loadEvent(db, businessId, eventId);
  const [tree, lines, methods] = await Promise.all([
    eventTree(db, businessId, event.id),
    db.query<LineRow & { lot_id: string }>(BY_LOT_SQL, [businessId, event.id]),
    methodLines(db, businessId, event.id),
  ]);
  const sectors = figureTree(tree, new Map(lines.rows.map((r) => [r.lot_id, lineOf(r)])));
  return { eventId: event.id, sectors, totals: addLines(sectors), byPaymentMethod: methods };
}
