/**
 * Generated bad input (issue 10, "A suite that keeps it so"): every write route of the OpenAPI
 * document (POST, PATCH, PUT, DELETE) gets malformed requests as the demo admin: bodies of every
 * wrong shape, each documented field given null and values of wrong types, deep nesting,
 * prototype keys, huge and NUL-bearing strings, unknown fields, and bad path ids. Any 5xx, any
 * answer outside {message, code, issues} with pt-BR text, or a wrong type accepted fails it.
 * Routes added later are covered by being in the document.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import ptBR from '../../src/i18n/pt-BR.json';
import { flatten, type Catalogue } from '../../src/shared/catalogue';
import { RESOURCES } from '../../src/shared/resources/registry';
import { pathParams, type ResourceDefinition } from '../../src/shared/definition';
import { ident, resourceTable } from '../../server/resources/columns';
import { bearerOf, login, setup, type Json, type TestContext } from './helper';

type Schema = Json;
interface Route {
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  body?: Schema;
}

let ctx: TestContext;
let admin: string;
let routes: Route[] = [];
/** One record of each definition in the admin's business: its id and its path parameters. */
const rows = new Map<string, Record<string, string>>();
const failures: string[] = [];

// ---- What a right answer is ----------------------------------------------------------------

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const TEXTS = Object.values(flatten(ptBR as Catalogue)).flatMap((t) => t.split('||||').map((s) => s.trim()));
const EXACT = new Set(TEXTS.filter((t) => !t.includes('%{')));
const TEMPLATES = TEXTS.filter((t) => t.includes('%{')).map((t) => new RegExp(`^${t.split(/%\{[^}]+\}/).map(escape).join('.+')}$`, 's'));
const isPtBR = (m: unknown) => typeof m === 'string' && (EXACT.has(m) || TEMPLATES.some((p) => p.test(m)));
const ENGLISH = /cannot be null|must be a|is a required field|is invalid|must be one of|Bad Request|Not Found|Internal Server Error|exceeding|Client Error/i;
const CODE_OF_STATUS: Record<number, RegExp> = { 403: /^@FORBIDDEN$/, 404: /^@NOT_FOUND$/, 414: /^@URI_TOO_LONG$/, 429: /^@TOO_MANY/, 431: /^@HEADERS_TOO_LARGE$/ };

type Expect = 'shape' | 'refused' | 'invalidJson';

/** Records what is wrong with an answer (none: a 2xx or a well-formed pt-BR error). */
function check(label: string, res: LightMyRequestResponse, expect: Expect): void {
  const fail = (why: string): void => {
    failures.push(`${label} -> ${res.statusCode} ${why}: ${res.body.slice(0, 200)}`);
  };
  if (res.statusCode >= 500) return fail('server error');
  if (expect === 'refused' && res.statusCode < 400) return fail('a wrong type was accepted');
  if (expect === 'invalidJson' && res.statusCode !== 400) return fail('expected 400 @INVALID_JSON');
  if (res.statusCode < 400) return;
  let body: Json;
  try {
    body = res.json();
  } catch {
    return fail('not JSON');
  }
  if (!String(res.headers['content-type']).startsWith('application/json')) return fail('not application/json');
  if (Object.keys(body).sort().join() !== 'code,issues,message') return fail('not {message, code, issues}');
  if (!isPtBR(body.message) || ENGLISH.test(body.message)) return fail('message not from the pt-BR catalogue');
  if (typeof body.code !== 'string' || !/^@[A-Z_]+$/.test(body.code)) return fail('bad code');
  if (CODE_OF_STATUS[res.statusCode] && !CODE_OF_STATUS[res.statusCode].test(body.code)) return fail('code does not match the status');
  if (expect === 'invalidJson' && body.code !== '@INVALID_JSON') return fail('expected @INVALID_JSON');
  if (!Array.isArray(body.issues)) return fail('issues not a list');
  for (const issue of body.issues as Json[]) {
    if (Object.keys(issue).sort().join() !== 'field,message' || typeof issue.field !== 'string') return fail('issue not {field, message}');
    if (!isPtBR(issue.message) || ENGLISH.test(issue.message)) return fail(`issue on ${issue.field} not from the pt-BR catalogue`);
  }
}

// ---- Requests ----------------------------------------------------------------------------------

