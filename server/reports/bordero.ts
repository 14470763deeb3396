/**
 * GET /events/{id}/reports/consolidated2, the borderô (docs/reports.md, "Borderô"): per session and
 * sector, the places made available (the lots' quantities), tickets sold by category at the time
 * of sale (inteira, meia, others), courtesies issued and used, refunds, the gross revenue (the
 * tickets' money kept), the deductions (service fee absorbed by the producer, gateway fee, ISS,
 * ECAD: the event's rates) and the net revenue; each session's meia-entrada against the 40% of
 * Lei 12.933/2013. A session is the lot's (lots of no session form one group, sessionId null).
 */
import type { Db } from '../db/types';
import { deductionsOf, halfQuotaOf, type BorderoRates } from '../../src/shared/reports/money';
import type { Bordero, BorderoFigures, BorderoRow, BorderoSession } from '../../src/shared/reports/types';
import { eventTree, loadEvent } from './event';
import { ITEM_MONEY } from './money';
import { groupRows, summaryRows, type SummaryRow } from './summaries';

const SALE = `m.channel <> '@COURTESY'`;
const CATEGORY = `coalesce(u.category, t.category)`;

const BY_SESSION_SECTOR_SQL = `
  WITH ${ITEM_MONEY()},
  unit AS (
    SELECT ut.order_item_id, min(ut.category) AS category,
           count(*) FILTER (WHERE ut.validated_at IS NOT NULL AND ut.canceled_at IS NULL) AS used
      FROM user_tickets ut WHERE ut.business_id = $1 AND ut.event_id = $2 GROUP BY ut.order_item_id
  )
  SELECT l.session_id, m.sector_id,
         coalesce(sum(m.quantity - m.canceled_quantity) FILTER (WHERE ${SALE} AND ${CATEGORY} = '@ENTIRE'), 0)::bigint AS entire,
         coalesce(sum(m.quantity - m.canceled_quantity) FILTER (WHERE ${SALE} AND ${CATEGORY} = '@HALF'), 0)::bigint AS half,
         coalesce(sum(m.quantity - m.canceled_quantity) FILTER (WHERE ${SALE} AND ${CATEGORY} IS DISTINCT FROM '@ENTIRE' AND ${CATEGORY} IS DISTINCT FROM '@HALF'), 0)::bigint AS others,
         coalesce(sum(m.quantity - m.canceled_quantity) FILTER (WHERE NOT ${SALE}), 0)::bigint AS courtesies,
         coalesce(sum(u.used) FILTER (WHERE NOT ${SALE}), 0)::bigint AS courtesies_used,
         coalesce(sum(m.canceled_quantity) FILTER (WHERE ${SALE}), 0)::bigint AS refunded_tickets,
         coalesce(sum(m.ref_tickets + m.ref_fees) FILTER (WHERE ${SALE}), 0)::bigint AS refunded,
         coalesce(sum(m.fees - m.ref_fees) FILTER (WHERE ${SALE}), 0)::bigint AS fees_charged,
         coalesce(sum(m.gross - m.discount - m.ref_tickets) FILTER (WHERE ${SALE}), 0)::bigint AS gross_revenue,
         coalesce(sum(m.gross - m.discount - m.ref_tickets) FILTER (WHERE ${SALE} AND m.channel IN ('@SITE', '@POS')), 0)::bigint AS gateway_revenue
    FROM item_money m
    JOIN lots l ON l.business_id = $1 AND l.id = m.lot_id
    LEFT JOIN tickets t ON t.business_id = $1 AND t.id = m.ticket_id
    LEFT JOIN unit u ON u.order_item_id = m.id
   GROUP BY l.session_id, m.sector_id`;

type Row = Record<
  'entire' | 'half' | 'others' | 'courtesies' | 'courtesies_used' | 'refunded_tickets' | 'refunded' | 'fees_charged' | 'gross_revenue' | 'gateway_revenue',
  string
