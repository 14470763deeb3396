/**
 * Business isolation over every resource, generated (issue 10): a second ticket office with
 * every module and an @ALL administrator tries every guarded operation of the OpenAPI document
 * on the records of Bilheteria Demo (lists, reads, writes, deletes, nested routes) and gets 404
 * or 403, never data; the demo business's rows are byte for byte the same afterwards; and the
 * demo's own administrator reaches each of those records with the same requests, so every 404
 * was the isolation and not a wrong id.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPath, pathParams, setPath } from '../../src/shared/definition';
import { MODULES } from '../../src/shared/permissions';
import { RESOURCES } from '../../src/shared/resources/registry';
import { hashPassword } from '../../server/auth/passwords';
import { resourceTable } from '../../server/resources/columns';
import type { Db } from '../../server/db/types';
import { bearerOf, DEMO_PASSWORD, login, setup, USERS, type TestContext } from './helper';
import { accessContextOf, expectedFor, fillPath, genericAction, inSafeOrder, key, namesRecord, operationsOf, sampleBody, type Operation } from './routeMatrix';

const RIVAL = 'admin@rival.com.br';

let ctx: TestContext;
let demoId: string;
let demoToken: string;
let rivalToken: string;
interface Attempt {
  op: Operation;
  url: string;
  body?: object;
}
/** Requests on the demo's records, built once: the control replays them as the demo's administrator. */
let attempts: Attempt[];
/** Requests that name no record (lists of the caller's own business, creates, CEP): checked for leaks only. */
let owned: Attempt[];
/** The rival's answers, by attempt. */
const rivalAnswers = new Map<Attempt, { status: number; body: string }>();
/** Ids of the demo business's records: none may appear in an answer to the rival. */
let demoIds: Set<string>;

/** A one-pixel PNG, for bodies that carry an image. */
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** Tables of the records a body property names (lineup's `artist`, producers' `producerId`...). */
const BODY_IDS: Record<string, string> = {
  producerId: 'producers',
  artist: 'artists',
  artistsID: 'artists',
  ticketId: 'tickets',
  lotId: 'lots',
  imageId: 'event_images',
};

/** A ticket office of its own with an administrator (@ALL, every module), as a sign-up would make it. */
async function createRival(db: Db): Promise<void> {
  const { rows: [b] } = await db.query<{ id: string }>(
    `INSERT INTO businesses (name, is_ticket_office, modules) VALUES ('Bilheteria Rival', true, $1) RETURNING id`,
    [[...MODULES]],
  );
  const { rows: [role] } = await db.query<{ id: string }>(`INSERT INTO roles (business_id, name, permissions) VALUES ($1, 'Administrador', '{@ALL}') RETURNING id`, [b.id]);
  const { rows: [user] } = await db.query<{ id: string }>(
    `INSERT INTO users (email, password_hash, first_name, last_name) VALUES ($1, $2, 'Rita', 'Rival') RETURNING id`,
    [RIVAL, await hashPassword(DEMO_PASSWORD)],
  );
  await db.query('INSERT INTO collaborators (business_id, user_id, role_id) VALUES ($1, $2, $3)', [b.id, user.id, role.id]);
}

