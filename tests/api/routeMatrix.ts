/**
 * What the permission-matrix and cross-business suites share: the API's operations read from
 * its OpenAPI document with the rule each guard documents (`x-access`, server/security/
 * routeAccess.ts), the expected answer of a caller computed from the definitions with
 * `canAccessResource`, and path parameters filled with the ids of records the seed made.
 */
import type { FastifyInstance } from 'fastify';
import { parentName, pathParams, snakeCase, tableName, type ResourceDefinition } from '../../src/shared/definition';
import { canAccessResource, type AccessContext, type ResourceAction } from '../../src/shared/permissions';
import { RESOURCES } from '../../src/shared/resources/registry';
import { eventProducerAccess } from '../../src/shared/resources/eventProducers/access';
import { orderActionAccess } from '../../src/shared/resources/orders/access';
import { cashierAccess, cashierSettingsAccess } from '../../src/shared/resources/cashier/access';
import { reportAccess } from '../../src/shared/reports/access';
import { companyAccess } from '../../src/shared/company/access';
import { auditLogAccess } from '../../src/shared/audit/access';
import { collaboratorAccess, inviteAccess, roleAccess } from '../../src/shared/people/access';
import { accreditationUserAccess } from '../../src/shared/accreditation/usersAccess';
import { registeredRoutes, type RouteAccess } from '../../server/security/routeAccess';
import type { Db } from '../../server/db/types';
import { bearerOf } from './helper';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Operation {
  method: Method;
  /** OpenAPI form: '/api/events/{eventId}/sectors/{id}'. */
  path: string;
  access?: RouteAccess;
  /** `security: []`: documented as open to anyone. */
  isPublic: boolean;
  /** JSON Schema of the request body, when the route documents one. */
  body?: JsonSchema;
}

export interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  minimum?: number;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  oneOf?: JsonSchema[];
}

/**
 * Routes that check a credential of their own instead of the access token (so no guard): a
 * caller without that credential gets 401. Add a route here only when it really is one.
 */
export const OWN_CREDENTIAL = new Set([
  'POST /api/accounts/token/refresh',
  'POST /api/accounts/forgot-password/reset-password',
  // The door's calls: a validator token (server/door/validatorTokens.ts), which no access token is.
  'POST /api/validate/scan',
  'POST /api/validate/undo',
  'GET /api/validate/counters',
  // An accreditation user's password link: the e-mailed token (server/accreditation/users.ts).
  'POST /api/public/accreditation/password-link',
  'POST /api/public/accreditation/password',
  // The accreditation area's calls: its own session cookie (server/accreditation/session.ts), which no access token is.
  'GET /api/accreditation/logged',
  'GET /api/accreditation/profile',
  'GET /api/accreditation/form',
  'GET /api/accreditation/activities',
  'GET /api/accreditation/participants',
  'GET /api/accreditation/participants/{id}',
  'POST /api/accreditation/participants',
  'POST /api/accreditation/participants/{id}/accredit',
  'POST /api/accreditation/participants/{id}/check-in',
]);

/** Routes outside the OpenAPI document that anyone may read: the docs' own pages and the uploaded files. */
export const HIDDEN_PUBLIC = [/^\/api\/docs(\/|$)/, /^\/uploads\//];

/** The rules a guard may name: every definition, the event producers' own (src/shared/resources/eventProducers/access.ts) and the box office's and the order actions'. */
export const ACCESS_RULES: Record<string, Parameters<typeof canAccessResource>[0]> = {
  ...Object.fromEntries(RESOURCES.map((d) => [d.name, d])),
  eventProducers: eventProducerAccess,
  cashier: cashierAccess,
  cashierSettings: cashierSettingsAccess,
  orderActions: orderActionAccess,
  reports: reportAccess,
  company: companyAccess,
  auditLog: auditLogAccess,
  collaborators: collaboratorAccess,
  invites: inviteAccess,
  roles: roleAccess,
  accreditationUsers: accreditationUserAccess,
};

export const key = (op: Pick<Operation, 'method' | 'path'>) => `${op.method} ${op.path}`;

const openApiPath = (fastifyUrl: string) => fastifyUrl.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

export function operationsOf(app: FastifyInstance): Operation[] {
  const doc = (app as unknown as { swagger(): { paths: Record<string, Record<string, Record<string, unknown>>> } }).swagger();
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const security = op.security as unknown[] | undefined;
      const body = (op.requestBody as { content?: Record<string, { schema?: JsonSchema }> } | undefined)?.content?.['application/json']?.schema;
      ops.push({ method: method.toUpperCase() as Method, path, access: op['x-access'] as RouteAccess | undefined, isPublic: Array.isArray(security) && security.length === 0, body });
    }
  }
  return ops;
}

