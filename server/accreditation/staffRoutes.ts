/**
 * The staff's accreditation routes besides the generic CRUD of the definitions (issue 15, spec 2
 * section 7; docs/accreditation.md "Back-office"): the manage page's info and dashboard, the
 * activities picker, the kinds of question, the accreditation permission codes, and the staff's
 * participants list and back-office registration. Staff bearer token; guards from the
 * definitions' permission lists; another business's accreditation is a 404.
 */
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../db/types';
import type { ChangeEvent } from '../realtime';
import type { ResourceAction } from '../../src/shared/permissions';
import type { ResourceDefinition } from '../../src/shared/definition';
import { authOf } from '../auth/guard';
import { notFound, validationError } from '../errors';
import { isUuid } from '../resources/ids';
import { recordChange } from '../audit/record';
import { getRecord } from '../resources/records/list';
import { schemas, paginationSchema } from '../openapi';
import { firstParam, intParam, type Query } from '../routes/queryParams';
import { TRANSLATE_FROM, TRANSLATE_TO, containsPattern, fold, foldedContains } from '../resources/search';
import { translatePtBR } from '../../src/shared/catalogue';
import { accreditations } from '../../src/shared/resources/accreditations/definition';
import { accreditationActivities } from '../../src/shared/resources/accreditationActivities/definition';
import { accreditationFields } from '../../src/shared/resources/accreditationFields/definition';
import { DASHBOARD_COUNTERS } from '../../src/shared/resources/accreditations/codes';
import { FIELD_KINDS, KINDS_WITH_OPTIONS } from '../../src/shared/accreditation/fieldKinds';
import { PERMISSION_GROUPS, permissionKey } from '../../src/shared/people/permissionCatalogue';
import { parsePeriod, periodInstants, namedPeriod } from '../../src/shared/dashboard/period';
import { dashboardCounters } from './counters';
import { participantJson, participantSchema, participantSearch, registerParticipant, type ParticipantRow } from './participants';

/** The realtime resource of participants: every write to them emits a `change` of it (the dashboard listens). */
export const PARTICIPANTS_RESOURCE = 'accreditationParticipants';
export const PARTICIPANTS_PER_PAGE = 25;

export interface AccreditationStaffDeps {
  db: Db;
  guards: { requirePermission(def: ResourceDefinition, action: ResourceAction): preHandlerAsyncHookHandler };
  realtime: { emitChange(businessId: string, event: ChangeEvent): void };
}

const tags = ['accreditations'];
const errors = { 400: schemas.error, 401: schemas.error, 403: schemas.error, 404: schemas.error };
const idParams = (name: string) => ({ type: 'object', properties: { [name]: { type: 'string', format: 'uuid' } } });
const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());
const counterProps = Object.fromEntries(DASHBOARD_COUNTERS.map((c) => [c, { type: 'integer' }]));


/** The accreditation of the caller's business, or a 404 (another business's, or none). */
async function accreditationOf(db: Db, businessId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound();
  const { rows } = await db.query('SELECT 1 FROM accreditations WHERE business_id = $1 AND id = $2', [businessId, id]);
  if (!rows[0]) throw notFound();
}