/** Stands where a raw text goes: JSON.stringify writes it as '"@@raw@@"', which the text then replaces. */
const RAW = '@@raw@@';
const deep = (n: number) => '['.repeat(n) + ']'.repeat(n);

async function send(route: Route, url: string, payload: string | undefined, label: string, expect: Expect, type = 'application/json') {
  const res = await ctx.app.inject({
    method: route.method,
    url,
    headers: { ...bearerOf(admin), ...(payload === undefined ? {} : { 'content-type': type }) },
    ...(payload === undefined ? {} : { payload }),
  });
  check(`${route.method} ${route.path} [${label}]`, res, expect);
}

/** The JSON text of `body`, with `raw` (text that JSON.stringify cannot make) where RAW stands. */
const text = (body: unknown, raw?: string) => (raw === undefined ? JSON.stringify(body) : JSON.stringify(body).replace(`"${RAW}"`, raw));

// ---- Paths with real records -------------------------------------------------------------------

const template = (def: ResourceDefinition) => `/api${def.path.replace(/:([A-Za-z0-9]+)/g, '{$1}')}`;
const paramsOf = (path: string) => [...path.matchAll(/\{([A-Za-z0-9]+)\}/g)].map((m) => m[1]);

/** The definition a path parameter names: the one whose path ends right before it, else by name (ticketId -> tickets). */
function defOfParam(path: string, param: string): ResourceDefinition | undefined {
  const prefix = path.slice(0, path.indexOf(`/{${param}}`));
  return RESOURCES.find((d) => template(d) === prefix) ?? RESOURCES.find((d) => d.name === `${param.replace(/Id$/, '')}s`);
}

/**
 * The route's URL with real ids of the admin's business: the deepest definition among its
 * parameters gives one record and its parents; the others a record of theirs, else an unknown id.
 */
function realUrl(path: string): string {
  const params = paramsOf(path);
  const defs = new Map(params.map((p) => [p, defOfParam(path, p)] as const));
  const values: Record<string, string> = {};
  const ranked = params.filter((p) => defs.get(p)).sort((a, b) => pathParams(defs.get(b)!.path).length - pathParams(defs.get(a)!.path).length);
  for (const param of ranked) {
    if (values[param]) continue;
    const def = defs.get(param)!;
    const row = rows.get(def.name);
    if (!row) continue;
    values[param] = row.id;
    for (const parent of pathParams(def.path)) if (params.includes(parent) && !values[parent]) values[parent] = row[parent];
  }
  return path.replace(/\{([A-Za-z0-9]+)\}/g, (_, p: string) => values[p] ?? randomUUID());
}

// ---- Values --------------------------------------------------------------------------------------

const typesOf = (s: Schema): string[] => (s.oneOf ? typesOf(s.oneOf[0]) : ([] as string[]).concat(s.type ?? (s.properties ? 'object' : 'string')));
const mainType = (s: Schema) => typesOf(s).find((t) => t !== 'null') ?? 'null';

/**
 * A plausible valid value of a schema, so that one bad field is the only thing wrong: documents
 * with valid check digits, ISO dates (an end after its start), no optional reference.
 */
function example(s: Schema, key = ''): unknown {
  if (s.oneOf) return example(s.oneOf[0], key);
  if (Array.isArray(s.enum)) return s.enum.find((v: unknown) => v !== null) ?? null;
  switch (mainType(s)) {
    case 'object':
      return Object.fromEntries(Object.entries((s.properties ?? {}) as Record<string, Schema>).filter(([k]) => k !== 'updatedAt').map(([k, v]) => [k, example(v, k)]));
    case 'array':
      return s.items && Array.isArray(s.items.enum) ? [s.items.enum[0]] : [];
    case 'integer':
    case 'number':
      return Math.min(s.maximum ?? Infinity, Math.max(s.minimum ?? -Infinity, 1));
    case 'boolean':
      return true;
    default: {
      const d = String(s.description ?? '');
      if (s.format === 'uuid') return typesOf(s).includes('null') ? null : randomUUID();
      if (s.format === 'date-time') return /^(end|close)/i.test(key) ? '2031-03-02T20:00:00.000Z' : '2031-03-01T20:00:00.000Z';
      if (s.minLength !== undefined && s.minLength === s.maxLength) return '4'.repeat(s.minLength);
      if (s.format === 'email') return 'teste@exemplo.com.br';
      if (d.includes('\\d{14}') && !d.includes('\\d{11}')) return '11222333000181';
      if (d.includes('\\d{11}')) return '52998224725';
      if (d.includes('\\d{10,11}')) return '11987654321';
      if (d.includes('\\d{8}')) return '01310100';
      return 'Teste de entrada'.padEnd(s.minLength ?? 0, 'x').slice(0, s.maxLength ?? 100);
    }
  }
}

