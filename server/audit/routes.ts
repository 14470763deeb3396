/**
 * The history of changes (issue 14, docs/history.md): read-only routes over audit_log. There is
 * no write route: rows come only from recordChange inside each write's transaction, and the
 * table's triggers refuse UPDATE, DELETE and TRUNCATE.
 *
 * - GET /api/audit-log: the business's history (@ALL), newest first, filtered by person,
 *   resource, record and period; {data, pagination} with totals counted by a bounded subquery.
 * - GET /api/audit-log/actors: the people of the business, for the person filter (@ALL).
 * - GET /api/audit-log/records/{resource}/{recordId}: one record's history, for whoever may open
 *   that record (its definition's `show` codes); a resource the caller may not read is a 404,
 *   like a record of another business. A deleted record's history stays readable.
 */
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ResourceDefinition } from '../../src/shared/definition';
import { canAccessResource, type ResourceAction } from '../../src/shared/permissions';
import { auditLogAccess, AUDIT_COUNT_CAP, AUDIT_PER_PAGE } from '../../src/shared/audit/access';
import type { Db } from '../db/types';
import { accessContext, authOf } from '../auth/guard';
import { forbidden, notFound, validationError, type Issue } from '../errors';
import { isUuid } from '../resources/ids';
import { keptLabel, recordLabels, referenceLabels } from './labels';
import { paginationSchema, schemas } from '../openapi';
import { AUTHENTICATED, resourceAccess, withAccess } from '../security/routeAccess';
import { firstParam, intParam } from '../routes/queryParams';

const MAX_LIMIT = 100;

interface AuditRow {
  id: string;
  created_at: Date;
  actor_id: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  resource: string;
  record_id: string;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  changed: string[];
}

export interface AuditFilters {
  actorId?: string;
  resource?: string;
  recordId?: string;
  startAt?: string;
  endAt?: string;
}

const entrySchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    createdAt: { type: 'string', format: 'date-time' },
    actor: { type: ['object', 'null'], properties: { id: { type: 'string' }, name: { type: 'string' }, email: { type: 'string' } } },
    resource: { type: 'string' },
    recordId: { type: 'string' },
    label: { type: ['string', 'null'], description: "the record's name or title where cheap to read" },
    action: { type: 'string', enum: ['@CREATE', '@UPDATE', '@DELETE'] },
    changed: { type: 'array', items: { type: 'string' } },
    before: { type: ['object', 'null'], additionalProperties: true },
    after: { type: ['object', 'null'], additionalProperties: true },
    refs: {
      type: 'object',
      additionalProperties: { type: 'string' },
      description: "names of the records that before/after refer to by id (a lot's session, a ticket's points of sale), by id; only of resources the caller may read",
    },
  },
};
const listSchema = { type: 'object', properties: { data: { type: 'array', items: entrySchema }, pagination: paginationSchema } };

type Query = Record<string, string | string[] | undefined>;

function pageOf(query: Query, issues: Issue[]) {
  return { page: intParam(query, 'page', 1, issues), limit: intParam(query, 'limit', AUDIT_PER_PAGE, issues, MAX_LIMIT) };
}

function filtersOf(query: Query, issues: Issue[]): AuditFilters {
  const out: AuditFilters = {};
  const actorId = firstParam(query.actorId);
  if (actorId) {
    if (!isUuid(actorId)) issues.push({ field: 'actorId', message: 'validation.reference' });
    else out.actorId = actorId.toLowerCase();
  }
  const resource = firstParam(query.resource);
  if (resource) {
    if (resource.length > 60) issues.push({ field: 'resource', message: 'validation.choice' });
    else out.resource = resource;
  }
  const recordId = firstParam(query.recordId);
  if (recordId) out.recordId = recordId.slice(0, 100);
  for (const name of ['startAt', 'endAt'] as const) {
    const raw = firstParam(query[name]);
    if (!raw) continue;
    if (Number.isNaN(Date.parse(raw))) issues.push({ field: name, message: 'validation.date' });
    else out[name] = new Date(raw).toISOString();
  }
  return out;
}

