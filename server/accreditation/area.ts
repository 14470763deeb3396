/**
 * The accreditation user's area API (docs/accreditation.md): find participants, register one on
 * site (@ON_SITE), accredit (@STAFF, once) and check into an activity. Authenticated by the area's
 * session cookie (session.ts); every query is limited to the session's accreditation and business,
 * so a session of one accreditation never reads or acts on another's participants (404).
 * Writes record their history (the actor is an accreditation user, not a staff user: actorId null,
 * the user's id in the row's `by`) and tell the business's open screens (the staff dashboard).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/types';
import type { Realtime } from '../realtime';
import { recordChange } from '../audit/record';
import { badRequest, notFound, validationError } from '../errors';
import { firstParam, type Query } from '../routes/queryParams';
import { accredit, checkIn, findParticipant, formFields, participantJson, participantSchema as sharedParticipantSchema, participantSearch, registerParticipant, type ParticipantRow } from './participants';
import { areaGuard, areaOf } from './session';
import { isUuid } from './users';

const SEARCH_LIMIT = 20;

/** A participant with the activities they entered. */
const participantSchema = {
  ...sharedParticipantSchema,
  properties: {
    ...sharedParticipantSchema.properties,
    checkins: { type: 'array', items: { type: 'object', properties: { activityId: { type: 'string' }, at: { type: 'string' } } } },
  },
};
const idParams = { type: 'object', properties: { id: { type: 'string', format: 'uuid' } } };

const asObject = (body: unknown): Record<string, unknown> => {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw badRequest();
  return body as Record<string, unknown>;
};

const COLUMNS = 'id, accreditation_id, name, email, phone, document, answers, code, registered_via, accredited_at, accredited_via, created_at';

/** What the history keeps of a participant. */
const audited = (p: ParticipantRow) => ({ name: p.name, email: p.email, phone: p.phone, document: p.document, answers: p.answers, code: p.code, registeredVia: p.registered_via, accreditedAt: p.accredited_at ? new Date(p.accredited_at).toISOString() : null, accreditedVia: p.accredited_via });

