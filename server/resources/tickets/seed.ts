/**
 * Demo sales: Bilheteria Demo's points of sale, and for its published events sectors, tickets,
 * lots, coupons, card BINs and paid orders (server/resources/tickets/seedTemplates.ts). Three
 * upcoming events and one past event get the full tree; the others a small one; Outra
 * Produtora (not a ticket office, so no points of sale) one event with a small tree. Records go
 * through createRecord (validation, order index, counters); flags through setFields as their
 * routes do; links and orders with plain SQL.
 */
import type { ResourceDefinition } from '../../../src/shared/definition';
import type { Db } from '../../db/types';
import { createRecord, setFields } from '../records/write';
import type { Scope } from '../records/scope';
import { randomCode } from '../../../src/shared/resources/affiliates/code';
import { HIDDEN_LINK_CODE_LENGTH } from './routes';
import { insertOrders, type OrderLine } from './seedOrders';
import { CUSTOMERS, DEMO_CARD_BINS, DEMO_POINTS_OF_SALE, bigTree, smallTree, type LotSeed, type LotWindow, type SectorSeed } from './seedTemplates';

const DAY = 24 * 60 * 60 * 1000;
const NAMES = ['sectors', 'tickets', 'lots', 'pointsOfSale', 'coupons', 'cardBins'] as const;
type Defs = Record<(typeof NAMES)[number], ResourceDefinition>;

/** Events with the full tree, by title: sector names and the price of an Inteira in cents. */
const BIG: Record<string, { sectors: [string, string, string]; base: number; coupon: string }> = {
  'Festival de Forró de Caruaru': { sectors: ['Pista', 'Camarote', 'Área VIP'], base: 12000, coupon: 'FORRO10' },
  'Noite de Samba na Lapa': { sectors: ['Pista', 'Camarote', 'Área VIP'], base: 8000, coupon: 'SAMBA10' },
  'Clássicos Brasileiros: Villa-Lobos e Guarnieri': { sectors: ['Plateia', 'Balcão', 'Frisas'], base: 15000, coupon: 'CLASSICO10' },
  'Réveillon na Orla': { sectors: ['Areia', 'Camarote', 'Área VIP'], base: 20000, coupon: 'VIRADA10' },
};
const OUTRA_EVENT = 'Sarau da Vila Madalena';

interface EventRow {
  id: string;
  title: string;
  start_at: Date;
}

interface Ctx {
  tx: Db;
  resources: readonly ResourceDefinition[];
  defs: Defs;
  businessId: string;
  posIds: string[];
  now: number;
  orders: OrderLine[];
}

function lotDates(window: LotWindow, eventStart: number, now: number): { startAt: string | null; endAt: string | null } {
  const iso = (ms: number) => new Date(ms).toISOString();
  // An event that already happened sold everything before it started.
  if (window === 'ended' || eventStart <= now) {
    const until = Math.min(now - 2 * DAY, eventStart);
    return { startAt: iso(until - 30 * DAY), endAt: iso(until) };
  }
  if (window === 'open') return { startAt: iso(now - 10 * DAY), endAt: iso(eventStart) };
  if (window === 'scheduled') return { startAt: iso(Math.min(now + 3 * DAY, eventStart - DAY)), endAt: iso(eventStart) };
  return { startAt: null, endAt: iso(eventStart) };
}

/** Orders of 1 to 4 admissions, taking turns through the channels, until `sold` is reached. */
function salesOf(ctx: Ctx, lotId: string, sold: number, lotEnd: string | null, posIds: readonly string[]) {
  const until = Math.min(ctx.now, lotEnd ? Date.parse(lotEnd) : ctx.now);
  for (let left = sold, n = ctx.orders.length; left > 0; n++) {
    const quantity = Math.min(left, 1 + (n % 4));
    left -= quantity;
    const name = CUSTOMERS[n % CUSTOMERS.length];
    const pos = posIds.length ? posIds[n % posIds.length] : null;
    const turn = pos ? n % 4 : 0;
    const channel = turn === 2 ? '@POS' : turn === 3 ? '@CASHIER' : '@SITE';
    ctx.orders.push({
      lotId,
      quantity,
      channel,
      paymentType: channel === '@SITE' ? (n % 2 ? '@PIX' : '@CREDIT_CARD') : channel === '@POS' ? (n % 2 ? '@DEBIT_CARD' : '@CREDIT_CARD') : n % 2 ? '@PIX' : '@CASH',
      customerName: name,
      customerEmail: `${name.split(' ')[0].normalize('NFD').replace(/[^A-Za-z]/g, '').toLowerCase()}${n}@exemplo.com.br`,
      posId: channel === '@POS' ? pos : null,
      createdAt: new Date(until - (1 + (n % 9)) * 3 * 60 * 60 * 1000).toISOString(),
    });
  }
}

async function seedLots(ctx: Ctx, scope: Scope, lot: LotSeed, event: EventRow, sessions: { id: string; title: string }[], posIds: string[]) {
  const dates = lotDates(lot.window, event.start_at.getTime(), ctx.now);
  const variants = lot.perSession && sessions.length ? sessions.map((s) => ({ title: `${lot.title} – ${s.title}`, sessionId: s.id })) : [{ title: lot.title, sessionId: null }];
  for (const v of variants) {
    const created = await createRecord(ctx.tx, ctx.defs.lots, ctx.resources, scope, { title: v.title, price: lot.price, quantity: lot.quantity, sessionId: v.sessionId, ...dates });
    const id = String(created.id);
    if (lot.active || lot.cashier === false) await setFields(ctx.tx, ctx.defs.lots, scope, id, { isActive: Boolean(lot.active), showInCashier: lot.cashier !== false });
    const sold = lot.sold === 'all' ? lot.quantity : (lot.sold ?? 0);
    if (sold) salesOf(ctx, id, sold, dates.endAt, posIds);
  }
}

