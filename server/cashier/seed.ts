/**
 * The demo's box office (docs/cashier.md): the cashier (caixa@demo.com.br) has a session open with
 * a R$ 200,00 change fund and a few sales in it, made through the sale itself (sell), so the
 * seeded rows are exactly what the box office writes: cash with change, Pix to a buyer who gets
 * the tickets by e-mail (a queued message), debit, and a bank presale ticket on a partner card.
 * One lot per sale and no coupon, as the other seeded orders. Small: the seed runs per API test file.
 */
import type { Db } from '../db/types';
import { eventCatalog, eventsOnSale } from './catalog';
import { sell } from './sale';
import type { SaleInput } from '../../src/shared/resources/cashier/saleInput';

const CASHIER = 'caixa@demo.com.br';
const EVENTS = ['Festival de Forró de Caruaru', 'Noite de Samba na Lapa'];

interface Plan {
  event: string;
  ticket: string;
  quantity: number;
  payments: (price: number) => SaleInput['payments'];
  buyer?: SaleInput['buyer'];
}

const PLANS: Plan[] = [
  { event: EVENTS[0], ticket: 'Inteira', quantity: 2, payments: (total) => [{ method: '@CASH', amount: Math.ceil(total / 5000) * 5000, cardBin: null, installments: null }] },
  {
    event: EVENTS[1],
    ticket: 'Meia-entrada',
    quantity: 1,
    payments: (total) => [{ method: '@PIX', amount: total, cardBin: null, installments: null }],
    buyer: { name: 'Helena Cavalcanti', cpf: '52998224725', email: 'helena.cavalcanti@exemplo.com.br', phone: null },
  },
  {
    event: EVENTS[0],
    ticket: 'VIP Open Bar',
    quantity: 1,
    payments: (total) => [
      { method: '@DEBIT_CARD', amount: total - 5000, cardBin: null, installments: null },
      { method: '@CASH', amount: 5000, cardBin: null, installments: null },
    ],
  },
  { event: EVENTS[0], ticket: 'Cliente Parceiro', quantity: 1, payments: (total) => [{ method: '@CREDIT_CARD', amount: total, cardBin: '506722', installments: 3 }] },
];

export async function seedCashSession(tx: Db, businessId: string): Promise<void> {
  const { rows: users } = await tx.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [CASHIER]);
  const { rows: tables } = await tx.query<{ ok: boolean }>(`SELECT to_regclass('lots') IS NOT NULL AND to_regclass('sessions') IS NOT NULL AS ok`);
  if (!users[0] || !tables[0]?.ok) return;
  const userId = users[0].id;
  await tx.query('INSERT INTO cash_sessions (business_id, user_id, opening_float, opened_at) VALUES ($1, $2, 20000, now() - interval \'3 hours\')', [businessId, userId]);
  const events = await eventsOnSale(tx, businessId);
  const seller = { businessId, userId, permissions: ['@CAN.SELL', '@CAN.APPLY.DISCOUNT.ON.SELL'] };
  for (const plan of PLANS) {
    const event = events.find((e) => e.title === plan.event);
    if (!event) continue;
    const sectors = await eventCatalog(tx, businessId, String(event.id));
    const lot = sectors
      .flatMap((s) => s.tickets as Record<string, unknown>[])
      .filter((t) => t.title === plan.ticket)
      .flatMap((t) => t.lots as { id: string; price: number; left: number; status: string; sessionId: string | null }[])
      .find((l) => l.status === '@ON_SALE' && l.left >= plan.quantity && !l.sessionId);
    if (!lot) continue;
    const total = lot.price * plan.quantity;
    await sell(tx, seller, {
      requestId: null,
      eventId: String(event.id),
      sessionId: null,
      items: [{ lotId: lot.id, quantity: plan.quantity }],
      buyer: plan.buyer ?? null,
      couponCode: null,
      discount: 0,
      payments: plan.payments(total),
    });
  }
}