> & { session_id: string | null; sector_id: string };

/** A line's figures from its sums; the deductions follow from the rates. */
function figuresOf(places: number, r: Row | undefined, rates: BorderoRates): BorderoFigures {
  const n = (k: keyof Row) => Number(r?.[k] ?? 0);
  const sold = { entire: n('entire'), half: n('half'), others: n('others'), total: n('entire') + n('half') + n('others') };
  const grossRevenue = n('gross_revenue');
  const gatewayRevenue = n('gateway_revenue');
  const deductions = deductionsOf(grossRevenue, gatewayRevenue, rates);
  return {
    placesAvailable: places,
    sold,
    courtesies: { issued: n('courtesies'), used: n('courtesies_used') },
    refundedTickets: n('refunded_tickets'),
    refunded: n('refunded'),
    feesCharged: n('fees_charged'),
    grossRevenue,
    gatewayRevenue,
    deductions,
    netRevenue: grossRevenue - deductions.total,
  };
}

/** Lines added field by field (deductions too: a total's deductions are the sum of its lines'). */
export function addBordero(lines: readonly BorderoFigures[]): BorderoFigures {
  const zero: BorderoFigures = {
    placesAvailable: 0,
    sold: { entire: 0, half: 0, others: 0, total: 0 },
    courtesies: { issued: 0, used: 0 },
    refundedTickets: 0,
    refunded: 0,
    feesCharged: 0,
    grossRevenue: 0,
    gatewayRevenue: 0,
    deductions: { serviceFee: 0, gatewayFee: 0, iss: 0, ecad: 0, total: 0 },
    netRevenue: 0,
  };
  return lines.reduce<BorderoFigures>(
    (a, l) => ({
      placesAvailable: a.placesAvailable + l.placesAvailable,
      sold: { entire: a.sold.entire + l.sold.entire, half: a.sold.half + l.sold.half, others: a.sold.others + l.sold.others, total: a.sold.total + l.sold.total },
      courtesies: { issued: a.courtesies.issued + l.courtesies.issued, used: a.courtesies.used + l.courtesies.used },
      refundedTickets: a.refundedTickets + l.refundedTickets,
      refunded: a.refunded + l.refunded,
      feesCharged: a.feesCharged + l.feesCharged,
      grossRevenue: a.grossRevenue + l.grossRevenue,
      gatewayRevenue: a.gatewayRevenue + l.gatewayRevenue,
      deductions: {
        serviceFee: a.deductions.serviceFee + l.deductions.serviceFee,
        gatewayFee: a.deductions.gatewayFee + l.deductions.gatewayFee,
        iss: a.deductions.iss + l.deductions.iss,
        ecad: a.deductions.ecad + l.deductions.ecad,
        total: a.deductions.total + l.deductions.total,
      },
      netRevenue: a.netRevenue + l.netRevenue,
    }),
    zero,
  );
}

const key = (sessionId: string | null, sectorId: string) => `${sessionId ?? ''}/${sectorId}`;

