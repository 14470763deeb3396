/**
 * What the box office sells (docs/cashier.md): the business's published events that have not
 * ended, with their sessions and POS fees, and for one event the lots shown in the cashier
 * (`showInCashier`) with their price, places left and status, grouped by sector and ticket, with
 * each ticket's category and card-BIN restriction.
 */
import type { Db } from '../db/types';
import { lotFigures } from '../resources/lots/sold';
import { POS_FEE_TYPES } from '../../src/shared/resources/events/payments';

type Row = Record<string, unknown>;

/**
 * An event is on sale at the box office from its publication until it is over: its end, or 12
 * hours after its start when it has none (the box office sells at the door while it runs).
 */
const NOT_OVER = (alias: string) => `(${alias}.start_at IS NULL OR coalesce(${alias}.end_at, ${alias}.start_at + interval '12 hours') > now())`;

const posFeesOf = (r: Row) => Object.fromEntries(POS_FEE_TYPES.map((t) => [t, Number(r[`pos_fees__${t}`] ?? 0)]));

export async function eventsOnSale(db: Db, businessId: string) {
  const { rows } = await db.query(
    `SELECT e.id, e.title, e.start_at, e.end_at, e.location, e.address__city, ${POS_FEE_TYPES.map((t) => `e.pos_fees__${t}`).join(', ')},
            coalesce((SELECT json_agg(json_build_object('id', s.id, 'title', s.title, 'startAt', s.start_at, 'endAt', s.end_at) ORDER BY s.start_at, s.id)
                        FROM sessions s WHERE s.business_id = e.business_id AND s.event_id = e.id AND ${NOT_OVER('s')}), '[]') AS sessions
       FROM events e
      WHERE e.business_id = $1 AND NOT e.is_draft AND ${NOT_OVER('e')}
        AND EXISTS (SELECT 1 FROM lots l WHERE l.business_id = e.business_id AND l.event_id = e.id AND l.show_in_cashier)
      ORDER BY e.start_at NULLS LAST, e.title, e.id`,
    [businessId],
  );
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    startAt: r.start_at,
    endAt: r.end_at,
    location: r.location,
    city: r.address__city,
    posFees: posFeesOf(r),
    sessions: r.sessions,
  }));
}

/** The event's row when the box office may sell it (published, not over), else null. */
export async function saleableEvent(db: Db, businessId: string, eventId: string): Promise<Row | null> {
  const { rows } = await db.query(
    `SELECT e.id, e.title, e.is_draft, ${NOT_OVER('e')} AS not_over, ${POS_FEE_TYPES.map((t) => `e.pos_fees__${t}`).join(', ')}
       FROM events e WHERE e.business_id = $1 AND e.id = $2`,
    [businessId, eventId],
  );
  return rows[0] ?? null;
}

/** The event's lots shown in the cashier, by sector and ticket, in the order staff set. */
export async function eventCatalog(db: Db, businessId: string, eventId: string) {
  const { rows } = await db.query(
    `SELECT s.id AS sector_id, s.name AS sector_name, t.id AS ticket_id, t.title AS ticket_title, t.category, t.other_name, t.type, t.amount_multiple,
            l.id AS lot_id, l.title AS lot_title, l.price, l.quantity, l.session_id,
            ARRAY(SELECT b.card_name || ' · ' || b.bin FROM ticket_card_bins tb JOIN card_bins b ON b.id = tb.bin_id AND b.business_id = tb.business_id
                   WHERE tb.business_id = t.business_id AND tb.ticket_id = t.id ORDER BY b.bin) AS card_bins
       FROM lots l
       JOIN tickets t ON t.business_id = l.business_id AND t.id = l.ticket_id
       JOIN sectors s ON s.business_id = l.business_id AND s.id = t.sector_id
      WHERE l.business_id = $1 AND l.event_id = $2 AND l.show_in_cashier
      ORDER BY s.index NULLS LAST, s.created_at, s.id, t.index NULLS LAST, t.created_at, t.id, l.index NULLS LAST, l.created_at, l.id`,
    [businessId, eventId],
  );
  const figures = await lotFigures(db, businessId, rows.map((r) => String(r.ticket_id)));
  const sectors: Row[] = [];
  for (const r of rows) {
    let sector = sectors.find((s) => s.id === r.sector_id);
    if (!sector) sectors.push((sector = { id: r.sector_id, name: r.sector_name, tickets: [] }));
    const tickets = sector.tickets as Row[];
    let ticket = tickets.find((t) => t.id === r.ticket_id);
    if (!ticket) {
      const bins = r.card_bins as string[];
      tickets.push(
        (ticket = {
          id: r.ticket_id,
          title: r.ticket_title,
          category: r.category,
          otherName: r.other_name ?? null,
          type: r.type,
          amountMultiple: r.amount_multiple === null ? null : Number(r.amount_multiple),
          // 'Visa Banco Parceiro · 412345': the cards the ticket may be paid with; empty: any.
          cardBins: bins,
          lots: [],
        }),
      );
    }
    const f = figures.get(String(r.lot_id)) ?? { sold: 0, status: '@ON_SALE' };
    (ticket.lots as Row[]).push({
      id: r.lot_id,
      title: r.lot_title,
      price: Number(r.price),
      left: Math.max(0, Number(r.quantity) - f.sold),
      status: f.status,
      sessionId: r.session_id ?? null,
    });
  }
  return sectors;
}

/** A coupon of the event by code, as the sell screen checks it before the sale. */
export async function findCoupon(db: Db, businessId: string, eventId: string, code: string, lock = false): Promise<Row | null> {
  const { rows } = await db.query(
    `SELECT id, code, type, value, quantity, start_at, end_at FROM coupons WHERE business_id = $1 AND event_id = $2 AND code = $3${lock ? ' FOR UPDATE' : ''}`,
    [businessId, eventId, code],
  );
  return rows[0] ?? null;
}
