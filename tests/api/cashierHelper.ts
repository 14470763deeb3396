/** Shared by the box-office tests (cashierSessions, cashierSales): sellers of any role, a published event to sell, sales. */
import { hashPassword } from '../../server/auth/passwords';
import { bearerOf, DEMO_PASSWORD, login, type Json } from './helper';
import type { AppOptions } from '../../server/app';
import { salesTest, type Res, type SalesTest } from './salesTreeHelper';

export type { Json, Res };

export interface CashierTest extends SalesTest {
  /** A collaborator of the demo business (or `business`) with a role of its own; answers an access token. */
  seller(email: string, permissions: string[], business?: string): Promise<string>;
  as(token: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown): Promise<Res>;
  /** A published event with one sector and one ticket whose lots are given (price, quantity...); answers the ids. */
  onSale(lots: Json[], ticket?: Json, eventTitle?: string): Promise<{ eventId: string; sectorId: string; ticketId: string; lotIds: string[] }>;
  open(token: string, openingFloat?: number): Promise<Json>;
}

export async function cashierTest(opts: Partial<AppOptions> = {}): Promise<CashierTest> {
  const t = (await salesTest(opts)) as CashierTest;
  const hash = await hashPassword(DEMO_PASSWORD);
  t.as = (token, method, url, payload) => t.ctx.app.inject({ method, url, headers: bearerOf(token), ...(payload !== undefined ? { payload: payload as object } : {}) });
  t.seller = async (email, permissions, business) => {
    const businessId = business ?? (await t.businessId());
    const db = t.ctx.db;
    const role = (await db.query<{ id: string }>('INSERT INTO roles (business_id, name, permissions) VALUES ($1, $2, $3) RETURNING id', [businessId, `Papel ${email}`, permissions])).rows[0].id;
    const user = (await db.query<{ id: string }>(`INSERT INTO users (email, password_hash, first_name, last_name) VALUES ($1, $2, 'Pessoa', $3) RETURNING id`, [email, hash, email.split('@')[0]])).rows[0].id;
    await db.query('INSERT INTO collaborators (business_id, user_id, role_id) VALUES ($1, $2, $3)', [businessId, user, role]);
    return (await login(t.ctx.app, email)).accessToken;
  };
  t.onSale = async (lots, ticket = {}, eventTitle = 'Show da Bilheteria') => {
    const eventId = await t.event(eventTitle);
    await t.ctx.db.query(`UPDATE events SET is_draft = false, start_at = now() + interval '10 days' WHERE id = $1`, [eventId]);
    const sectorId = (await t.sector(eventId)).id as string;
    const ticketId = (await t.ticket(eventId, sectorId, ticket)).id as string;
    const lotIds: string[] = [];
    // Forced on sale ('activate'), so each lot sells beside the others.
    for (const lot of lots) {
      const id = (await t.lot(eventId, sectorId, ticketId, lot)).id as string;
      await t.ctx.db.query('UPDATE lots SET is_active = true WHERE id = $1', [id]);
      lotIds.push(id);
    }
    return { eventId, sectorId, ticketId, lotIds };
  };
  t.open = async (token, openingFloat = 10000) => {
    const res = await t.as(token, 'POST', '/api/cashier/sessions', { openingFloat });
    return t.ok(res, 201);
  };
  return t;
}

/** A sale body: one lot and quantity, paid by `payments` (cash of the exact total when absent). */
export const saleOf = (eventId: string, lotId: string, quantity: number, payments: Json[], extra: Json = {}) => ({
  eventId,
  items: [{ lotId, quantity }],
  payments,
  ...extra,
});
