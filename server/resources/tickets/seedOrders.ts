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
  /** @REFUNDED is a refund of tickets and fees (done); @CANCELED an unpaid order cancelled: both cancel every unit. */
  status?: '@PENDING' | '@PAID' | '@CANCELED' | '@REFUNDED';
  customerCpf?: string | null;
  /** The affiliate whose link sold it (site sales). */
  affiliateId?: string | null;
}

/**
 * Inserts the orders of `lines` (lots of the business) and answers their ids in order. Site
 * orders pay the event's service fee when it is passed on to the buyer (@CUSTOMER); POS and
 * cashier sales charge the ticket price only; courtesies are free. A paid order gets one payment
 * of its total by its payment type; a refunded one also its refund (tickets and fees), and its
 * units, like a cancelled order's, are cancelled (migration 012).
 */
export async function insertOrders(tx: Db, businessId: string, lines: readonly OrderLine[]): Promise<string[]> {
  if (!lines.length) return [];
  const now = new Date().toISOString();
  const col = <T>(f: (l: OrderLine) => T) => lines.map(f);
  const { rows } = await tx.query<{ id: string; n: number }>(
    `WITH input AS MATERIALIZED (
       SELECT x.*, gen_random_uuid() AS order_id, gen_random_uuid() AS item_id
         FROM unnest($2::uuid[], $3::int[], $4::text[], $5::text[], $6::text[], $7::text[], $8::uuid[], $9::timestamptz[], $10::text[], $11::uuid[], $12::text[])
              WITH ORDINALITY AS x(lot_id, quantity, channel, payment_type, customer_name, customer_email, pos_id, created_at, status, affiliate_id, customer_cpf, n)
     ), src AS MATERIALIZED (
       SELECT input.*, l.event_id, l.sector_id, l.ticket_id, t.category,
              CASE WHEN input.status IN ('@REFUNDED', '@CANCELED') THEN input.quantity ELSE 0 END AS canceled_quantity,
              CASE WHEN input.channel = '@COURTESY' THEN 0 ELSE l.price END AS price,
              CASE WHEN input.channel = '@SITE' AND e.tax_method = '@CUSTOMER'
                   THEN l.price * input.quantity * coalesce(e.service_fee, 0) / 10000 ELSE 0 END AS fees
         FROM input JOIN lots l ON l.business_id = $1 AND l.id = input.lot_id
         JOIN events e ON e.business_id = $1 AND e.id = l.event_id
         JOIN tickets t ON t.business_id = $1 AND t.id = l.ticket_id
     ), o AS (
       INSERT INTO orders (id, code, business_id, event_id, channel, status, payment_type, customer_name, customer_email, customer_cpf, pos_id, affiliate_id,
                           total, fees, paid_at, canceled_at, refund_type, refunded_at, created_at, updated_at)
       SELECT order_id, upper(substr(md5(order_id::text), 1, 12)), $1, event_id, channel, status, payment_type, customer_name, customer_email, customer_cpf, pos_id, affiliate_id,
              price * quantity + fees, fees,
              CASE WHEN status IN ('@PAID', '@REFUNDED') THEN created_at END, CASE WHEN status = '@CANCELED' THEN created_at END,
              CASE WHEN status = '@REFUNDED' THEN '@TICKETS_AND_FEES' END, CASE WHEN status = '@REFUNDED' THEN created_at END,
              created_at, created_at FROM src
     ), i AS (
       INSERT INTO order_items (id, business_id, order_id, event_id, sector_id, ticket_id, lot_id, quantity, canceled_quantity, unit_price, fees, created_at)
       SELECT item_id, $1, order_id, event_id, sector_id, ticket_id, lot_id, quantity, canceled_quantity, price, fees, created_at FROM src
     ), u AS (
       INSERT INTO user_tickets (business_id, order_item_id, event_id, lot_id, code, category, holder_name, holder_email, holder_cpf, created_at, canceled_at, cancel_reason)
       SELECT $1, item_id, event_id, lot_id, upper(substr(md5(item_id::text || '/' || g), 1, 16)), category, customer_name, customer_email, customer_cpf, created_at,
              CASE WHEN status IN ('@REFUNDED', '@CANCELED') THEN created_at END,
              CASE WHEN status = '@REFUNDED' THEN '@REFUNDED' WHEN status = '@CANCELED' THEN '@CANCELED' END
         FROM src, generate_series(1, quantity) AS g
     ), p AS (
       INSERT INTO order_payments (business_id, order_id, method, amount, created_at)
       SELECT $1, order_id, payment_type, price * quantity + fees, created_at FROM src
        WHERE status IN ('@PAID', '@REFUNDED') AND price * quantity + fees > 0
          AND payment_type IN ('@CREDIT_CARD', '@DEBIT_CARD', '@PIX', '@BOLETO', '@CASH')
     ), r AS (
       INSERT INTO order_refunds (business_id, order_id, type, amount, fees_amount, status, method, created_at, updated_at)
       SELECT $1, order_id, '@TICKETS_AND_FEES', price * quantity + fees, fees, '@DONE',
              CASE WHEN payment_type IN ('@CREDIT_CARD', '@DEBIT_CARD', '@PIX', '@BOLETO', '@CASH') THEN payment_type END, created_at, created_at
         FROM src WHERE status = '@REFUNDED'
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
      col((l) => l.customerCpf ?? null),
    ],
  );
  if (rows.length !== lines.length) throw new Error('insertOrders: a lot is not in the business');
  return rows.map((r) => r.id);
}
