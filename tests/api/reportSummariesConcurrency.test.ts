/**
 * The report summaries under concurrent writes (migration 023; docs/reports.md, "Summary tables").
 * Cashiers sell in the same lots at once (each sale locks its lots first, in id order, as the
 * product does), some orders with the lines of two lots in opposite orders, while refunds and door check-ins of earlier
 * sales commit beside them. On PostgreSQL (DATABASE_URL) these transactions really overlap: none
 * may fail (a deadlock is 40P01), the summaries must equal the rows afterwards, and the sales of
 * one lot must land on more than one summary row (the shards), not all wait on one. PGlite runs one
 * transaction at a time: there the rounds only check the summaries.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrders } from '../../server/resources/tickets/seedOrders';
import { reportDrift } from '../../server/reports/summaries';
import { consolidatedReport, consolidatedReportFromRows } from '../../server/reports/consolidated';
import { salesTest, type SalesTest } from './salesTreeHelper';

const ON_PG = Boolean(process.env.DATABASE_URL);
const SALES = ON_PG ? 60 : 12;

let t: SalesTest;
let biz: string;
let eventId: string;
let lots: string[];

beforeAll(async () => {
  t = await salesTest();
  biz = await t.businessId();
  eventId = await t.event('Festa dos Caixas');
  const sector = await t.sector(eventId, 'Pista');
  const ticket = await t.ticket(eventId, sector.id, { title: 'Inteira' });
  lots = [];
  for (const title of ['Lote 1', 'Lote 2']) lots.push((await t.lot(eventId, sector.id, ticket.id, { title, quantity: 100_000, price: 5000 })).id);
});
afterAll(async () => t?.close());

/** A sale: its lots locked in id order, as the product locks them, then the order's lines in the order given (one transaction). */
const sell = (lotIds: string[], quantity: number) =>
  t.ctx.db.transaction(async (tx) => {
    await tx.query('SELECT id FROM lots WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE', [lotIds]);
    await insertOrders(tx, biz, lotIds.map((lotId) => ({ lotId, quantity, channel: '@CASHIER' as const, paymentType: '@CASH', status: '@PAID' as const })));
  });

/** A refund of one ticket of an order: its unit cancelled and the money back, in one transaction. */
const refundOne = (orderId: string) =>
  t.ctx.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ item: string; ut: string; price: string }>(
      `SELECT i.id AS item, ut.id AS ut, i.unit_price AS price FROM order_items i JOIN user_tickets ut ON ut.order_item_id = i.id
        WHERE i.order_id = $1 AND ut.canceled_at IS NULL AND ut.validated_at IS NULL ORDER BY ut.id LIMIT 1 FOR UPDATE OF i`,
      [orderId],
    );
    if (!rows[0]) return;
    await tx.query(`UPDATE user_tickets SET canceled_at = now(), cancel_reason = '@REFUNDED' WHERE id = $1`, [rows[0].ut]);
    await tx.query('UPDATE order_items SET canceled_quantity = canceled_quantity + 1 WHERE id = $1', [rows[0].item]);
    await tx.query(`UPDATE orders SET status = '@PARTIALLY_REFUNDED' WHERE id = $1`, [orderId]);
    await tx.query(
      `INSERT INTO order_refunds (business_id, order_id, type, amount, fees_amount, status, method, user_ticket_ids) VALUES ($1, $2, '@TICKETS_AND_FEES', $3, 0, '@DONE', '@CASH', ARRAY[$4::uuid])`,
      [biz, orderId, rows[0].price, rows[0].ut],
    );
  });

/** An entry at the door of one ticket of an order. */
const checkIn = (orderId: string) =>
  t.ctx.db.query(
    `UPDATE user_tickets SET validated_at = now() WHERE id = (
       SELECT ut.id FROM user_tickets ut JOIN order_items i ON i.id = ut.order_item_id
        WHERE i.order_id = $1 AND ut.canceled_at IS NULL AND ut.validated_at IS NULL ORDER BY ut.id DESC LIMIT 1)`,
    [orderId],
  );

describe('the report summaries under concurrent sales, refunds and check-ins', () => {
  it('never deadlock, spread one lot over several rows, and equal the rows afterwards', async () => {
    // Earlier sales, refunded and scanned while the new ones are made.
    for (let i = 0; i < 6; i++) await sell([lots[i % 2]], 3);
    const earlier = (await t.ctx.db.query<{ id: string }>('SELECT id FROM orders WHERE event_id = $1 ORDER BY id', [eventId])).rows.map((r) => r.id);
    const work: Promise<unknown>[] = [];
    for (let i = 0; i < SALES; i++) {
      work.push(sell(i % 3 === 0 ? [lots[0], lots[1]] : i % 3 === 1 ? [lots[1], lots[0]] : [lots[i % 2]], 1 + (i % 3)));
      if (i < earlier.length) work.push(refundOne(earlier[i]), checkIn(earlier[i]));
    }
    const results = await Promise.allSettled(work);
    expect(results.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason))).toEqual([]);

    expect(await reportDrift(t.ctx.db, biz)).toEqual([]);
    const strip = (r: unknown) => JSON.parse(JSON.stringify(r));
    const kept = strip(await consolidatedReport(t.ctx.db, biz, eventId));
    expect(kept).toEqual(strip(await consolidatedReportFromRows(t.ctx.db, biz, eventId)));
    expect(kept.totals.refundedTickets).toBe(earlier.length);
    if (ON_PG) {
      const { rows } = await t.ctx.db.query<{ n: number }>('SELECT count(DISTINCT shard)::int AS n FROM report_lot_figures WHERE lot_id = $1', [lots[0]]);
      expect(rows[0].n).toBeGreaterThan(1);
    }
  });
});
