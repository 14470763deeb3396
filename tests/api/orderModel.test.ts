/**
 * The order model of issue 12 (migration 012, docs/orders.md): older orders upgraded in place
 * (codes, payments, refunds, cancelled units, check-ins), and `sold` that follows refunds.
 */
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../server/db/pglite';
import { migrate } from '../../server/db/migrate';
import type { Db } from '../../server/db/types';
import { salesTest, type SalesTest, lotsUrl } from './salesTreeHelper';

const MIGRATIONS = path.join(__dirname, '..', '..', 'server', 'migrations');

describe('migration 012 upgrades the orders already stored', () => {
  let db: Db;
  let dir: string;
  const ids = { biz: '', paid: '', feesRefunded: '', refunded: '', canceled: '' };

  beforeAll(async () => {
    db = await openPglite();
    // The database as it was before 012: migrations up to 011 only.
    dir = mkdtempSync(path.join(tmpdir(), 'mig-'));
    for (const f of readdirSync(MIGRATIONS).filter((f) => f < '012')) cpSync(path.join(MIGRATIONS, f), path.join(dir, f));
    await migrate(db, dir);
    ids.biz = (await db.query<{ id: string }>(`INSERT INTO businesses (name) VALUES ('Velha') RETURNING id`)).rows[0].id;
    const order = async (status: string, refundType: string | null, paymentType: string) => {
      const { rows } = await db.query<{ id: string }>(
        `INSERT INTO orders (business_id, event_id, channel, status, payment_type, total, fees, refund_type, refunded_at)
         VALUES ($1, gen_random_uuid(), '@SITE', $2, $3, 11000, 1000, $4, CASE WHEN $4::text IS NULL THEN NULL ELSE now() END) RETURNING id`,
        [ids.biz, status, paymentType, refundType],
      );
      const id = rows[0].id;
      const item = await db.query<{ id: string }>(
        `INSERT INTO order_items (business_id, order_id, event_id, sector_id, ticket_id, lot_id, quantity, unit_price, fees)
         SELECT business_id, id, event_id, gen_random_uuid(), gen_random_uuid(), gen_random_uuid(), 2, 5000, 1000 FROM orders WHERE id = $1 RETURNING id`,
        [id],
      );
      await db.query(
        `INSERT INTO user_tickets (business_id, order_item_id, event_id, lot_id, code, validated_at)
         SELECT oi.business_id, oi.id, oi.event_id, oi.lot_id, md5(oi.id::text || g), CASE WHEN g = 1 AND $2 THEN now() END
           FROM order_items oi, generate_series(1, 2) g WHERE oi.id = $1`,
        [item.rows[0].id, status === '@PAID'],
      );
      return id;
    };
    ids.paid = await order('@PAID', null, '@PIX');
    ids.feesRefunded = await order('@REFUNDED', '@FEES', '@CREDIT_CARD');
    ids.refunded = await order('@REFUNDED', '@TICKETS_AND_FEES', '@CREDIT_CARD');
    ids.canceled = await order('@CANCELED', null, '@BOLETO');
    expect(await migrate(db)).toContain('012_order_model');
  });

  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await db.close();
  });

  const one = async (sql: string, params: unknown[]) => (await db.query<Record<string, unknown>>(sql, params)).rows;

  it('gives every order a distinct code of twelve hexadecimal capitals, and new orders one by default', async () => {
    const codes = (await one('SELECT code FROM orders WHERE business_id = $1', [ids.biz])).map((r) => String(r.code));
    expect(codes).toHaveLength(4);
    for (const c of codes) expect(c).toMatch(/^[0-9A-F]{12}$/);
    expect(new Set(codes).size).toBe(4);
    const [fresh] = await one(`INSERT INTO orders (business_id, event_id, channel) VALUES ($1, gen_random_uuid(), '@CASHIER') RETURNING code`, [ids.biz]);
    expect(String(fresh.code)).toMatch(/^[0-9A-F]{12}$/);
  });

  it('records one payment of its total for each paid or refunded order', async () => {
    const rows = await one('SELECT o.id, p.method, p.amount FROM orders o LEFT JOIN order_payments p ON p.order_id = o.id WHERE o.business_id = $1', [ids.biz]);
    const by = new Map(rows.map((r) => [r.id, r]));
    expect(by.get(ids.paid)).toMatchObject({ method: '@PIX' });
    expect(Number(by.get(ids.paid)?.amount)).toBe(11000);
    expect(by.get(ids.refunded)).toMatchObject({ method: '@CREDIT_CARD' });
  });

  it('turns a fees-only refund into a partly refunded order whose tickets stay valid', async () => {
    const [o] = await one('SELECT status FROM orders WHERE id = $1', [ids.feesRefunded]);
    expect(o.status).toBe('@PARTIALLY_REFUNDED');
    const [r] = await one('SELECT type, amount, status FROM order_refunds WHERE order_id = $1', [ids.feesRefunded]);
    expect(r).toMatchObject({ type: '@FEES', status: '@DONE' });
    expect(Number(r.amount)).toBe(1000);
    const tickets = await one('SELECT ut.canceled_at FROM user_tickets ut JOIN order_items oi ON oi.id = ut.order_item_id WHERE oi.order_id = $1', [ids.feesRefunded]);
    expect(tickets.every((t) => t.canceled_at === null)).toBe(true);
  });

  it('cancels every unit of a refunded or cancelled order, with the reason', async () => {
    for (const [id, reason] of [
      [ids.refunded, '@REFUNDED'],
      [ids.canceled, '@CANCELED'],
    ]) {
      const tickets = await one('SELECT ut.canceled_at, ut.cancel_reason FROM user_tickets ut JOIN order_items oi ON oi.id = ut.order_item_id WHERE oi.order_id = $1', [id]);
      expect(tickets.map((t) => t.cancel_reason)).toEqual([reason, reason]);
      expect(tickets.every((t) => t.canceled_at !== null)).toBe(true);
      const [item] = await one('SELECT quantity, canceled_quantity FROM order_items WHERE order_id = $1', [id]);
      expect(item.canceled_quantity).toBe(item.quantity);
    }
    const [r] = await one('SELECT type, amount FROM order_refunds WHERE order_id = $1', [ids.refunded]);
    expect(r.type).toBe('@TICKETS_AND_FEES');
    expect(Number(r.amount)).toBe(11000);
  });

  it('keeps each check-in already made as an entry of the door log', async () => {
    const rows = await one('SELECT c.at FROM ticket_checkins c JOIN user_tickets ut ON ut.id = c.user_ticket_id JOIN order_items oi ON oi.id = ut.order_item_id WHERE oi.order_id = $1', [
      ids.paid,
    ]);
    expect(rows).toHaveLength(1);
  });
});

