/**
 * GET /events/{id}/reports: the event's figures at a glance. Sums of orders, items and refunds per
 * channel (no sharing needed: nothing here is per lot), money per payment method, check-ins, and
 * what waits for payment. The totals are the channels' sums.
 */
import type { Db } from '../db/types';
import { REPORT_CHANNELS, type ChannelLine, type EventSummary } from '../../src/shared/reports/types';
import { loadEvent } from './event';
import { countedOrders } from './money';
import { methodLines } from './methods';
import { groupRows, methodLinesFromSummaries, summaryRows, type SummaryRow } from './summaries';

const CHANNELS_SQL = `
  WITH ord AS MATERIALIZED (${countedOrders()}),
  lines AS (
    SELECT ord.channel, sum(i.unit_price * i.quantity) AS gross, sum(i.quantity - i.canceled_quantity) AS live, sum(i.canceled_quantity) AS canceled
      FROM order_items i JOIN ord ON ord.id = i.order_id
     WHERE i.business_id = $1 AND i.event_id = $2 GROUP BY ord.channel
  ),
  money AS (SELECT channel, count(*) FILTER (WHERE status <> '@CANCELED') AS orders, sum(disc) AS discounts, sum(fees) AS fees FROM ord GROUP BY channel),
  back AS (
    SELECT ord.channel, sum(r.amount) AS refunded FROM order_refunds r JOIN ord ON ord.id = r.order_id
     WHERE r.status = '@DONE' GROUP BY ord.channel
  )
  SELECT money.channel, money.orders::bigint, coalesce(lines.gross, 0)::bigint AS gross, coalesce(lines.live, 0)::bigint AS live,
         coalesce(lines.canceled, 0)::bigint AS canceled, money.discounts::bigint, money.fees::bigint, coalesce(back.refunded, 0)::bigint AS refunded
    FROM money LEFT JOIN lines ON lines.channel = money.channel LEFT JOIN back ON back.channel = money.channel`;

type ChannelRow = Record<'orders' | 'gross' | 'live' | 'canceled' | 'discounts' | 'fees' | 'refunded', string> & { channel: string };

/** CHANNELS_SQL's rows from summary rows (migration 023). */
function channelsFromSummaries(rows: readonly SummaryRow[]): ChannelRow[] {
  const sum = (list: SummaryRow[], f: (r: SummaryRow) => number) => String(list.reduce((a, r) => a + f(r), 0));
  return [...groupRows(rows.filter((r) => r.paid), (r) => r.channel)].map(([channel, list]) => ({
    channel,
    orders: sum(list, (r) => r.ordersCounted),
    gross: sum(list, (r) => r.gross),
    live: sum(list, (r) => r.qtyLive),
    canceled: sum(list, (r) => r.qtyCanceled),
    discounts: sum(list, (r) => r.discount),
    fees: sum(list, (r) => r.fees),
    refunded: sum(list, (r) => r.refTickets + r.refFees),
  }));
}

/** The event's figures by channel, every channel present (zeros when it sold nothing), summed from the rows. */
export async function channelLines(db: Db, businessId: string, eventId: string): Promise<ChannelLine[]> {
  return channelLinesOf((await db.query<ChannelRow>(CHANNELS_SQL, [businessId, eventId])).rows);
}

function channelLinesOf(rows: readonly ChannelRow[]): ChannelLine[] {
  const byChannel = new Map(rows.map((r) => [r.channel, r]));
  return REPORT_CHANNELS.map((channel) => {
    const r = byChannel.get(channel);
    const n = (k: keyof ChannelRow) => Number(r?.[k] ?? 0);
    const money = { gross: n('gross'), discounts: n('discounts'), fees: n('fees'), refunded: n('refunded') };
    return {
      channel,
      orders: n('orders'),
      tickets: n('live'),
      refundedTickets: channel === '@COURTESY' ? 0 : n('canceled'),
      ...money,
      net: money.gross - money.discounts + money.fees - money.refunded,
    };
  });
}

/** The event's summary (the summary page, and the header of the PDFs), from the summary tables (migration 023). */
export async function eventSummary(db: Db, businessId: string, eventId: string): Promise<EventSummary> {
  const event = await loadEvent(db, businessId, eventId);
  const [rows, methods] = await Promise.all([summaryRows(db, businessId, event.id), methodLinesFromSummaries(db, businessId, event.id)]);
  const total = (f: (r: SummaryRow) => number) => rows.reduce((a, r) => a + f(r), 0);
  return summaryOf(event.id, channelLinesOf(channelsFromSummaries(rows)), methods, total((r) => r.utValidated), {
    orders: total((r) => r.pendingOrders),
    total: total((r) => r.pendingTotal),
  });
}

/** The same, summed from the rows (the reconciliation's reference). */
export async function eventSummaryFromRows(db: Db, businessId: string, eventId: string): Promise<EventSummary> {
  const event = await loadEvent(db, businessId, eventId);
  const [channels, methods, door, pending] = await Promise.all([
    channelLines(db, businessId, event.id),
    methodLines(db, businessId, event.id),
    db.query<{ n: string }>(
      'SELECT count(*) AS n FROM user_tickets WHERE business_id = $1 AND event_id = $2 AND validated_at IS NOT NULL AND canceled_at IS NULL',
      [businessId, event.id],
    ),
    db.query<{ n: string; total: string | null }>(
      `SELECT count(*) AS n, sum(total) AS total FROM orders WHERE business_id = $1 AND event_id = $2 AND status = '@PENDING'`,
      [businessId, event.id],
    ),
  ]);
  return summaryOf(event.id, channels, methods, Number(door.rows[0]?.n ?? 0), {
    orders: Number(pending.rows[0]?.n ?? 0),
    total: Number(pending.rows[0]?.total ?? 0),
  });
}

function summaryOf(eventId: string, channels: ChannelLine[], methods: EventSummary['byPaymentMethod'], checkedIn: number, pending: EventSummary['pending']): EventSummary {
  const sales = channels.filter((c) => c.channel !== '@COURTESY');
  const sum = (k: 'orders' | 'tickets' | 'refundedTickets' | 'gross' | 'discounts' | 'fees' | 'refunded' | 'net') => sales.reduce((a, c) => a + c[k], 0);
  return {
    eventId,
    orders: sum('orders'),
    gross: sum('gross'),
    discounts: sum('discounts'),
    fees: sum('fees'),
    refunded: sum('refunded'),
    net: sum('net'),
    tickets: {
      sold: sum('tickets'),
      courtesies: channels.find((c) => c.channel === '@COURTESY')!.tickets,
      refunded: sum('refundedTickets'),
      checkedIn,
    },
    pending,
    byPaymentMethod: methods,
    byChannel: channels,
  };
}
