/**
 * Two API processes on one PostgreSQL (issue 11 goal 5), as behind a load balancer: real
 * `server/main.ts` processes, each with its own data folder, sharing the database, JWT_SECRET,
 * SECRETS_KEY and an S3 bucket (s3rver on loopback), sending mail to a stub SMTP server that
 * counts what it receives. Runs only with DATABASE_URL (.ci/run's PostgreSQL pass): PGlite is
 * one process by design.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnApi, type RunningApi } from '../../scripts/spawnApi';
import { startS3, type TestS3 } from './s3Server';
import { DEMO_PASSWORD, type Json } from './helper';
import { UPLOAD_HEADERS } from '../../server/routes/uploads';
import { makeCnpj, prng } from '../../server/seedData';
import { MISSED_MARGIN_MS } from '../../server/realtime';

const BASE_URL = process.env.DATABASE_URL;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

if (!BASE_URL) console.info('multiProcess.test.ts skipped: it needs DATABASE_URL (a PostgreSQL server); PGlite is one process by design');

describe.skipIf(!BASE_URL)('two API processes on one PostgreSQL (needs DATABASE_URL; PGlite is one process)', () => {
  const dbName = `multi_${Date.now()}_${randomBytes(4).toString('hex')}`;
  let dbUrl: string;
  let db: pg.Pool;
  let s3: TestS3;
  let smtp: SMTPServer;
  /** Messages the stub SMTP server accepted: recipient and raw text. */
  const mails: { to: string; raw: string }[] = [];
  let a: RunningApi;
  /** When both processes were up: each keeps the changes it saw from its own start on. */
  let upAt: number;
  let b: RunningApi;
  const sockets: Socket[] = [];

  const admin = async (from: RunningApi, client = '198.51.100.1') => {
    const res = await post(from, '/api/auth/login/local', { username: 'admin@demo.com.br', password: DEMO_PASSWORD }, { 'x-forwarded-for': client });
    expect(res.status).toBe(200);
    return ((await res.json()) as Json).accessToken as string;
  };
  /** The load balancer tells each process the client's address (TRUST_PROXY=1). */
  const post = (to: RunningApi, path: string, body: unknown, headers: Record<string, string> = {}, method = 'POST') =>
    fetch(`${to.url}${path}`, { method, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  /** A producer created through `from`; answers its id. */
  const createProducer = async (from: RunningApi, token: string, corporateName: string, email: string, seed: number, fullName: string) => {
    const created = await post(
      from,
      '/api/producers',
      { corporateName, email, docCNPJ: makeCnpj(prng(seed)), phoneNumber: '11987654321', representative: { profile: { fullName } } },
      bearer(token),
    );
    expect(created.status).toBe(201);
    return ((await created.json()) as Json).id as string;
  };

  const connect = (to: RunningApi, token: string) =>
    new Promise<{ socket: Socket; drops: string[]; changes: Json[] }>((resolve, reject) => {
      const socket = io(to.url, { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false });
      const drops: string[] = [];
      const changes: Json[] = [];
      sockets.push(socket);
      socket.on('change', (e: Json) => changes.push(e));
      socket.on('disconnect', (reason) => drops.push(reason));
      socket.once('connect', () => resolve({ socket, drops, changes }));
      socket.once('connect_error', reject);
    });

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: BASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const u = new URL(BASE_URL!);
    u.pathname = `/${dbName}`;
    dbUrl = u.toString();
    db = new pg.Pool({ connectionString: dbUrl, max: 2 });

    s3 = await startS3();
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, cb) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          for (const r of session.envelope.rcptTo) mails.push({ to: r.address, raw: Buffer.concat(chunks).toString('latin1') });
          cb();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.server.listen(0, '127.0.0.1', resolve));

    const env = {
      ...s3.env,
      DATABASE_URL: dbUrl,
      JWT_SECRET: randomBytes(32).toString('base64url'),
      SECRETS_KEY: randomBytes(32).toString('base64'),
      TRUST_PROXY: '1',
      SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
      COURTESY_QUEUE_INTERVAL_MS: '100',
      // Lists kept a minute: only the other process's notice can make one fresh in the test's time.
      LIST_CACHE_TTL_MS: '60000',
    };
    // Started together: migrations, definition tables and the seed take their locks.
    [a, b] = await Promise.all([spawnApi(env), spawnApi(env)]);
    upAt = Date.now();
    // Both adapters listen (socket.io's PostgreSQL adapter opens its LISTEN connection after the start).
    const listening = async () =>
      (
        await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND application_name = 'bilheteria-realtime' AND query LIKE 'LISTEN %'`,
          [dbName],
        )
      ).rows[0].n;
    for (const deadline = Date.now() + 20_000; (await listening()) < 2; ) {
      if (Date.now() > deadline) throw new Error('the realtime adapters do not listen');
      await new Promise((r) => setTimeout(r, 100));
    }
  });

  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.end();
    if (smtp) await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await s3?.stop();
    const admin = new pg.Client({ connectionString: BASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  });

  it('a change made through one reaches a socket connected to the other, both ways', async () => {
    const token = await admin(a);
    const onB = await connect(b, token);
    const onA = await connect(a, token);
    const producer = {
      corporateName: 'Dois Processos Ltda',
      email: 'dois@processos.com.br',
      docCNPJ: makeCnpj(prng(11)),
      phoneNumber: '11987654321',
      representative: { profile: { fullName: 'Rita Lee' } },
    };
    const created = await post(a, '/api/producers', producer, bearer(token));
    expect(created.status).toBe(201);
    const id = ((await created.json()) as Json).id;
    await expect.poll(() => onB.changes).toContainEqual({ resource: 'producers', id, action: 'created' });

    const updated = await post(b, `/api/producers/${id}`, { corporateName: 'Dois Processos S.A.' }, bearer(token), 'PATCH');
    expect(updated.status).toBe(200);
    await expect.poll(() => onA.changes).toContainEqual({ resource: 'producers', id, action: 'updated' });
  });

  it('a write reaches the other process in one NOTIFY, which carries its change and the tables it wrote', async () => {
    const token = await admin(a);
    const listener = new pg.Client({ connectionString: dbUrl });
    await listener.connect();
    const heard: string[] = [];
    listener.on('notification', (n) => heard.push(n.payload ?? ''));
    await listener.query('LISTEN "socket.io#/"');
    try {
      // The login's own writes are told too: wait until they have been.
      for (let before = -1; before !== heard.length; await new Promise((r) => setTimeout(r, 300))) before = heard.length;
      heard.length = 0;
      const id = await createProducer(a, token, 'Um Aviso Ltda', 'aviso@processos.com.br', 13, 'Elis Regina');
      await new Promise((r) => setTimeout(r, 500));
      expect(heard).toHaveLength(1);
      expect(heard[0]).toContain(id);
      // And the tables the write wrote, so the other process drops only the lists read from them.
      expect(heard[0]).toContain('resource_counts');
    } finally {
      await listener.end();
    }
  });

  it('a socket that joins the other after a change hears of it when it asks what it missed', async () => {
    const token = await admin(a);
    // A span reaching back before B's start (the server adds a margin to it) is one B cannot vouch
    // for, and it answers {all: true}: on a loaded machine the tests can come within that margin.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, upAt + MISSED_MARGIN_MS + 500 - Date.now())));
    const startedAt = Date.now();
    const id = await createProducer(a, token, 'Chegou Depois Ltda', 'depois@processos.com.br', 12, 'Gal Costa');
    // The page's reads came before its socket joined B: B learned of A's change from A's notice.
    const late = await connect(b, token);
    await expect
      .poll(async () => ((await late.socket.timeout(5_000).emitWithAck('missed', Date.now() - startedAt)) as Json).changes, { timeout: 3000 })
      .toContainEqual({ resource: 'producers', id, action: 'created' });
  });

  it('a list kept in memory by one follows a write made through the other', async () => {
    const token = await admin(a);
    const names = async () => {
      const res = await fetch(`${b.url}/api/producers?page=1&limit=100`, { headers: bearer(token) });
      expect(res.status).toBe(200);
      return ((await res.json()) as Json).data as Json[];
    };
    const [target] = await names();
    await names(); // kept by B now
    const renamed = await post(a, `/api/producers/${target.id}`, { corporateName: 'Renomeada em A' }, bearer(token), 'PATCH');
    expect(renamed.status).toBe(200);
    // A's notice crosses PostgreSQL in milliseconds; B would otherwise keep its answer a minute.
    await expect.poll(async () => (await names()).map((p) => p.corporateName), { timeout: 3000, interval: 20 }).toContain('Renomeada em A');
  });

  it("a password changed through one drops the user's sockets on the other, whose old token then opens nothing there", async () => {
    const email = 'eventos@demo.com.br';
    const client = { 'x-forwarded-for': '198.51.100.2' };
    const login = await post(a, '/api/auth/login/local', { username: email, password: DEMO_PASSWORD }, client);
    const { accessToken } = (await login.json()) as Json;
    expect((await post(a, '/api/accounts/forgot-password', { email }, client)).status).toBe(200);
    await expect.poll(() => mails.some((m) => m.to === email)).toBe(true);
    const raw = mails.find((m) => m.to === email)!.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const resetToken = /\/auth\/reset-password#token=([\w.-]+)/.exec(raw)?.[1];
    expect(resetToken).toBeTruthy();

    // B holds the session as live in its cache (a socket and a request just checked it).
    const onB = await connect(b, accessToken);
    expect((await fetch(`${b.url}/api/profile`, { headers: bearer(accessToken) })).status).toBe(200);

    const reset = await post(a, '/api/accounts/forgot-password/reset-password', { password: 'nova-senha-forte-123' }, { ...client, ...bearer(resetToken!) });
    expect(reset.status).toBe(200);
    await expect.poll(() => onB.drops).toEqual(['io server disconnect']);
    // At once, not after B's cache time: the session's end was announced to B.
    await expect(connect(b, accessToken)).rejects.toThrow('@UNAUTHORIZED');
    expect((await fetch(`${b.url}/api/profile`, { headers: bearer(accessToken) })).status).toBe(401);
  });

  it('failed logins spread over both hit the limit at the same count as one process', async () => {
    const client = { 'x-forwarded-for': '198.51.100.3' };
    const attempt = (to: RunningApi, password: string, headers = client) => post(to, '/api/auth/login/local', { username: 'admin@demo.com.br', password }, headers);
    for (let i = 0; i < 10; i++) expect((await attempt(i % 2 ? b : a, `errada-${i}`)).status).toBe(401);
    expect((await attempt(a, DEMO_PASSWORD)).status).toBe(429);
    expect((await attempt(b, DEMO_PASSWORD)).status).toBe(429);
    expect((await attempt(b, DEMO_PASSWORD, { 'x-forwarded-for': '198.51.100.4' })).status).toBe(200);
  });

  it('an image uploaded through one is served by the other', async () => {
    const token = await admin(a);
    const event = (await (await post(a, '/api/events', { title: 'Imagem compartilhada' }, bearer(token))).json()) as Json;
    const put = await post(a, `/api/events/${event.id}/images`, { data: `data:image/png;base64,${PNG.toString('base64')}` }, bearer(token), 'PUT');
    expect(put.status).toBe(200);
    const { url } = ((await put.json()) as Json).images[0];
    const served = await fetch(`${b.url}${url}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
    for (const [name, value] of Object.entries({ ...UPLOAD_HEADERS, 'content-type': 'image/png' })) expect(served.headers.get(name)).toBe(value);
  });

  it('each queued message is delivered exactly once, whichever process queued it', async () => {
    const token = await admin(a);
    const call = async (to: RunningApi, path: string, body: unknown) => {
      const res = await post(to, path, body, bearer(token));
      expect(res.status, path).toBeLessThan(300);
      return (await res.json()) as Json;
    };
    const event = await call(a, '/api/events', { title: 'Cortesias em dois processos' });
    const sector = await call(a, `/api/events/${event.id}/sectors`, { name: 'Pista' });
    const ticket = await call(b, `/api/events/${event.id}/${sector.id}/tickets`, { title: 'Inteira' });
    const lot = await call(b, `/api/events/${event.id}/${sector.id}/${ticket.id}/lots`, { title: 'Lote 1', price: 5000, quantity: 200 });
    const contacts = (prefix: string) => Array.from({ length: 40 }, (_, i) => `${prefix}${i}@exemplo.com`);
    const send = (to: RunningApi, list: string[]) => call(to, `/api/events/${event.id}/send-courtesy`, { ticketId: ticket.id, lotId: lot.id, type: '@EMAIL', contacts: list });
    const all = [...contacts('via-a'), ...contacts('via-b')];
    const deliveries = () => {
      const counts = new Map(all.map((c) => [c, 0]));
      for (const m of mails) if (counts.has(m.to)) counts.set(m.to, counts.get(m.to)! + 1);
      return counts;
    };
    const settled = async (times: number) => {
      await expect
        .poll(async () => (await db.query<{ n: number }>("SELECT count(*)::int AS n FROM courtesies WHERE event_id = $1 AND delivery_status = '@SENT'", [event.id])).rows[0].n, { timeout: 30_000 })
        .toBe(all.length);
      await expect.poll(() => [...deliveries().values()].filter((n) => n >= times).length, { timeout: 10_000 }).toBe(all.length);
      // Both workers poll every 100 ms: a second delivery would show within a few passes.
      await new Promise((r) => setTimeout(r, 1000));
      expect([...deliveries().entries()].filter(([, n]) => n !== times)).toEqual([]);
    };

    // Both processes queue at once and kick their workers, which also poll for each other's rows.
    await Promise.all([send(a, contacts('via-a')), send(b, contacts('via-b'))]);
    await settled(1);
    // Everything queued again behind their backs: both workers race for the same rows.
    await db.query("UPDATE courtesies SET delivery_status = '@QUEUED', claimed_until = NULL WHERE event_id = $1", [event.id]);
    await settled(2);
  });
});