/**
 * Why a route is not safe to ship, if it is not: every route has a guard that documents its
 * rule, or is declared open (`security: []` in its schema, OWN_CREDENTIAL, HIDDEN_PUBLIC);
 * every documented rule names a known rule with the codes that rule holds.
 */
export function accessProblems(app: FastifyInstance): string[] {
  const problems: string[] = [];
  const documented = new Map(operationsOf(app).map((op) => [key(op), op]));
  for (const route of registeredRoutes(app)) {
    if (route.method === 'HEAD' || route.method === 'OPTIONS' || route.url === '*') continue;
    const k = `${route.method} ${openApiPath(route.url)}`;
    const op = documented.get(k);
    if (route.access) {
      if (!op && !route.hidden) problems.push(`${k}: guarded but missing from the OpenAPI document`);
      continue;
    }
    if (op?.isPublic || OWN_CREDENTIAL.has(k)) continue;
    if (route.hidden && HIDDEN_PUBLIC.some((re) => re.test(route.url))) continue;
    problems.push(`${k}: no guard (guards.authenticate or requirePermission) and not declared public (schema.security: [])`);
  }
  for (const op of documented.values()) {
    const a = op.access;
    if (!a || 'authenticated' in a) continue;
    // A write guarded by a read action lets readers write.
    if (op.method !== 'GET' && (a.action === 'list' || a.action === 'show')) problems.push(`${key(op)}: a write guarded by '${a.action}'`);
    const generic = genericAction(op);
    if (generic && (generic.resource !== a.resource || generic.action !== a.action)) {
      problems.push(`${key(op)}: guarded by ${a.resource}.${a.action}, the generic route needs ${generic.resource}.${generic.action}`);
    }
    const rule = ACCESS_RULES[a.resource];
    if (!rule) {
      problems.push(`${key(op)}: x-access names an unknown rule '${a.resource}'`);
      continue;
    }
    const codes = rule.permissions[a.action] ?? null;
    if (JSON.stringify(codes) !== JSON.stringify(a.permissions)) problems.push(`${key(op)}: x-access codes differ from ${a.resource}.${a.action}`);
  }
  return problems;
}

/** The action of a generic CRUD operation of a definition, from its method and shape (server/routes/resources.ts). */
export function genericAction(op: Operation): { resource: string; action: ResourceAction } | undefined {
  for (const def of RESOURCES) {
    const base = `/api${openApiPath(def.path)}`;
    const shapes: [string, string, ResourceAction][] = [
      ['GET', base, 'list'],
      ['POST', base, 'create'],
      ['GET', `${base}/{id}`, 'show'],
      ['PATCH', `${base}/{id}`, 'edit'],
      ['DELETE', `${base}/{id}`, 'delete'],
      ['POST', `${base}/{id}/ordination`, 'edit'],
    ];
    const found = shapes.find(([method, path]) => op.method === method && op.path === path);
    if (found) return { resource: def.name, action: found[2] };
  }
  return undefined;
}

export type Caller = string;
export type Expected = 'allowed' | 401 | 403;

