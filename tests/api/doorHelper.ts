/**
 * What the door's API tests share: the demo's validator, its events, and tickets made to order
 * (paid, refunded, cancelled, unpaid, meia-entrada, of one session) through the seed's insertOrders.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/types';
import { insertOrders, type OrderLine } from '../../server/resources/tickets/seedOrders';
import { DEMO_VALIDATORS } from '../../server/resources/validators/seed';
import { bearerOf, type Json } from './helper';

export const DEMO_CODE = DEMO_VALIDATORS[0].accessCode;
export const INACTIVE_CODE = DEMO_VALIDATORS[1].accessCode;

export interface DoorFixture {
  businessId: string;
  caruaru: string;
  samba: string;
  /** Caruaru lots: without a session, of a @HALF ticket, and of two different sessions. */
  lots: { plain: string; half: string; nightA: string; nightB: string };
  sessions: { a: string; b: string };
  sambaLot: string;
}

const one = async <T>(db: Db, sql: string, params: unknown[] = []) => (await db.query<T>(sql, params)).rows[0];

export async function doorFixture(db: Db): Promise<DoorFixture> {
  const biz = await one<{ id: string }>(db, `SELECT id FROM businesses WHERE name = 'Bilheteria Demo'`);
  const event = async (title: string) => (await one<{ id: string }>(db, 'SELECT id FROM events WHERE business_id = $1 AND title = $2', [biz.id, title])).id;
  const caruaru = await event('Festival de Forró de Caruaru');
  const samba = await event('Noite de Samba na Lapa');
  const lot = async (where: string, eventId = caruaru) =>
    (await one<{ id: string; session_id: string | null }>(
      db,
      `SELECT l.id, l.session_id FROM lots l JOIN tickets t ON t.id = l.ticket_id WHERE l.business_id = $1 AND l.event_id = $2 AND ${where} ORDER BY l.id LIMIT 1`,
      [biz.id, eventId],
    ))!;
  const plain = await lot(`l.session_id IS NULL AND t.category = '@ENTIRE'`);
  const half = await lot(`t.category = '@HALF'`);
  const nightA = await lot('l.session_id IS NOT NULL');
  const nightB = await lot(`l.session_id IS NOT NULL AND l.session_id <> '${nightA.session_id}'`);
  const sambaLot = await lot(`t.category = '@ENTIRE'`, samba);
  return {
    businessId: biz.id,
    caruaru,
    samba,
    lots: { plain: plain.id, half: half.id, nightA: nightA.id, nightB: nightB.id },
    sessions: { a: nightA.session_id!, b: nightB.session_id! },
    sambaLot: sambaLot.id,
  };
}

/** The codes of `quantity` new tickets of one order on `lotId`. */
export async function newTickets(db: Db, businessId: string, lotId: string, quantity = 1, extra: Partial<OrderLine> = {}): Promise<string[]> {
  const [orderId] = await insertOrders(db, businessId, [{ lotId, quantity, channel: '@SITE', paymentType: '@PIX', customerName: 'Maria da Silva', ...extra }]);
  const { rows } = await db.query<{ code: string }>(
    'SELECT ut.code FROM user_tickets ut JOIN order_items oi ON oi.id = ut.order_item_id WHERE oi.order_id = $1 ORDER BY ut.code',
    [orderId],
  );
  return rows.map((r) => r.code);
}

/** A door session of the demo validator (or of `accessCode`), from `ip`. */
export async function openSession(app: FastifyInstance, accessCode: string = DEMO_CODE, ip = '10.1.1.1') {
  return app.inject({ method: 'POST', url: '/api/validate/session', payload: { accessCode }, remoteAddress: ip });
}

export async function doorToken(app: FastifyInstance, accessCode: string = DEMO_CODE): Promise<string> {
  const res = await openSession(app, accessCode);
  if (res.statusCode !== 200) throw new Error(`door session: ${res.statusCode} ${res.body}`);
  return res.json().token;
}

export async function scan(app: FastifyInstance, token: string, payload: Json): Promise<{ status: number; body: Json }> {
  const res = await app.inject({ method: 'POST', url: '/api/validate/scan', headers: bearerOf(token), payload });
  return { status: res.statusCode, body: res.json() };
}
