/**
 * Generic routes of every resource definition (docs/api-contract.md, "Resources from
 * definitions"): list, get, create, patch and delete, each when the definition has the action.
 * Guards use the definition's permission codes; writes emit the realtime change after commit.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { kebabCase, pathParams, type ResourceDefinition } from '../../src/shared/definition';
import type { Db } from '../db/types';
import { accessContext, authOf, type createGuards } from '../auth/guard';
import { readableFields } from '../../src/shared/permissions';
import { projectRecord } from '../resources/projection';
import { queryableFields, searchableFields, sortableNames } from '../resources/queryable';
import { badRequest, type Issue } from '../errors';
import { createRecord, remakeCredential, updateRecord } from '../resources/records/write';
import { deleteRecord } from '../resources/records/remove';
import { getRecord, jsonPageBody, listJsonPage, listRecords, type ListQuery } from '../resources/records/list';
import { answeredAsStored } from '../resources/records/present';
import { moveRecord } from '../resources/records/order';
import { imageFieldsOf, storeImageFields } from '../resources/records/imageFields';
import { IMAGE_BODY_LIMIT, imageBodyLimit } from '../resources/events/images';
import type { Scope } from '../resources/records/scope';
import { definitionSchema, paginationSchema, schemas } from '../openapi';
import type { Realtime } from '../realtime';
import type { Uploads } from '../uploads/uploads';
import { parseFilters } from '../resources/filters';
import { EXTRA_ROUTES, OWN_READS, type KeptAnswer, type ResourceRouteContext } from './extraRoutes';
import type { ListCache } from '../resources/records/listCache';

const MAX_LIMIT = 100;
/** Pickers (select inputs) load a whole small list at once: 9999, and coupons' all-list 1000 (spec 1 section 9). */
const PICKER_LIMIT = 9999;
const WHOLE_LIST_LIMITS = new Set([1000, PICKER_LIMIT]);

type Guards = ReturnType<typeof createGuards>;
type Query = Record<string, string | string[] | undefined>;

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * A list's query, checked against what `readable` (the reader's fields, null for every field)
 * lets the reader sort, search and filter by: never a secret, never a field it does not get.
 */
export function parseListQuery(def: ResourceDefinition, query: Query, readable: readonly string[] | null = null): ListQuery {
  const issues: Issue[] = [];
  const int = (name: string, fallback: number) => {
    const raw = one(query[name]);
    if (raw === undefined || raw === '') return fallback;
    if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) {
      issues.push({ field: name, message: 'validation.integer' });
      return fallback;
    }
    return Number(raw);
  };
  const page = int('page', 1);
  const limit = int('limit', def.list.perPage);
  if (limit > MAX_LIMIT && !WHOLE_LIST_LIMITS.has(limit)) issues.push({ field: 'limit', message: 'validation.maxValue' });
  const orderBy = one(query.orderBy) || def.list.sort.field;
  if (!sortableNames(def, readable).includes(orderBy)) issues.push({ field: 'orderBy', message: 'validation.choice' });
  const orderRaw = (one(query.order) || def.list.sort.order).toUpperCase();
  if (orderRaw !== 'ASC' && orderRaw !== 'DESC') issues.push({ field: 'order', message: 'validation.choice' });
  const filters = parseFilters(def, query, new Set(queryableFields(def, readable)));
  issues.push(...filters.issues);
  if (issues.length) throw badRequest(issues);
  const search = one(query.search);
  return {
    page,
    limit,
    search: search?.slice(0, 200),
    searchFields: searchableFields(def, readable),
    filters: filters.filters,
    orderBy,
    order: orderRaw as 'ASC' | 'DESC',
  };
}

interface Deps {
  db: Db;
  resources: readonly ResourceDefinition[];
  guards: Guards;
  realtime: Realtime;
  uploads: Uploads;
  /** List answers kept in memory until the next write of what they read (server/resources/records/listCache.ts). */
  listCache?: ListCache;
}

/** OpenAPI of a definition's list filters: those on fields a list may be filtered by. */
function filterParams(def: ResourceDefinition): Record<string, unknown> {
  const allowed = new Set(queryableFields(def));
  return Object.fromEntries(
    Object.entries(def.list.filters ?? {})
      .filter(([, f]) => allowed.has(f.field))
      .map(([param, f]) => {
        const field = def.fields[f.field];
        const schema = f.values
          ? { type: 'string', enum: Object.keys(f.values) }
          : field?.type === 'datetime'
            ? { type: 'string', format: 'date-time' }
            : { type: 'string' };
        return [param, { ...schema, description: `${f.field} ${f.op}` }];
      }),
  );
}

/** OpenAPI of orderBy: what a full reader may sort by, and what a picker reader is limited to. */
function orderByParam(def: ResourceDefinition): Record<string, unknown> {
  const picker = def.pickerFields ? sortableNames(def, def.pickerFields) : undefined;
  return {
    type: 'string',
    enum: sortableNames(def),
    default: def.list.sort.field,
    ...(picker ? { description: `readers who may not edit get and sort by only: ${picker.join(', ')}` } : {}),
  };
}

