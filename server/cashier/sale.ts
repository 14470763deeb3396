/**
 * POST /cashier/orders (docs/cashier.md): one transaction that holds the seller's open cash
 * session (FOR SHARE: a close waits for it), checks the lots, the coupon (locked, one use spent),
 * the discount, the tenders and the card BINs, takes the places with each lot row locked
 * (lockLotSold, in id order, as courtesies do) and writes the order, its items, one ticket per
 * unit, its payments and, when the buyer gave a contact, the messages that send the tickets.
 */
import { recordChange } from '../audit/record';
import type { Db } from '../db/types';
import { conflict, validationError } from '../errors';
import { lockLotSold } from '../resources/lots/quantity';
import { lotFigures } from '../resources/lots/sold';
import type { SaleInput } from '../../src/shared/resources/cashier/saleInput';
import { POS_FEE_OF, posFeeOf, saleAmounts, type CashierTender } from '../../src/shared/resources/cashier/money';
import { isValidContact, normaliseWhatsapp } from '../../src/shared/resources/courtesies/contacts';
import { saleableEvent } from './catalog';
import { usableCoupon } from './coupon';
import { noOpenSession } from './sessions';
import { checkBins, checkDiscount, checkLots, checkTenders, placesRefusal, type LotRow } from './saleChecks';

const E = 'server.cashier.errors.';
/** Rows of one statement a microsecond apart, so lines and tenders read back in the order they were typed. */
const IN_ORDER = "now() + x.n * interval '1 microsecond'";

export interface Seller {
  businessId: string;
  userId: string;
  permissions: readonly string[];
}

export interface SaleResult {
  orderId: string;
  /** The same requestId was sold before: its order, nothing new written. */
  repeated: boolean;
  lotIds: string[];
  couponId: string | null;
  cashSessionId: string;
  messages: number;
}

/** The order an earlier attempt with this requestId made; another seller's id is a conflict, never their order. */
async function orderOfRequest(db: Db, seller: Seller, requestId: string | null): Promise<string | null> {
  if (!requestId) return null;
  const { rows } = await db.query<{ id: string; seller_id: string | null }>('SELECT id, seller_id FROM orders WHERE business_id = $1 AND cashier_request_id = $2', [
    seller.businessId,
    requestId,
  ]);
  if (rows[0] && rows[0].seller_id !== seller.userId) throw conflict();
  return rows[0]?.id ?? null;
}

async function loadLots(tx: Db, businessId: string, ids: string[]): Promise<Map<string, LotRow>> {
  const { rows } = await tx.query<LotRow>(
    `SELECT l.id, l.event_id, l.sector_id, l.ticket_id, t.title AS ticket_title, t.category, l.price, l.session_id, coalesce(l.show_in_cashier, false) AS show_in_cashier,
            ARRAY(SELECT b.bin FROM ticket_card_bins tb JOIN card_bins b ON b.id = tb.bin_id AND b.business_id = tb.business_id
                   WHERE tb.business_id = t.business_id AND tb.ticket_id = t.id) AS bins
       FROM lots l JOIN tickets t ON t.business_id = l.business_id AND t.id = l.ticket_id
      WHERE l.business_id = $1 AND l.id = ANY($2::uuid[])`,
    [businessId, ids],
  );
  return new Map(rows.map((r) => [r.id, { ...r, price: Number(r.price) }]));
}

/** Takes the places: every lot locked (in id order, so two sales never wait on each other in a cycle), then counted. */
async function takePlaces(tx: Db, businessId: string, input: SaleInput, lots: readonly LotRow[]): Promise<void> {
  const left = new Map<string, number>();
  for (const id of [...new Set(lots.map((l) => l.id))].sort()) {
    const lot = await lockLotSold(tx, businessId, id);
    left.set(id, lot ? lot.quantity - lot.sold : 0);
  }
  const figures = await lotFigures(tx, businessId, lots.map((l) => l.ticket_id));
  input.items.forEach((item, i) => {
    const refusal = placesRefusal(`items.${i}`, item.quantity, left.get(item.lotId) ?? 0, figures.get(item.lotId)?.status ?? '@ENDED');
    if (refusal) throw refusal;
  });
}

