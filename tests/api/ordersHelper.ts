/**
 * What the order tests share: orders written with plain SQL in the shape of migration 012 (items,
 * one user ticket per unit, payments), with the exact prices, fees and discounts a test needs, and
 * stub gateways on loopback that record what they received and answer as told.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Db } from '../../server/db/types';

export interface PaymentSpec {
  method: string;
  amount?: number;
  gateway?: '@MERCADOPAGO' | '@PAGSEGURO';
  accountId?: string;
  reference?: string;
}

export interface OrderSpec {
  items: { lotId: string; quantity: number; unitPrice?: number }[];
  fees?: number;
  couponDiscount?: number;
  discount?: number;
  status?: '@PAID' | '@PENDING';
  channel?: '@SITE' | '@POS' | '@CASHIER' | '@COURTESY';
  customer?: { name?: string; email?: string; cpf?: string; phone?: string };
  /** Default: one Pix payment of the total, without a gateway (an approved payment for a paid order). */
  payments?: PaymentSpec[];
  createdAt?: string;
}

export interface InsertedOrder {
  id: string;
  code: string;
  total: number;
  /** Its tickets, ordered by code (the order the refund arithmetic shares money in). */
  ticketIds: string[];
}

export async function insertOrder(db: Db, businessId: string, spec: OrderSpec): Promise<InsertedOrder> {
  return db.transaction(async (tx) => {
    const lines = [];
    for (const item of spec.items) {
      const { rows } = await tx.query<{ event_id: string; sector_id: string; ticket_id: string; price: string }>(
        'SELECT event_id, sector_id, ticket_id, price FROM lots WHERE business_id = $1 AND id = $2',
        [businessId, item.lotId],
      );
      if (!rows[0]) throw new Error(`lot ${item.lotId} not in the business`);
      lines.push({ ...item, ...rows[0], unitPrice: item.unitPrice ?? Number(rows[0].price) });
    }
    const fees = spec.fees ?? 0;
    const total = lines.reduce((a, l) => a + l.unitPrice * l.quantity, 0) + fees - (spec.couponDiscount ?? 0) - (spec.discount ?? 0);
    const status = spec.status ?? '@PAID';
    const c = spec.customer ?? { name: 'Maria Teste', email: 'maria.teste@exemplo.com.br', cpf: '52998224725', phone: '81987654321' };
    const createdAt = spec.createdAt ?? new Date().toISOString();
    const { rows: [order] } = await tx.query<{ id: string; code: string }>(
      `INSERT INTO orders (business_id, event_id, channel, status, payment_type, customer_name, customer_email, customer_cpf, customer_phone,
                           fees, coupon_discount, discount, total, paid_at, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, CASE WHEN $4 = '@PAID' THEN $14::timestamptz END, $14, $14) RETURNING id, code`,
      [
        businessId, lines[0].event_id, spec.channel ?? '@SITE', status, spec.payments?.[0]?.method ?? '@PIX', c.name ?? null, c.email ?? null, c.cpf ?? null,
        c.phone ?? null, fees, spec.couponDiscount ?? 0, spec.discount ?? 0, total, createdAt,
      ],
    );
    for (const l of lines) {
      const { rows: [item] } = await tx.query<{ id: string }>(
        `INSERT INTO order_items (business_id, order_id, event_id, sector_id, ticket_id, lot_id, quantity, unit_price, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
        [businessId, order.id, l.event_id, l.sector_id, l.ticket_id, l.lotId, l.quantity, l.unitPrice, createdAt],
      );
      await tx.query(
        `INSERT INTO user_tickets (business_id, order_item_id, event_id, lot_id, code, holder_name, created_at)
         SELECT $1, $2, $3, $4, upper(substr(md5(gen_random_uuid()::text), 1, 16)), $5, $6 FROM generate_series(1, $7::int)`,
        [businessId, item.id, l.event_id, l.lotId, c.name ?? null, createdAt, l.quantity],
      );
    }
    const payments = spec.payments ?? (status === '@PAID' && total > 0 ? [{ method: '@PIX' }] : []);
    for (const p of payments) {
      await tx.query(
        `INSERT INTO order_payments (business_id, order_id, method, amount, gateway, payment_account_id, gateway_reference, status, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [businessId, order.id, p.method, p.amount ?? total, p.gateway ?? null, p.accountId ?? null, p.reference ?? null, status === '@PAID' ? '@APPROVED' : '@PENDING', createdAt],
      );
    }
    const { rows: tickets } = await tx.query<{ id: string }>(
      'SELECT ut.id FROM user_tickets ut JOIN order_items oi ON oi.id = ut.order_item_id WHERE oi.order_id = $1 ORDER BY ut.code, ut.id',
      [order.id],
    );
    return { id: order.id, code: order.code, total, ticketIds: tickets.map((t) => t.id) };
  });
}

/** A request as the stub received it. */
export interface Received {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface StubGateway {
  url: string;
  received: Received[];
  /** The next answers, in order; once used up, `fallback`. */
  answer(status: number, body: unknown, opts?: { delayMs?: number }): void;
  fallback: { status: number; body: unknown };
  close(): Promise<void>;
}

/** An HTTP server on loopback standing for MercadoPago or PagBank. */
export async function stubGateway(fallback: { status: number; body: unknown }): Promise<StubGateway> {
  const queue: { status: number; body: unknown; delayMs?: number }[] = [];
  const received: Received[] = [];
  const stub: Partial<StubGateway> = { received, fallback };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });
      const next: { status: number; body: unknown; delayMs?: number } = queue.shift() ?? stub.fallback!;
      setTimeout(() => {
        res.writeHead(next.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(next.body));
      }, next.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(stub, {
    url: `http://127.0.0.1:${port}`,
    answer: (status: number, body: unknown, opts: { delayMs?: number } = {}) => void queue.push({ status, body, ...opts }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }) as StubGateway;
}
