/**
 * Orders list figures (issue 12): p50 of GET /api/orders over HTTP (what a client receives: the
 * server's whole answer, JSON included) with 1,000 and then 1,000,000 orders in one business, for
 * the first page and for each kind of search and filter, and the ratio between the two sizes
 * (goal: within 2x). PGlite in a temporary folder, the server in this process listening on
 * loopback; orders are written set-based (orders and one payment each), then ANALYZEd as
 * autovacuum would. Alone: `npx tsx bench/run.ts orders`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { openPglite } from '../server/db/pglite';
import { migrate } from '../server/db/migrate';
import { syncResources } from '../server/db/syncResources';
import { seedIfEmpty } from '../server/seed';
import { buildApp } from '../server/app';
import { memoryUploads } from '../server/uploads/uploads';
import { keyringOf } from '../server/secrets/keyring';
import { useSecretsKeyring } from '../server/secrets/active';
import type { Db } from '../server/db/types';
import { RESOURCES } from '../src/shared/resources/registry';
import { BENCH_USER, percentile } from './common';

const SIZES = [1_000, 1_000_000];
const CHUNK = 100_000;
const RUNS = 40;
const WARMUP = 5;

/** Orders n in [from, to) of the business: one item-less order and one payment each, spread over the last year. */
async function insertOrders(db: Db, businessId: string, eventIds: string[], from: number, to: number): Promise<void> {
  await db.query(
    `WITH n AS (SELECT g AS n FROM generate_series($3::int, $4::int - 1) AS g),
     o AS (
       INSERT INTO orders (business_id, event_id, code, channel, status, payment_type, customer_name, customer_email, customer_cpf,
                           fees, total, paid_at, created_at, updated_at)
       SELECT $1, ($2::uuid[])[1 + n % cardinality($2::uuid[])], upper(lpad(to_hex(1000000000 + n), 12, '0')),
              (ARRAY['@SITE', '@SITE', '@SITE', '@SITE', '@SITE', '@SITE', '@POS', '@POS', '@CASHIER', '@CASHIER'])[1 + n % 10],
              CASE WHEN n % 100 < 90 THEN '@PAID' WHEN n % 100 < 94 THEN '@PENDING' WHEN n % 100 < 97 THEN '@CANCELED'
                   WHEN n % 100 < 99 THEN '@PARTIALLY_REFUNDED' ELSE '@REFUNDED' END,
              (ARRAY['@CREDIT_CARD', '@PIX', '@DEBIT_CARD', '@CASH', '@BOLETO'])[1 + n % 5],
              (ARRAY['Maria', 'José', 'Ana', 'Francisco', 'Luana', 'Pedro', 'Beatriz', 'Carlos'])[1 + n % 8] || ' ' ||
              (ARRAY['Silva', 'Santos', 'Oliveira', 'Souza', 'Lima', 'Pereira', 'Ferreira', 'Costa', 'Rodrigues', 'Almeida'])[1 + (n / 8) % 10] || ' ' || n,
              'comprador' || n || '@exemplo.com.br', lpad(((n::bigint * 7919) % 100000000000)::text, 11, '0'),
              1000, 11000, now() - n * interval '30 seconds', now() - n * interval '30 seconds', now() - n * interval '30 seconds'
         FROM n
       RETURNING id, payment_type, total, created_at
     )
     INSERT INTO order_payments (business_id, order_id, method, amount, created_at)
     SELECT $1, id, payment_type, total, created_at FROM o`,
    [businessId, eventIds, from, to],
  );
}

const QUERIES: [string, (code: string, cpf: string) => string][] = [
  ['first page', () => ''],
  ['page 50', () => '&page=50'],
  ['search: whole order code', (code) => `&search=${code}`],
  ['search: CPF with mask', (_, cpf) => `&search=${cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4')}`],
  ['search: whole e-mail', () => '&search=comprador777@exemplo.com.br'],
  ['filter: status @PARTIALLY_REFUNDED', () => '&status=@PARTIALLY_REFUNDED'],
  ['filter: channel @CASHIER', () => '&channel=@CASHIER'],
  ['filter: paid by @BOLETO', () => '&paymentMethod=@BOLETO'],
  ['filter: one event', () => ''],
  ['filter: a week of dates', () => `&startAt=${new Date(Date.now() - 14 * 86_400_000).toISOString()}&endAt=${new Date(Date.now() - 7 * 86_400_000).toISOString()}`],
  ['search: part of a name', () => '&search=beatriz%20lima'],
];

