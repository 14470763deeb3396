/** Courtesy rows: the set-based insert of a send, and the API shape (docs/api-contract.md, "Courtesies"). */
import type { Db } from '../../db/types';
import { redeemUrlOf } from '../../delivery/courtesyMessage';
import { lockLotSold } from '../lots/quantity';
import type { SendInput } from './validate';

type Row = Record<string, unknown>;

/** Columns of the Courtesy shape; join with `FROM courtesies c` + COURTESY_JOINS. */
export const COURTESY_COLUMNS = `c.id, c.event_id, c.name, c.contact, c.send_by, c.is_captured, c.captured_at, c.canceled_at,
  c.delivery_status, c.delivery_error, c.attempts, c.sent_at, c.created_at, c.ticket_id, c.lot_id,
  ut.id AS user_ticket_id, ut.code, oi.sector_id, s.name AS sector_name, t.title AS ticket_title, l.title AS lot_title, b.domain_client`;
export const COURTESY_JOINS = `JOIN user_tickets ut ON ut.id = c.user_ticket_id
  JOIN order_items oi ON oi.id = c.order_item_id
  JOIN businesses b ON b.id = c.business_id
  LEFT JOIN sectors s ON s.id = oi.sector_id
  LEFT JOIN tickets t ON t.id = c.ticket_id
  LEFT JOIN lots l ON l.id = c.lot_id`;

export function presentCourtesy(r: Row): Row {
  return {
    id: r.id,
    eventId: r.event_id,
    name: r.name,
    contact: r.contact,
    sendBy: r.send_by,
    isCaptured: r.is_captured,
    capturedAt: r.captured_at,
    canceledAt: r.canceled_at,
    deliveryStatus: r.delivery_status,
    deliveryError: r.delivery_error,
    attempts: r.attempts,
    sentAt: r.sent_at,
    createdAt: r.created_at,
    redeemUrl: redeemUrlOf(r.domain_client as string | null, String(r.id)),
    userTicket: {
      id: r.user_ticket_id,
      code: r.code,
      orderItem: {
        sector: { id: r.sector_id, name: r.sector_name },
        ticket: { id: r.ticket_id, title: r.ticket_title },
        lot: { id: r.lot_id, title: r.lot_title },
      },
    },
  };
}

export async function loadCourtesy(db: Db, businessId: string, eventId: string, id: string): Promise<Row | undefined> {
  const { rows } = await db.query(`SELECT ${COURTESY_COLUMNS} FROM courtesies c ${COURTESY_JOINS} WHERE c.business_id = $1 AND c.event_id = $2 AND c.id = $3`, [
    businessId,
    eventId,
    id,
  ]);
  return rows[0] ? presentCourtesy(rows[0]) : undefined;
}

/**
 * Places left in the lot (quantity less `sold`: paid and pending orders, courtesies included,
 * cancelled ones not), with the lot row locked until the transaction ends (lockLotSold), so two
 * sends to one lot, or a send and an edit of its quantity, run one after the other. Negative when
 * the lot is already oversold; null when the lot is gone.
 */
export async function lockLotPlaces(tx: Db, businessId: string, lotId: string): Promise<number | null> {
  const lot = await lockLotSold(tx, businessId, lotId);
  return lot ? lot.quantity - lot.sold : null;
}

/** Contacts of this send already served for the event (a non-cancelled courtesy of the same type), newest each. */
export async function alreadySent(db: Db, businessId: string, eventId: string, input: SendInput) {
  const { rows } = await db.query<{ contact: string; courtesyId: string; createdAt: Date }>(
    `SELECT DISTINCT ON (contact) contact, id AS "courtesyId", created_at AS "createdAt" FROM courtesies
      WHERE business_id = $1 AND event_id = $2 AND send_by = $3 AND canceled_at IS NULL AND contact = ANY($4::text[])
      ORDER BY contact, created_at DESC, id`,
    [businessId, eventId, input.type, input.contacts],
  );
  return rows;
}