/** A page of the business's history under the filters, newest first, with the readable label of each record. */
export async function listAudit(
  db: Db,
  businessId: string,
  filters: AuditFilters,
  page: number,
  limit: number,
  resources: readonly ResourceDefinition[],
  mayRead: (resource: string) => boolean = () => false,
) {
  const clauses = ['a.business_id = $1'];
  const params: unknown[] = [businessId];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    clauses.push(sql.replace('?', `$${params.length}`));
  };
  if (filters.actorId) add('a.actor_id = ?', filters.actorId);
  if (filters.resource) add('a.resource = ?', filters.resource);
  if (filters.recordId) add('a.record_id = ?', filters.recordId);
  if (filters.startAt) add('a.created_at >= ?', filters.startAt);
  if (filters.endAt) add('a.created_at < ?', filters.endAt);
  const where = clauses.join(' AND ');
  const { rows } = await db.query<AuditRow>(
    `SELECT a.id::text, a.created_at, a.actor_id, u.first_name, u.last_name, u.email, a.resource, a.record_id, a.action, a.before, a.after, a.changed
       FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id
      WHERE ${where} ORDER BY a.created_at DESC, a.id DESC LIMIT ${limit + 1} OFFSET ${(page - 1) * limit}`,
    params,
  );
  // Bounded by the filter's index: never more than AUDIT_COUNT_CAP + 1 rows read (docs/pagination.md).
  const counted = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (SELECT 1 FROM audit_log a WHERE ${where} LIMIT ${AUDIT_COUNT_CAP + 1}) x`, params);
  const hasNext = rows.length > limit;
  const pageRows = rows.slice(0, limit);
  const total = Math.min(Number(counted.rows[0].n), AUDIT_COUNT_CAP);
  const labels = await recordLabels(db, businessId, pageRows, resources);
  const refs = await referenceLabels(db, businessId, pageRows, resources, mayRead);
  return {
    data: pageRows.map((r) => ({
      id: r.id,
      createdAt: new Date(r.created_at).toISOString(),
      actor: r.actor_id ? { id: r.actor_id, name: [r.first_name, r.last_name].filter(Boolean).join(' '), email: r.email ?? '' } : null,
      resource: r.resource,
      recordId: r.record_id,
      label: labels.get(`${r.resource}/${r.record_id}`) ?? keptLabel(r.resource, r.after, resources) ?? keptLabel(r.resource, r.before, resources),
      action: r.action,
      changed: r.changed,
      before: r.before,
      after: r.after,
      refs: refs.get(r.id) ?? {},
    })),
    pagination: {
      currentPage: page,
      nextPage: hasNext ? page + 1 : null,
      totalPages: Math.max(1, Math.ceil(total / limit)),
      totalItems: total,
      totalItemsCurrentPage: pageRows.length,
    },
  };
}

export function registerAuditRoutes(app: FastifyInstance, deps: { db: Db; resources: readonly ResourceDefinition[]; authenticate: (request: FastifyRequest) => Promise<void> }): void {
  const { db, resources, authenticate } = deps;
  const tags = ['auditLog'];
  const errors = { 400: schemas.error, 401: schemas.error, 403: schemas.error, 404: schemas.error };
  const guard = (action: ResourceAction): preHandlerAsyncHookHandler =>
    withAccess(async function (this: unknown, request: FastifyRequest) {
      await authenticate.call(this as never, request);
      if (!canAccessResource(auditLogAccess, action, accessContext(authOf(request)))) throw forbidden();
    } as preHandlerAsyncHookHandler, resourceAccess('auditLog', auditLogAccess, action));
  // The records a history row refers to are named only for those the caller may read.
  const readableBy = (request: FastifyRequest) => {
    const ctx = accessContext(authOf(request));
    return (resource: string) => {
      const def = resources.find((d) => d.name === resource);
      return !!def && (canAccessResource(def, 'list', ctx) || canAccessResource(def, 'show', ctx));
    };
  };
  const signedIn = withAccess(async function (this: unknown, request: FastifyRequest) {
    await authenticate.call(this as never, request);
  } as preHandlerAsyncHookHandler, AUTHENTICATED);

  const query = {
    type: 'object',
    properties: {
      page: { type: 'integer', minimum: 1, default: 1 },
      limit: { type: 'integer', minimum: 1, maximum: MAX_LIMIT, default: AUDIT_PER_PAGE },
      actorId: { type: 'string', format: 'uuid', description: 'the person who made the change' },
      resource: { type: 'string', description: "definition name ('events', 'lots'...) or core entity ('business', 'users', 'cashSessions')" },
      recordId: { type: 'string' },
      startAt: { type: 'string', format: 'date-time', description: 'from this instant (inclusive)' },
      endAt: { type: 'string', format: 'date-time', description: 'until this instant (exclusive)' },
    },
  };

  app.get(
    '/api/audit-log',
    {
      preHandler: guard('list'),
      schema: {
        tags,
        description: "The business's history of changes, newest first (@ALL). Totals are exact up to 10000 and 10000 beyond. Read-only: there is no route that writes, edits or deletes history.",
        querystring: query,
        response: { 200: listSchema, ...errors },
      },
    },
    async (request) => {
      const issues: Issue[] = [];
      const q = request.query as Query;
      const { page, limit } = pageOf(q, issues);
      const filters = filtersOf(q, issues);
      if (issues.length) throw validationError(issues);
      return listAudit(db, authOf(request).bid, filters, page, limit, resources, readableBy(request));
    },
  );

  app.get(
    '/api/audit-log/actors',
    {
      preHandler: guard('list'),
      schema: {
        tags,
        description: 'The people of the business (name, e-mail), for the person filter',
        response: { 200: { type: 'object', properties: { data: { type: 'array', items: { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' }, email: { type: 'string' } } } } } }, ...errors },
      },
    },
    async (request) => {
      const { rows } = await db.query<{ id: string; name: string; email: string }>(
        `SELECT u.id::text, trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) AS name, u.email
           FROM collaborators c JOIN users u ON u.id = c.user_id WHERE c.business_id = $1 ORDER BY 2, u.email`,
        [authOf(request).bid],
      );
      return { data: rows };
    },
  );

  app.get(
    '/api/audit-log/records/:resource/:recordId',
    {
      preHandler: signedIn,
      schema: {
        tags,
        description: "One record's history, newest first: for whoever may open records of that resource (its `show` codes; @ALL for core entities); otherwise 404",
        params: { type: 'object', properties: { resource: { type: 'string' }, recordId: { type: 'string' } } },
        querystring: { type: 'object', properties: { page: query.properties.page, limit: query.properties.limit } },
        response: { 200: listSchema, ...errors },
      },
    },
    async (request) => {
      const { resource, recordId } = request.params as { resource: string; recordId: string };
      const ctx = accessContext(authOf(request));
      const def = resources.find((d) => d.name === resource);
      const may = def ? canAccessResource(def, 'show', ctx) || canAccessResource(def, 'edit', ctx) : canAccessResource(auditLogAccess, 'list', ctx);
      if (!may) throw notFound();
      const issues: Issue[] = [];
      const { page, limit } = pageOf(request.query as Query, issues);
      if (issues.length) throw validationError(issues);
      return listAudit(db, authOf(request).bid, { resource, recordId: recordId.slice(0, 100) }, page, limit, resources, readableBy(request));
    },
  );
}