/**
 * The answer a caller must get: no token is 401 on any guarded route; a guarded route's rule
 * decides between allowed and 403; a public route is allowed to all; a route with its own
 * credential is 401 to whoever lacks it (every caller here).
 */
export function expectedFor(op: Operation, ctx: AccessContext | undefined): Expected {
  if (op.isPublic) return 'allowed';
  if (OWN_CREDENTIAL.has(key(op))) return 401;
  if (!op.access) throw new Error(`${key(op)} has no guard`);
  if (!ctx) return 401;
  if ('authenticated' in op.access) return 'allowed';
  return canAccessResource(ACCESS_RULES[op.access.resource], op.access.action as ResourceAction, ctx) ? 'allowed' : 403;
}

/** A caller's access context as the server sees it: the profile's role and business. */
export async function accessContextOf(app: FastifyInstance, token: string): Promise<AccessContext> {
  const profile = (await app.inject({ url: '/api/profile', headers: bearerOf(token) })).json();
  return { permissions: profile.role.permissions, modules: profile.business.modules, isTicketOffice: profile.business.isTicketOffice };
}

/** Where the records a path parameter names live, for parameters no definition's path declares. */
const EXTRA_PARAMS: Record<string, { table: string; id: string }> = {
  courtesyId: { table: 'courtesies', id: 'id' },
  producerId: { table: 'event_producers', id: 'producer_id' },
  linkId: { table: 'ticket_hidden_links', id: 'id' },
  // A collaborator's own role (DELETE /collaborators/{id}/roles/{roleId}): the first collaborator's row names both.
  roleId: { table: 'collaborators', id: 'role_id' },
  businessId: { table: 'businesses', id: 'id' },
  // The public accreditation pages' activity entry (server/accreditation/public.ts).
  activityId: { table: 'accreditation_activities', id: 'id' },
  // An accreditation's user (/accreditations/{id}/users/{userId}).
  userId: { table: 'accreditation_users', id: 'id' },
};
/** Values of parameters that are not records (a CEP that validation refuses before any lookup). */
const VALUE_PARAMS: Record<string, string> = { zipCode: '0', resource: 'events', recordId: '0', token: 'convite-inexistente', pairCode: 'PAREAMENTOERRADO' };

/** Records under a path that no definition serves. */
const PREFIX_TABLES: Record<string, string> = { '/api/business': 'businesses', '/api/public/courtesies': 'courtesies', '/api/cashier/sessions': 'cash_sessions', '/api/reports': 'events', '/api/event-card-theme': 'businesses', '/api/public/sales-page': 'businesses', '/api/collaborators': 'collaborators', '/api/collaborators/invites': 'invites', '/api/roles': 'roles', '/api/accreditation/participants': 'accreditation_participants' };

const defAt = (prefix: string, defs: readonly ResourceDefinition[]) => defs.find((d) => `/api${openApiPath(d.path)}` === prefix);

/** The parameter name children use for a definition's records ('events' -> 'eventId'). */
function childParamOf(def: ResourceDefinition, defs: readonly ResourceDefinition[]): string | undefined {
  for (const child of defs) for (const p of pathParams(child.path)) if (parentName(child, p, defs) === def.name) return p;
  return undefined;
}

interface Param {
  name: string;
  /** Column of this parameter in the rows of deeper records ('event_id'). */
  column: string;
  table?: string;
  idColumn: string;
}

