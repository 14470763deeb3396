/**
 * Courtesy delivery against a real SMTP server on loopback (smtp-server) and a stub
 * Evolution-API server (node:http), both started here; the queue runs on demand (drain()).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, loginAll, setup, type Json, type TestContext } from './helper';
import { createCourtesyQueue } from '../../server/delivery/queue';

interface Received {
  to: string[];
  raw: string;
}
interface WaRequest {
  url: string;
  apikey: string | undefined;
  body: Json;
}

const mails: Received[] = [];
const waRequests: WaRequest[] = [];
let rejectRecipients = new Set<string>();
/** Runs before the SMTP server accepts a message (while a worker waits for it). */
let beforeAccept: ((to: string[]) => Promise<void>) | undefined;
let waFails = false;
let smtp: SMTPServer;
let wa: Server;
let t: TestContext;
let token: string;
let eventId: string;
let tl: { ticketId: string; lotId: string };

/** The text part of a raw message, quoted-printable decoded. */
const decodeQp = (raw: string) =>
  Buffer.from(raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8');

const listen = (server: { listen: (port: number, host: string, cb: () => void) => unknown }) =>
  new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, cb) {
      if (rejectRecipients.has(address.address)) return cb(Object.assign(new Error('Recipient address rejected'), { responseCode: 550 }));
      cb();
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        void (beforeAccept?.(to) ?? Promise.resolve()).then(() => {
          mails.push({ to, raw: Buffer.concat(chunks).toString('latin1') });
          cb();
        }, cb);
      });
    },
  });
  await listen(smtp.server as never);
  wa = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      waRequests.push({ url: req.url ?? '', apikey: req.headers.apikey as string | undefined, body: JSON.parse(body) });
      res.writeHead(waFails ? 500 : 201, { 'content-type': 'application/json' });
      res.end(waFails ? '{"error":"instance disconnected"}' : '{"key":{"id":"1"}}');
    });
  });
  await listen(wa);
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  const waPort = (wa.address() as AddressInfo).port;
  t = await setup({
    delivery: {
      smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
      smtpFrom: 'cortesias@bilheteria-demo.com.br',
      whatsappApiUrl: `http://127.0.0.1:${waPort}/`,
      whatsappApiKey: 'chave-secreta',
      whatsappInstance: 'bilheteria',
      intervalMs: 0,
      timeoutMs: 5000,
    },
  });
  token = (await loginAll(t.app)).admin;
  const api = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const res = await t.app.inject({ method, url, headers: bearerOf(token), ...(payload ? { payload } : {}) });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json();
  };
  eventId = (await api('POST', '/api/events', { title: 'Forró da Entrega' })).id;
  const sector = await api('POST', `/api/events/${eventId}/sectors`, { name: 'Pista' });
  const ticket = await api('POST', `/api/events/${eventId}/${sector.id}/tickets`, { title: 'Inteira' });
  const lot = await api('POST', `/api/events/${eventId}/${sector.id}/${ticket.id}/lots`, { title: 'Lote 1', price: 5000, quantity: 100 });
  tl = { ticketId: ticket.id, lotId: lot.id };
});

afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => smtp?.close(() => resolve()));
  await new Promise<void>((resolve) => (wa ? wa.close(() => resolve()) : resolve()));
});

const url = () => `/api/events/${eventId}/send-courtesy`;
const call = (method: 'GET' | 'POST', path: string, payload?: object) =>
  t.app.inject({ method, url: path, headers: bearerOf(token), ...(payload ? { payload } : {}) });
const courtesyOf = async (contact: string): Promise<Json> => (await call('GET', `${url()}?search=${encodeURIComponent(contact)}`)).json().data[0];