export function registerAccreditationAreaRoutes(app: FastifyInstance, { db, realtime }: { db: Db; realtime: Realtime }): void {
  const guard = areaGuard(db);
  const tags = ['accreditation area'];
  const changed = (businessId: string, id: string, action: 'created' | 'updated') => realtime.emitChange(businessId, { resource: 'accreditationParticipants', id, action });

  /** The session's participant by id, with its activity entries; 404 for one of another accreditation. */
  async function participantOf(request: FastifyRequest): Promise<ParticipantRow> {
    const s = areaOf(request);
    const id = (request.params as { id: string }).id;
    if (!isUuid(id)) throw notFound();
    const p = await findParticipant(db, s.accreditationId, { id });
    if (!p) throw notFound();
    return p;
  }

  async function withCheckins(p: ParticipantRow) {
    const { rows } = await db.query<{ activity_id: string; at: Date | string }>('SELECT activity_id, at FROM accreditation_checkins WHERE participant_id = $1 ORDER BY at', [p.id]);
    return { ...participantJson(p), checkins: rows.map((r) => ({ activityId: r.activity_id, at: new Date(r.at).toISOString() })) };
  }

  app.get(
    '/api/accreditation/form',
    {
      preHandler: guard,
      schema: {
        tags,
        description: 'The accreditation\'s participant form: its questions in order (name, e-mail, phone and CPF are always asked).',
        response: { 200: { type: 'object', properties: { fields: { type: 'array', items: { type: 'object', properties: { id: { type: 'string' }, label: { type: 'string' }, kind: { type: 'string' }, required: { type: 'boolean' }, options: { type: ['string', 'null'] } } } } } } },
      },
    },
    async (request) => {
      const s = areaOf(request);
      return { fields: await formFields(db, s.businessId, s.accreditationId) };
    },
  );

  app.get(
    '/api/accreditation/activities',
    {
      preHandler: guard,
      schema: {
        tags,
        description: 'The accreditation\'s active activities, by start and name, with how many have entered.',
        response: { 200: { type: 'object', properties: { data: { type: 'array', items: { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' }, location: { type: ['string', 'null'] }, startsAt: { type: ['string', 'null'] }, capacity: { type: ['integer', 'null'] }, entries: { type: 'integer' } } } } } } },
      },
    },
    async (request) => {
      const s = areaOf(request);
      const { rows } = await db.query<{ id: string; name: string; location: string | null; starts_at: Date | string | null; capacity: string | number | null; entries: number }>(
        `SELECT a.id, a.name, a.location, a.starts_at, a.capacity,
                (SELECT count(*)::int FROM accreditation_checkins c WHERE c.activity_id = a.id) AS entries
           FROM accreditation_activities a
          WHERE a.business_id = $1 AND a.accreditation_id = $2 AND a.is_active IS NOT FALSE
          ORDER BY a.starts_at NULLS LAST, lower(a.name), a.id LIMIT 200`,
        [s.businessId, s.accreditationId],
      );
      return {
        data: rows.map((r) => ({ id: r.id, name: r.name, location: r.location, startsAt: r.starts_at ? new Date(r.starts_at).toISOString() : null, capacity: r.capacity === null ? null : Number(r.capacity), entries: r.entries })),
      };
    },
  );

  app.get(
    '/api/accreditation/participants',
    {
      preHandler: guard,
      schema: {
        tags,
        description: `Finds participants of the session's accreditation (at most ${SEARCH_LIMIT}): by credential code (typed or scanned), CPF (with or without mask), or the beginnings of words of the name or the e-mail, in any order (accents and case ignored). Without a search, the latest registered.`,
        querystring: { type: 'object', properties: { search: { type: 'string' } } },
        response: { 200: { type: 'object', properties: { data: { type: 'array', items: participantSchema } } } },
      },
    },
    async (request) => {
      const s = areaOf(request);
      const search = (firstParam((request.query as Query).search) ?? '').slice(0, 120);
      const params: unknown[] = [s.businessId, s.accreditationId];
      let where = '';
      if (search) where = ` AND ${participantSearch(search, params) ?? 'false'}`;
      const { rows } = await db.query<ParticipantRow>(
        `SELECT ${COLUMNS} FROM accreditation_participants WHERE business_id = $1 AND accreditation_id = $2${where} ORDER BY ${search ? 'lower(name), ' : 'created_at DESC, '}id LIMIT ${SEARCH_LIMIT}`,
        params,
      );
      return { data: rows.map(participantJson) };
    },
  );

  app.get(
    '/api/accreditation/participants/:id',
    { preHandler: guard, schema: { tags, params: idParams, description: 'A participant of the session\'s accreditation, with the activities they entered.', response: { 200: participantSchema } } },
    async (request) => withCheckins(await participantOf(request)),
  );

  app.post(
    '/api/accreditation/participants',
    {
      preHandler: guard,
      schema: {
        tags,
        description: 'Registers a participant on site (@ON_SITE) with the accreditation\'s form: name, e-mail, phone and CPF (with or without masks), and the answers by question id. An e-mail already registered: 409 on email.',
        body: {
          type: 'object',
          required: ['name', 'email'],
          properties: { name: { type: 'string' }, email: { type: 'string', format: 'email' }, phone: { type: 'string' }, document: { type: 'string' }, answers: { type: 'object', additionalProperties: true } },
        },
        response: { 201: participantSchema },
      },
    },
    async (request, reply) => {
      const s = areaOf(request);
      const body = asObject(request.body);
      const p = await db.transaction(async (tx) => {
        const p = await registerParticipant(tx, { businessId: s.businessId, accreditationId: s.accreditationId }, body, { via: '@ON_SITE', userId: s.userId });
        await recordChange(tx, { businessId: s.businessId, actorId: null, resource: 'accreditationParticipants', recordId: p.id, action: '@CREATE', after: { ...audited(p), by: s.userId } });
        return p;
      });
      changed(s.businessId, p.id, 'created');
      return reply.status(201).send({ ...participantJson(p), checkins: [] });
    },
  );

  app.post(
    '/api/accreditation/participants/:id/accredit',
    {
      preHandler: guard,
      schema: {
        tags,
        params: idParams,
        description: 'Hands the participant their credential (@STAFF), once: `result` @ACCREDITED the first time, @ALREADY_ACCREDITED (with when) after.',
        response: { 200: { type: 'object', properties: { result: { type: 'string', enum: ['@ACCREDITED', '@ALREADY_ACCREDITED'] }, participant: participantSchema } } },
      },
    },
    async (request) => {
      const s = areaOf(request);
      const found = await participantOf(request);
      const done = await db.transaction(async (tx) => {
        const done = await accredit(tx, found, { via: '@STAFF', userId: s.userId });
        if (done.result === '@ACCREDITED') {
          await recordChange(tx, { businessId: s.businessId, actorId: null, resource: 'accreditationParticipants', recordId: found.id, action: '@UPDATE', before: audited(found), after: { ...audited(done.participant), by: s.userId } });
        }
        return done;
      });
      if (done.result === '@ACCREDITED') changed(s.businessId, found.id, 'updated');
      return { result: done.result, participant: await withCheckins(done.participant) };
    },
  );

  app.post(
    '/api/accreditation/participants/:id/check-in',
    {
      preHandler: guard,
      schema: {
        tags,
        params: idParams,
        description:
          'Enters an accredited participant into an activity of the accreditation, once: `result` @CHECKED_IN, @ALREADY_CHECKED_IN (with when), @NOT_ACCREDITED, @ACTIVITY_INACTIVE or @ACTIVITY_FULL. An activity of another accreditation: 400 on activityId.',
        body: { type: 'object', required: ['activityId'], properties: { activityId: { type: 'string', format: 'uuid' } } },
        response: { 200: { type: 'object', properties: { result: { type: 'string' }, at: { type: 'string' } } } },
      },
    },
    async (request) => {
      const s = areaOf(request);
      const { activityId } = asObject(request.body);
      if (!isUuid(activityId)) throw validationError([{ field: 'activityId', message: 'validation.required' }]);
      const found = await participantOf(request);
      const outcome = await db.transaction(async (tx) => {
        const outcome = await checkIn(tx, found, activityId, { businessId: s.businessId, via: '@STAFF', userId: s.userId });
        if (outcome?.result === '@CHECKED_IN') {
          await recordChange(tx, { businessId: s.businessId, actorId: null, resource: 'accreditationCheckins', recordId: found.id, action: '@CREATE', after: { participantId: found.id, activityId, at: outcome.at, by: s.userId } });
        }
        return outcome;
      });
      if (!outcome) throw validationError([{ field: 'activityId', message: 'validation.reference' }]);
      if (outcome.result === '@CHECKED_IN') changed(s.businessId, found.id, 'updated');
      return outcome;
    },
  );
}