/** fetch, once more when a kept-alive connection was closed by the server meanwhile (minutes of inserts between two calls). */
async function get(url: string, headers: Record<string, string>): Promise<Response> {
  try {
    return await fetch(url, { headers });
  } catch {
    return fetch(url, { headers });
  }
}

export async function benchOrders(): Promise<void> {
  useSecretsKeyring(keyringOf([randomBytes(32)]));
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-orders-'));
  const db = await openPglite(dir);
  await migrate(db);
  await syncResources(db, RESOURCES);
  await seedIfEmpty(db, RESOURCES, memoryUploads(), { demoOrders: 0 });
  // A ticket office of its own, so the seed's orders do not count.
  const { rows: [biz] } = await db.query<{ id: string }>(`INSERT INTO businesses (name, is_ticket_office, modules) VALUES ('Bilheteria Grande', true, '{@M_EVENTS}') RETURNING id`);
  await db.query(`UPDATE collaborators SET business_id = $1 WHERE user_id = (SELECT id FROM users WHERE email = $2)`, [biz.id, BENCH_USER.email]);
  await db.query(`UPDATE roles SET business_id = $1 WHERE id = (SELECT role_id FROM collaborators WHERE user_id = (SELECT id FROM users WHERE email = $2))`, [biz.id, BENCH_USER.email]);
  const eventIds = Array.from({ length: 20 }, () => crypto.randomUUID());
  const app = await buildApp({ db, resources: RESOURCES, uploads: memoryUploads(), jwtSecret: 'bench-secret-bench-secret-bench-secret', delivery: { intervalMs: 0 } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    const results = new Map<string, number[]>();
    let have = 0;
    for (const size of SIZES) {
      const started = performance.now();
      // The secondary indexes are built once after the load rather than kept through a million inserts (setup, not measured).
      const { rows: indexes } = await db.query<{ name: string; def: string }>(
        `SELECT indexname AS name, indexdef AS def FROM pg_indexes WHERE tablename IN ('orders', 'order_payments') AND indexname NOT LIKE '%_pkey'`,
      );
      for (const ix of indexes) await db.exec(`DROP INDEX ${ix.name}`);
      for (let from = have; from < size; from += CHUNK) await insertOrders(db, biz.id, eventIds, from, Math.min(size, from + CHUNK));
      for (const ix of indexes) await db.exec(ix.def);
      have = size;
      await db.exec('ANALYZE orders; ANALYZE order_payments');
      console.log(`orders: ${size.toLocaleString('en')} orders written in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      // A token of its own for each size: the load outlives an access token.
      const post = () => fetch(`${base}/api/auth/login/local`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: BENCH_USER.email, password: BENCH_USER.password }) });
      const login = await (await post().catch(post)).json();
      const headers = { authorization: `Bearer ${login.accessToken}` };
      const probe = await (await get(`${base}/api/orders?limit=1&page=${Math.ceil(size / 2)}`, headers)).json();
      const { code, customerCpf } = probe.data[0];
      for (const [name, query] of QUERIES) {
        const q = name === 'filter: one event' ? `&eventId=${eventIds[3]}` : query(code, customerCpf);
        const times: number[] = [];
        let bytes = 0;
        let total = 0;
        for (let i = 0; i < WARMUP + RUNS; i++) {
          const t0 = performance.now();
          const res = await get(`${base}/api/orders?limit=10${q}`, headers);
          const text = await res.text();
          if (i >= WARMUP) times.push(performance.now() - t0);
          if (!res.ok) throw new Error(`${name}: ${res.status} ${text.slice(0, 200)}`);
          bytes = text.length;
          total = JSON.parse(text).pagination.totalItems;
        }
        results.set(`${name}@${size}`, times);
        console.log(`  ${name.padEnd(38)} p50 ${percentile(times, 50).toFixed(1).padStart(7)} ms  p90 ${percentile(times, 90).toFixed(1).padStart(7)} ms  (${bytes.toLocaleString('en')} B, total ${total.toLocaleString('en')})`);
      }
    }
    console.log(`orders list, p50 at ${SIZES[1].toLocaleString('en')} / at ${SIZES[0].toLocaleString('en')} orders (goal: 2x at most):`);
    for (const [name] of QUERIES) {
      const [small, big] = SIZES.map((s) => percentile(results.get(`${name}@${s}`)!, 50));
      console.log(`  ${name.padEnd(38)} ${(big / small).toFixed(2)}x  (${small.toFixed(1)} -> ${big.toFixed(1)} ms)`);
    }
  } finally {
    await app.close();
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