/** The business's rows in every table that has a business_id, as one digest per table. */
async function snapshot(db: Db, businessId: string): Promise<Record<string, string>> {
  const { rows: tables } = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.columns WHERE column_name = 'business_id' AND table_schema = current_schema() ORDER BY table_name`,
  );
  const out: Record<string, string> = {};
  for (const { table_name } of tables) {
    const { rows } = await db.query<{ digest: string }>(
      `SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest FROM "${table_name}" t WHERE business_id = $1`,
      [businessId],
    );
    out[table_name] = rows[0].digest;
  }
  return out;
}

/**
 * A create that would pass validation: a copy of one of the demo's records (its writable
 * fields), posted under that record's own parents. An empty body would stop at validation and
 * prove nothing about the parents.
 */
async function createAttempt(op: Operation, resource: string): Promise<{ url: string; body: object } | undefined> {
  const def = RESOURCES.find((d) => d.name === resource)!;
  const t = resourceTable(def);
  const { rows } = await ctx.db.query(`SELECT * FROM "${t.table}" WHERE business_id = $1 ORDER BY created_at, id LIMIT 1`, [demoId]);
  if (!rows[0]) return undefined;
  let url = op.path;
  for (const p of t.params) url = url.replace(`{${p.param}}`, String(rows[0][p.column]));
  const record = (await ctx.app.inject({ url: `${url}/${rows[0].id}`, headers: bearerOf(demoToken) })).json();
  const body: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(def.fields)) {
    const value = getPath(record, name);
    if (field.readOnly || field.secret || value === undefined || pathParams(def.path).includes(name)) continue;
    setPath(body, name, value);
  }
  return { url, body };
}

beforeAll(async () => {
  ctx = await setup({ cepApiUrl: 'http://127.0.0.1:9', delivery: { intervalMs: 0 } });
  await createRival(ctx.db);
  demoToken = (await login(ctx.app, USERS.admin)).accessToken;
  rivalToken = (await login(ctx.app, RIVAL)).accessToken;
  demoId = (await ctx.app.inject({ url: '/api/business/logged', headers: bearerOf(demoToken) })).json().id;

  demoIds = new Set([demoId]);
  for (const def of RESOURCES) {
    const { rows } = await ctx.db.query<{ id: string }>(`SELECT id::text FROM "${resourceTable(def).table}" WHERE business_id = $1`, [demoId]);
    for (const r of rows) demoIds.add(r.id);
  }

  // Body properties that name a record get one of the demo's.
  const ids: Record<string, string> = { data: PNG };
  for (const [prop, table] of Object.entries(BODY_IDS)) {
    const { rows } = await ctx.db.query<{ id: string }>(`SELECT id::text FROM "${table}" WHERE business_id = $1 ORDER BY created_at, id LIMIT 1`, [demoId]);
    if (rows[0]) ids[prop] = rows[0].id;
  }

  attempts = [];
  owned = [];
  for (const op of inSafeOrder(operationsOf(ctx.app).filter((o) => o.access))) {
    const generic = genericAction(op);
    if (generic?.action === 'create' && op.path.includes('{')) {
      const attempt = await createAttempt(op, generic.resource);
      if (attempt) attempts.push({ op, ...attempt });
      continue;
    }
    const url = await fillPath(ctx.db, op.path, demoId);
    // A generic edit reads the record before it validates: an empty patch is enough.
    const body = op.body && !(op.method === 'PATCH' && generic?.action === 'edit') ? (sampleBody(op.body, ids) as object) : op.method === 'GET' ? undefined : {};
    if (url && namesRecord(op.path)) attempts.push({ op, url, ...(body ? { body } : {}) });
    else if (url) owned.push({ op, url, ...(body ? { body } : {}) });
  }
});
afterAll(async () => ctx?.close());

const send = (token: string, a: Attempt) =>
  ctx.app.inject({ method: a.op.method, url: a.url, headers: bearerOf(token), ...(a.body ? { payload: a.body } : {}) });

/** Demo ids found in an answer. */
const leakedIds = (body: string) => [...demoIds].filter((id) => body.includes(id));

describe('another business', () => {
  it("cannot read, list, change or delete the demo's records through any operation", async () => {
    // The seed's queued courtesies are delivered first: only the rival may change anything below.
    await ctx.app.courtesyQueue.drain();
    const before = await snapshot(ctx.db, demoId);
    const failures: string[] = [];
    for (const a of [...owned, ...attempts]) {
      const res = await send(rivalToken, a);
      rivalAnswers.set(a, { status: res.statusCode, body: res.body });
      const leaks = leakedIds(res.body);
      if (leaks.length) failures.push(`${key(a.op)} ${a.url}: answered demo ids ${leaks.slice(0, 3).join(', ')}`);
      if (res.statusCode >= 500) failures.push(`${key(a.op)} ${a.url}: ${res.statusCode}`);
      if (!attempts.includes(a)) continue;
      // 400: refused as input before any record is read; the control shows the owner gets the very same answer.
      if (![400, 403, 404].includes(res.statusCode)) failures.push(`${key(a.op)} ${a.url}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      else if (!String(res.json().code).startsWith('@')) failures.push(`${key(a.op)}: answer outside the error shape`);
    }
    await ctx.app.courtesyQueue.drain();
    expect(failures).toEqual([]);
    expect(await snapshot(ctx.db, demoId)).toEqual(before);
    // Every resource was tried on one of the demo's records, with the 404 that hides it on most routes.
    const tried = new Set(attempts.map((a) => (a.op.access && 'resource' in a.op.access ? a.op.access.resource : '')));
    for (const def of RESOURCES) expect(tried, def.name).toContain(def.name);
    expect(attempts.filter((a) => rivalAnswers.get(a)?.status === 404).length).toBeGreaterThan(80);
  });

  it("the same requests reach the demo's records for the demo's administrator", async () => {
    const demoCtx = await accessContextOf(ctx.app, demoToken);
    const failures: string[] = [];
    for (const a of attempts) {
      const res = await send(demoToken, a);
      const rival = rivalAnswers.get(a)!;
      const what = `${key(a.op)} ${a.url}: ${res.statusCode} ${res.body.slice(0, 120)}`;
      if (rival.status === 400) {
        if (res.statusCode !== 400 || res.body !== rival.body) failures.push(`${what} (the rival got a different 400)`);
      } else if (expectedFor(a.op, demoCtx) === 403) {
        if (res.statusCode !== 403) failures.push(what);
      } else if ([401, 403, 404].includes(res.statusCode) || res.statusCode >= 500) failures.push(what);
    }
    expect(failures).toEqual([]);
  });
});