describe('sold follows refunds', () => {
  let t: SalesTest;
  beforeAll(async () => {
    t = await salesTest();
  });
  afterAll(() => t.close());

  it('a refund of some units gives their places back; a fees-only refund does not', async () => {
    const eventId = await t.event('Reembolsos');
    const sector = await t.sector(eventId);
    const ticket = await t.ticket(eventId, String(sector.id));
    const lot = await t.lot(eventId, String(sector.id), String(ticket.id), { quantity: 10 });
    const soldOf = async () => {
      const list = t.ok(await t.api('admin', 'GET', `${lotsUrl(eventId, String(sector.id), String(ticket.id))}?page=1&limit=10`));
      return list.data.find((l: { id: string }) => l.id === lot.id).sold;
    };
    const a = await t.sell(String(lot.id), 3);
    const b = await t.sell(String(lot.id), 2);
    expect(await soldOf()).toBe(5);
    await t.ctx.db.query(`UPDATE orders SET status = '@PARTIALLY_REFUNDED' WHERE id = $1`, [a]);
    await t.ctx.db.query('UPDATE order_items SET canceled_quantity = 1 WHERE order_id = $1', [a]);
    expect(await soldOf()).toBe(4);
    await t.ctx.db.query(`UPDATE orders SET status = '@PARTIALLY_REFUNDED' WHERE id = $1`, [b]);
    expect(await soldOf()).toBe(4);
  });

  it('a refunded order written by the seed helper keeps no place and carries its refund', async () => {
    const eventId = await t.event('Reembolsado');
    const sector = await t.sector(eventId);
    const ticket = await t.ticket(eventId, String(sector.id), { category: '@HALF' });
    const lot = await t.lot(eventId, String(sector.id), String(ticket.id), { quantity: 10 });
    const id = await t.sell(String(lot.id), 2, { status: '@REFUNDED', paymentType: '@PIX' });
    const { rows } = await t.ctx.db.query<Record<string, unknown>>(
      `SELECT ut.category, ut.cancel_reason, r.type, r.status FROM user_tickets ut JOIN order_items oi ON oi.id = ut.order_item_id
         JOIN order_refunds r ON r.order_id = oi.order_id WHERE oi.order_id = $1`,
      [id],
    );
    expect(rows).toEqual([
      { category: '@HALF', cancel_reason: '@REFUNDED', type: '@TICKETS_AND_FEES', status: '@DONE' },
      { category: '@HALF', cancel_reason: '@REFUNDED', type: '@TICKETS_AND_FEES', status: '@DONE' },
    ]);
  });
});