/**
 * One statement for the whole send: per contact a zero-value order, its item, its user ticket
 * and the courtesy, '@QUEUED'. Answers how many were created.
 * gen_random_uuid() costs about 5 µs in PGlite, so only the courtesy id (the secret of the public
 * link) is drawn per row; order, item and ticket ids are one random prefix per send plus the row
 * number (also in key order, kind to the indexes), and QR codes are md5 of a secret per-send seed
 * and the row number (unguessable, like the seed's codes).
 */
export async function insertCourtesies(
  tx: Db,
  scope: { businessId: string; eventId: string; sectorId: string; ticketId: string; lotId: string; type: string },
  contacts: string[],
  names: (string | null)[],
  /** The history's actor (server/audit): each courtesy created is one '@CREATE' row, in this statement. */
  actorId: string | null = null,
): Promise<number> {
  if (!contacts.length) return 0;
  const { rows } = await tx.query<{ n: number }>(
    `WITH seed AS MATERIALIZED (
       SELECT substr(replace(gen_random_uuid()::text, '-', ''), 1, 24) AS prefix, gen_random_uuid()::text AS secret
     ), input AS MATERIALIZED (
       SELECT x.contact, x.name,
              (seed.prefix || lpad(to_hex(x.n * 4), 8, '0'))::uuid AS order_id,
              (seed.prefix || lpad(to_hex(x.n * 4 + 1), 8, '0'))::uuid AS item_id,
              (seed.prefix || lpad(to_hex(x.n * 4 + 2), 8, '0'))::uuid AS ut_id,
              upper(substr(md5(seed.secret || x.n), 1, 16)) AS code,
              upper(substr(md5(seed.secret || 'o' || x.n), 1, 12)) AS order_code
         FROM seed, unnest($7::text[], $8::text[]) WITH ORDINALITY AS x(contact, name, n)
     ), o AS (
       INSERT INTO orders (id, code, business_id, event_id, channel, status, payment_type, customer_name, customer_email, customer_phone, total, fees, paid_at)
       SELECT order_id, order_code, $1, $2, '@COURTESY', '@PAID', '@COURTESY', name,
              CASE WHEN $6 = '@EMAIL' THEN contact END, CASE WHEN $6 = '@WHATSAPP' THEN contact END, 0, 0, now() FROM input
     ), i AS (
       INSERT INTO order_items (id, business_id, order_id, event_id, sector_id, ticket_id, lot_id, quantity, unit_price, fees)
       SELECT item_id, $1, order_id, $2, $3, $4, $5, 1, 0, 0 FROM input
     ), u AS (
       INSERT INTO user_tickets (id, business_id, order_item_id, event_id, lot_id, code, category, holder_name, holder_email, holder_phone)
       SELECT ut_id, $1, item_id, $2, $5, code, (SELECT t.category FROM tickets t WHERE t.business_id = $1 AND t.id = $4), name,
              CASE WHEN $6 = '@EMAIL' THEN contact END, CASE WHEN $6 = '@WHATSAPP' THEN contact END FROM input
     ), c AS (
       INSERT INTO courtesies (business_id, event_id, order_id, order_item_id, user_ticket_id, ticket_id, lot_id, send_by, contact, name)
       SELECT $1, $2, order_id, item_id, ut_id, $4, $5, $6, contact, name FROM input RETURNING id, contact, name
     ), a AS (
       INSERT INTO audit_log (business_id, actor_id, resource, record_id, action, before, after, changed)
       SELECT $1, $9::uuid, 'courtesies', c.id::text, '@CREATE', NULL,
              jsonb_build_object('contact', c.contact, 'lotId', $5::text, 'name', c.name, 'sendBy', $6::text, 'ticketId', $4::text),
              ARRAY['contact', 'lotId', 'name', 'sendBy', 'ticketId']
         FROM c
     )
     SELECT count(*)::int AS n FROM c`,
    [scope.businessId, scope.eventId, scope.sectorId, scope.ticketId, scope.lotId, scope.type, contacts, names, actorId],
  );
  return Number(rows[0].n);
}
