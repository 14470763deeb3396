/**
 * GET /events/{id}/reports/report-pos-and-site: the consolidated report split by channel (site,
 * POS, box office, courtesies), each channel its own sector > ticket > lot tree; every channel is
 * listed, with zeros when it sold nothing.
 */
import type { Db } from '../db/types';
import { addLines } from '../../src/shared/reports/money';
import { REPORT_CHANNELS, type ChannelReport } from '../../src/shared/reports/types';
import { eventTree, loadEvent } from './event';
import { ITEM_MONEY, LINE_AGGREGATES, lineOf, type LineRow } from './money';
import { figureTree } from './tree';
import { groupRows, lineOfRows, summaryRows } from './summaries';

const BY_CHANNEL_SQL = `WITH ${ITEM_MONEY()} SELECT channel, lot_id, ${LINE_AGGREGATES} FROM item_money GROUP BY channel, lot_id`;

/** From the summary tables (migration 023). */
export async function channelReport(db: Db, businessId: string, eventId: string): Promise<ChannelReport> {
  const event = await loadEvent(db, businessId, eventId);
  const [tree, rows] = await Promise.all([eventTree(db, businessId, event.id), summaryRows(db, businessId, event.id)]);
  const byChannel = groupRows(rows, (r) => r.channel);
  const channels = REPORT_CHANNELS.map((channel) => {
    const byLot = new Map([...groupRows(byChannel.get(channel) ?? [], (r) => r.lotId)].map(([lot, list]) => [lot, lineOfRows(list)]));
    const sectors = figureTree(tree, byLot);
    return { channel, totals: addLines(sectors), sectors };
  });
  return { eventId: event.id, channels, totals: addLines(channels.map((c) => c.totals)) };
}

/** The same, summed from the rows (the reconciliation's reference). */
export async function channelReportFromRows(db: Db, businessId: string, eventId: string): Promise<ChannelReport> {
  const event = await loadEvent(db, businessId, eventId);
  const [tree, lines] = await Promise.all([eventTree(db, businessId, event.id), db.query<LineRow & { channel: string; lot_id: string }>(BY_CHANNEL_SQL, [businessId, event.id])]);
  const channels = REPORT_CHANNELS.map((channel) => {
    const sectors = figureTree(tree, new Map(lines.rows.filter((r) => r.channel === channel).map((r) => [r.lot_id, lineOf(r)])));
    return { channel, totals: addLines(sectors), sectors };
  });
  return { eventId: event.id, channels, totals: addLines(channels.map((c) => c.totals)) };
}