async function seedTree(ctx: Ctx, event: EventRow, tree: SectorSeed[], binIds: string[]) {
  const { tx, defs, resources, businessId } = ctx;
  const sessions = resources.some((r) => r.name === 'sessions')
    ? (await tx.query<{ id: string; title: string }>('SELECT id, title FROM sessions WHERE business_id = $1 AND event_id = $2 ORDER BY start_at, id', [businessId, event.id])).rows
    : [];
  for (const sector of tree) {
    const s = await createRecord(tx, defs.sectors, resources, { businessId, params: { eventId: event.id } }, { name: sector.name, description: sector.description ?? null });
    for (const t of sector.tickets) {
      const scope: Scope = { businessId, params: { eventId: event.id, sectorId: String(s.id) } };
      const { lots, pos, bins, hiddenLink, showInSite, showInPOS, ...fields } = t;
      const ticket = await createRecord(tx, defs.tickets, resources, scope, fields);
      const ticketId = String(ticket.id);
      if (showInSite === false || showInPOS === false) await setFields(tx, defs.tickets, scope, ticketId, { showInSite: showInSite ?? true, showInPOS: showInPOS ?? true });
      const posIds = (pos ?? []).map((i) => ctx.posIds[i]).filter(Boolean);
      if (posIds.length) await tx.query('INSERT INTO ticket_pos (business_id, ticket_id, pos_id) SELECT $1, $2, unnest($3::uuid[])', [businessId, ticketId, posIds]);
      if (bins && binIds.length) await tx.query('INSERT INTO ticket_card_bins (business_id, ticket_id, bin_id) SELECT $1, $2, unnest($3::uuid[])', [businessId, ticketId, binIds.slice(0, 2)]);
      if (hiddenLink) {
        await tx.query('INSERT INTO ticket_hidden_links (business_id, event_id, ticket_id, code) VALUES ($1, $2, $3, $4)', [businessId, event.id, ticketId, randomCode(HIDDEN_LINK_CODE_LENGTH)]);
      }
      for (const lot of lots) await seedLots(ctx, { businessId, params: { ...scope.params, ticketId } }, lot, event, sessions, posIds);
    }
  }
}

/** Coupons (one used up, percent and fixed) and card BINs of a showcase event; answers the BIN ids. */
async function seedCommercial(ctx: Ctx, event: EventRow, coupon: string): Promise<string[]> {
  const { tx, defs, resources, businessId } = ctx;
  const scope: Scope = { businessId, params: { eventId: event.id } };
  const start = event.start_at.getTime();
  const window = { startAt: new Date(Math.min(ctx.now, start) - 20 * DAY).toISOString(), endAt: event.start_at.toISOString() };
  for (const c of [
    { code: coupon, type: '@PERCENT', value: 1000, quantity: 100 },
    { code: 'AMIGO20', type: '@FIXED', value: 2000, quantity: 30 },
    { code: 'ESGOTOU50', type: '@PERCENT', value: 5000, quantity: 0 },
  ]) {
    await createRecord(tx, defs.coupons, resources, scope, { ...c, ...window });
  }
  const ids: string[] = [];
  for (const b of DEMO_CARD_BINS) ids.push(String((await createRecord(tx, defs.cardBins, resources, scope, b)).id));
  return ids;
}

async function eventsOf(tx: Db, businessId: string): Promise<EventRow[]> {
  return (await tx.query<EventRow>('SELECT id, title, start_at FROM events WHERE business_id = $1 AND NOT is_draft ORDER BY start_at, id', [businessId])).rows;
}

export async function seedSalesTrees(tx: Db, resources: readonly ResourceDefinition[], businessIds: { demo: string; outra: string }, now = Date.now()): Promise<void> {
  const found = NAMES.map((n) => resources.find((r) => r.name === n));
  if (found.some((d) => !d) || !resources.some((r) => r.name === 'events')) return;
  const defs = Object.fromEntries(NAMES.map((n, i) => [n, found[i]])) as Defs;

  const demo: Ctx = { tx, resources, defs, businessId: businessIds.demo, posIds: [], now, orders: [] };
  for (const p of DEMO_POINTS_OF_SALE) demo.posIds.push(String((await createRecord(tx, defs.pointsOfSale, resources, { businessId: demo.businessId, params: {} }, p)).id));
  for (const event of await eventsOf(tx, demo.businessId)) {
    const big = BIG[event.title];
    if (big) await seedTree(demo, event, bigTree(big.sectors, big.base), await seedCommercial(demo, event, big.coupon));
    else await seedTree(demo, event, smallTree('Pista', 6000), []);
  }
  await insertOrders(tx, demo.businessId, demo.orders);

  const outra: Ctx = { ...demo, businessId: businessIds.outra, posIds: [], orders: [] };
  const sarau = (await eventsOf(tx, outra.businessId)).find((e) => e.title === OUTRA_EVENT);
  if (sarau) {
    const tree = smallTree('Plateia', 4000, []);
    tree[0].tickets[0].lots[0].sold = 12;
    tree[0].tickets[1].lots[0].sold = 5;
    await seedTree(outra, sarau, tree, []);
    await insertOrders(tx, outra.businessId, outra.orders);
  }
}