describe('delivery', () => {
  it('e-mails the guest through SMTP with the redeem link, and records it in the outbox', async () => {
    expect((await call('POST', url(), { ...tl, type: '@EMAIL', contacts: ['Ana.Souza@Exemplo.com'], names: ['Ana Souza'] })).statusCode).toBe(201);
    // The send kicked the queue already; drain waits for that pass and runs another.
    await t.app.courtesyQueue.drain();
    const c = await courtesyOf('ana.souza@exemplo.com');
    expect(c).toMatchObject({ deliveryStatus: '@SENT', deliveryError: null, attempts: 1, sentAt: expect.any(String) });
    const mail = mails.find((m) => m.to.includes('ana.souza@exemplo.com'))!;
    expect(mail).toBeDefined();
    const text = decodeQp(mail.raw);
    expect(text).toContain('From: cortesias@bilheteria-demo.com.br');
    expect(text).toContain(`https://bilheteria-demo.com.br/ativar-cortesia?courtesyId=${c.id}`);
    expect(text).toContain('Olá, Ana Souza!');
    expect(text).toContain('Pista · Inteira · Lote 1');
    const { rows } = await t.db.query<Json>('SELECT channel, recipient, status, subject FROM outbox WHERE courtesy_id = $1', [c.id]);
    expect(rows).toEqual([{ channel: '@EMAIL', recipient: 'ana.souza@exemplo.com', status: '@SENT', subject: 'Sua cortesia para Forró da Entrega' }]);
  });

  it('sends WhatsApp as {number, text} with the apikey header to the instance', async () => {
    expect((await call('POST', url(), { ...tl, type: '@WHATSAPP', contacts: ['(81) 99876-5432'] })).statusCode).toBe(201);
    await t.app.courtesyQueue.drain();
    const c = await courtesyOf('5581998765432');
    expect(c.deliveryStatus).toBe('@SENT');
    const req = waRequests.at(-1)!;
    expect(req.url).toBe('/message/sendText/bilheteria');
    expect(req.apikey).toBe('chave-secreta');
    expect(req.body.number).toBe('5581998765432');
    expect(req.body.text).toContain(`/ativar-cortesia?courtesyId=${c.id}`);
    expect(Object.keys(req.body).sort()).toEqual(['number', 'text']);
  });

  it('a failing SMTP makes @FAILED with the error; resend delivers it', async () => {
    rejectRecipients = new Set(['rejeitado@exemplo.com']);
    await call('POST', url(), { ...tl, type: '@EMAIL', contacts: ['rejeitado@exemplo.com'] });
    await t.app.courtesyQueue.drain();
    const failed = await courtesyOf('rejeitado@exemplo.com');
    expect(failed.deliveryStatus).toBe('@FAILED');
    expect(failed.deliveryError).toMatch(/550|rejected/i);
    expect((await call('GET', `${url()}/reports`)).json()).toMatchObject({ failed: 1 });
    rejectRecipients = new Set();
    const resent = (await call('POST', `${url()}/${failed.id}/resend`)).json();
    expect(resent.deliveryError).toBeNull();
    await t.app.courtesyQueue.drain();
    expect(await courtesyOf('rejeitado@exemplo.com')).toMatchObject({ deliveryStatus: '@SENT', attempts: 2, deliveryError: null });
    expect(mails.some((m) => m.to.includes('rejeitado@exemplo.com'))).toBe(true);
    const { rows } = await t.db.query<Json>('SELECT status FROM outbox WHERE courtesy_id = $1 ORDER BY created_at', [failed.id]);
    expect(rows.map((r) => r.status)).toEqual(['@FAILED', '@SENT']);
  });

  it('a failing WhatsApp server makes @FAILED with its answer; resend-all delivers it', async () => {
    waFails = true;
    await call('POST', url(), { ...tl, type: '@WHATSAPP', contacts: ['11912345678'] });
    await t.app.courtesyQueue.drain();
    const failed = await courtesyOf('5511912345678');
    expect(failed.deliveryStatus).toBe('@FAILED');
    expect(failed.deliveryError).toContain('WhatsApp 500');
    expect(failed.deliveryError).toContain('instance disconnected');
    waFails = false;
    const before = waRequests.length;
    expect((await call('POST', `${url()}/resend-all`)).json()).toEqual({ queued: 4 });
    await t.app.courtesyQueue.drain();
    expect(await courtesyOf('5511912345678')).toMatchObject({ deliveryStatus: '@SENT' });
    expect(waRequests.length - before).toBe(2);
  });

  it('two workers on one database never deliver the same courtesy twice', async () => {
    const contacts = Array.from({ length: 30 }, (_, i) => `dupla${i}@exemplo.com`);
    const sent = await call('POST', url(), { ...tl, type: '@EMAIL', contacts });
    expect(sent.json()).toMatchObject({ created: 30 });
    await t.app.courtesyQueue.drain();
    // Queue them again behind the app's back, then race two workers (other processes, say) with small batches.
    await t.db.query("UPDATE courtesies SET delivery_status = '@QUEUED' WHERE contact LIKE 'dupla%'");
    const a = createCourtesyQueue(t.db, { intervalMs: 0, batchSize: 4 });
    const b = createCourtesyQueue(t.db, { intervalMs: 0, batchSize: 4 });
    const [na, nb] = await Promise.all([a.drain(), b.drain()]);
    await Promise.all([a.stop(), b.stop()]);
    expect(na + nb).toBe(30);
    const { rows } = await t.db.query<Json>(
      "SELECT count(*)::int AS n FROM outbox o JOIN courtesies c ON c.id = o.courtesy_id WHERE c.contact LIKE 'dupla%' GROUP BY o.courtesy_id HAVING count(*) <> 2",
    );
    expect(rows).toEqual([]);
  });

  it('a courtesy cancelled or resent while its batch is on its way is left to its new owner: never sent twice, nor after a cancel', async () => {
    const contacts = ['lento0@exemplo.com', 'lento1@exemplo.com', 'lento2@exemplo.com'];
    await call('POST', url(), { ...tl, type: '@EMAIL', contacts });
    await t.app.courtesyQueue.drain();
    const ids = Object.fromEntries(await Promise.all(contacts.map(async (c) => [c, (await courtesyOf(c)).id] as const)));
    await t.db.query("UPDATE courtesies SET delivery_status = '@QUEUED' WHERE contact LIKE 'lento%'");
    const before = mails.length;
    // One worker (another process, say) claims the three and sends one at a time; while the
    // first is at the SMTP server, staff resend the second and cancel the third.
    const worker = createCourtesyQueue(t.db, { intervalMs: 0, batchSize: 3, concurrency: 1, smtpUrl: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`, timeoutMs: 5000 });
    let first = '';
    let resent = '';
    beforeAccept = async (to) => {
      beforeAccept = undefined;
      first = to[0];
      [resent] = contacts.filter((c) => c !== first);
      const cancelled = contacts.find((c) => c !== first && c !== resent)!;
      expect((await call('POST', `${url()}/${ids[resent]}/resend`)).statusCode).toBeLessThan(300);
      expect((await t.app.inject({ method: 'DELETE', url: `${url()}/${ids[cancelled]}`, headers: bearerOf(token) })).statusCode).toBeLessThan(300);
    };
    try {
      await worker.drain();
      await t.app.courtesyQueue.drain();
    } finally {
      beforeAccept = undefined;
      await worker.stop();
    }
    const sentTo = mails.slice(before).flatMap((m) => m.to).sort();
    expect(sentTo).toEqual([first, resent].sort());
  });

  it('takes SMTP and WhatsApp from the environment, as `npm start` does; without them, the outbox only', async () => {
    const smtpPort = (smtp.server.address() as AddressInfo).port;
    const waPort = (wa.address() as AddressInfo).port;
    await call('POST', url(), { ...tl, type: '@EMAIL', contacts: ['ambiente@exemplo.com'] });
    await call('POST', url(), { ...tl, type: '@WHATSAPP', contacts: ['(21) 98888-7777'] });
    await t.app.courtesyQueue.drain();
    const ids = [(await courtesyOf('ambiente@exemplo.com')).id, (await courtesyOf('5521988887777')).id];
    const requeue = () => t.db.query("UPDATE courtesies SET delivery_status = '@QUEUED' WHERE id = ANY($1::uuid[])", [ids]);
    const lastStatuses = async () =>
      (await t.db.query<Json>('SELECT DISTINCT ON (courtesy_id) channel, status FROM outbox WHERE courtesy_id = ANY($1::uuid[]) ORDER BY courtesy_id, created_at DESC', [ids])).rows
        .map((r) => `${r.channel} ${r.status}`)
        .sort();
    const keys = ['SMTP_URL', 'WHATSAPP_API_URL', 'WHATSAPP_API_KEY', 'WHATSAPP_INSTANCE'] as const;
    const saved = Object.fromEntries(keys.map((k) => [k, process.env[k]]));
    const drainWith = async (env: Partial<Record<(typeof keys)[number], string>>) => {
      for (const k of keys) delete process.env[k];
      Object.assign(process.env, env);
      const queue = createCourtesyQueue(t.db, { intervalMs: 0, timeoutMs: 5000 });
      try {
        return await queue.drain();
      } finally {
        await queue.stop();
      }
    };
    try {
      await requeue();
      const mailsBefore = mails.length;
      const waBefore = waRequests.length;
      expect(await drainWith({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, WHATSAPP_API_URL: `http://127.0.0.1:${waPort}/`, WHATSAPP_API_KEY: 'do-ambiente', WHATSAPP_INSTANCE: 'instancia-env' })).toBe(2);
      expect(mails.slice(mailsBefore).map((m) => m.to)).toEqual([['ambiente@exemplo.com']]);
      expect(waRequests.slice(waBefore).map((r) => [r.url, r.apikey])).toEqual([['/message/sendText/instancia-env', 'do-ambiente']]);
      expect(await lastStatuses()).toEqual(['@EMAIL @SENT', '@WHATSAPP @SENT']);

      await requeue();
      expect(await drainWith({})).toBe(2);
      expect(mails.length - mailsBefore).toBe(1);
      expect(waRequests.length - waBefore).toBe(1);
      expect(await lastStatuses()).toEqual(['@EMAIL @OUTBOX', '@WHATSAPP @OUTBOX']);
      // The courtesy says so too (not 'sent'), and the outbox rows have no sending time.
      expect(await courtesyOf('ambiente@exemplo.com')).toMatchObject({ deliveryStatus: '@OUTBOX', deliveryError: null });
      expect(await courtesyOf('5521988887777')).toMatchObject({ deliveryStatus: '@OUTBOX', deliveryError: null });
      const { rows } = await t.db.query<Json>(
        "SELECT count(*)::int AS n FROM outbox WHERE courtesy_id = ANY($1::uuid[]) AND status = '@OUTBOX' AND sent_at IS NOT NULL",
        [ids],
      );
      expect(rows[0].n).toBe(0);
    } finally {
      for (const k of keys) delete process.env[k];
      for (const k of keys) if (saved[k] !== undefined) process.env[k] = saved[k];
    }
  });

  it('reports say both channels are configured, and count each delivery state', async () => {
    const reports = (await call('GET', `${url()}/reports`)).json();
    expect(reports.channels).toEqual({ '@EMAIL': true, '@WHATSAPP': true });
    // The 30 of the two-worker race and the 2 of the environment test went through queues without SMTP or WhatsApp.
    expect(reports).toMatchObject({ queued: 0, failed: 0, outbox: 32 });
    expect(reports.sent + reports.outbox).toBe(reports.totalCourtesiesSent);
  });

  it('a cancelled courtesy left queued is never delivered', async () => {
    await call('POST', url(), { ...tl, type: '@EMAIL', contacts: ['cancelado@exemplo.com'] });
    await t.app.courtesyQueue.drain();
    const c = await courtesyOf('cancelado@exemplo.com');
    const sent = mails.length;
    // As if cancelled between the send and its delivery.
    await t.db.query("UPDATE courtesies SET delivery_status = '@QUEUED', canceled_at = now() WHERE id = $1", [c.id]);
    await t.app.courtesyQueue.drain();
    expect(mails.length).toBe(sent);
    expect((await courtesyOf('cancelado@exemplo.com')).deliveryStatus).toBe('@QUEUED');
  });

  it("the outbox list's total counts the rows the queue records", async () => {
    const total = async () => (await call('GET', '/api/outbox?page=1&limit=5')).json().pagination.totalItems as number;
    const before = await total();
    expect((await call('POST', url(), { ...tl, type: '@EMAIL', contacts: ['conta.um@exemplo.com', 'conta.dois@exemplo.com'], names: ['Um', 'Dois'] })).statusCode).toBe(201);
    await t.app.courtesyQueue.drain();
    const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox WHERE business_id = (SELECT business_id FROM events WHERE id = $1)', [eventId]);
    expect(await total()).toBe(before + 2);
    expect(await total()).toBe(rows[0]!.n);
  });
});
