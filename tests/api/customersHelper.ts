/** Shared by the customers tests: the demo's lots to sell, orders written as the seed writes them, calls as each user. */
import { MODULES } from '../../src/shared/permissions';
import { hashPassword } from '../../server/auth/passwords';
import { insertOrders, type OrderLine } from '../../server/resources/tickets/seedOrders';
import { bearerOf, DEMO_PASSWORD, login, loginAll, setup, type Json, type TestContext, type UserKey } from './helper';

export type { Json };
export const RIVAL = 'admin@rival-clientes.com.br';

export interface Lot {
  id: string;
  eventId: string;
  price: number;
}

export interface CustomersTest {
  ctx: TestContext;
  tokens: Record<UserKey, string>;
  demoId: string;
  /** Two lots of two different events of the demo, priced. */
  lots: [Lot, Lot];
  get(url: string, who?: UserKey | string): Promise<{ statusCode: number; body: string; headers: Record<string, unknown>; json(): Json }>;
  /** Box-office orders (no service fee: total = price × quantity) of the demo; answers their ids. */
  buy(lines: Partial<OrderLine>[], businessId?: string): Promise<string[]>;
  /** The list's rows for a search (a marker each test writes into its buyers' names or e-mails). */
  rows(query: string, who?: UserKey | string): Promise<Json[]>;
  close(): Promise<void>;
}

/** A ticket office of its own with an @ALL administrator (RIVAL), as a sign-up would make it; answers its id. */
export async function createRival(ctx: TestContext): Promise<string> {
  const { rows: [b] } = await ctx.db.query<{ id: string }>(
    `INSERT INTO businesses (name, is_ticket_office, modules) VALUES ('Bilheteria Rival', true, $1) RETURNING id`,
    [[...MODULES]],
  );
  const { rows: [role] } = await ctx.db.query<{ id: string }>(`INSERT INTO roles (business_id, name, permissions) VALUES ($1, 'Administrador', '{@ALL}') RETURNING id`, [b.id]);
  const { rows: [user] } = await ctx.db.query<{ id: string }>(
    `INSERT INTO users (email, password_hash, first_name, last_name) VALUES ($1, $2, 'Rita', 'Rival') RETURNING id`,
    [RIVAL, await hashPassword(DEMO_PASSWORD)],
  );
  await ctx.db.query('INSERT INTO collaborators (business_id, user_id, role_id) VALUES ($1, $2, $3)', [b.id, user.id, role.id]);
  return b.id;
}

export async function customersTest(): Promise<CustomersTest> {
  const ctx = await setup();
  const tokens = await loginAll(ctx.app);
  const extra: Record<string, string> = {};
  const demoId = (await ctx.db.query<{ id: string }>(`SELECT id FROM businesses WHERE name = 'Bilheteria Demo'`)).rows[0].id;
  const { rows } = await ctx.db.query<{ id: string; event_id: string; price: number }>(
    `SELECT DISTINCT ON (l.event_id) l.id, l.event_id, l.price FROM lots l WHERE l.business_id = $1 AND l.price > 0 ORDER BY l.event_id, l.created_at LIMIT 2`,
    [demoId],
  );
  const lots = rows.map((r) => ({ id: r.id, eventId: r.event_id, price: Number(r.price) })) as [Lot, Lot];
  const token = async (who: UserKey | string) => {
    if (who in tokens) return tokens[who as UserKey];
    extra[who] ??= (await login(ctx.app, who)).accessToken;
    return extra[who];
  };
  const get: CustomersTest['get'] = async (url, who = 'admin') => ctx.app.inject({ url, headers: bearerOf(await token(who)) });
  return {
    ctx,
    tokens,
    demoId,
    lots,
    get,
    buy: (lines, businessId = demoId) =>
      insertOrders(ctx.db, businessId, lines.map((l) => ({ lotId: lots[0].id, quantity: 1, channel: '@CASHIER', paymentType: '@CASH', ...l }))),
    async rows(query, who = 'admin') {
      const res = await get(`/api/business/customers?limit=100&${query}`, who);
      if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
      return res.json().data;
    },
    close: () => ctx.close(),
  };
}