/** A request that asks for a fresh answer (`Cache-Control: no-cache`) reads the database. */
const wantsFresh = (request: FastifyRequest) => /\bno-cache\b/i.test(String(request.headers['cache-control'] ?? ''));

/**
 * Answers the JSON text `load` writes, from memory while none of the tables it read was written
 * (listCache.ts), and read again for a client that asks for `no-cache`. `key` says all the answer
 * depends on: the business, the path's ids, the query, the fields the reader gets.
 */
const keptSender = (db: Db, listCache: ListCache | undefined): KeptAnswer =>
  async (request, reply, key, load) => {
    const body = listCache && !wantsFresh(request) ? await listCache.read(key, load) : await load(db);
    return reply.type('application/json; charset=utf-8').send(body);
  };

export function registerResourceRoutes(app: FastifyInstance, { db, resources, guards, realtime, uploads, listCache }: Deps): void {
  const sendKept = keptSender(db, listCache);
  for (const def of resources) {
    const params = pathParams(def.path);
    const base = `/api${def.path}`;
    const tags = [def.name];
    const paramSchema = (withId: boolean) => ({
      type: 'object',
      properties: Object.fromEntries([...params, ...(withId ? ['id'] : [])].map((p) => [p, { type: 'string', format: 'uuid' }])),
    });
    const record = definitionSchema(def, 'record');
    const asStored = answeredAsStored(def);
    const errors = { 400: schemas.error, 401: schemas.error, 403: schemas.error, 404: schemas.error };
    // A write may carry an image as a data URL (up to 5 MB, base64): the event images' body limit.
    // A field with its own limit (`imageMaxMb`: an accreditation's 10 MB) widens the body limit to fit it.
    const imageFields = imageFieldsOf(def);
    const largestMb = Math.max(0, ...imageFields.map((f) => def.fields[f].imageMaxMb ?? 0));
    const writeLimit = imageFields.length ? { bodyLimit: largestMb ? imageBodyLimit(largestMb) : IMAGE_BODY_LIMIT } : {};

    const scopeOf = (request: FastifyRequest): Scope => {
      const p = (request.params ?? {}) as Record<string, string>;
      const auth = authOf(request);
      // The caller is the actor of every write made under this scope (server/audit).
      return { businessId: auth.bid, params: Object.fromEntries(params.map((k) => [k, p[k]])), actorId: auth.sub };
    };
    // Readers who may not edit get the picker's fields only (src/shared/permissions.ts readableFields).
    const limitedOf = (request: FastifyRequest) => readableFields(def, accessContext(authOf(request)));
    const emit = (request: FastifyRequest, id: unknown, action: 'created' | 'updated' | 'deleted') =>
      realtime.emitChange(authOf(request).bid, { resource: def.name, id: String(id), action });
    // A resource that answers its own list and record (OWN_READS) registers them with its extra routes.
    const ownReads = OWN_READS.has(def.name);

    if (!ownReads) app.get(
      base,
      {
        preHandler: guards.requirePermission(def, 'list'),
        schema: {
          tags,
          params: paramSchema(false),
          querystring: {
            type: 'object',
            properties: {
              page: { type: 'integer', minimum: 1, default: 1 },
              limit: { type: 'integer', minimum: 1, maximum: PICKER_LIMIT, default: def.list.perPage, description: `1-${MAX_LIMIT}, or ${[...WHOLE_LIST_LIMITS].join(' or ')} for whole lists` },
              search: { type: 'string', description: `contains, ignoring case and accents, in: ${searchableFields(def).join(', ')}` },
              orderBy: orderByParam(def),
              order: { type: 'string', enum: ['ASC', 'DESC'], default: def.list.sort.order },
              ...filterParams(def),
            },
          },
          response: { 200: { type: 'object', properties: { data: { type: 'array', items: record }, pagination: paginationSchema } }, ...errors },
        },
      },
      async (request, reply) => {
        const limited = limitedOf(request);
        const query = parseListQuery(def, request.query as Query, limited);
        const scope = scopeOf(request);
        // As stored, the database writes the records' JSON (cut to what this reader may read) and we
        // only frame it; otherwise the records are read whole, their computed fields added, then cut.
        const load = asStored
          ? async (reads: Db) => jsonPageBody(await listJsonPage(reads, def, scope, query, resources, limited))
          : async (reads: Db) => {
              const page = await listRecords(reads, def, scope, query, resources);
              // What Fastify would send for the object (its serializer is JSON.stringify: app.ts).
              return JSON.stringify(limited ? { ...page, data: page.data.map((r) => projectRecord(r, limited)) } : page);
            };
        // The answer depends on the business, the path's parents, the query and the fields the reader gets, nothing else
        // (computed fields are functions of the record, or read the database through `reads`, which the cache watches).
        const key = `${def.name}\n${scope.businessId}\n${JSON.stringify(scope.params)}\n${JSON.stringify(query)}\n${limited?.join(',') ?? '*'}`;
        return sendKept(request, reply, key, load);
      },
    );

    if (!ownReads) app.get(
      `${base}/:id`,
      { preHandler: guards.requirePermission(def, 'show'), schema: { tags, params: paramSchema(true), response: { 200: record, ...errors } } },
      async (request) => {
        const record = await getRecord(db, def, scopeOf(request), (request.params as { id: string }).id);
        const limited = limitedOf(request);
        return limited ? projectRecord(record, limited) : record;
      },
    );

    // Only the actions a definition has are routes (and in the OpenAPI): the outbox is read-only,
    // so POST /api/outbox is a 404 like any unknown route, not a 403 that always refuses.
    if (def.permissions.create) {
      app.post(
        base,
        {
          ...writeLimit,
          preHandler: guards.requirePermission(def, 'create'),
          schema: { tags, params: paramSchema(false), body: definitionSchema(def, 'create'), response: { 201: record, ...errors, 409: schemas.error } },
        },
        async (request, reply) => {
          await storeImageFields(def, request.body, uploads, authOf(request).bid);
          const created = await createRecord(db, def, resources, scopeOf(request), request.body);
          emit(request, created.id, 'created');
          return reply.status(201).send(created);
        },
      );
    }

    if (def.permissions.edit) {
      app.patch(
        `${base}/:id`,
        {
          ...writeLimit,
          preHandler: guards.requirePermission(def, 'edit'),
          schema: { tags, params: paramSchema(true), body: definitionSchema(def, 'patch'), response: { 200: record, ...errors, 409: schemas.error } },
        },
        async (request) => {
          await storeImageFields(def, request.body, uploads, authOf(request).bid);
          const updated = await updateRecord(db, def, resources, scopeOf(request), (request.params as { id: string }).id, request.body);
          emit(request, updated.id, 'updated');
          return updated;
        },
      );
    }

    if (def.permissions.delete) {
      app.delete(
        `${base}/:id`,
        { preHandler: guards.requirePermission(def, 'delete'), schema: { tags, params: paramSchema(true), response: { 204: { type: 'null' }, ...errors } } },
        async (request, reply) => {
          const { id } = request.params as { id: string };
          await deleteRecord(db, def, scopeOf(request), id, resources);
          emit(request, id, 'deleted');
          return reply.status(204).send();
        },
      );
    }

    if (def.ordered && def.permissions.edit) {
      // Drag and drop (spec 1 section 4): move one record to `index` among its parent's records.
      app.post(
        `${base}/:id/ordination`,
        {
          preHandler: guards.requirePermission(def, 'edit'),
          schema: {
            tags,
            params: paramSchema(true),
            body: { type: 'object', required: ['index'], properties: { index: { type: 'integer', minimum: 0, description: '0-based position among the records of the same parent' } } },
            response: {
              200: { type: 'object', properties: { data: { type: 'array', items: { type: 'object', properties: { id: { type: 'string' }, index: { type: 'integer' } } } } } },
              ...errors,
            },
          },
        },
        async (request) => {
          const { id } = request.params as { id: string };
          const data = await moveRecord(db, def, scopeOf(request), id, (request.body as { index?: unknown } | null)?.index);
          emit(request, id, 'updated');
          return { data };
        },
      );
    }

    // A hashed credential (FieldDefinition.hashed) gets a route that makes a new one and answers it once.
    for (const [field, fd] of Object.entries(def.fields)) {
      if (!fd.hashed || !def.permissions.edit) continue;
      app.post(
        `${base}/:id/${kebabCase(field)}`,
        {
          preHandler: guards.requirePermission(def, 'edit'),
          schema: {
            tags,
            params: paramSchema(true),
            description: `Makes a new ${field}: the old one stops working at once; the answer carries the new one in clear, the only time it is shown`,
            response: { 200: record, ...errors },
          },
        },
        async (request) => {
          const updated = await remakeCredential(db, def, scopeOf(request), (request.params as { id: string }).id, field);
          emit(request, updated.id, 'updated');
          return updated;
        },
      );
    }

    // Routes beyond CRUD (publish, images...), with the same guards, scoping and realtime.
    const extra = EXTRA_ROUTES[def.name];
    if (extra) {
      const ctx: ResourceRouteContext = {
        app, db, def, resources, uploads, base, tags,
        record,
        errors,
        guard: (action) => guards.requirePermission(def, action),
        authenticate: guards.authenticate,
        scopeOf,
        emit,
        emitChange: (businessId, event) => realtime.emitChange(businessId, event),
        sendKept,
      };
      extra(ctx);
    }
  }
}
