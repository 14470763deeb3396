/**
 * The demo's orders (server/resources/orders/seed.ts) as `npm start` seeds them: every channel,
 * tender and state, refunds of both kinds, check-ins, valid CPFs, and a model that holds (no lot
 * oversold, payments adding up to totals, refunds within what was paid, refunded orders without
 * valid tickets). Outra Produtora gets orders of its own.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidCpf } from '@brazilian-utils/brazilian-utils';
import { openPglite } from '../../server/db/pglite';
import { migrate } from '../../server/db/migrate';
import { syncResources } from '../../server/db/syncResources';
import { seedIfEmpty } from '../../server/seed';
import { DEMO_ORDERS } from '../../server/resources/orders/seed';
import { memoryUploads } from '../../server/uploads/uploads';
import { keyringOf } from '../../server/secrets/keyring';
import { useSecretsKeyring } from '../../server/secrets/active';
import { SOLD_SQL } from '../../server/resources/lots/sold';
import { RESOURCES } from '../../src/shared/resources/registry';
import type { Db } from '../../server/db/types';

let db: Db;
let demo: string;
let outra: string;
const rows = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => (await db.query<T>(sql, params)).rows;
const one = async (sql: string, params: unknown[] = []) => Number(Object.values((await rows(sql, params))[0])[0]);

beforeAll(async () => {
  useSecretsKeyring(keyringOf([randomBytes(32)]));
  db = await openPglite();
  await migrate(db);
  await syncResources(db, RESOURCES);
  await seedIfEmpty(db, RESOURCES, memoryUploads());
  [demo, outra] = ['Bilheteria Demo', 'Outra Produtora'].map(() => '');
  demo = (await rows<{ id: string }>(`SELECT id FROM businesses WHERE name = 'Bilheteria Demo'`))[0].id;
  outra = (await rows<{ id: string }>(`SELECT id FROM businesses WHERE name = 'Outra Produtora'`))[0].id;
}, 300_000);
afterAll(async () => db?.close());

describe('the demo orders', () => {
  it('are thousands, of every channel, tender and state, with refunds of both kinds and their states', async () => {
    expect(await one('SELECT count(*)::int FROM orders WHERE business_id = $1', [demo])).toBeGreaterThan(DEMO_ORDERS);
    const distinct = async (sql: string) => (await rows<{ v: string }>(sql, [demo])).map((r) => r.v).sort();
    expect(await distinct('SELECT DISTINCT channel AS v FROM orders WHERE business_id = $1')).toEqual(['@CASHIER', '@COURTESY', '@POS', '@SITE']);
    expect(await distinct('SELECT DISTINCT status AS v FROM orders WHERE business_id = $1')).toEqual(['@CANCELED', '@PAID', '@PARTIALLY_REFUNDED', '@PENDING', '@REFUNDED']);
    expect(await distinct('SELECT DISTINCT method AS v FROM order_payments WHERE business_id = $1')).toEqual(['@BOLETO', '@CASH', '@CREDIT_CARD', '@DEBIT_CARD', '@PIX']);
    expect(await distinct(`SELECT DISTINCT gateway AS v FROM order_payments WHERE business_id = $1 AND gateway IS NOT NULL`)).toEqual(['@MERCADOPAGO']);
    expect(await distinct('SELECT DISTINCT type || status AS v FROM order_refunds WHERE business_id = $1')).toEqual(
      expect.arrayContaining(['@FEES@DONE', '@TICKETS_AND_FEES@DONE', '@TICKETS_AND_FEES@FAILED', '@TICKETS_AND_FEES@PENDING']),
    );
    expect(await one(`SELECT count(*)::int FROM ticket_checkins WHERE business_id = $1 AND undone_at IS NULL`, [demo])).toBeGreaterThan(100);
    expect(await one(`SELECT count(*)::int FROM ticket_checkins WHERE business_id = $1 AND undone_at IS NOT NULL`, [demo])).toBeGreaterThan(0);
    expect(await one(`SELECT count(*)::int FROM order_messages WHERE business_id = $1`, [demo])).toBeGreaterThan(0);
    expect(await one('SELECT count(*)::int FROM orders WHERE business_id = $1', [outra])).toBeGreaterThan(20);
  });

  it('give buyers CPFs valid by their check digits', async () => {
    const cpfs = await rows<{ c: string }>('SELECT customer_cpf AS c FROM orders WHERE customer_cpf IS NOT NULL AND business_id = $1', [demo]);
    expect(cpfs.length).toBeGreaterThan(1000);
    expect(cpfs.filter((r) => !isValidCpf(r.c))).toEqual([]);
  });

  it('keep the model: no lot oversold, payments add up, refunds within what was paid, refunded orders without valid tickets', async () => {
    expect(await rows(`SELECT l.id FROM lots l WHERE ${SOLD_SQL} > l.quantity`)).toEqual([]);
    expect(await rows(`SELECT o.id FROM orders o WHERE o.status IN ('@PAID', '@REFUNDED', '@PARTIALLY_REFUNDED') AND o.total > 0
                          AND o.total <> (SELECT coalesce(sum(amount), 0) FROM order_payments p WHERE p.order_id = o.id AND p.status = '@APPROVED')`)).toEqual([]);
    expect(await rows(`SELECT o.id FROM orders o WHERE (SELECT coalesce(sum(amount), 0) FROM order_refunds r WHERE r.order_id = o.id AND r.status <> '@FAILED') > o.total`)).toEqual([]);
    expect(await rows(`SELECT o.id FROM orders o JOIN order_items oi ON oi.order_id = o.id JOIN user_tickets ut ON ut.order_item_id = oi.id
                        WHERE o.status IN ('@REFUNDED', '@CANCELED') AND ut.canceled_at IS NULL`)).toEqual([]);
    expect(await rows(`SELECT ut.id FROM user_tickets ut WHERE ut.canceled_at IS NOT NULL AND ut.validated_at IS NOT NULL`)).toEqual([]);
    // The list's counter (migration 013's trigger) agrees with the rows.
    expect(await one(`SELECT count FROM resource_counts WHERE business_id = $1 AND resource = 'orders'`, [demo])).toBe(await one('SELECT count(*)::int FROM orders WHERE business_id = $1', [demo]));
  });
});
