/**
 * GET /events/{id}/reports/ticket-usage: spec 1 section 3's usage report, its shape exactly (per
 * sector, tickets, lots, data). Read from the issued tickets as the door sees them (docs/reports.md,
 * "Ticket usage"): totalTickets every ticket issued; ticketsSold the valid ones of paid sales;
 * courtesy the valid courtesies; others the valid ones of orders not paid yet (they cannot enter);
 * validatedTickets those that entered; unvalidatedTickets sold and courtesies that have not;
 * canceledTickets refunded or cancelled (a refund still on its way included: the door refuses it).
 */
import type { Db } from '../db/types';
import type { TicketUsageReport, UsageData } from '../../src/shared/reports/types';
import { eventTree, loadEvent } from './event';
import { groupRows, summaryRows, type SummaryRow } from './summaries';

const BY_LOT_SQL = `
  WITH unit AS (
    SELECT ut.order_item_id, count(*) AS total,
           count(*) FILTER (WHERE ut.canceled_at IS NULL) AS live,
           count(*) FILTER (WHERE ut.canceled_at IS NULL AND ut.validated_at IS NOT NULL) AS validated
      FROM user_tickets ut WHERE ut.business_id = $1 AND ut.event_id = $2 GROUP BY ut.order_item_id
  )
  SELECT i.lot_id,
         sum(u.total)::bigint AS total,
         coalesce(sum(u.live) FILTER (WHERE o.paid_at IS NOT NULL AND o.channel <> '@COURTESY'), 0)::bigint AS sold,
         coalesce(sum(u.live) FILTER (WHERE o.paid_at IS NOT NULL AND o.channel = '@COURTESY'), 0)::bigint AS courtesy,
         coalesce(sum(u.live) FILTER (WHERE o.paid_at IS NULL), 0)::bigint AS others,
         coalesce(sum(u.validated) FILTER (WHERE o.paid_at IS NOT NULL), 0)::bigint AS validated,
         sum(u.total - u.live)::bigint AS canceled
    FROM unit u JOIN order_items i ON i.id = u.order_item_id JOIN orders o ON o.id = i.order_id
   GROUP BY i.lot_id`;

type Row = Record<'total' | 'sold' | 'courtesy' | 'others' | 'validated' | 'canceled', string> & { lot_id: string };

function dataOf(r: Row | undefined): UsageData {
  const n = (k: keyof Row) => Number(r?.[k] ?? 0);
  return {
    totalTickets: n('total'),
    ticketsSold: n('sold'),
    courtesy: n('courtesy'),
    others: n('others'),
    validatedTickets: n('validated'),
    unvalidatedTickets: n('sold') + n('courtesy') - n('validated'),
    canceledTickets: n('canceled'),
  };
}

/** BY_LOT_SQL's rows from the summary tables (migration 023). */
async function lotsFromSummaries(db: Db, businessId: string, eventId: string): Promise<{ rows: Row[] }> {
  const sum = (list: SummaryRow[], f: (r: SummaryRow) => number) => String(list.reduce((a, r) => a + f(r), 0));
  const rows = [...groupRows(await summaryRows(db, businessId, eventId), (r) => r.lotId)].map(([lotId, list]) => {
    const paid = list.filter((r) => r.paid);
    return {
      lot_id: lotId,
      total: sum(list, (r) => r.utTotal),
      sold: sum(paid.filter((r) => r.channel !== '@COURTESY'), (r) => r.utLive),
      courtesy: sum(paid.filter((r) => r.channel === '@COURTESY'), (r) => r.utLive),
      others: sum(list.filter((r) => !r.paid), (r) => r.utLive),
      validated: sum(paid, (r) => r.utValidated),
      canceled: sum(list, (r) => r.utTotal - r.utLive),
    };
  });
  return { rows };
}

/** From the summary tables (migration 023). */
export const ticketUsageReport = (db: Db, businessId: string, eventId: string) => usageOf(db, businessId, eventId, lotsFromSummaries);

/** The same, counted from the issued tickets (the reconciliation's reference). */
export const ticketUsageReportFromRows = (db: Db, businessId: string, eventId: string) =>
  usageOf(db, businessId, eventId, (d, b, e) => d.query<Row>(BY_LOT_SQL, [b, e]));

async function usageOf(db: Db, businessId: string, eventId: string, lotsOf: (db: Db, businessId: string, eventId: string) => Promise<{ rows: Row[] }>): Promise<TicketUsageReport> {
  const event = await loadEvent(db, businessId, eventId);
  const [tree, { rows }] = await Promise.all([eventTree(db, businessId, event.id), lotsOf(db, businessId, event.id)]);
  const byLot = new Map(rows.map((r) => [r.lot_id, r]));
  return tree.map((s) => ({
    sectorId: s.id,
    sectorName: s.name,
    tickets: s.tickets.map((t) => ({ ticketName: t.title, lots: t.lots.map((l) => ({ lotId: l.id, lotName: l.title, data: dataOf(byLot.get(l.id)) })) })),
  }));
}
