/**
 * Demo orders for `npm start` (issue 12): thousands of realistic orders of Bilheteria Demo across
 * channels, tenders and states (paid, pending, cancelled, refunded in full, partly refunded by each
 * of the spec's two options, a refund refused by the gateway and one still processing), buyers with
 * CPFs valid by their check digits, site payments through the events' gateway accounts, check-ins
 * at the past events, and resends in the outbox; Outra Produtora gets a few of its own. Set-based:
 * a handful of statements for any number of orders (docs/orders.md, "Demo orders"). The API tests
 * seed none of these (tests/api/helper.ts): they build the orders each test needs.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/types';
import { prng } from '../../seedData';
import { CUSTOMERS } from '../tickets/seedTemplates';
import { SOLD_SQL } from '../lots/sold';

/** Orders of the demo business in `npm start`'s first start. */
export const DEMO_ORDERS = 3000;
const OUTRA_ORDERS = 40;

const SURNAMES = ['Albuquerque', 'Barbosa', 'Cavalcanti', 'Duarte', 'Esteves', 'Fonseca', 'Guimarães', 'Holanda', 'Lacerda', 'Moura', 'Nogueira', 'Queiroz', 'Siqueira', 'Tavares', 'Vasconcelos'];
const DAY = 86_400_000;

/** A CPF valid by its two check digits, from 9 random digits. */
export function cpfFrom(rand: () => number): string {
  const d = Array.from({ length: 9 }, () => Math.floor(rand() * 10));
  if (d.every((x) => x === d[0])) d[8] = (d[8] + 1) % 10;
  for (const len of [9, 10]) {
    const sum = d.slice(0, len).reduce((a, x, i) => a + x * (len + 1 - i), 0);
    const r = (sum * 10) % 11;
    d.push(r === 10 ? 0 : r);
  }
  return d.join('');
}

interface LotRow {
  id: string;
  event_id: string;
  sector_id: string;
  ticket_id: string;
  price: string;
  room: number;
  start_at: Date | null;
  end_at: Date | null;
  event_start: Date | null;
  service_fee: string | null;
  tax_method: string | null;
  account_id: string | null;
  account_slug: string | null;
}

type Status = '@PAID' | '@PENDING' | '@CANCELED' | '@REFUNDED' | '@PARTIALLY_REFUNDED';

/** What became of a paid order's money: the refunds it got. */
type Fate = 'none' | 'full' | 'fees' | 'oneTicket' | 'failed' | 'processing';

const pick = <T>(rand: () => number, weighted: readonly [T, number][]): T => {
  let x = rand() * weighted.reduce((a, [, w]) => a + w, 0);
  for (const [value, w] of weighted) if ((x -= w) < 0) return value;
  return weighted[weighted.length - 1][0];
};

async function lotsWithRoom(tx: Db, businessId: string): Promise<LotRow[]> {
  const { rows } = await tx.query<LotRow>(
    `SELECT l.id, l.event_id, l.sector_id, l.ticket_id, l.price, l.quantity - ${SOLD_SQL} AS room, l.start_at, l.end_at,
            e.start_at AS event_start, e.service_fee, e.tax_method, e.payment_account_id AS account_id, pa.payment_method__slug AS account_slug
       FROM lots l JOIN tickets t ON t.business_id = l.business_id AND t.id = l.ticket_id
       JOIN events e ON e.business_id = l.business_id AND e.id = l.event_id
       LEFT JOIN payment_accounts pa ON pa.business_id = l.business_id AND pa.id = e.payment_account_id
      WHERE l.business_id = $1 AND NOT e.is_draft AND coalesce(t.category, '') <> '@COURTESY' AND coalesce(l.price, 0) > 0
      ORDER BY l.event_id, l.index, l.id`,
    [businessId],
  );
  return rows.filter((r) => Number(r.room) > 0);
}

export async function seedDemoOrders(tx: Db, businessIds: { demo: string; outra: string }, count = DEMO_ORDERS, now = Date.now()): Promise<void> {
  if (count <= 0) return;
  await seedBusinessOrders(tx, businessIds.demo, count, now, 20261124);
  await seedBusinessOrders(tx, businessIds.outra, Math.min(OUTRA_ORDERS, count), now, 20261125);
  await checkInPastSales(tx, businessIds.demo);
}