/** The parameters of an operation's path, each with the table of the record it names. */
function paramsOf(path: string, defs: readonly ResourceDefinition[]): Param[] {
  const segments = path.split('/');
  const out: Param[] = [];
  segments.forEach((segment, i) => {
    const m = /^\{(.+)\}$/.exec(segment);
    if (!m) return;
    const name = m[1];
    if (name === 'id') {
      const prefix = segments.slice(0, i).join('/');
      if (PREFIX_TABLES[prefix]) return out.push({ name, column: 'id', table: PREFIX_TABLES[prefix], idColumn: 'id' });
      const def = defAt(prefix, defs);
      if (!def) throw new Error(`${path}: no definition at ${prefix}`);
      const alias = childParamOf(def, defs);
      return out.push({ name, column: alias ? snakeCase(alias) : 'id', table: tableName(def), idColumn: 'id' });
    }
    const extra = EXTRA_PARAMS[name];
    if (extra) return out.push({ name, column: extra.id === 'id' ? snakeCase(name) : extra.id, table: extra.table, idColumn: extra.id });
    if (VALUE_PARAMS[name]) return out.push({ name, column: '', idColumn: '' });
    const child = defs.find((d) => pathParams(d.path).includes(name));
    const parent = child && defs.find((d) => d.name === parentName(child, name, defs));
    if (!parent) throw new Error(`${path}: no table for {${name}}`);
    out.push({ name, column: snakeCase(name), table: tableName(parent), idColumn: 'id' });
  });
  return out;
}

/**
 * The path with the ids of one record of `businessId`: the deepest parameter's record (the
 * first one created), and its parents from that record's columns, so the path names a record
 * that exists. Answers undefined when the business has no such record.
 */
export async function fillPath(db: Db, path: string, businessId: string, defs: readonly ResourceDefinition[] = RESOURCES): Promise<string | undefined> {
  const params = paramsOf(path, defs);
  const records = params.filter((p) => p.table);
  const leaf = records.at(-1);
  let row: Record<string, unknown> = {};
  if (leaf?.table === 'businesses') row = { id: businessId };
  else if (leaf) {
    const { rows } = await db.query(`SELECT * FROM ${leaf.table} WHERE business_id = $1 ORDER BY created_at, ${leaf.idColumn} LIMIT 1`, [businessId]);
    if (!rows[0]) return undefined;
    row = { ...rows[0], business_id: businessId };
  }
  let filled = path;
  for (const p of params) {
    const value = VALUE_PARAMS[p.name] ?? (p === leaf ? row[p.idColumn] : row[p.column]);
    if (value === undefined || value === null) throw new Error(`${path}: the ${leaf?.table} row has no ${p.column} for {${p.name}}`);
    filled = filled.replace(`{${p.name}}`, encodeURIComponent(String(value)));
  }
  return filled;
}

/** Whether a path names a stored record (not only values such as a CEP). */
export const namesRecord = (path: string, defs: readonly ResourceDefinition[] = RESOURCES) => paramsOf(path, defs).some((p) => p.table);

/** Writes after reads, deletes last and deepest first: a request never removes what a later one reads. */
export const inSafeOrder = (ops: Operation[]) => {
  const rank = (op: Operation) => (op.method === 'GET' ? 0 : op.method === 'DELETE' ? 2 : 1);
  return [...ops].sort((a, b) => rank(a) - rank(b) || (rank(a) === 2 ? b.path.split('/').length - a.path.split('/').length : 0));
};

/**
 * A body that fits a documented schema: every property, booleans true, numbers at their
 * minimum, the first choice, empty id lists, and `ids[name]` for a property that names a record.
 */
export function sampleBody(schema: JsonSchema, ids: Record<string, unknown>, name = ''): unknown {
  if (schema.oneOf) return sampleBody(schema.oneOf[0], ids, name);
  if (schema.enum) return schema.enum.find((v) => v !== null);
  const type = [schema.type].flat().find((t) => t !== 'null');
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, sampleBody(v, ids, k)]));
    case 'boolean':
      return true;
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'array':
      return schema.items?.format === 'uuid' ? [] : [sampleBody(schema.items ?? {}, ids, name)];
    case 'string':
      if (ids[name] !== undefined) return ids[name];
      if (schema.format === 'date-time') return new Date().toISOString();
      if (schema.format === 'email') return 'pessoa@exemplo.com.br';
      return 'Teste';
    default:
      return undefined;
  }
}
