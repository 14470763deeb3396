/**
 * The public accreditation pages' API (docs/accreditation.md, "Public pages"), no login:
 *
 * - the device paired by the validation link (`/validate/accreditation?p={pairCode}`) reads the
 *   accreditation, accredits credentials (@DEVICE, once) and enters them into an activity;
 * - a participant registers on `/accreditation-participant?accreditation={id}` (@SELF_SERVICE).
 *
 * The pair code (80 bits) and the accreditation id are the only keys: a wrong pair code and the
 * pair code of an inactive accreditation answer the same 404, and failed reads (a wrong pair code,
 * an unknown credential) count against the caller's address like failed logins (server/auth/limiter.ts),
 * as do self-registrations. Answers carry only what the pages show: names, never e-mails, phones or CPFs.
 * Every write is one transaction with its history row, and emits `accreditationParticipants` to
 * the business (the staff dashboard follows).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/types';
import { ApiError, badRequest } from '../errors';
import { createLimiter, type Limiter } from '../auth/limiter';
import { isUuid } from '../resources/ids';
import { schemas } from '../openapi';
import { preferencesOf } from '../routes/business';
import { recordChange } from '../audit/record';
import type { ChangeEvent } from '../realtime';
import { translatePtBR } from '../../src/shared/catalogue';
import { PAIR_CODE_LENGTH } from '../../src/shared/resources/accreditations/codes';
import {
  ACCREDIT_RESULTS,
  CHECK_IN_RESULTS,
  PUBLIC_FAILURES_PER_ADDRESS,
  PUBLIC_REGISTRATIONS_PER_ADDRESS,
  type AccreditReadResult,
  type CheckInReadResult,
  type PublicAccreditation,
  type PublicActivity,
  type ReadAnswer,
} from '../../src/shared/accreditation/publicAnswers';
import { accredit, checkIn, findParticipant, formFields, participantJson, registerParticipant, type ParticipantRow } from './participants';

export interface AccreditationPublicOptions {
  db: Db;
  emitChange: (businessId: string, event: ChangeEvent) => void;
  /** Failed reads per address (wrong pair code, unknown credential, unknown form). */
  failures?: Limiter;
  /** Self-registrations per address. */
  registrations?: Limiter;
}

const E = 'server.accreditationPublic.';
const RESOURCE = 'accreditationParticipants';
const tags = ['public'];
const security: never[] = [];
const PAIR_CODE = new RegExp(`^[A-Za-z0-9]{${PAIR_CODE_LENGTH}}$`);

interface AccreditationRow {
  id: string;
  business_id: string;
  name: string;
  image: string | null;
  business_name: string;
  preferences: Record<string, unknown> | null;
}

/** An accreditation open to the public: active, of a ticket office that has the module. */
const OPEN = `coalesce(a.is_active, true) AND b.is_ticket_office AND '@M_ACCREDITATION' = ANY(b.modules)`;
const SELECT_ACCREDITATION = `SELECT a.id, a.business_id, a.name, a.image, b.name AS business_name, b.preferences
  FROM accreditations a JOIN businesses b ON b.id = a.business_id`;

const pairInvalid = () => new ApiError(404, '@NOT_FOUND', `${E}pairInvalid`);
const formUnavailable = () => new ApiError(404, '@NOT_FOUND', `${E}formUnavailable`);
const activityNotFound = () => new ApiError(404, '@NOT_FOUND', `${E}activityNotFound`);
const tooMany = () => new ApiError(429, '@TOO_MANY_ATTEMPTS', 'server.errors.tooManyRequests');

function accreditationJson(row: AccreditationRow): PublicAccreditation {
  const p = preferencesOf(row);
  return { id: row.id, name: row.name, image: row.image ?? null, business: { name: row.business_name, primaryColor: p.primaryColor, secondaryColor: p.secondaryColor, logo: p.logo } };
}

