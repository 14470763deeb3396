/**
 * PGlite has no autovacuum: its tables are never analysed unless the server does it, and the
 * planner then takes every set for one row. The dashboard's statement once joined each order's
 * refunds against the set of orders and the planner nested that join: 49 s on the demo's 3,000
 * orders, the whole server blocked meanwhile. Measured here without a clock: the pages the
 * statement touches, which grow with the orders when each one's refunds and units are read
 * through their indexes, and with their square otherwise.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrders, type OrderLine } from '../../server/resources/tickets/seedOrders';
import { SALES_SQL } from '../../server/dashboard/sales';
import { cashierTest, type CashierTest } from './cashierHelper';

const ORDERS = 1500;
let t: CashierTest;
let biz: string;

beforeAll(async () => {
  t = await cashierTest();
  biz = await t.businessId();
  const show = await t.onSale([{ title: 'Pista', price: 5000, quantity: 100_000 }], { title: 'Inteira' }, 'Show sem estatísticas');
  const lines: OrderLine[] = Array.from({ length: ORDERS }, (_, i) => ({
    lotId: show.lotIds[0],
    quantity: 1 + (i % 3),
    channel: i % 2 ? '@SITE' : '@POS',
    paymentType: '@PIX',
    status: i % 10 === 0 ? '@REFUNDED' : '@PAID',
  }));
  await insertOrders(t.ctx.db, biz, lines);
});

afterAll(async () => t?.close());

/** Shared buffers the statement hit, from EXPLAIN (ANALYZE, BUFFERS). */
async function pagesTouched(sql: string, params: unknown[]): Promise<number> {
  const { rows } = await t.ctx.db.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${sql}`, params);
  const raw = rows[0]['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: { 'Shared Hit Blocks': number; 'Shared Read Blocks': number } }[];
  return plan[0].Plan['Shared Hit Blocks'] + plan[0].Plan['Shared Read Blocks'];
}

describe('statements on tables never analysed', () => {
  it("the dashboard's sales read a bounded number of pages per order", async () => {
    const from = new Date(Date.now() - 86_400_000).toISOString();
    const to = new Date(Date.now() + 86_400_000).toISOString();
    const pages = await pagesTouched(SALES_SQL, [biz, from, to]);
    // About 6 per order through the indexes; the nested join touched over 140.
    expect(pages / ORDERS).toBeLessThan(15);
  });
});
