/**
 * The buyer's page of an order (/ingressos#<token>, linked from the messages that send its tickets):
 * the event, the order code and each ticket with its QR code. The token is the only credential: 64
 * hexadecimal characters drawn by the database when the first message is delivered (migration 013),
 * never the order id, and it travels in the body of a POST (the page reads it from the address's
 * fragment), so no server log, proxy or Referer sees it. With 256 bits no guessing is possible, so
 * there is no per-address limit here (a courtesy link, a uuid, has one).
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types';
import { ApiError, validationError } from '../../errors';
import { preferencesOf } from '../../routes/business';
import { ticketQrPayload } from '../../door/ticketQr';
import { iso } from './present';

export const PUBLIC_TOKEN = /^[0-9a-f]{64}$/;

export function registerPublicOrderRoutes(app: FastifyInstance, db: Db): void {
  app.post(
    '/api/public/order-tickets',
    {
      schema: {
        tags: ['public'],
        security: [],
        description: "An order's tickets as its buyer sees them, by the token of the link its message carried: 404 for an unknown token",
        body: { type: 'object', required: ['token'], properties: { token: { type: 'string' } } },
      },
    },
    async (request) => {
      const token = (request.body as { token?: unknown } | undefined)?.token;
      if (typeof token !== 'string' || !token) throw validationError([{ field: 'token', message: 'validation.required' }]);
      const notFound = new ApiError(404, '@NOT_FOUND', 'server.orders.errors.publicNotFound');
      if (!PUBLIC_TOKEN.test(token)) throw notFound;
      const { rows } = await db.query<Record<string, unknown>>(
        `SELECT o.id, o.code, o.status, o.customer_name, e.title, e.start_at, e.address__city AS city, e.address__state AS state,
                b.name AS business_name, b.preferences
           FROM orders o JOIN businesses b ON b.id = o.business_id
           LEFT JOIN events e ON e.business_id = o.business_id AND e.id = o.event_id
          WHERE o.public_token = $1`,
        [token],
      );
      const order = rows[0];
      if (!order) throw notFound;
      const { rows: tickets } = await db.query<Record<string, unknown>>(
        `SELECT ut.code, ut.holder_name, ut.validated_at, ut.canceled_at, s.name AS sector_name, t.title AS ticket_title, l.title AS lot_title
           FROM order_items oi JOIN user_tickets ut ON ut.order_item_id = oi.id
           LEFT JOIN sectors s ON s.business_id = oi.business_id AND s.id = oi.sector_id
           LEFT JOIN tickets t ON t.business_id = oi.business_id AND t.id = oi.ticket_id
           LEFT JOIN lots l ON l.business_id = oi.business_id AND l.id = oi.lot_id
          WHERE oi.order_id = $1 ORDER BY ut.code`,
        [order.id],
      );
      return {
        code: order.code,
        status: order.status,
        name: order.customer_name ?? null,
        event: { title: order.title ?? null, startAt: iso(order.start_at as Date | null), city: order.city ?? null, state: order.state ?? null },
        business: { name: order.business_name, ...preferencesOf(order as { preferences: Record<string, unknown> | null }) },
        tickets: tickets.map((t) => ({
          code: t.code,
          holderName: t.holder_name ?? null,
          sectorName: t.sector_name ?? null,
          ticketTitle: t.ticket_title ?? null,
          lotTitle: t.lot_title ?? null,
          checkedInAt: iso(t.validated_at as Date | null),
          canceled: Boolean(t.canceled_at),
          // A cancelled ticket has no QR: the door refuses it.
          qr: t.canceled_at ? null : ticketQrPayload(String(t.code)),
        })),
      };
    },
  );
}