interface ActivityRow {
  id: string;
  name: string;
  location: string | null;
  starts_at: Date | string | null;
  is_active: boolean | null;
  capacity: string | number | null;
}
const ACTIVITY_COLUMNS = 'id, name, location, starts_at, is_active, capacity';
const activityJson = (r: ActivityRow): PublicActivity => ({
  id: r.id,
  name: r.name,
  location: r.location ?? null,
  startsAt: r.starts_at ? new Date(r.starts_at).toISOString() : null,
  isActive: r.is_active !== false,
  capacity: r.capacity === null || r.capacity === undefined ? null : Number(r.capacity),
});

const asObject = (body: unknown): Record<string, unknown> => {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw badRequest();
  return body as Record<string, unknown>;
};

/** The credential text of a read's body: required, at most 64 characters (a QR of something else is just unknown). */
function codeOf(body: unknown): string {
  const code = asObject(body).code;
  if (typeof code !== 'string' || !code.trim()) throw badRequest([{ field: 'code', message: 'validation.required' }]);
  return code.slice(0, 64);
}

const participantOf = (row: ParticipantRow) => ({ name: row.name, code: row.code });
/** What the screen says of a read's result, in pt-BR. */
const messageOf = (result: string) => translatePtBR(`${E}results.${result.slice(1)}`);
const iso = (v: string | Date | null) => (v === null ? undefined : new Date(v).toISOString());

// --- OpenAPI ---------------------------------------------------------------------------------------

const nullableString = { type: ['string', 'null'] };
const accreditationSchema = {
  type: 'object',
  properties: {
    id: { type: 'string', format: 'uuid' },
    name: { type: 'string' },
    image: nullableString,
    business: { type: 'object', properties: { name: { type: 'string' }, primaryColor: nullableString, secondaryColor: nullableString, logo: nullableString } },
  },
};
const activitySchema = {
  type: 'object',
  properties: {
    id: { type: 'string', format: 'uuid' },
    name: { type: 'string' },
    location: nullableString,
    startsAt: { type: ['string', 'null'], format: 'date-time' },
    isActive: { type: 'boolean' },
    capacity: { type: ['integer', 'null'] },
  },
};
const readSchema = (results: readonly string[]) => ({
  type: 'object',
  properties: {
    result: { type: 'string', enum: [...results] },
    message: { type: 'string', description: 'pt-BR, what the screen says' },
    participant: { type: 'object', properties: { name: { type: 'string' }, code: { type: 'string' } }, description: 'absent for an unknown code' },
    at: { type: 'string', format: 'date-time', description: 'when the credential was handed, or the entry made' },
    entries: { type: 'integer', description: "the activity's entries after this read" },
  },
});
const codeBody = { type: 'object', required: ['code'], properties: { code: { type: 'string', maxLength: 64, description: 'the credential code, as its QR holds it or as typed (case, spaces and dashes do not matter)' } } };
const pairParams = { type: 'object', properties: { pairCode: { type: 'string', description: "the validation link's pair code" } } };
const activityParams = { type: 'object', properties: { ...pairParams.properties, activityId: { type: 'string', format: 'uuid' } } };
const errors = { 400: schemas.error, 404: schemas.error, 429: schemas.error };

// --- Routes ----------------------------------------------------------------------------------------

