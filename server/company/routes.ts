/**
 * The company's look (issue 14, spec 2 sections 2, 3 and 7; docs/my-company.md): its details and
 * colours (PATCH /business/, PATCH /business/preferences), the sales-page theme
 * (GET/PATCH /sales-page-theme), the event card theme (GET/PATCH /event-card-theme/{id}, {id} the
 * business's id), and the public sales-page preview's data (GET /public/sales-page/{id}). Writes
 * are @ALL only (src/shared/company/access.ts), one transaction each with its history row, and
 * announced on the business's realtime room so open sessions follow at once.
 */
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../db/types';
import type { Uploads } from '../uploads/uploads';
import type { ChangeEvent } from '../realtime';
import { newImageKey, urlOfKey } from '../uploads/uploads';
import { ApiError, conflict, notFound, forbidden, validationError } from '../errors';
import { accessContext, authOf } from '../auth/guard';
import { isUuid } from '../resources/ids';
import { recordChange } from '../audit/record';
import { resourceAccess, withAccess } from '../security/routeAccess';
import { canAccessResource, type ResourceAction } from '../../src/shared/permissions';
import { companyAccess } from '../../src/shared/company/access';
import {
  CARD_LAYOUTS,
  CARD_THEME_COLORS,
  CARD_THEME_FONTS,
  COLOR_FIELDS,
  SALES_THEME_COLORS,
  THEME_FONTS,
  cardThemeOf,
  colorIssue,
  salesThemeOf,
  themeIssues,
  type Issue,
} from '../../src/shared/company/themes';
import { decodeImage, IMAGE_BODY_LIMIT } from '../resources/events/images';
import { preferencesOf } from '../routes/business';
import { schemas } from '../openapi';

export interface CompanyRouteOptions {
  db: Db;
  uploads: Uploads;
  authenticate: (request: FastifyRequest) => Promise<void>;
  emitChange: (businessId: string, event: ChangeEvent) => void;
}

const tags = ['business'];
const nullableString = { type: ['string', 'null'] };
const errors = { 400: schemas.error, 401: schemas.error, 403: schemas.error, 404: schemas.error };
const color = { type: 'string', description: "'#' and 3 or 6 hex digits" };
const font = { type: 'string', enum: [...THEME_FONTS] };
/** The stamp a write sends back (stale writes: 409); null or left out: no check. */
const stamp = { type: ['string', 'null'], format: 'date-time' };
const salesThemeSchema = {
  type: 'object',
  properties: { ...Object.fromEntries(SALES_THEME_COLORS.map((k) => [k, color])), systemFont: font, updatedAt: stamp },
};
const cardThemeSchema = {
  type: 'object',
  properties: {
    ...Object.fromEntries(CARD_THEME_COLORS.map((k) => [k, color])),
    ...Object.fromEntries(CARD_THEME_FONTS.map((k) => [k, font])),
    cardLayout: { type: 'string', enum: [...CARD_LAYOUTS] },
    updatedAt: stamp,
  },
};
const idParams = { type: 'object', properties: { id: { type: 'string', format: 'uuid' } } };

/** Logo and icon: JPEG or PNG only (spec 2 section 5). */
const BRAND_IMAGE_TYPES = new Set(['png', 'jpg']);
const IMAGE_URL = /^\/uploads\/\S+$/;

const objectBody = (body: unknown): Record<string, unknown> => {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw validationError([]);
  return body as Record<string, unknown>;
};

/**
 * Stale writes are refused (DESIGN.md section 4): a body that carries the `updatedAt` it was built
 * on must match the stored one (a theme never saved has none); without it the write goes through.
 */
function refuseStale(given: unknown, stored: Date | string | null | undefined): void {
  if (given === undefined || given === null) return;
  const at = typeof given === 'string' ? Date.parse(given) : NaN;
  if (!stored || at !== new Date(stored).getTime()) throw conflict();
}
const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);
/** updated_at moves forward by at least 1 ms, so two quick saves never share a stamp. */
const NEXT_STAMP = "GREATEST(clock_timestamp(), updated_at + interval '1 millisecond')";

type ThemeKind = 'sales' | 'card';
const THEME_RESOURCE: Record<ThemeKind, string> = { sales: 'salesPageTheme', card: 'eventCardTheme' };