interface Kind {
  name: string;
  value: unknown;
  /** Text put where the value goes (what JSON.stringify cannot write: prototype keys, deep nesting). */
  raw?: string;
  expect: Expect;
}

/** What each field is given: null, every wrong type for it, and values every field must survive. */
function kindsFor(s: Schema): Kind[] {
  const type = mainType(s);
  const wrong: unknown[] =
    type === 'string' ? [12345, true] : type === 'integer' || type === 'number' ? ['12', true, [1, 2]] : type === 'boolean' ? ['true', 1] : type === 'array' ? ['texto', { a: 1 }] : ['texto', 12];
  return [
    ...wrong.map((value) => ({ name: `wrong type ${JSON.stringify(value)}`, value, expect: 'refused' as const })),
    { name: 'null', value: null, expect: 'shape' },
    { name: 'list', value: [1, 'dois', null], expect: type === 'array' ? 'shape' : 'refused' },
    { name: 'object', value: { a: 1 }, expect: type === 'object' ? 'shape' : 'refused' },
    { name: 'empty text', value: '', expect: 'shape' },
    { name: 'huge text', value: 'x'.repeat(100_000), expect: 'shape' },
    { name: 'NUL byte', value: 'a\u0000b', expect: 'shape' },
    { name: 'not a date', value: '2026-13-45T99:99:99Z', expect: 'shape' },
    { name: 'negative', value: -1, expect: 'shape' },
    { name: 'fraction', value: 1.5, expect: 'shape' },
    { name: 'huge number', value: 1e308, expect: 'shape' },
    { name: 'unsafe integer', value: 2 ** 53 + 2, expect: 'shape' },
    { name: 'deep nesting', value: null, raw: deep(100), expect: 'invalidJson' },
    { name: 'prototype key', value: null, raw: '{"__proto__": {"admin": true}}', expect: 'invalidJson' },
    { name: 'constructor key', value: null, raw: '{"constructor": {"prototype": {"admin": true}}}', expect: 'invalidJson' },
  ];
}

