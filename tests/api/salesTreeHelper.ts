/** Shared by the sales tree tests (salesTree, tickets, lots): calls as each demo user, tree builders, sales. */
import { expect } from 'vitest';
import { bearerOf, loginAll, setup, type Json, type TestContext, type UserKey } from './helper';
import type { AppOptions } from '../../server/app';
import { insertOrders, type OrderLine } from '../../server/resources/tickets/seedOrders';

export type { Json };
type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
/** What the tests read of an injected answer. */
export interface Res {
  statusCode: number;
  body: string;
  json(): Json;
}

export interface SalesTest {
  ctx: TestContext;
  tokens: Record<UserKey, string>;
  api(who: UserKey, method: Method, url: string, payload?: unknown): Promise<Res>;
  ok(res: Res, status?: number): Json;
  /** An issue answer: status, then the pt-BR message of each field. */
  issues(res: Res, status?: number): Record<string, string>;
  businessId(who?: UserKey): Promise<string>;
  event(title?: string, who?: UserKey): Promise<string>;
  sector(eventId: string, name?: string, who?: UserKey): Promise<Json>;
  ticket(eventId: string, sectorId: string, body?: Json, who?: UserKey): Promise<Json>;
  lot(eventId: string, sectorId: string, ticketId: string, body?: Json, who?: UserKey): Promise<Json>;
  /** A paid order of `quantity` admissions of the lot (plain SQL, as the seed writes them). */
  sell(lotId: string, quantity?: number, extra?: Partial<OrderLine>, who?: UserKey): Promise<string>;
  close(): Promise<void>;
}

export const sectorsUrl = (eventId: string) => `/api/events/${eventId}/sectors`;
export const ticketsUrl = (eventId: string, sectorId: string) => `/api/events/${eventId}/${sectorId}/tickets`;
export const lotsUrl = (eventId: string, sectorId: string, ticketId: string) => `/api/events/${eventId}/${sectorId}/${ticketId}/lots`;

export async function salesTest(opts: Partial<AppOptions> = {}): Promise<SalesTest> {
  const ctx = await setup(opts);
  const tokens = await loginAll(ctx.app);
  const api: SalesTest['api'] = (who, method, url, payload) =>
    ctx.app.inject({ method, url, headers: bearerOf(tokens[who]), ...(payload !== undefined ? { payload: payload as object } : {}) });
  const ok: SalesTest['ok'] = (res, status = 200) => {
    expect(res.statusCode, res.body).toBe(status);
    return res.statusCode === 204 ? {} : res.json();
  };
  const issues: SalesTest['issues'] = (res, status = 400) => {
    expect(res.statusCode, res.body).toBe(status);
    return Object.fromEntries((res.json().issues ?? []).map((i: Json) => [i.field, i.message]));
  };
  const businessId = async (who: UserKey = 'admin') => ok(await api(who, 'GET', '/api/profile')).business.id as string;
  const t: SalesTest = {
    ctx,
    tokens,
    api,
    ok,
    issues,
    businessId,
    event: async (title = 'Festa de Teste', who = 'admin') => ok(await api(who, 'POST', '/api/events', { title }), 201).id,
    sector: async (eventId, name = 'Pista', who = 'admin') => ok(await api(who, 'POST', sectorsUrl(eventId), { name }), 201),
    ticket: async (eventId, sectorId, body = {}, who = 'admin') => ok(await api(who, 'POST', ticketsUrl(eventId, sectorId), { title: 'Inteira', ...body }), 201),
    lot: async (eventId, sectorId, ticketId, body = {}, who = 'admin') =>
      ok(await api(who, 'POST', lotsUrl(eventId, sectorId, ticketId), { title: 'Lote', price: 5000, quantity: 100, ...body }), 201),
    sell: async (lotId, quantity = 1, extra = {}, who = 'admin') =>
      (await insertOrders(ctx.db, await businessId(who), [{ lotId, quantity, channel: '@SITE', customerName: 'Comprador Teste', ...extra }]))[0],
    close: () => ctx.close(),
  };
  return t;
}