export async function sell(db: Db, seller: Seller, input: SaleInput): Promise<SaleResult> {
  return db.transaction(async (tx) => {
    const { businessId } = seller;
    const earlier = await orderOfRequest(tx, seller, input.requestId);
    if (earlier) return { orderId: earlier, repeated: true, lotIds: [], couponId: null, cashSessionId: '', messages: 0 };

    const { rows: session } = await tx.query<{ id: string }>(
      'SELECT id FROM cash_sessions WHERE business_id = $1 AND user_id = $2 AND closed_at IS NULL FOR SHARE',
      [businessId, seller.userId],
    );
    if (!session[0]) throw noOpenSession();
    const cashSessionId = session[0].id;

    const event = await saleableEvent(tx, businessId, input.eventId);
    if (!event) throw validationError([{ field: 'eventId', message: `${E}eventNotFound` }]);
    if (event.is_draft || !event.not_over) throw validationError([{ field: 'eventId', message: `${E}eventNotOnSale` }]);

    const byId = await loadLots(tx, businessId, input.items.map((i) => i.lotId));
    let eventSession: boolean | null = null;
    if (input.sessionId) {
      const { rows } = await tx.query('SELECT 1 FROM sessions WHERE business_id = $1 AND event_id = $2 AND id = $3', [businessId, input.eventId, input.sessionId]);
      eventSession = rows.length > 0;
    }
    const { rows: lots, sessionId } = checkLots(input, byId, eventSession);

    const coupon = input.couponCode ? await usableCoupon(tx, businessId, input.eventId, input.couponCode, true) : null;
    const amounts = saleAmounts(
      lots.map((l, i) => ({ unitPrice: l.price, quantity: input.items[i].quantity })),
      coupon ? { type: String(coupon.type), value: Number(coupon.value) } : null,
      input.discount,
    );
    if (amounts.discount > 0) {
      const { rows } = await tx.query<{ limit: number }>('SELECT cashier_discount_limit AS "limit" FROM businesses WHERE id = $1', [businessId]);
      checkDiscount(amounts, seller.permissions, Number(rows[0].limit));
    }
    const settlement = checkTenders(input, amounts.total);
    checkBins(input, lots);
    await takePlaces(tx, businessId, input, lots);

    const buyer = input.buyer;
    const main = input.payments.map((p, i) => ({ method: p.method, share: settlement.shares[i] })).sort((a, b) => b.share - a.share)[0];
    const { rows: order } = await tx.query<{ id: string }>(
      `INSERT INTO orders (business_id, event_id, session_id, channel, status, payment_type, customer_name, customer_email, customer_phone, customer_cpf,
                           coupon_id, coupon_code, coupon_discount, discount, total, fees, seller_id, cash_session_id, paid_at, cashier_request_id)
       VALUES ($1, $2, $3, '@CASHIER', '@PAID', $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, 0, $14, $15, now(), $16) RETURNING id`,
      [
        businessId, input.eventId, sessionId, main?.method ?? null, buyer?.name ?? null, buyer?.email ?? null, buyer?.phone ?? null, buyer?.cpf ?? null,
        coupon?.id ?? null, coupon?.code ?? null, amounts.couponDiscount, amounts.discount, amounts.total, seller.userId, cashSessionId, input.requestId,
      ],
    );
    const orderId = order[0].id;
    const { rows: items } = await tx.query<{ id: string; lot_id: string }>(
      `INSERT INTO order_items (business_id, order_id, event_id, sector_id, ticket_id, lot_id, quantity, unit_price, fees, created_at)
       SELECT $1, $2, $3, x.sector_id, x.ticket_id, x.lot_id, x.quantity, x.price, 0, ${IN_ORDER}
         FROM unnest($4::uuid[], $5::uuid[], $6::uuid[], $7::int[], $8::bigint[]) WITH ORDINALITY AS x(sector_id, ticket_id, lot_id, quantity, price, n) RETURNING id, lot_id`,
      [businessId, orderId, input.eventId, lots.map((l) => l.sector_id), lots.map((l) => l.ticket_id), lots.map((l) => l.id), input.items.map((i) => i.quantity), lots.map((l) => l.price)],
    );
    const itemOf = new Map(items.map((r) => [r.lot_id, r.id]));
    // One ticket (one QR) per unit; codes of 16 hexadecimal capitals from a random id, as the seed's.
    await tx.query(
      `INSERT INTO user_tickets (business_id, order_item_id, event_id, lot_id, code, category, holder_name, holder_email, holder_phone, holder_cpf)
       SELECT $1, x.item_id, $2, x.lot_id, upper(substr(md5(gen_random_uuid()::text), 1, 16)), x.category, $3, $4, $5, $6
         FROM unnest($7::uuid[], $8::uuid[], $9::text[], $10::int[]) AS x(item_id, lot_id, category, quantity), generate_series(1, x.quantity)`,
      [
        businessId, input.eventId, buyer?.name ?? null, buyer?.email ?? null, buyer?.phone ?? null, buyer?.cpf ?? null,
        lots.map((l) => itemOf.get(l.id)), lots.map((l) => l.id), lots.map((l) => l.category), input.items.map((i) => i.quantity),
      ],
    );
    if (input.payments.length) {
      const rate = (m: CashierTender) => Number(event[`pos_fees__${POS_FEE_OF[m]}`] ?? 0);
      const p = input.payments;
      await tx.query(
        `INSERT INTO order_payments (business_id, order_id, method, amount, received, change, installments, card_bin, pos_fee_rate, pos_fee, status, created_at)
         SELECT $1, $2, x.method, x.amount, x.received, x.change, x.installments, x.card_bin, x.rate, x.fee, '@APPROVED', ${IN_ORDER}
           FROM unnest($3::text[], $4::bigint[], $5::bigint[], $6::bigint[], $7::int[], $8::text[], $9::int[], $10::bigint[]) WITH ORDINALITY
                AS x(method, amount, received, change, installments, card_bin, rate, fee, n)`,
        [
          businessId, orderId, p.map((t) => t.method), settlement.shares,
          p.map((t) => (t.method === '@CASH' ? t.amount : null)), p.map((t) => (t.method === '@CASH' ? settlement.change : null)),
          p.map((t) => t.installments), p.map((t) => t.cardBin), p.map((t) => rate(t.method)), p.map((t, i) => posFeeOf(settlement.shares[i], rate(t.method))),
        ],
      );
    }
    if (coupon) await tx.query('UPDATE coupons SET quantity = quantity - 1, updated_at = now() WHERE business_id = $1 AND id = $2', [businessId, coupon.id]);
    const contacts: [string, string][] = [];
    if (buyer?.email && isValidContact('@EMAIL', buyer.email)) contacts.push(['@EMAIL', buyer.email]);
    if (buyer?.phone && isValidContact('@WHATSAPP', buyer.phone)) contacts.push(['@WHATSAPP', normaliseWhatsapp(buyer.phone)]);
    if (contacts.length) {
      await tx.query(
        `INSERT INTO order_messages (business_id, order_id, channel, contact, created_by) SELECT $1, $2, x.channel, x.contact, $3 FROM unnest($4::text[], $5::text[]) AS x(channel, contact)`,
        [businessId, orderId, seller.userId, contacts.map((c) => c[0]), contacts.map((c) => c[1])],
      );
    }
    // The sale in the history: an order created by the seller at the box office.
    await recordChange(tx, {
      businessId, actorId: seller.userId, resource: 'orders', recordId: orderId, action: '@CREATE',
      after: { channel: '@CASHIER', status: '@PAID', total: amounts.total, discount: amounts.discount, customerName: buyer?.name ?? null, couponCode: coupon?.code ?? null },
    });
    return { orderId, repeated: false, lotIds: lots.map((l) => l.id), couponId: (coupon?.id as string) ?? null, cashSessionId, messages: contacts.length };
  });
}