/** Leaf fields of a body schema, by dotted path. */
function leaves(s: Schema, prefix = ''): [string, Schema][] {
  if (mainType(s) !== 'object' || !s.properties) return prefix ? [[prefix, s]] : [];
  return Object.entries(s.properties as Record<string, Schema>).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

function withValue(base: unknown, path: string, value: unknown): unknown {
  const out = structuredClone(base ?? {}) as Json;
  const keys = path.split('.');
  let cur = out;
  for (const k of keys.slice(0, -1)) cur = cur[k] = typeof cur[k] === 'object' && cur[k] !== null ? cur[k] : {};
  cur[keys[keys.length - 1]] = value;
  return out;
}

/** The body other values go into: a valid one, or nothing on a generic PATCH (the stored record fills it). */
const baseOf = (route: Route) => (route.body && !(route.method === 'PATCH' && route.body.properties?.updatedAt) ? example(route.body) : {});

const BODIES: { name: string; text: string; expect: Expect; type?: string }[] = [
  { name: 'list body', text: '[1, 2, 3]', expect: 'shape' },
  { name: 'text body', text: '"texto"', expect: 'shape' },
  { name: 'number body', text: '42', expect: 'shape' },
  { name: 'null body', text: 'null', expect: 'shape' },
  { name: 'empty object', text: '{}', expect: 'shape' },
  { name: 'unknown fields', text: '{"desconhecido": 1, "outro": {"a": [1, 2]}, "isAdmin": true}', expect: 'shape' },
  { name: 'malformed JSON', text: '{"a": ', expect: 'invalidJson' },
  { name: 'deep body', text: deep(3000), expect: 'invalidJson' },
  { name: 'deep object body', text: '{"a":'.repeat(3000) + '1' + '}'.repeat(3000), expect: 'invalidJson' },
  { name: 'prototype body', text: '{"__proto__": {"admin": true}}', expect: 'invalidJson' },
  { name: 'constructor body', text: '{"constructor": {"prototype": {"admin": true}}}', expect: 'invalidJson' },
  { name: 'prototype key body', text: '{"prototype": 1}', expect: 'invalidJson' },
  { name: 'not JSON', text: 'a=1&b=2', expect: 'shape', type: 'application/x-www-form-urlencoded' },
  { name: 'over 1 MiB', text: JSON.stringify({ texto: 'x'.repeat(1024 * 1024 + 10) }), expect: 'shape' },
];

const BAD_IDS: [string, string][] = [
  ['not a uuid', 'nao-e-um-id'],
  ['500 characters', 'a'.repeat(500)],
  ['unknown uuid', '00000000-0000-4000-8000-000000000000'],
  ['quote', encodeURIComponent("1' or '1'='1")],
  ['NUL', '%00'],
  ['bad percent-encoding', '%E0%A4%A'],
  ['dot segments', '..%2F..%2Fpackage.json'],
];

// ---- The suite -----------------------------------------------------------------------------------

/** Session routes go last (a password could change), deletes just before them, leaves first. */
const isSession = (r: Route) => /^\/api\/(auth|accounts)\//.test(r.path);
const depth = (r: Route) => r.path.split('/').length;

beforeAll(async () => {
  ctx = await setup();
  admin = (await login(ctx.app, 'admin@demo.com.br')).accessToken;
  const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json();
  for (const [path, ops] of Object.entries(doc.paths as Record<string, Record<string, Json>>)) {
    for (const [method, op] of Object.entries(ops)) {
      if (!['post', 'patch', 'put', 'delete'].includes(method)) continue;
      routes.push({ method: method.toUpperCase() as Route['method'], path, body: op.requestBody?.content?.['application/json']?.schema });
    }
  }
  const business = (await ctx.db.query<{ id: string }>(`SELECT id FROM businesses WHERE name = 'Bilheteria Demo'`)).rows[0].id;
  for (const def of RESOURCES) {
    const t = resourceTable(def);
    const cols = ['id', ...t.params.map((p) => p.column)].map(ident).join(', ');
    const { rows: found } = await ctx.db.query<Record<string, string>>(`SELECT ${cols} FROM ${ident(t.table)} WHERE business_id = $1 ORDER BY created_at, id LIMIT 1`, [business]);
    if (found[0]) rows.set(def.name, { id: found[0].id, ...Object.fromEntries(t.params.map((p) => [p.param, found[0][p.column]])) });
  }
  routes = [
    ...routes.filter((r) => r.method !== 'DELETE' && !isSession(r)),
    ...routes.filter((r) => r.method === 'DELETE' && !isSession(r)).sort((a, b) => depth(b) - depth(a)),
    ...routes.filter(isSession),
  ];
});
afterAll(async () => ctx?.close());

describe('generated bad input on every write route', () => {
  it('finds the write routes in the OpenAPI document', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.filter((r) => r.body).length).toBeGreaterThan(30);
  });

  it('bad ids in every path parameter are refused in our shape', async () => {
    failures.length = 0;
    for (const route of routes) {
      const real = realUrl(route.path);
      const body = text(baseOf(route));
      for (const param of paramsOf(route.path)) {
        // The other parameters keep their real ids: only this one is bad.
        const at = route.path.split('/').indexOf(`{${param}}`);
        for (const [name, id] of BAD_IDS) {
          const url = real.split('/').map((seg, i) => (i === at ? id : seg)).join('/');
          await send(route, url, body, `${param}: ${name}`, 'shape');
        }
      }
    }
    expect(failures).toEqual([]);
  });
  it('every route, with real ids, survives each bad body and each bad value of each field', async () => {
    failures.length = 0;
    for (const route of routes) {
      const url = realUrl(route.path);
      for (const body of BODIES) await send(route, url, body.text, body.name, body.expect, body.type);
      if (!route.body) continue;
      const base = baseOf(route);
      for (const [field, schema] of leaves(route.body)) {
        for (const kind of kindsFor(schema)) {
          await send(route, url, text(withValue(base, field, kind.raw === undefined ? kind.value : RAW), kind.raw), `${field}: ${kind.name}`, kind.expect);
        }
      }
    }
    expect(failures).toEqual([]);
  });

});