/** BY_SESSION_SECTOR_SQL's rows from the summary tables (migration 023). */
async function sumsFromSummaries(db: Db, businessId: string, eventId: string): Promise<{ rows: Row[] }> {
  const rows = (await summaryRows(db, businessId, eventId)).filter((r) => r.paid && r.lotExists);
  const out: Row[] = [];
  const sum = (list: SummaryRow[], f: (r: SummaryRow) => number) => String(list.reduce((a, r) => a + f(r), 0));
  for (const list of groupRows(rows, (r) => key(r.sessionId, r.sectorId)).values()) {
    const sales = list.filter((r) => r.channel !== '@COURTESY');
    const courtesies = list.filter((r) => r.channel === '@COURTESY');
    out.push({
      session_id: list[0].sessionId,
      sector_id: list[0].sectorId,
      entire: sum(sales.filter((r) => r.category === '@ENTIRE'), (r) => r.qtyLive),
      half: sum(sales.filter((r) => r.category === '@HALF'), (r) => r.qtyLive),
      others: sum(sales.filter((r) => r.category !== '@ENTIRE' && r.category !== '@HALF'), (r) => r.qtyLive),
      courtesies: sum(courtesies, (r) => r.qtyLive),
      courtesies_used: sum(courtesies, (r) => r.utValidated),
      refunded_tickets: sum(sales, (r) => r.qtyCanceled),
      refunded: sum(sales, (r) => r.refTickets + r.refFees),
      fees_charged: sum(sales, (r) => r.fees - r.refFees),
      gross_revenue: sum(sales, (r) => r.gross - r.discount - r.refTickets),
      gateway_revenue: sum(sales.filter((r) => r.channel === '@SITE' || r.channel === '@POS'), (r) => r.gross - r.discount - r.refTickets),
    });
  }
  return { rows: out };
}

/** From the summary tables (migration 023). */
export const borderoReport = (db: Db, businessId: string, eventId: string) => borderoOf(db, businessId, eventId, sumsFromSummaries);

/** The same, summed from the rows (the reconciliation's reference). */
export const borderoReportFromRows = (db: Db, businessId: string, eventId: string) =>
  borderoOf(db, businessId, eventId, (d, b, e) => d.query<Row>(BY_SESSION_SECTOR_SQL, [b, e]));

async function borderoOf(db: Db, businessId: string, eventId: string, sumsOf: (db: Db, businessId: string, eventId: string) => Promise<{ rows: Row[] }>): Promise<Bordero> {
  const event = await loadEvent(db, businessId, eventId);
  const [tree, sums, sessionRows] = await Promise.all([
    eventTree(db, businessId, event.id),
    sumsOf(db, businessId, event.id),
    db.query<{ id: string; title: string; start_at: string | null }>(
      'SELECT id, title, start_at FROM sessions WHERE business_id = $1 AND event_id = $2 ORDER BY start_at NULLS LAST, created_at, id',
      [businessId, event.id],
    ),
  ]);
  const places = new Map<string, number>();
  for (const s of tree) for (const t of s.tickets) for (const l of t.lots) places.set(key(l.sessionId, s.id), (places.get(key(l.sessionId, s.id)) ?? 0) + l.quantity);
  const sums_ = new Map(sums.rows.map((r) => [key(r.session_id, r.sector_id), r]));
  // Sessions of the event in date order, then the lots of no session.
  const sessions: { id: string | null; title: string | null; startAt: string | null }[] = [
    ...sessionRows.rows.map((s) => ({ id: s.id, title: s.title, startAt: s.start_at ? new Date(s.start_at).toISOString() : null })),
    { id: null, title: null, startAt: null },
  ];
  const out: BorderoSession[] = [];
  for (const session of sessions) {
    const rows: BorderoRow[] = tree
      .filter((s) => places.has(key(session.id, s.id)) || sums_.has(key(session.id, s.id)))
      .map((s) => ({ sectorId: s.id, sectorName: s.name, ...figuresOf(places.get(key(session.id, s.id)) ?? 0, sums_.get(key(session.id, s.id)), event.rates) }));
    if (!rows.length) continue;
    const totals = addBordero(rows);
    out.push({ sessionId: session.id, sessionTitle: session.title, startAt: session.startAt, rows, totals, halfQuota: halfQuotaOf(totals.placesAvailable, totals.sold.half) });
  }
  const totals = addBordero(out.map((s) => s.totals));
  return {
    eventId: event.id,
    event: { title: event.title, startAt: event.startAt, location: event.location, city: event.city, state: event.state },
    rates: event.rates,
    sessions: out,
    totals,
    halfQuota: halfQuotaOf(totals.placesAvailable, totals.sold.half),
    generatedAt: new Date().toISOString(),
  };
}