export function registerAccreditationStaffRoutes(app: FastifyInstance, { db, guards, realtime }: AccreditationStaffDeps): void {
  const guard = (def: ResourceDefinition, action: ResourceAction) => guards.requirePermission(def, action);

  // ---- The kinds of question and the permission codes (static, before /accreditations/:id) ----

  app.get(
    '/api/form-fields',
    {
      preHandler: guard(accreditationFields, 'list'),
      schema: {
        tags,
        description: 'The kinds of question of a participant form, with their pt-BR labels and whether they take options (one per line).',
        response: {
          200: {
            type: 'object',
            properties: { data: { type: 'array', items: { type: 'object', properties: { kind: { type: 'string' }, label: { type: 'string' }, hasOptions: { type: 'boolean' } } } } },
          },
          ...errors,
        },
      },
    },
    async () => ({
      data: FIELD_KINDS.map((kind) => ({ kind, label: translatePtBR(`resources.accreditationFields.choices.kind.${kind}`), hasOptions: KINDS_WITH_OPTIONS.includes(kind) })),
    }),
  );

  app.get(
    '/api/accreditations/permissions',
    {
      preHandler: guard(accreditations, 'list'),
      schema: {
        tags,
        description: 'The accreditation permission codes with their pt-BR descriptions (the permission catalogue of the roles).',
        response: {
          200: { type: 'object', properties: { data: { type: 'array', items: { type: 'object', properties: { code: { type: 'string' }, description: { type: 'string' } } } } } },
          ...errors,
        },
      },
    },
    async () => ({
      data: (PERMISSION_GROUPS.find((g) => g.area === 'accreditation')?.codes ?? []).map((code) => ({ code, description: translatePtBR(permissionKey(code)) })),
    }),
  );

  // ---- The manage page -------------------------------------------------------------------

  app.get(
    '/api/accreditations/:id/info',
    {
      preHandler: guard(accreditations, 'show'),
      schema: {
        tags,
        params: idParams('id'),
        description: "The accreditation, its accreditation users (id, firstName, avatar, isActive; active first) and its participants' total.",
        response: {
          200: {
            type: 'object',
            additionalProperties: true,
            properties: {
              users: { type: 'array', items: { type: 'object', properties: { id: { type: 'string' }, firstName: { type: 'string' }, avatar: { type: ['string', 'null'] }, isActive: { type: 'boolean' } } } },
              participantsTotal: { type: 'integer' },
            },
          },
          ...errors,
        },
      },
    },
    async (request) => {
      const { id } = request.params as { id: string };
      const businessId = authOf(request).bid;
      if (!isUuid(id)) throw notFound();
      const record = await getRecord(db, accreditations, { businessId, params: {} }, id);
      const users = await db.query<{ id: string; first_name: string; avatar: string | null; is_active: boolean }>(
        `SELECT id, first_name, avatar, is_active FROM accreditation_users WHERE business_id = $1 AND accreditation_id = $2
          ORDER BY is_active DESC, created_at, id`,
        [businessId, id],
      );
      const total = await db.query<{ n: string }>('SELECT count(*) AS n FROM accreditation_participants WHERE accreditation_id = $1', [id]);
      return {
        ...record,
        users: users.rows.map((u) => ({ id: u.id, firstName: u.first_name, avatar: u.avatar, isActive: u.is_active })),
        participantsTotal: Number(total.rows[0].n),
      };
    },
  );

  app.get(
    '/api/accreditations/:id/dashboard',
    {
      preHandler: guard(accreditations, 'show'),
      schema: {
        tags,
        params: idParams('id'),
        querystring: {
          type: 'object',
          properties: {
            startAt: { type: 'string', description: 'first day of the period, YYYY-MM-DD (São Paulo); with endAt' },
            endAt: { type: 'string', description: 'last day of the period, included; default: the last 7 days, today included' },
          },
        },
        description:
          'The seven counters of the manage page (docs/accreditation.md): accreditationsToday counts the São Paulo day, accreditationsByPeriod the chosen days (default the last 7).',
        response: {
          200: {
            type: 'object',
            properties: { ...counterProps, today: { type: 'string' }, period: { type: 'object', properties: { startAt: { type: 'string' }, endAt: { type: 'string' } } } },
          },
          ...errors,
        },
      },
    },
    async (request) => {
      const { id } = request.params as { id: string };
      const q = request.query as Query;
      const businessId = authOf(request).bid;
      await accreditationOf(db, businessId, id);
      const startAt = firstParam(q.startAt);
      const endAt = firstParam(q.endAt);
      const now = new Date();
      const parsed = parsePeriod({ period: startAt || endAt ? 'custom' : 'weekly', startAt, endAt }, now);
      if ('issues' in parsed) throw validationError(parsed.issues);
      const today = namedPeriod('daily', now);
      const counters = await dashboardCounters(db, id, periodInstants(today), periodInstants(parsed.period));
      return { ...counters, today: today.startAt, period: { startAt: parsed.period.startAt, endAt: parsed.period.endAt } };
    },
  );

  // ---- Activities for pickers ------------------------------------------------------------

  app.get(
    '/api/accreditations/:accreditationId/activities/all',
    {
      preHandler: guard(accreditationActivities, 'list'),
      schema: {
        tags,
        params: idParams('accreditationId'),
        querystring: { type: 'object', properties: { query: { type: 'string', maxLength: 120, description: 'part of the name, ignoring case and accents' } } },
        description: 'Every activity of the accreditation (no pagination), active first, then by start and name; `query` narrows by name.',
        response: { 200: { type: 'object', properties: { data: { type: 'array', items: { type: 'object', additionalProperties: true } } } }, ...errors },
      },
    },
    async (request) => {
      const { accreditationId } = request.params as { accreditationId: string };
      const businessId = authOf(request).bid;
      await accreditationOf(db, businessId, accreditationId);
      const query = (firstParam((request.query as Query).query) ?? '').trim();
      const { rows } = await db.query<Record<string, unknown>>(
        `SELECT id, accreditation_id, name, description, location, starts_at, ends_at, capacity, is_active, created_at, updated_at
           FROM accreditation_activities
          WHERE business_id = $1 AND accreditation_id = $2
            AND ($3::text IS NULL OR ${foldedContains('name', '$4', '$5', '$3')})
          ORDER BY coalesce(is_active, true) DESC, starts_at NULLS LAST, name, id
          LIMIT 1000`,
        [businessId, accreditationId, query ? containsPattern(fold(query)) : null, TRANSLATE_FROM, TRANSLATE_TO],
      );
      return {
        data: rows.map((r) => ({
          id: r.id,
          accreditationId: r.accreditation_id,
          name: r.name,
          description: r.description,
          location: r.location,
          startsAt: iso(r.starts_at),
          endsAt: iso(r.ends_at),
          capacity: r.capacity === null ? null : Number(r.capacity),
          isActive: r.is_active !== false,
          createdAt: iso(r.created_at),
          updatedAt: iso(r.updated_at),
        })),
      };
    },
  );

  // ---- Participants (the staff's list and back-office registration) ------------------------

  app.get(
    '/api/accreditations/:accreditationId/participants',
    {
      preHandler: guard(accreditations, 'show'),
      schema: {
        tags,
        params: idParams('accreditationId'),
        querystring: {
          type: 'object',
          properties: {
            page: { type: 'integer', minimum: 1, default: 1 },
            limit: { type: 'integer', minimum: 1, maximum: 100, default: PARTICIPANTS_PER_PAGE },
            search: { type: 'string', maxLength: 120, description: 'the beginnings of words of the name or e-mail (any order, accents and case ignored), or the whole CPF or credential code' },
          },
        },
        description: 'The participants of the accreditation, newest first. The total counts the participants that match (exact: bounded by the accreditation).',
        response: { 200: { type: 'object', properties: { data: { type: 'array', items: participantSchema }, pagination: paginationSchema } }, ...errors },
      },
    },
    async (request) => {
      const { accreditationId } = request.params as { accreditationId: string };
      const query = request.query as Query;
      const issues: { field: string; message: string }[] = [];
      const q = { page: intParam(query, 'page', 1, issues), limit: intParam(query, 'limit', PARTICIPANTS_PER_PAGE, issues, 100) };
      if (issues.length) throw validationError(issues);
      const businessId = authOf(request).bid;
      await accreditationOf(db, businessId, accreditationId);
      const search = (firstParam(query.search) ?? '').slice(0, 120);
      const params: unknown[] = [businessId, accreditationId];
      let where = 'business_id = $1 AND accreditation_id = $2';
      if (search) where += ` AND ${participantSearch(search, params) ?? 'false'}`;
      const count = await db.query<{ n: string }>(`SELECT count(*) AS n FROM accreditation_participants WHERE ${where}`, params);
      const total = Number(count.rows[0].n);
      const offset = (q.page - 1) * q.limit;
      const { rows } = await db.query<ParticipantRow>(
        `SELECT id, accreditation_id, name, email, phone, document, answers, code, registered_via, accredited_at, accredited_via, created_at
           FROM accreditation_participants WHERE ${where}
          ORDER BY created_at DESC, id DESC LIMIT ${q.limit} OFFSET ${offset}`,
        params,
      );
      const totalPages = Math.max(1, Math.ceil(total / q.limit));
      return {
        data: rows.map(participantJson),
        pagination: { currentPage: q.page, nextPage: q.page < totalPages ? q.page + 1 : null, totalPages, totalItems: total, totalItemsCurrentPage: rows.length },
      };
    },
  );

  app.post(
    '/api/accreditations/:accreditationId/participants',
    {
      preHandler: guard(accreditations, 'edit'),
      schema: {
        tags,
        params: idParams('accreditationId'),
        description:
          "Registers a participant from the back-office (@BACK_OFFICE): name, e-mail, phone and CPF, and the answers to the accreditation's questions by field id. A credential code is made; the same e-mail twice in one accreditation is a 409.",
        body: {
          type: 'object',
          properties: {
            name: { type: 'string' },
            email: { type: 'string' },
            phone: { type: ['string', 'null'] },
            document: { type: ['string', 'null'] },
            answers: { type: 'object', additionalProperties: true },
          },
        },
        response: { 201: participantSchema, ...errors, 409: schemas.error },
      },
    },
    async (request, reply) => {
      const { accreditationId } = request.params as { accreditationId: string };
      const auth = authOf(request);
      const body = (request.body ?? {}) as Record<string, unknown>;
      const row = await db.transaction(async (tx) => {
        await accreditationOf(tx, auth.bid, accreditationId);
        const created = await registerParticipant(tx, { businessId: auth.bid, accreditationId }, body as never, { via: '@BACK_OFFICE' });
        await recordChange(tx, { businessId: auth.bid, actorId: auth.sub, resource: PARTICIPANTS_RESOURCE, recordId: created.id, action: '@CREATE', after: participantJson(created) });
        return created;
      });
      realtime.emitChange(auth.bid, { resource: PARTICIPANTS_RESOURCE, id: row.id, action: 'created' });
      return reply.status(201).send(participantJson(row));
    },
  );
}
