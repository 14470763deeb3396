/**
 * Paid orders written with plain SQL (the order model of docs/decisions.md, "Orders"): one
 * order per line, with its order item and one user ticket (a unique QR code) per unit bought.
 * One statement for any number of orders, so the seed and the tests stay fast.
 */
import type { Db } from '../../db/types';

export interface OrderLine {
  lotId: string;
  quantity: number;
  channel: '@SITE' | '@POS' | '@CASHIER' | '@COURTESY';
  paymentType?: string | null;
  customerName?: string | null;
  customerEmail?: string | null;
  posId?: string | null;
  createdAt?: string;
  status?: '@PENDING' | '@PAID' | '@CANCELED' | '@REFUNDED';
  /** The affiliate whose link sold it (site sales). */
  affiliateId?: string | null;
}

/**
 * Inserts the orders of `lines` (lots of the business) and answers their ids in order. Site
 * orders pay the event's service fee when it is passed on to the buyer (@CUSTOMER); POS and
 * cashier sales charge the ticket price only; courtesies are free.
 */
export async function insertOrders(tx: Db, businessId: string, lines: readonly OrderLine[]): Promise<string[]> {
  if (!lines.length) return [];
  const now = new Date().toISOString();
  const col = <T>(f: (l: OrderLine) => T) => lines.map(f);
  const { rows } = await tx.query<{ id: string; n: number }>(
    `WITH input AS MATERIALIZED (
       SELECT x.*, gen_random_uuid() AS order_id, gen_random_uuid() AS item_id
         FROM unnest($2::uuid[], $3::int[], $4::text[], $5::text[], $6::text[], $7::text[], $8::uuid[], $9::timestamptz[], $10::text[], $11::uuid[])
              WITH ORDINALITY AS x(lot_id, quantity, channel, payment_type, customer_name, customer_email, pos_id, created_at, status, affiliate_id, n)
     ), src AS MATERIALIZED (
       SELECT input.*, l.event_id, l.sector_id, l.ticket_id,
              CASE WHEN input.channel = '@COURTESY' THEN 0 ELSE l.price END AS price,
              CASE WHEN input.channel = '@SITE' AND e.tax_method = '@CUSTOMER'
                   THEN l.price * input.quantity * coalesce(e.service_fee, 0) / 10000 ELSE 0 END AS fees
         FROM input JOIN lots l ON l.business_id = $1 AND l.id = input.lot_id
         JOIN events e ON e.business_id = $1 AND e.id = l.event_id
     ), o AS (
       INSERT INTO orders (id, business_id, event_id, channel, status, payment_type, customer_name, customer_email, pos_id, affiliate_id, total, fees, created_at, updated_at)
       SELECT order_id, $1, event_id, channel, status, payment_type, customer_name, customer_email, pos_id, affiliate_id, price * quantity + fees, fees, created_at, created_at FROM src
     ), i AS (
       INSERT INTO order_items (id, business_id, order_id, event_id, sector_id, ticket_id, lot_id, quantity, unit_price, fees, created_at)
       SELECT item_id, $1, order_id, event_id, sector_id, ticket_id, lot_id, quantity, price, fees, created_at FROM src
     ), u AS (
       INSERT INTO user_tickets (business_id, order_item_id, event_id, lot_id, code, holder_name, holder_email, created_at)
       SELECT $1, item_id, event_id, lot_id, upper(substr(md5(item_id::text || '/' || g), 1, 16)), customer_name, customer_email, created_at
         FROM src, generate_series(1, quantity) AS g
     )
     SELECT order_id AS id, n FROM src ORDER BY n`,
    [
      businessId,
      col((l) => l.lotId),
      col((l) => l.quantity),
      col((l) => l.channel),
      col((l) => l.paymentType ?? null),
      col((l) => l.customerName ?? null),
      col((l) => l.customerEmail ?? null),
      col((l) => l.posId ?? null),
      col((l) => l.createdAt ?? now),
      col((l) => l.status ?? '@PAID'),
      col((l) => l.affiliateId ?? null),
    ],
  );
  if (rows.length !== lines.length) throw new Error('insertOrders: a lot is not in the business');
  return rows.map((r) => r.id);
}