export function registerCompanyRoutes(app: FastifyInstance, opts: CompanyRouteOptions): void {
  const { db, uploads } = opts;

  const guard = (action: ResourceAction): preHandlerAsyncHookHandler =>
    withAccess(async function (this: unknown, request: FastifyRequest) {
      await opts.authenticate.call(this as never, request);
      if (!canAccessResource(companyAccess, action, accessContext(authOf(request)))) throw forbidden();
    } as preHandlerAsyncHookHandler, resourceAccess('company', companyAccess, action));

  const announce = (businessId: string, resource: string) => opts.emitChange(businessId, { resource, id: businessId, action: 'updated' });

  // ---- Business details and colours --------------------------------------------------------

  app.patch(
    '/api/business/',
    {
      preHandler: guard('edit'),
      schema: {
        tags,
        description: "Changes the business's name and description (@ALL). Answers the business as GET /business/logged does.",
        body: { type: 'object', properties: { name: { type: 'string', maxLength: 120 }, description: { ...nullableString, maxLength: 2000 }, updatedAt: stamp } },
        response: { 200: schemas.business, ...errors },
      },
    },
    async (request) => {
      const body = objectBody(request.body);
      const auth = authOf(request);
      const issues: Issue[] = [];
      const changes: { name?: string; description?: string | null } = {};
      for (const field of Object.keys(body)) if (!['name', 'description', 'updatedAt'].includes(field)) issues.push({ field, message: 'validation.unknownField' });
      if ('name' in body) {
        const name = body.name;
        if (typeof name !== 'string') issues.push({ field: 'name', message: name == null ? 'validation.required' : 'validation.text' });
        else if (!name.trim()) issues.push({ field: 'name', message: 'validation.required' });
        else if (name.trim().length > 120) issues.push({ field: 'name', message: 'validation.maxLength' });
        else changes.name = name.trim();
      }
      if ('description' in body) {
        const d = body.description;
        if (d !== null && typeof d !== 'string') issues.push({ field: 'description', message: 'validation.text' });
        else if (typeof d === 'string' && d.length > 2000) issues.push({ field: 'description', message: 'validation.maxLength' });
        else changes.description = d?.trim() ? d.trim() : null;
      }
      if (issues.length) throw validationError(issues);
      const row = await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ name: string; description: string | null; updated_at: Date }>('SELECT name, description, updated_at FROM businesses WHERE id = $1 FOR UPDATE', [auth.bid]);
        if (!rows[0]) throw notFound();
        refuseStale(body.updatedAt, rows[0].updated_at);
        const before = { name: rows[0].name, description: rows[0].description };
        const after = { name: changes.name ?? before.name, description: 'description' in changes ? (changes.description ?? null) : before.description };
        const { rows: updated } = await tx.query<BusinessRow>(
          `UPDATE businesses SET name = $2, description = $3, updated_at = ${NEXT_STAMP} WHERE id = $1 RETURNING *`,
          [auth.bid, after.name, after.description],
        );
        await recordChange(tx, { businessId: auth.bid, actorId: auth.sub, resource: 'business', recordId: auth.bid, action: '@UPDATE', before, after });
        return updated[0];
      });
      announce(auth.bid, 'business');
      return businessAnswer(row);
    },
  );

  app.patch(
    '/api/business/preferences',
    {
      preHandler: guard('edit'),
      bodyLimit: IMAGE_BODY_LIMIT,
      schema: {
        tags,
        description:
          "Changes the business's colours (primaryColor, secondaryColor, thirdColor: '#' and 3 or 6 hex digits) and images (logo, icon: a JPEG or PNG data URL, the URL it already has, or null to remove) (@ALL). Fields left out keep their value.",
        body: { type: 'object', properties: { primaryColor: color, secondaryColor: color, thirdColor: color, logo: nullableString, icon: nullableString, updatedAt: stamp } },
        response: { 200: schemas.preferences, ...errors },
      },
    },
    async (request) => {
      const body = objectBody(request.body);
      const auth = authOf(request);
      const issues: Issue[] = [];
      const changes: Record<string, string | null> = {};
      for (const [field, value] of Object.entries(body)) {
        if ((COLOR_FIELDS as readonly string[]).includes(field)) {
          const issue = colorIssue(field, value, true);
          if (issue) issues.push(issue);
          else changes[field] = (value as string).toUpperCase();
        } else if (field === 'logo' || field === 'icon') {
          if (value === null || value === '') changes[field] = null;
          else if (typeof value !== 'string') issues.push({ field, message: 'server.company.imageType' });
          else if (IMAGE_URL.test(value.trim())) changes[field] = value.trim();
          else if (!value.startsWith('data:')) issues.push({ field, message: 'server.company.imageType' });
          else {
            try {
              const decoded = decodeImage(value);
              if (!BRAND_IMAGE_TYPES.has(decoded.ext)) issues.push({ field, message: 'server.company.imageType' });
              else changes[field] = `data:${decoded.ext}`; // stored below, once every field is valid
            } catch (err) {
              if (!(err instanceof ApiError)) throw err;
              issues.push(...err.issues.map((i) => ({ field, message: i.message === 'server.images.invalidType' ? 'server.company.imageType' : i.message })));
            }
          }
        } else if (field !== 'updatedAt') issues.push({ field, message: 'validation.unknownField' });
      }
      if (issues.length) throw validationError(issues);
      // The files go to the store only when the whole request is valid (nothing half-written).
      for (const field of ['logo', 'icon'] as const) {
        if (!changes[field]?.startsWith('data:')) continue;
        const decoded = decodeImage(body[field]);
        const key = newImageKey(auth.bid, decoded.ext);
        await uploads.put(key, decoded.bytes);
        changes[field] = urlOfKey(key);
      }
      const row = await db.transaction(async (tx) => {
        const { rows } = await tx.query<BusinessRow>('SELECT * FROM businesses WHERE id = $1 FOR UPDATE', [auth.bid]);
        if (!rows[0]) throw notFound();
        refuseStale(body.updatedAt, rows[0].updated_at);
        const before = preferencesOf(rows[0]);
        const { rows: updated } = await tx.query<BusinessRow>(
          `UPDATE businesses SET preferences = preferences || $2::jsonb, updated_at = ${NEXT_STAMP} WHERE id = $1 RETURNING *`,
          [auth.bid, JSON.stringify(changes)],
        );
        await recordChange(tx, { businessId: auth.bid, actorId: auth.sub, resource: 'business', recordId: auth.bid, action: '@UPDATE', before, after: preferencesOf(updated[0]) });
        return updated[0];
      });
      announce(auth.bid, 'business');
      return { ...preferencesOf(row), updatedAt: iso(row.updated_at) };
    },
  );

  // ---- Themes ----------------------------------------------------------------------------

  const readTheme = async (tx: Db, businessId: string, kind: ThemeKind, lock = false) => {
    const { rows } = await tx.query<{ theme: Record<string, unknown>; updated_at: Date }>(
      `SELECT theme, updated_at FROM business_themes WHERE business_id = $1 AND kind = $2${lock ? ' FOR UPDATE' : ''}`,
      [businessId, kind],
    );
    return rows[0];
  };
  /** The theme as answered: every field (fallbacks filled in) and the updatedAt a later write sends back (null: never saved). */
  const answerTheme = async (businessId: string, kind: ThemeKind) => {
    const row = await readTheme(db, businessId, kind);
    return { ...themeOf(kind, row?.theme), updatedAt: iso(row?.updated_at) };
  };
  const themeOf = (kind: ThemeKind, stored: unknown) => (kind === 'sales' ? salesThemeOf(stored) : cardThemeOf(stored));

  const writeTheme = async (request: FastifyRequest, kind: ThemeKind) => {
    const body = objectBody(request.body);
    const auth = authOf(request);
    const issues = themeIssues(body, kind);
    if (issues.length) throw validationError(issues);
    const changes = Object.fromEntries(Object.entries(body).filter(([k]) => k !== 'updatedAt').map(([k, v]) => [k, typeof v === 'string' && v.startsWith('#') ? v.toUpperCase() : v]));
    const theme = await db.transaction(async (tx) => {
      // Locks the business row: two first saves of a theme never race on the insert.
      const { rows } = await tx.query('SELECT id FROM businesses WHERE id = $1 FOR UPDATE', [auth.bid]);
      if (!rows[0]) throw notFound();
      const stored = await readTheme(tx, auth.bid, kind, true);
      refuseStale(body.updatedAt, stored?.updated_at);
      const before = themeOf(kind, stored?.theme);
      const after = themeOf(kind, { ...before, ...changes });
      const { rows: saved } = await tx.query<{ updated_at: Date }>(
        `INSERT INTO business_themes AS t (business_id, kind, theme, updated_at) VALUES ($1, $2, $3::jsonb, clock_timestamp())
         ON CONFLICT (business_id, kind) DO UPDATE SET theme = EXCLUDED.theme, updated_at = GREATEST(clock_timestamp(), t.updated_at + interval '1 millisecond')
         RETURNING updated_at`,
        [auth.bid, kind, JSON.stringify(after)],
      );
      await recordChange(tx, { businessId: auth.bid, actorId: auth.sub, resource: THEME_RESOURCE[kind], recordId: auth.bid, action: '@UPDATE', before, after });
      return { ...after, updatedAt: iso(saved[0].updated_at) };
    });
    announce(auth.bid, THEME_RESOURCE[kind]);
    return theme;
  };

  app.get(
    '/api/sales-page-theme',
    {
      preHandler: guard('show'),
      schema: { tags, description: "The business's sales-page theme, each unset value at the spec's fallback", response: { 200: salesThemeSchema, ...errors } },
    },
    async (request) => answerTheme(authOf(request).bid, 'sales'),
  );
  app.patch(
    '/api/sales-page-theme',
    {
      preHandler: guard('edit'),
      schema: { tags, description: 'Changes the sales-page theme (@ALL); fields left out keep their value. Answers the whole theme.', body: salesThemeSchema, response: { 200: salesThemeSchema, ...errors } },
    },
    async (request) => writeTheme(request, 'sales'),
  );

  /** {id} is the business's id (the card theme is the business's, one for all its events); another business's is a 404. */
  const ownBusiness = (request: FastifyRequest<{ Params: { id: string } }>) => {
    if (!isUuid(request.params.id) || request.params.id !== authOf(request).bid) throw notFound();
  };
  app.get<{ Params: { id: string } }>(
    '/api/event-card-theme/:id',
    {
      preHandler: guard('show'),
      schema: { tags, description: "The event card theme of the business {id} (the caller's own; another is a 404), each unset value at its default", params: idParams, response: { 200: cardThemeSchema, ...errors } },
    },
    async (request) => {
      ownBusiness(request);
      return answerTheme(request.params.id, 'card');
    },
  );
  app.patch<{ Params: { id: string } }>(
    '/api/event-card-theme/:id',
    {
      preHandler: guard('edit'),
      schema: { tags, description: 'Changes the event card theme of the business {id} (@ALL); fields left out keep their value.', params: idParams, body: cardThemeSchema, response: { 200: cardThemeSchema, ...errors } },
    },
    async (request) => {
      ownBusiness(request);
      return writeTheme(request, 'card');
    },
  );

  // ---- The public sales page's preview -------------------------------------------------------

  app.get<{ Params: { id: string } }>(
    '/api/public/sales-page/:id',
    {
      schema: {
        tags,
        security: [],
        description:
          "What the public sales page of business {id} shows: its name, logo and description, its saved sales and card themes, and its published events (the next ones first, then the latest past, 12 at most). Read by the sales-theme preview (/preview/sales-page).",
        params: idParams,
        response: { 200: { type: 'object' }, 404: schemas.error },
      },
    },
    async (request) => {
      const id = request.params.id;
      if (!isUuid(id)) throw notFound();
      const { rows } = await db.query<BusinessRow>('SELECT * FROM businesses WHERE id = $1', [id]);
      if (!rows[0]) throw notFound();
      const b = rows[0];
      const prefs = preferencesOf(b);
      const [sales, card] = [(await readTheme(db, id, 'sales'))?.theme, (await readTheme(db, id, 'card'))?.theme];
      const { rows: events } = await db.query<{ id: string; title: string | null; start_at: Date | string | null; primary_image: string | null; city: string | null; state: string | null }>(
        `SELECT id, title, start_at, primary_image, address__city AS city, address__state AS state FROM events
          WHERE business_id = $1 AND is_draft = false
          ORDER BY (start_at >= now()) DESC NULLS LAST, CASE WHEN start_at >= now() THEN start_at END ASC, start_at DESC NULLS LAST, id
          LIMIT 12`,
        [id],
      );
      return {
        business: { id: b.id, name: b.name, description: b.description, logo: prefs.logo, icon: prefs.icon },
        salesTheme: salesThemeOf(sales),
        cardTheme: cardThemeOf(card),
        events: events.map((e) => ({
          id: e.id,
          title: e.title,
          startAt: e.start_at ? new Date(e.start_at).toISOString() : null,
          image: e.primary_image,
          city: e.city,
          state: e.state,
        })),
      };
    },
  );
}

interface BusinessRow {
  id: string;
  name: string;
  description: string | null;
  is_ticket_office: boolean;
  modules: string[];
  domain_client: string | null;
  preferences: Record<string, unknown> | null;
  updated_at: Date;
}

const businessAnswer = (b: BusinessRow) => ({
  id: b.id,
  name: b.name,
  description: b.description,
  isTicketOffice: b.is_ticket_office,
  modules: b.modules,
  domainClient: b.domain_client,
  preferences: preferencesOf(b),
  updatedAt: iso(b.updated_at),
});