/** The sales tree's own paid orders of events already held went through the door too (most of them). */
async function checkInPastSales(tx: Db, businessId: string): Promise<void> {
  await tx.query(
    `WITH v AS (
       UPDATE user_tickets ut SET validated_at = e.start_at - interval '40 minutes' + (abs(hashtext(ut.code)) % 5400) * interval '1 second'
         FROM order_items oi JOIN orders o ON o.id = oi.order_id JOIN events e ON e.business_id = o.business_id AND e.id = o.event_id
        WHERE ut.order_item_id = oi.id AND o.business_id = $1 AND o.status = '@PAID' AND o.channel <> '@COURTESY' AND e.start_at < now()
          AND ut.validated_at IS NULL AND ut.canceled_at IS NULL AND abs(hashtext(ut.code)) % 10 <> 0
       RETURNING ut.id, ut.business_id, ut.event_id, ut.validated_at
     )
     INSERT INTO ticket_checkins (business_id, user_ticket_id, event_id, at) SELECT business_id, id, event_id, validated_at FROM v`,
    [businessId],
  );
}

async function seedBusinessOrders(tx: Db, businessId: string, count: number, now: number, seed: number): Promise<void> {
  const rand = prng(seed);
  const lots = await lotsWithRoom(tx, businessId);
  if (!lots.length) return;
  const { rows: pos } = await tx.query<{ id: string }>('SELECT id FROM points_of_sale WHERE business_id = $1 AND is_active ORDER BY name', [businessId]);
  const { rows: sellers } = await tx.query<{ id: string }>(
    `SELECT c.user_id AS id FROM collaborators c JOIN roles r ON r.id = c.role_id WHERE c.business_id = $1 ORDER BY ('@CAN.SELL' = ANY(r.permissions)) DESC, c.created_at LIMIT 1`,
    [businessId],
  );
  const { rows: coupons } = await tx.query<{ event_id: string; code: string; value: string }>(
    `SELECT event_id, code, value FROM coupons WHERE business_id = $1 AND type = '@PERCENT' AND quantity > 0`,
    [businessId],
  );
  const couponOf = new Map(coupons.map((c) => [c.event_id, c]));
  // Each lot sells at most 70% of the places it has left, so the demo's lots keep selling.
  const left = new Map(lots.map((l) => [l.id, Math.floor(Number(l.room) * 0.7)]));
  // Each refund state a gateway gives shows at least once, on an older order (the draws alone left
  // the demo without a refund still processing at some hours: what they reach depends on the clock).
  const shown = new Set<Fate>();

  const o: Record<string, unknown[]> = {};
  const push = (table: Record<string, unknown[]>, row: Record<string, unknown>) => {
    for (const [k, v] of Object.entries(row)) (table[k] ??= []).push(v);
  };
  const items: Record<string, unknown[]> = {};
  const pays: Record<string, unknown[]> = {};
  const refunds: Record<string, unknown[]> = {};
  const messages: Record<string, unknown[]> = {};

  for (let n = 0; n < count; n++) {
    const open = lots.filter((l) => (left.get(l.id) ?? 0) > 0);
    if (!open.length) break;
    const lot = open[Math.floor(rand() * open.length)];
    const quantity = Math.min(left.get(lot.id)!, pick(rand, [[1, 45], [2, 35], [3, 12], [4, 8]] as const));
    left.set(lot.id, left.get(lot.id)! - quantity);
    const price = Number(lot.price);

    // When: within the lot's window, before the event and before now.
    const until = Math.min(now - 60_000, lot.end_at ? lot.end_at.getTime() : now, lot.event_start ? lot.event_start.getTime() - 3_600_000 : now);
    const from = Math.min(until - DAY, lot.start_at ? lot.start_at.getTime() : until - 45 * DAY);
    // The first orders of a lot on sale now came in the last hours: the list opens on today's sales.
    const recent = n < 40 && until > now - DAY;
    const createdAt = new Date(recent ? now - (n + 1) * 150_000 : from + rand() * (until - from));
    const past = lot.event_start ? lot.event_start.getTime() < now : false;

    const channel = pick(rand, [['@SITE', 60], ['@POS', 20], ['@CASHIER', pos.length ? 20 : 0]] as const);
    const site = channel === '@SITE';
    const method = site
      ? pick(rand, [['@CREDIT_CARD', 50], ['@PIX', 35], ['@BOLETO', 8], ['@DEBIT_CARD', 7]] as const)
      : channel === '@POS'
        ? pick(rand, [['@CREDIT_CARD', 55], ['@DEBIT_CARD', 45]] as const)
        : pick(rand, [['@CASH', 45], ['@PIX', 20], ['@DEBIT_CARD', 20], ['@CREDIT_CARD', 15]] as const);
    const fees = site && lot.tax_method === '@CUSTOMER' ? Math.round((price * quantity * Number(lot.service_fee ?? 0)) / 10000) : 0;
    const coupon = site && rand() < 0.08 ? couponOf.get(lot.event_id) : undefined;
    const couponDiscount = coupon ? Math.round((price * quantity * Number(coupon.value)) / 10000) : 0;
    const total = price * quantity + fees - couponDiscount;

    // What happened to it: unpaid site orders wait or were cancelled; some paid ones got refunds.
    const unpaid = site && (method === '@PIX' || method === '@BOLETO') && !past && rand() < 0.09;
    const status0: '@PAID' | '@PENDING' | '@CANCELED' = unpaid ? (rand() < 0.45 ? '@CANCELED' : '@PENDING') : '@PAID';
    const gateway = site && lot.account_id && lot.account_slug ? (lot.account_slug as '@MERCADOPAGO' | '@PAGSEGURO') : null;
    const fate: Fate =
      status0 !== '@PAID'
        ? 'none'
        : gateway && !recent && method === '@PIX' && !shown.has('processing')
          ? 'processing'
          : gateway && !recent && !shown.has('failed')
            ? 'failed'
            : pick(rand, [
                ['none', 90],
                ['full', 3],
                ['fees', fees > 0 ? 2 : 0],
                ['oneTicket', quantity > 1 ? 2.5 : 0],
                ['failed', gateway ? 1.5 : 0],
                ['processing', gateway && method === '@PIX' ? 1 : 0],
              ] as const);
    shown.add(fate);
    const refundedUnits = fate === 'full' ? quantity : fate === 'oneTicket' ? 1 : 0;
    const status: Status = fate === 'full' ? '@REFUNDED' : fate === 'fees' || fate === 'oneTicket' ? '@PARTIALLY_REFUNDED' : status0;

    const id = randomUUID();
    const itemId = randomUUID();
    const name = `${CUSTOMERS[Math.floor(rand() * CUSTOMERS.length)].split(' ')[0]} ${SURNAMES[Math.floor(rand() * SURNAMES.length)]}`;
    const email = `${name.normalize('NFD').replace(/[^A-Za-z ]/g, '').toLowerCase().replace(/ /g, '.')}${n % 97}@exemplo.com.br`;
    const paid = status0 === '@PAID';
    /** An instant after the purchase, never in the future. */
    const later = (ms: number) => new Date(Math.min(now - 10_000, createdAt.getTime() + ms)).toISOString();
    const refundAt = new Date(Math.min(now - 30_000, createdAt.getTime() + (1 + rand() * 10) * DAY));
    push(o, {
      id, channel, status, method, name,
      email: channel === '@CASHIER' && rand() < 0.4 ? null : email,
      cpf: channel === '@SITE' || rand() < 0.5 ? cpfFrom(rand) : null,
      phone: rand() < 0.7 ? `81${9}${String(Math.floor(10_000_000 + rand() * 89_999_999))}` : null,
      event: lot.event_id, pos: channel === '@POS' ? pos[n % pos.length]?.id ?? null : null,
      seller: channel === '@CASHIER' ? sellers[0]?.id ?? null : null,
      fees, couponCode: coupon?.code ?? null, couponDiscount, total,
      paidAt: paid ? later(method === '@BOLETO' ? DAY : 60_000) : null,
      canceledAt: status0 === '@CANCELED' ? later(3 * DAY) : null,
      refundType: fate === 'full' || fate === 'oneTicket' ? '@TICKETS_AND_FEES' : fate === 'fees' ? '@FEES' : null,
      refundedAt: status === '@REFUNDED' || status === '@PARTIALLY_REFUNDED' ? refundAt.toISOString() : null,
      createdAt: createdAt.toISOString(),
    });
    // Units: the refunded (or cancelled) ones last, checked in at a past event unless refunded.
    const canceledUnits = status0 === '@CANCELED' ? quantity : refundedUnits + (fate === 'processing' ? quantity : 0);
    push(items, {
      id: itemId, order: id, event: lot.event_id, sector: lot.sector_id, ticket: lot.ticket_id, lot: lot.id, quantity,
      canceledQuantity: status0 === '@CANCELED' ? quantity : refundedUnits, price,
      canceledUnits, cancelReason: status0 === '@CANCELED' ? '@CANCELED' : '@REFUNDED',
      canceledAt: status0 === '@CANCELED' ? later(3 * DAY) : refundAt.toISOString(),
      checkins: past && paid && fate !== 'full' && fate !== 'processing' ? Math.round((quantity - refundedUnits) * (rand() < 0.85 ? 1 : 0)) : 0,
      checkinAt: lot.event_start ? new Date(lot.event_start.getTime() - 1_800_000 + rand() * 5_400_000).toISOString() : null,
    });
    if (paid || status0 === '@PENDING') {
      const received = method === '@CASH' ? Math.ceil(total / 5000) * 5000 : null;
      push(pays, {
        order: id, method, amount: total, received, change: received === null ? null : received - total,
        installments: method === '@CREDIT_CARD' ? pick(rand, [[1, 60], [2, 10], [3, 15], [6, 10], [10, 5]] as const) : null,
        gateway, account: gateway ? lot.account_id : null,
        reference: gateway ? (gateway === '@PAGSEGURO' ? `CHAR_${randomUUID().toUpperCase()}` : String(10_000_000_000 + Math.floor(rand() * 89_999_999_999))) : null,
        status: paid ? '@APPROVED' : '@PENDING', createdAt: createdAt.toISOString(),
      });
    }
    if (fate !== 'none') {
      // The refund's money as the server computes it for these simple orders (one item, coupon spread evenly).
      const ticketsHeld = price * quantity - couponDiscount;
      const unitsShare = (units: number) => Math.round((ticketsHeld * units) / quantity) + Math.round((fees * units) / quantity);
      const amount = fate === 'fees' ? fees : fate === 'oneTicket' ? unitsShare(1) : total;
      const feesAmount = fate === 'fees' ? fees : fate === 'oneTicket' ? Math.round(fees / quantity) : fees;
      push(refunds, {
        order: id,
        type: fate === 'fees' ? '@FEES' : '@TICKETS_AND_FEES',
        amount, feesAmount: Math.min(feesAmount, amount),
        status: fate === 'failed' ? '@FAILED' : fate === 'processing' ? '@PENDING' : '@DONE',
        method: gateway ? method : '@CASH', gateway,
        message: fate === 'failed' ? 'O pagamento é antigo demais para ser estornado pelo gateway.' : fate === 'processing' ? 'O gateway está processando o estorno.' : null,
        reason: pick(rand, [['Evento adiado: cliente não pode comparecer', 1], ['Compra em duplicidade', 1], ['Taxa cobrada indevidamente', fate === 'fees' ? 3 : 0], [null, 2]] as const),
        tickets: fate === 'fees' || fate === 'failed' ? 0 : 1,
        createdAt: refundAt.toISOString(),
      });
    }
    if (paid && site && rand() < 0.05) {
      push(messages, { order: id, channel: '@EMAIL', contact: email, name, createdAt: later(2 * DAY) });
    }
  }
  if (!o.id?.length) return;
  await insertAll(tx, businessId, o, items, pays, refunds, messages);
}

