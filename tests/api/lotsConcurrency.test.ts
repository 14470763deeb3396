/**
 * A courtesy send against a concurrent lot edit or delete (docs/decisions.md, "Lots"): each side
 * locks the lot row first, so they run one after the other. On PostgreSQL (DATABASE_URL) the calls
 * really overlap: without the locks, an edit that read `sold` while a send was writing lowered the
 * quantity below what the send then committed, and a delete that checked for sales while a send
 * was writing removed the lot from under its courtesies. PGlite runs one transaction at a time, so
 * there the rounds only check the answers of either order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lotsUrl, salesTest, sectorsUrl, ticketsUrl, type Res, type SalesTest } from './salesTreeHelper';

let t: SalesTest;
let eventId: string;

const ON_PG = Boolean(process.env.DATABASE_URL);
const ROUNDS = ON_PG ? 24 : 4;
/** Contacts of each send: enough that its insert takes a while, so the other call lands inside it. */
const CONTACTS = 150;

beforeAll(async () => {
  t = await salesTest();
  eventId = await t.event('Festa Concorrida');
});
afterAll(async () => t?.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const emails = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}@exemplo.com`);
const send = (ticketId: string, lotId: string, contacts: string[]) =>
  t.api('admin', 'POST', `/api/events/${eventId}/send-courtesy`, { ticketId, lotId, type: '@EMAIL', contacts });
/** The send first, the other call after a delay that varies by round (0 to 11 ms), so it starts during the send's work. */
const race = (round: number, sending: () => Promise<Res>, other: () => Promise<Res>) => Promise.all([sending(), sleep(round % 12).then(other)]);
const count = async (sql: string, params: unknown[] = []) => Number((await t.ctx.db.query<{ n: number }>(sql, params)).rows[0].n);

async function tree(round: number, quantity = 1000) {
  const sector = await t.sector(eventId, `Setor ${round}`);
  const ticket = await t.ticket(eventId, sector.id, { title: `Ingresso ${round}` });
  const lot = await t.lot(eventId, sector.id, ticket.id, { title: `Lote ${round}`, quantity });
  return { sectorId: sector.id as string, ticketId: ticket.id as string, lotId: lot.id as string };
}

describe('a courtesy send and a concurrent lot edit never oversell the lot', () => {
  it('either the send fits the old quantity and the edit is refused, or the edit wins and the send is refused', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { sectorId, ticketId, lotId } = await tree(round, CONTACTS + 100);
      await t.sell(lotId, 100);
      // After the send, 100 + CONTACTS are sold; the edit asks for fewer.
      const [sent, edited] = await race(
        round,
        () => send(ticketId, lotId, emails(`e${round}.`, CONTACTS)),
        () => t.api('admin', 'PATCH', `${lotsUrl(eventId, sectorId, ticketId)}/${lotId}`, { quantity: 110 }),
      );
      const lot = t.ok(await t.api('admin', 'GET', `${lotsUrl(eventId, sectorId, ticketId)}/${lotId}`));
      expect(lot.sold, `round ${round}: ${sent.statusCode} ${edited.statusCode}`).toBeLessThanOrEqual(lot.quantity);
      if (sent.statusCode === 201) {
        expect(t.issues(edited)).toEqual({ quantity: `A quantidade não pode ser menor que os ingressos já vendidos (${100 + CONTACTS}).` });
        expect(lot).toMatchObject({ quantity: CONTACTS + 100, sold: CONTACTS + 100 });
      } else {
        expect(t.ok(edited).quantity).toBe(110);
        expect(sent.statusCode, sent.body).toBe(409);
        expect(sent.json()).toMatchObject({ code: '@LOT_SOLD_OUT', message: 'O lote não tem ingressos suficientes: restam 10.' });
        expect(lot).toMatchObject({ quantity: 110, sold: 100 });
      }
    }
  });
});

describe('a courtesy send and a concurrent delete of its lot, ticket or sector', () => {
  it('either the send is created and the delete refused (409), or the delete goes and the send is refused; no courtesy is left without its lot', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { sectorId, ticketId, lotId } = await tree(round);
      const target = [
        [`${lotsUrl(eventId, sectorId, ticketId)}/${lotId}`, 'Este lote tem vendas e não pode ser removido.'],
        [`${ticketsUrl(eventId, sectorId)}/${ticketId}`, 'Este ingresso tem vendas e não pode ser removido.'],
        [`${sectorsUrl(eventId)}/${sectorId}`, 'Este setor tem ingressos vendidos e não pode ser removido.'],
      ][round % 3];
      const [sent, deleted] = await race(
        round,
        () => send(ticketId, lotId, emails(`d${round}.`, CONTACTS)),
        () => t.api('admin', 'DELETE', target[0]),
      );
      const lots = await count('SELECT count(*)::int AS n FROM lots WHERE id = $1', [lotId]);
      const items = await count('SELECT count(*)::int AS n FROM order_items WHERE lot_id = $1', [lotId]);
      const courtesies = await count('SELECT count(*)::int AS n FROM courtesies WHERE lot_id = $1', [lotId]);
      const why = `round ${round} ${target[0]}: send ${sent.statusCode} ${sent.body.slice(0, 120)}, delete ${deleted.statusCode} ${deleted.body.slice(0, 120)}`;
      if (sent.statusCode === 201) {
        expect(deleted.statusCode, why).toBe(409);
        expect(deleted.json()).toMatchObject({ code: '@HAS_SALES', message: target[1] });
        expect([lots, items, courtesies], why).toEqual([1, CONTACTS, CONTACTS]);
      } else {
        expect(deleted.statusCode, why).toBe(204);
        // Refused before (the ticket or lot is gone) or after the lock (the lot it waited for is gone).
        expect(sent.statusCode, why).toBe(400);
        expect(Object.keys(t.issues(sent))).toEqual([expect.stringMatching(/^(ticketId|lotId)$/)]);
        expect([lots, items, courtesies], why).toEqual([0, 0, 0]);
      }
    }
    // Nothing anywhere points at a lot that is gone.
    expect(await count('SELECT count(*)::int AS n FROM order_items oi WHERE NOT EXISTS (SELECT 1 FROM lots l WHERE l.id = oi.lot_id)')).toBe(0);
    expect(await count('SELECT count(*)::int AS n FROM courtesies c WHERE NOT EXISTS (SELECT 1 FROM lots l WHERE l.id = c.lot_id)')).toBe(0);
    expect(await count('SELECT count(*)::int AS n FROM user_tickets u WHERE NOT EXISTS (SELECT 1 FROM lots l WHERE l.id = u.lot_id)')).toBe(0);
  });
});

describe('a record created under a parent that is being deleted', () => {
  it('either the lot is created and goes with its ticket, or the ticket goes first and the create is 404; no lot is left without its ticket', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const sector = await t.sector(eventId, `Setor novo ${round}`);
      const ticket = await t.ticket(eventId, sector.id, { title: `Ingresso novo ${round}` });
      // Lots to remove with the ticket, so the delete works a little while the create lands.
      for (let i = 0; i < 5; i++) await t.lot(eventId, sector.id, ticket.id, { title: `Antigo ${i}` });
      const [deleted, created] = await Promise.all([
        t.api('admin', 'DELETE', `${ticketsUrl(eventId, sector.id)}/${ticket.id}`),
        sleep(round % 6).then(() => t.api('admin', 'POST', lotsUrl(eventId, sector.id, ticket.id), { title: `Novo ${round}`, price: 1000, quantity: 10 })),
      ]);
      const why = `round ${round}: delete ${deleted.statusCode}, create ${created.statusCode} ${created.body.slice(0, 120)}`;
      expect(deleted.statusCode, why).toBe(204);
      expect([201, 404], why).toContain(created.statusCode);
      expect(await count('SELECT count(*)::int AS n FROM lots WHERE ticket_id = $1', [ticket.id]), why).toBe(0);
    }
    expect(await count('SELECT count(*)::int AS n FROM lots l WHERE NOT EXISTS (SELECT 1 FROM tickets t WHERE t.id = l.ticket_id)')).toBe(0);
  });
});