export function registerAccreditationPublicRoutes(app: FastifyInstance, opts: AccreditationPublicOptions): void {
  const { db, emitChange } = opts;
  const failures = opts.failures ?? createLimiter(db, 'accreditation-public', PUBLIC_FAILURES_PER_ADDRESS);
  const registrations = opts.registrations ?? createLimiter(db, 'accreditation-register', PUBLIC_REGISTRATIONS_PER_ADDRESS);

  /**
   * One read of the caller's address: refused with 429 when its failures are spent; it stays
   * counted when it failed (a 404, or an answer `failed` names: an unknown credential).
   */
  async function attempt<T>(request: FastifyRequest, fn: () => Promise<T>, failed: (answer: T) => boolean = () => false): Promise<T> {
    const hold = await failures.take(request.ip);
    if (!hold) throw tooMany();
    let answer: T;
    try {
      answer = await fn();
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 404)) await hold.giveBack();
      throw err;
    }
    if (!failed(answer)) await hold.giveBack();
    return answer;
  }

  async function paired(request: FastifyRequest): Promise<AccreditationRow> {
    const { pairCode } = request.params as { pairCode: string };
    if (!PAIR_CODE.test(pairCode)) throw pairInvalid();
    const { rows } = await db.query<AccreditationRow>(`${SELECT_ACCREDITATION} WHERE a.pair_code = $1 AND ${OPEN}`, [pairCode.toUpperCase()]);
    if (!rows[0]) throw pairInvalid();
    return rows[0];
  }

  async function activityOf(accreditation: AccreditationRow, request: FastifyRequest): Promise<ActivityRow> {
    const { activityId } = request.params as { activityId: string };
    if (!isUuid(activityId)) throw activityNotFound();
    const { rows } = await db.query<ActivityRow>(
      `SELECT ${ACTIVITY_COLUMNS} FROM accreditation_activities WHERE business_id = $1 AND accreditation_id = $2 AND id = $3`,
      [accreditation.business_id, accreditation.id, activityId.toLowerCase()],
    );
    if (!rows[0]) throw activityNotFound();
    return rows[0];
  }

  /**
   * A credential read by the paired device (the accredit and the check-in routes): the participant of
   * the body's code in the accreditation, or null (@UNKNOWN); else `act` on them in one transaction
   * with its history row when it changed something (`change` answers the row's before and after, or
   * null), and the business's screens told (the staff dashboard follows).
   */
  async function readCredential<R>(
    accreditation: AccreditationRow,
    body: unknown,
    act: (tx: Db, found: ParticipantRow) => Promise<R>,
    change: (done: R) => { before: Record<string, unknown>; after: Record<string, unknown> } | null,
  ): Promise<{ found: ParticipantRow; done: R } | null> {
    const found = await findParticipant(db, accreditation.id, { code: codeOf(body) });
    if (!found) return null;
    const { done, changed } = await db.transaction(async (tx) => {
      const done = await act(tx, found);
      const audit = change(done);
      if (audit) await recordChange(tx, { businessId: accreditation.business_id, actorId: null, resource: RESOURCE, recordId: found.id, action: '@UPDATE', ...audit });
      return { done, changed: audit !== null };
    });
    if (changed) emitChange(accreditation.business_id, { resource: RESOURCE, id: found.id, action: 'updated' });
    return { found, done };
  }

  const entriesOf = async (activityId: string) =>
    Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM accreditation_checkins WHERE activity_id = $1', [activityId])).rows[0].n);

  app.get(
    '/api/public/accreditation/pair/:pairCode',
    {
      schema: {
        tags,
        security,
        description:
          "The accreditation paired by a validation link (`/validate/accreditation?p={pairCode}`): its name and image, the business's colours, " +
          'and its active activities (the options page). A wrong pair code and an inactive accreditation answer the same 404; failures count per address.',
        params: pairParams,
        response: { 200: { type: 'object', properties: { accreditation: accreditationSchema, activities: { type: 'array', items: activitySchema } } }, ...errors },
      },
    },
    (request) =>
      attempt(request, async () => {
        const accreditation = await paired(request);
        const { rows } = await db.query<ActivityRow>(
          `SELECT ${ACTIVITY_COLUMNS} FROM accreditation_activities WHERE business_id = $1 AND accreditation_id = $2 AND is_active IS NOT FALSE
            ORDER BY starts_at NULLS LAST, name, id`,
          [accreditation.business_id, accreditation.id],
        );
        return { accreditation: accreditationJson(accreditation), activities: rows.map(activityJson) };
      }),
  );

  app.post(
    '/api/public/accreditation/pair/:pairCode/accredit',
    {
      schema: {
        tags,
        security,
        description:
          'A credential read by the paired device (QR or typed code): the first read accredits the participant (@DEVICE) and answers @ACCREDITED; ' +
          'any later one @ALREADY_ACCREDITED with when; a code of no participant of this accreditation @UNKNOWN (counted as a failure of the address). ' +
          'Two devices reading one credential at once: exactly one @ACCREDITED.',
        params: pairParams,
        body: codeBody,
        response: { 200: readSchema(ACCREDIT_RESULTS), ...errors },
      },
    },
    (request) =>
      attempt(
        request,
        async (): Promise<ReadAnswer<AccreditReadResult>> => {
          const accreditation = await paired(request);
          const read = await readCredential(
            accreditation,
            request.body,
            (tx, found) => accredit(tx, found, { via: '@DEVICE' }),
            (done) =>
              done.result === '@ACCREDITED'
                ? { before: { accreditedAt: null, accreditedVia: null }, after: { accreditedAt: iso(done.participant.accredited_at), accreditedVia: '@DEVICE' } }
                : null,
          );
          if (!read) return { result: '@UNKNOWN', message: messageOf('@UNKNOWN') };
          const { participant, result } = read.done;
          return { result, message: messageOf(result), participant: participantOf(participant), at: iso(participant.accredited_at) };
        },
        (answer) => answer.result === '@UNKNOWN',
      ),
  );

  app.get(
    '/api/public/accreditation/pair/:pairCode/activities/:activityId',
    {
      schema: {
        tags,
        security,
        description: "One activity of the paired accreditation (active or not) and its entries so far: the activity entry page's header and live count.",
        params: activityParams,
        response: { 200: { type: 'object', properties: { accreditation: accreditationSchema, activity: activitySchema, entries: { type: 'integer' } } }, ...errors },
      },
    },
    (request) =>
      attempt(request, async () => {
        const accreditation = await paired(request);
        const activity = await activityOf(accreditation, request);
        return { accreditation: accreditationJson(accreditation), activity: activityJson(activity), entries: await entriesOf(activity.id) };
      }),
  );

  app.post(
    '/api/public/accreditation/pair/:pairCode/activities/:activityId/check-in',
    {
      schema: {
        tags,
        security,
        description:
          'A credential read at the entry of an activity: @CHECKED_IN (recorded, @DEVICE), @ALREADY_CHECKED_IN (with when), @NOT_ACCREDITED (the credential ' +
          'was not handed yet), @ACTIVITY_INACTIVE, @ACTIVITY_FULL (its capacity is taken), or @UNKNOWN (counted as a failure of the address); `entries` after the read.',
        params: activityParams,
        body: codeBody,
        response: { 200: readSchema(CHECK_IN_RESULTS), ...errors },
      },
    },
    (request) =>
      attempt(
        request,
        async (): Promise<ReadAnswer<CheckInReadResult>> => {
          const accreditation = await paired(request);
          const activity = await activityOf(accreditation, request);
          const read = await readCredential(
            accreditation,
            request.body,
            async (tx, found) => {
              const done = await checkIn(tx, found, activity.id, { businessId: accreditation.business_id, via: '@DEVICE' });
              if (!done) throw activityNotFound();
              return done;
            },
            (done) => (done.result === '@CHECKED_IN' ? { before: { checkedInto: null }, after: { checkedInto: activity.name, checkedInVia: '@DEVICE' } } : null),
          );
          const entries = await entriesOf(activity.id);
          if (!read) return { result: '@UNKNOWN', message: messageOf('@UNKNOWN'), entries };
          const { found, done } = read;
          return { result: done.result, message: messageOf(done.result), participant: participantOf(found), ...('at' in done ? { at: done.at } : {}), entries };
        },
        (answer) => answer.result === '@UNKNOWN',
      ),
  );

  // --- Self-registration -------------------------------------------------------------------------

  async function openAccreditation(request: FastifyRequest): Promise<AccreditationRow> {
    const { accreditationId } = request.params as { accreditationId: string };
    if (!isUuid(accreditationId)) throw formUnavailable();
    const { rows } = await db.query<AccreditationRow>(`${SELECT_ACCREDITATION} WHERE a.id = $1 AND ${OPEN}`, [accreditationId.toLowerCase()]);
    if (!rows[0]) throw formUnavailable();
    return rows[0];
  }

  const idParams = { type: 'object', properties: { accreditationId: { type: 'string', format: 'uuid' } } };
  const fieldSchema = {
    type: 'object',
    properties: {
      id: { type: 'string', format: 'uuid' },
      label: { type: 'string' },
      kind: { type: 'string', enum: ['@TEXT', '@EMAIL', '@PHONE', '@CPF', '@DATE', '@SINGLE', '@MULTIPLE'] },
      required: { type: 'boolean' },
      options: { type: ['string', 'null'], description: 'single and multiple choice: one option per line' },
    },
  };

  app.get(
    '/api/public/accreditation/:accreditationId/form',
    {
      schema: {
        tags,
        security,
        description: "The self-registration form of an active accreditation: its name and image, the business's colours, and its questions in order (name, e-mail, phone and CPF are always asked). 404 for an unknown or inactive one.",
        params: idParams,
        response: { 200: { type: 'object', properties: { accreditation: accreditationSchema, fields: { type: 'array', items: fieldSchema } } }, ...errors },
      },
    },
    (request) =>
      attempt(request, async () => {
        const accreditation = await openAccreditation(request);
        const fields = await formFields(db, accreditation.business_id, accreditation.id);
        return { accreditation: accreditationJson(accreditation), fields };
      }),
  );

  app.post(
    '/api/public/accreditation/:accreditationId/participants',
    {
      schema: {
        tags,
        security,
        description:
          "A participant registers themselves (@SELF_SERVICE): checked by the form's rules (issues on `name`, `email`, `phone`, `document`, `answers.{fieldId}`), " +
          'one registration per e-mail (409 on `email`). Answers the credential code, which its QR encodes. ' +
          `${PUBLIC_REGISTRATIONS_PER_ADDRESS} registrations per address in 15 minutes, then 429.`,
        params: idParams,
        body: {
          type: 'object',
          required: ['name', 'email'],
          properties: {
            name: { type: 'string', maxLength: 120 },
            email: { type: 'string', format: 'email' },
            phone: { type: ['string', 'null'], description: '(00) 00000-0000 or digits, \\d{10,11}' },
            document: { type: ['string', 'null'], description: 'CPF, with its mask or digits, \\d{11}' },
            answers: { type: 'object', additionalProperties: true, description: "answers by the form field's id: text, or a list for multiple choice; dates yyyy-MM-dd" },
          },
        },
        response: {
          201: { type: 'object', properties: { name: { type: 'string' }, code: { type: 'string' }, accreditation: { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' } } } } },
          ...errors,
          409: schemas.error,
        },
      },
    },
    async (request, reply) => {
      const body = asObject(request.body);
      const hold = await registrations.take(request.ip);
      if (!hold) throw tooMany();
      try {
        const accreditation = await openAccreditation(request);
        const target = { businessId: accreditation.business_id, accreditationId: accreditation.id };
        const row = await db.transaction(async (tx) => {
          const created = await registerParticipant(tx, target, body, { via: '@SELF_SERVICE' });
          const { answers, ...record } = participantJson(created);
          await recordChange(tx, { businessId: accreditation.business_id, actorId: null, resource: RESOURCE, recordId: created.id, action: '@CREATE', after: { ...record, answers } });
          return created;
        });
        emitChange(accreditation.business_id, { resource: RESOURCE, id: row.id, action: 'created' });
        reply.code(201);
        return { name: row.name, code: row.code, accreditation: { id: accreditation.id, name: accreditation.name } };
      } catch (err) {
        // A form sent with mistakes is given back: the person corrects it and sends again.
        if (err instanceof ApiError && err.status === 400) await hold.giveBack();
        throw err;
      }
    },
  );
}