const arr = (t: Record<string, unknown[]>, k: string) => t[k] ?? [];

async function insertAll(
  tx: Db,
  businessId: string,
  o: Record<string, unknown[]>,
  items: Record<string, unknown[]>,
  pays: Record<string, unknown[]>,
  refunds: Record<string, unknown[]>,
  messages: Record<string, unknown[]>,
): Promise<void> {
  await tx.query(
    `INSERT INTO orders (id, business_id, event_id, channel, status, payment_type, customer_name, customer_email, customer_cpf, customer_phone,
                         pos_id, seller_id, fees, coupon_code, coupon_discount, total, paid_at, canceled_at, refund_type, refunded_at, created_at, updated_at)
     SELECT x.id, $1, x.event, x.channel, x.status, x.method, x.name, x.email, x.cpf, x.phone, x.pos, x.seller, x.fees, x.coupon_code, x.coupon_discount,
            x.total, x.paid_at, x.canceled_at, x.refund_type, x.refunded_at, x.created_at, greatest(x.created_at, coalesce(x.refunded_at, x.canceled_at, x.created_at))
       FROM unnest($2::uuid[], $3::uuid[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::uuid[], $12::uuid[],
                   $13::bigint[], $14::text[], $15::bigint[], $16::bigint[], $17::timestamptz[], $18::timestamptz[], $19::text[], $20::timestamptz[], $21::timestamptz[])
            AS x(id, event, channel, status, method, name, email, cpf, phone, pos, seller, fees, coupon_code, coupon_discount, total, paid_at, canceled_at,
                 refund_type, refunded_at, created_at)`,
    [businessId, ...['id', 'event', 'channel', 'status', 'method', 'name', 'email', 'cpf', 'phone', 'pos', 'seller', 'fees', 'couponCode', 'couponDiscount', 'total', 'paidAt', 'canceledAt', 'refundType', 'refundedAt', 'createdAt'].map((k) => arr(o, k))],
  );
  await tx.query(
    `WITH x AS (
       SELECT * FROM unnest($2::uuid[], $3::uuid[], $4::uuid[], $5::uuid[], $6::uuid[], $7::uuid[], $8::int[], $9::int[], $10::bigint[], $11::int[], $12::text[],
                            $13::timestamptz[], $14::int[], $15::timestamptz[])
         AS x(id, order_id, event_id, sector_id, ticket_id, lot_id, quantity, canceled_quantity, price, canceled_units, cancel_reason, canceled_at, checkins, checkin_at)
     ), i AS (
       INSERT INTO order_items (id, business_id, order_id, event_id, sector_id, ticket_id, lot_id, quantity, canceled_quantity, unit_price, created_at)
       SELECT x.id, $1, x.order_id, x.event_id, x.sector_id, x.ticket_id, x.lot_id, x.quantity, x.canceled_quantity, x.price, o.created_at
         FROM x JOIN orders o ON o.id = x.order_id
     )
     INSERT INTO user_tickets (business_id, order_item_id, event_id, lot_id, code, category, holder_name, holder_email, holder_cpf, created_at,
                               validated_at, canceled_at, cancel_reason)
     SELECT $1, x.id, x.event_id, x.lot_id, upper(substr(md5(x.id::text || '/' || g), 1, 16)), t.category, o.customer_name, o.customer_email, o.customer_cpf,
            o.created_at,
            CASE WHEN g <= least(x.checkins, x.quantity - x.canceled_units) THEN x.checkin_at + g * interval '23 seconds' END,
            CASE WHEN g > x.quantity - x.canceled_units THEN x.canceled_at END,
            CASE WHEN g > x.quantity - x.canceled_units THEN x.cancel_reason END
       FROM x JOIN orders o ON o.id = x.order_id LEFT JOIN tickets t ON t.id = x.ticket_id, generate_series(1, x.quantity) AS g`,
    [businessId, ...['id', 'order', 'event', 'sector', 'ticket', 'lot', 'quantity', 'canceledQuantity', 'price', 'canceledUnits', 'cancelReason', 'canceledAt', 'checkins', 'checkinAt'].map((k) => arr(items, k))],
  );
  await tx.query(
    `INSERT INTO order_payments (business_id, order_id, method, amount, received, change, installments, gateway, payment_account_id, gateway_reference, status, created_at)
     SELECT $1, x.* FROM unnest($2::uuid[], $3::text[], $4::bigint[], $5::bigint[], $6::bigint[], $7::int[], $8::text[], $9::uuid[], $10::text[], $11::text[], $12::timestamptz[])
       AS x(order_id, method, amount, received, change, installments, gateway, account, reference, status, created_at)`,
    [businessId, ...['order', 'method', 'amount', 'received', 'change', 'installments', 'gateway', 'account', 'reference', 'status', 'createdAt'].map((k) => arr(pays, k))],
  );
  // Refunds: of tickets, the units the refund cancelled; through the order's single tender.
  await tx.query(
    `INSERT INTO order_refunds (business_id, order_id, type, amount, fees_amount, status, method, gateway, gateway_message, reason, user_ticket_ids,
                                payment_id, created_at, updated_at)
     SELECT $1, x.order_id, x.type, x.amount, x.fees_amount, x.status, x.method, x.gateway, x.message, x.reason,
            CASE WHEN x.tickets = 1 THEN coalesce((SELECT array_agg(ut.id ORDER BY ut.code) FROM order_items oi JOIN user_tickets ut ON ut.order_item_id = oi.id
                                                   WHERE oi.order_id = x.order_id AND ut.cancel_reason = '@REFUNDED'), '{}') ELSE '{}' END,
            (SELECT p.id FROM order_payments p WHERE p.order_id = x.order_id LIMIT 1), x.created_at, x.created_at + interval '3 seconds'
       FROM unnest($2::uuid[], $3::text[], $4::bigint[], $5::bigint[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::int[], $12::timestamptz[])
         AS x(order_id, type, amount, fees_amount, status, method, gateway, message, reason, tickets, created_at)`,
    [businessId, ...['order', 'type', 'amount', 'feesAmount', 'status', 'method', 'gateway', 'message', 'reason', 'tickets', 'createdAt'].map((k) => arr(refunds, k))],
  );
  // Every entry at the door, and now and then one undone by mistake and scanned again.
  await tx.query(
    `INSERT INTO ticket_checkins (business_id, user_ticket_id, event_id, at, undone_at)
     SELECT ut.business_id, ut.id, ut.event_id, ut.validated_at - interval '2 minutes', ut.validated_at - interval '1 minute'
       FROM user_tickets ut JOIN order_items oi ON oi.id = ut.order_item_id
      WHERE oi.order_id = ANY($1::uuid[]) AND ut.validated_at IS NOT NULL AND right(ut.code, 1) = '0'
     UNION ALL
     SELECT ut.business_id, ut.id, ut.event_id, ut.validated_at, NULL
       FROM user_tickets ut JOIN order_items oi ON oi.id = ut.order_item_id
      WHERE oi.order_id = ANY($1::uuid[]) AND ut.validated_at IS NOT NULL`,
    [arr(o, 'id')],
  );
  // Resends that reached the outbox (no SMTP in the demo), each with its attempt.
  await tx.query(
    `WITH m AS (
       INSERT INTO order_messages (business_id, order_id, channel, contact, delivery_status, attempts, created_at, updated_at)
       SELECT $1, x.order_id, x.channel, x.contact, '@OUTBOX', 1, x.created_at, x.created_at
         FROM unnest($2::uuid[], $3::text[], $4::text[], $5::timestamptz[]) AS x(order_id, channel, contact, created_at)
       RETURNING id, order_id, channel, contact, created_at
     )
     INSERT INTO outbox (business_id, channel, recipient, subject, body, status, order_message_id, created_at, updated_at)
     SELECT $1, m.channel, m.contact, 'Seus ingressos para ' || coalesce(e.title, ''), 'Olá! Aqui estão os seus ingressos, pedido ' || o.code || '.',
            '@OUTBOX', m.id, m.created_at, m.created_at
       FROM m JOIN orders o ON o.id = m.order_id LEFT JOIN events e ON e.id = o.event_id`,
    [businessId, ...['order', 'channel', 'contact', 'createdAt'].map((k) => arr(messages, k))],
  );
}
