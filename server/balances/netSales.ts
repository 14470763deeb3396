/**
 * The net sales of one event, as its settlement counts them (docs/balances.md, "Net sales"):
 * money of the tickets, not of the fees (the service fee is the ticket office's), after the
 * orders' discounts, less the ticket part of the refunds done, less the POS fees of the box
 * office's card and Pix payments (the producer's cost, docs/cashier.md).
 *
 *  - sales: paid orders of the site, a POS or the box office (`paid_at` set; courtesies are free),
 *    each `total − fees` (tickets at their prices less coupon and manual discount);
 *  - refunds: `amount − fees_amount` of their refunds `@DONE` (pending ones may still fail and
 *    refused ones returned nothing);
 *  - tickets: units still valid, `quantity − canceled_quantity` (a refund takes them back once done);
 *  - POS fees: `order_payments.pos_fee` of their approved payments.
 */
import type { Db } from '../db/types';
import type { NetSales } from '../../src/shared/resources/balances/settlement';

export async function eventNetSales(db: Db, businessId: string, eventId: string): Promise<NetSales> {
  const { rows } = await db.query<Record<keyof Omit<NetSales, 'net'>, string | number>>(
    `WITH s AS (
       SELECT o.id, o.total - o.fees AS tickets_paid FROM orders o
        WHERE o.business_id = $1 AND o.event_id = $2 AND o.paid_at IS NOT NULL AND o.channel <> '@COURTESY'
     )
     SELECT (SELECT count(*) FROM s)::int AS orders,
            (SELECT coalesce(sum(i.quantity - i.canceled_quantity), 0) FROM order_items i JOIN s ON s.id = i.order_id) AS tickets,
            (SELECT coalesce(sum(tickets_paid), 0) FROM s) AS "ticketSales",
            (SELECT coalesce(sum(r.amount - r.fees_amount), 0) FROM order_refunds r JOIN s ON s.id = r.order_id WHERE r.status = '@DONE') AS refunds,
            (SELECT coalesce(sum(p.pos_fee), 0) FROM order_payments p JOIN s ON s.id = p.order_id WHERE p.status = '@APPROVED') AS "posFees"`,
    [businessId, eventId],
  );
  const r = rows[0];
  const n = (k: keyof typeof r) => Number(r[k]);
  const sales = { orders: n('orders'), tickets: n('tickets'), ticketSales: n('ticketSales'), refunds: n('refunds'), posFees: n('posFees') };
  return { ...sales, net: sales.ticketSales - sales.refunds - sales.posFees };
}
