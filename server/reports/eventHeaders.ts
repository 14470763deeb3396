/**
 * The business's /reports page: its events (most recent first, searched by title) each with its
 * headline figures (GET /reports), and one event's (GET /reports/{id}). The figures of a page's
 * events come from one statement per table, grouped by event.
 */
import type { Db } from '../db/types';
import { badRequest, notFound } from '../errors';
import { isUuid } from '../resources/ids';
import { FILTERED_COUNT_CAP, type Pagination } from '../resources/records/list';
import { containsPattern, fold, foldedContains, TRANSLATE_FROM, TRANSLATE_TO } from '../resources/search';
import type { EventReportHeader } from '../../src/shared/reports/types';
import { firstParam, intParam, type Query } from '../routes/queryParams';

export const REPORTS_PAGE = 16;
const MAX_LIMIT = 100;

const FIGURES_SQL = `
  WITH ord AS MATERIALIZED (
    SELECT o.id, o.event_id, o.channel, o.total FROM orders o WHERE o.business_id = $1 AND o.event_id = ANY($2::uuid[]) AND o.paid_at IS NOT NULL
  ),
  sales AS (SELECT event_id, count(*) FILTER (WHERE channel <> '@COURTESY') AS orders, sum(total) FILTER (WHERE channel <> '@COURTESY') AS total FROM ord GROUP BY event_id),
  lines AS (
    SELECT i.event_id,
           sum(i.unit_price * i.quantity) FILTER (WHERE ord.channel <> '@COURTESY') AS gross,
           sum(i.quantity - i.canceled_quantity) FILTER (WHERE ord.channel <> '@COURTESY') AS sold,
           sum(i.quantity - i.canceled_quantity) FILTER (WHERE ord.channel = '@COURTESY') AS courtesies
      FROM order_items i JOIN ord ON ord.id = i.order_id WHERE i.business_id = $1 AND i.event_id = ANY($2::uuid[]) GROUP BY i.event_id
  ),
  back AS (
    SELECT ord.event_id, sum(r.amount) AS refunded FROM order_refunds r JOIN ord ON ord.id = r.order_id
     WHERE r.status = '@DONE' AND ord.channel <> '@COURTESY' GROUP BY ord.event_id
  ),
  door AS (
    SELECT event_id, count(*) AS n FROM user_tickets
     WHERE business_id = $1 AND event_id = ANY($2::uuid[]) AND validated_at IS NOT NULL AND canceled_at IS NULL GROUP BY event_id
  ),
  places AS (SELECT event_id, sum(quantity) AS n FROM lots WHERE business_id = $1 AND event_id = ANY($2::uuid[]) GROUP BY event_id)
  SELECT e.id, coalesce(sales.orders, 0)::bigint AS orders, coalesce(sales.total, 0)::bigint AS total, coalesce(lines.gross, 0)::bigint AS gross,
         coalesce(lines.sold, 0)::bigint AS sold, coalesce(lines.courtesies, 0)::bigint AS courtesies, coalesce(back.refunded, 0)::bigint AS refunded,
         coalesce(door.n, 0)::bigint AS checked_in, coalesce(places.n, 0)::bigint AS places
    FROM unnest($2::uuid[]) AS e(id)
    LEFT JOIN sales ON sales.event_id = e.id LEFT JOIN lines ON lines.event_id = e.id LEFT JOIN back ON back.event_id = e.id
    LEFT JOIN door ON door.event_id = e.id LEFT JOIN places ON places.event_id = e.id`;

interface EventRow {
  id: string;
  title: string | null;
  start_at: Date | string | null;
  end_at: Date | string | null;
  is_draft: boolean | null;
  address__city: string | null;
  address__state: string | null;
}

const EVENT_COLUMNS = 'id, title, start_at, end_at, is_draft, address__city, address__state';
const iso = (v: Date | string | null) => (v == null ? null : new Date(v).toISOString());

async function withFigures(db: Db, businessId: string, events: EventRow[]): Promise<EventReportHeader[]> {
  if (!events.length) return [];
  const { rows } = await db.query<Record<string, string>>(FIGURES_SQL, [businessId, events.map((e) => e.id)]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return events.map((e) => {
    const f = byId.get(e.id);
    const n = (k: string) => Number(f?.[k] ?? 0);
    return {
      id: e.id,
      title: e.title,
      startAt: iso(e.start_at),
      endAt: iso(e.end_at),
      isDraft: Boolean(e.is_draft),
      city: e.address__city,
      state: e.address__state,
      figures: {
        orders: n('orders'),
        sold: n('sold'),
        courtesies: n('courtesies'),
        checkedIn: n('checked_in'),
        places: n('places'),
        gross: n('gross'),
        net: n('total') - n('refunded'),
      },
    };
  });
}

export async function eventReportHeader(db: Db, businessId: string, eventId: string): Promise<EventReportHeader> {
  if (!isUuid(eventId)) throw notFound();
  const { rows } = await db.query<EventRow>(`SELECT ${EVENT_COLUMNS} FROM events WHERE business_id = $1 AND id = $2`, [businessId, eventId]);
  if (!rows[0]) throw notFound();
  return (await withFigures(db, businessId, rows))[0];
}

export interface HeaderQuery {
  page: number;
  limit: number;
  search?: string;
}

/** The query of GET /reports, or a 400 with an issue per bad parameter. */
export function parseHeaderQuery(query: Query): HeaderQuery {
  const issues: { field: string; message: string }[] = [];
  const int = (name: string, fallback: number, max?: number) => intParam(query, name, fallback, issues, max);
  const out: HeaderQuery = { page: int('page', 1), limit: int('limit', REPORTS_PAGE, MAX_LIMIT) };
  const search = firstParam(query.search);
  if (search) out.search = search.slice(0, 200);
  if (issues.length) throw badRequest(issues);
  return out;
}

/** GET /reports: the business's events, the latest first (those without a date last), with their figures. */
export async function listEventReports(db: Db, businessId: string, q: HeaderQuery): Promise<{ data: EventReportHeader[]; pagination: Pagination }> {
  const params: unknown[] = [businessId];
  let where = 'business_id = $1';
  if (q.search) {
    params.push(TRANSLATE_FROM, TRANSLATE_TO, containsPattern(fold(q.search)));
    where += ` AND ${foldedContains('title', '$2', '$3', '$4')}`;
  }
  const offset = (q.page - 1) * q.limit;
  const [{ rows }, counted] = await Promise.all([
    db.query<EventRow>(`SELECT ${EVENT_COLUMNS} FROM events WHERE ${where} ORDER BY start_at DESC NULLS LAST, id LIMIT ${q.limit + 1} OFFSET ${offset}`, params),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (SELECT 1 FROM events WHERE ${where} LIMIT ${FILTERED_COUNT_CAP + 1}) AS bounded`, params),
  ]);
  const page = rows.slice(0, q.limit);
  let totalItems = Math.min(Number(counted.rows[0]?.n ?? 0), FILTERED_COUNT_CAP);
  if (page.length) totalItems = Math.max(totalItems, offset + page.length);
  return {
    data: await withFigures(db, businessId, page),
    pagination: { currentPage: q.page, nextPage: rows.length > q.limit ? q.page + 1 : null, totalPages: Math.ceil(totalItems / q.limit), totalItems, totalItemsCurrentPage: page.length },
  };
}
