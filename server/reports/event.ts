/**
 * The event a report is about, and the sectors, tickets and lots every tree-shaped report lists
 * (lots without sales too, with zeros), in the order staff dragged them to. Another business's
 * event, or an id that is no uuid, is a 404.
 */
import type { Db } from '../db/types';
import { notFound } from '../errors';
import { isUuid } from '../resources/ids';
import { TAX_METHODS, type TaxMethod } from '../../src/shared/resources/events/payments';
import type { BorderoRates } from '../../src/shared/reports/money';

export interface ReportEvent {
  id: string;
  title: string | null;
  startAt: string | null;
  endAt: string | null;
  location: string | null;
  city: string | null;
  state: string | null;
  isDraft: boolean;
  rates: BorderoRates;
}

const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);

export async function loadEvent(db: Db, businessId: string, eventId: string): Promise<ReportEvent> {
  if (!isUuid(eventId)) throw notFound();
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT id, title, start_at, end_at, location, address__city, address__state, is_draft, tax_method, service_fee, iss_rate, ecad_rate, gateway_rate
       FROM events WHERE business_id = $1 AND id = $2`,
    [businessId, eventId],
  );
  const e = rows[0];
  if (!e) throw notFound();
  return {
    id: String(e.id),
    title: (e.title as string | null) ?? null,
    startAt: iso(e.start_at),
    endAt: iso(e.end_at),
    location: (e.location as string | null) ?? null,
    city: (e.address__city as string | null) ?? null,
    state: (e.address__state as string | null) ?? null,
    isDraft: Boolean(e.is_draft),
    rates: {
      taxMethod: TAX_METHODS.includes(e.tax_method as TaxMethod) ? (e.tax_method as TaxMethod) : '@CUSTOMER',
      serviceFee: Number(e.service_fee ?? 0),
      gatewayRate: Number(e.gateway_rate ?? 0),
      issRate: Number(e.iss_rate ?? 0),
      ecadRate: Number(e.ecad_rate ?? 0),
    },
  };
}

export interface TreeLot {
  id: string;
  title: string;
  price: number;
  quantity: number;
  sessionId: string | null;
}
export interface TreeTicket {
  id: string;
  title: string;
  category: string | null;
  lots: TreeLot[];
}
export interface TreeSector {
  id: string;
  name: string;
  tickets: TreeTicket[];
}

/** Sectors > tickets > lots of the event, each level in its drag order. */
export async function eventTree(db: Db, businessId: string, eventId: string): Promise<TreeSector[]> {
  const [sectors, tickets, lots] = await Promise.all([
    db.query<{ id: string; name: string }>('SELECT id, name FROM sectors WHERE business_id = $1 AND event_id = $2 ORDER BY index NULLS LAST, created_at, id', [businessId, eventId]),
    db.query<{ id: string; sector_id: string; title: string; category: string | null }>(
      'SELECT id, sector_id, title, category FROM tickets WHERE business_id = $1 AND event_id = $2 ORDER BY index NULLS LAST, created_at, id',
      [businessId, eventId],
    ),
    db.query<{ id: string; ticket_id: string; title: string; price: string | null; quantity: string | null; session_id: string | null }>(
      'SELECT id, ticket_id, title, price, quantity, session_id FROM lots WHERE business_id = $1 AND event_id = $2 ORDER BY index NULLS LAST, created_at, id',
      [businessId, eventId],
    ),
  ]);
  const lotsOf = new Map<string, TreeLot[]>();
  for (const l of lots.rows) {
    const list = lotsOf.get(l.ticket_id) ?? [];
    list.push({ id: l.id, title: l.title, price: Number(l.price ?? 0), quantity: Number(l.quantity ?? 0), sessionId: l.session_id });
    lotsOf.set(l.ticket_id, list);
  }
  const ticketsOf = new Map<string, TreeTicket[]>();
  for (const t of tickets.rows) {
    const list = ticketsOf.get(t.sector_id) ?? [];
    list.push({ id: t.id, title: t.title, category: t.category, lots: lotsOf.get(t.id) ?? [] });
    ticketsOf.set(t.sector_id, list);
  }
  return sectors.rows.map((s) => ({ id: s.id, name: s.name, tickets: ticketsOf.get(s.id) ?? [] }));
}
