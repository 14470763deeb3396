/**
 * The customers list's query (GET /business/customers and its CSV): page, limit, search, and the
 * filters that live in the orders (an event, the orders' days). A bad value is a 400 on its
 * parameter, never a database error.
 */
import { badRequest, type Issue } from '../../errors';
import { isUuid } from '../ids';
import { customers } from '../../../src/shared/resources/customers/definition';
import { firstParam, type Query } from '../../routes/queryParams';

export const MAX_LIMIT = 100;

export interface CustomerQuery {
  page: number;
  limit: number;
  search?: string;
  /** Only orders of this event count (and only their buyers are listed). */
  eventId?: string;
  /** ISO instants: only orders made from / until then count. */
  startAt?: string;
  endAt?: string;
  order: 'ASC' | 'DESC';
}



export function parseCustomerQuery(query: Query): CustomerQuery {
  const issues: Issue[] = [];
  const int = (name: string, fallback: number) => {
    const raw = firstParam(query[name]);
    if (raw === undefined) return fallback;
    if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) {
      issues.push({ field: name, message: 'validation.integer' });
      return fallback;
    }
    return Number(raw);
  };
  const page = int('page', 1);
  const limit = int('limit', customers.list.perPage);
  if (limit > MAX_LIMIT) issues.push({ field: 'limit', message: 'validation.maxValue' });
  // One order: by the person's last purchase (docs/customers.md).
  const orderBy = firstParam(query.orderBy);
  if (orderBy !== undefined && orderBy !== customers.list.sort.field) issues.push({ field: 'orderBy', message: 'validation.choice' });
  const order = (firstParam(query.order) ?? customers.list.sort.order).toUpperCase();
  if (order !== 'ASC' && order !== 'DESC') issues.push({ field: 'order', message: 'validation.choice' });
  const eventId = firstParam(query.eventId);
  if (eventId !== undefined && !isUuid(eventId)) issues.push({ field: 'eventId', message: 'validation.reference' });
  const instant = (name: 'startAt' | 'endAt') => {
    const raw = firstParam(query[name]);
    if (raw === undefined) return undefined;
    // ISO 8601 only: Date.parse would take '1' as the year 2001.
    const ms = /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(raw) ? Date.parse(raw) : NaN;
    if (Number.isNaN(ms)) {
      issues.push({ field: name, message: 'validation.date' });
      return undefined;
    }
    return new Date(ms).toISOString();
  };
  const startAt = instant('startAt');
  const endAt = instant('endAt');
  if (issues.length) throw badRequest(issues);
  return { page, limit, search: firstParam(query.search)?.slice(0, 200), eventId, startAt, endAt, order: order as 'ASC' | 'DESC' };
}

/** Whether the orders are filtered (an event or days): the figures then sum only those orders. */
export const filtersOrders = (q: CustomerQuery) => Boolean(q.eventId || q.startAt || q.endAt);

/** The list's query parameters in the OpenAPI document. */
export const customerQuerySchema = (paged: boolean) => ({
  type: 'object',
  properties: {
    ...(paged
      ? {
          page: { type: 'integer', minimum: 1, default: 1 },
          limit: { type: 'integer', minimum: 1, maximum: MAX_LIMIT, default: customers.list.perPage },
        }
      : {}),
    search: { type: 'string', description: "contains, ignoring case and accents, in the name and e-mail; a CPF's or phone's digits too" },
    eventId: { type: 'string', format: 'uuid', description: 'only buyers of this event, with only its orders in their figures' },
    startAt: { type: 'string', format: 'date-time', description: 'only orders made from then on' },
    endAt: { type: 'string', format: 'date-time', description: 'only orders made until then' },
    ...(paged
      ? {
          orderBy: { type: 'string', enum: [customers.list.sort.field], default: customers.list.sort.field },
          order: { type: 'string', enum: ['ASC', 'DESC'], default: customers.list.sort.order },
        }
      : {}),
  },
});
