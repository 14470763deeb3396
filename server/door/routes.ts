/**
 * The door's API (docs/door.md): the public /validate page's calls. A device opens a session
 * with its validator's access code, then scans, undoes and reads the counters with the
 * validator token it got, never with a staff access token.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/types';
import { ApiError, badRequest, unauthorized } from '../errors';
import { createLimiter, limited, type Limiter } from '../auth/limiter';
import { bearer } from '../auth/guard';
import { isUuid } from '../resources/ids';
import { schemas } from '../openapi';
import { SCAN_RESULTS } from '../../src/shared/resources/validators/scan';
import { openDoorSession } from './session';
import { checkIn } from './checkIn';
import { undoLastCheckIn } from './undo';
import { doorCounters } from './counters';
import { createValidatorTokens, type ValidatorClaims } from './validatorTokens';

export interface DoorOptions {
  db: Db;
  jwtSecret: string;
  /** Failed access codes per address: the login's rule (10 in 15 minutes). */
  limiter?: Limiter;
  /** After a check-in or an undo: the staff's open screens of the event learn of it (realtime). */
  onCheckIn?: (businessId: string, eventId: string) => void;
}

const tags = ['door'];
const security = [{ validator: [] }];
const errors = { 400: schemas.error, 401: schemas.error, 403: schemas.error, 429: schemas.error };

const ticketSchema = {
  type: 'object',
  properties: Object.fromEntries(
    ['code', 'category', 'holderName', 'ticketTitle', 'sectorName', 'lotTitle', 'sessionTitle', 'eventTitle'].map((k) => [k, { type: k === 'code' ? 'string' : ['string', 'null'] }]),
  ),
};
const scanAnswerSchema = {
  type: 'object',
  properties: {
    result: { type: 'string', enum: [...SCAN_RESULTS] },
    message: { type: 'string', description: 'pt-BR, what the screen says' },
    warning: { type: 'object', properties: { code: { type: 'string' }, message: { type: 'string' } }, description: "a meia-entrada ticket (@HALF): 'Meia-entrada: confira o documento'" },
    ticket: ticketSchema,
    validatedAt: { type: 'string', format: 'date-time' },
    validatedBy: { type: ['string', 'null'], description: "the validator's name, for @ALREADY_USED" },
  },
};

const asObject = (body: unknown): Record<string, unknown> => {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw badRequest();
  return body as Record<string, unknown>;
};

/** An id from the body or query: a uuid (lower case, as stored) or a 400 issue on its field. */
function idOf(value: unknown, field: string, optional = false): string | null {
  if (optional && (value === undefined || value === null || value === '')) return null;
  if (typeof value !== 'string' || !isUuid(value)) throw badRequest([{ field, message: 'validation.reference' }]);
  return value.toLowerCase();
}

export function registerDoorRoutes(app: FastifyInstance, { db, jwtSecret, limiter = createLimiter(db, 'door', 10), onCheckIn = () => undefined }: DoorOptions): void {
  const tokens = createValidatorTokens(jwtSecret);
  const validatorOf = async (request: FastifyRequest): Promise<ValidatorClaims> => {
    const token = bearer(request);
    if (!token) throw unauthorized('server.door.errors.tokenInvalid');
    return tokens.verify(token);
  };

  app.post(
    '/api/validate/session',
    {
      schema: {
        tags,
        security: [],
        description:
          "A door device's login: the validator's access code (dashes and case do not matter) for a validator token (12 hours; " +
          'ends earlier when the validator is deactivated or gets a new code) and the events it may validate, with their sessions. ' +
          '10 failures per address in 15 minutes, then 429.',
        body: { type: 'object', required: ['accessCode'], properties: { accessCode: { type: 'string', example: 'ABCD-EFGH-JKMN-PQRS' } } },
        response: {
          200: {
            type: 'object',
            properties: {
              token: { type: 'string' },
              expiresAt: { type: 'string', format: 'date-time' },
              validator: { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' } } },
              events: { type: 'array', items: { type: 'object', properties: { id: { type: 'string' }, title: { type: ['string', 'null'] }, startAt: { type: ['string', 'null'] }, sessions: { type: 'array' } } } },
            },
          },
          ...errors,
        },
      },
    },
    async (request) => {
      // Shared by every process (rate_limits): only a wrong code stays counted.
      return limited(
        limiter,
        request.ip,
        () => new ApiError(429, '@TOO_MANY_ATTEMPTS', 'server.errors.tooManyRequests'),
        (err) => err instanceof ApiError && err.status === 401,
        () => openDoorSession(db, tokens, asObject(request.body).accessCode),
      );
    },
  );

  app.post(
    '/api/validate/scan',
    {
      schema: {
        tags,
        security,
        description:
          'A ticket at the door: `code` is what the camera read (CODE.SIGNATURE, checked before any query) or the code typed by hand. ' +
          'The first entry answers @VALID and is recorded (time and validator); 100 validators scanning one ticket at once get one @VALID. ' +
          'Refusals are answers too (200), each with its pt-BR message.',
        body: {
          type: 'object',
          required: ['code', 'eventId'],
          properties: { code: { type: 'string', maxLength: 512 }, eventId: { type: 'string', format: 'uuid' }, sessionId: { type: ['string', 'null'], format: 'uuid' } },
        },
        response: { 200: scanAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const who = await validatorOf(request);
      const body = asObject(request.body);
      if (typeof body.code !== 'string' || !body.code.trim()) throw badRequest([{ field: 'code', message: 'validation.required' }]);
      const input = { text: body.code.slice(0, 512), eventId: idOf(body.eventId, 'eventId')!, sessionId: idOf(body.sessionId, 'sessionId', true) };
      const answer = await checkIn(db, who, input);
      if (answer.result === '@VALID') onCheckIn(who.bid, input.eventId);
      return answer;
    },
  );

  app.post(
    '/api/validate/undo',
    {
      schema: {
        tags,
        security,
        description: "Takes back this device's last check-in (of its validator token), once, within 10 minutes: the ticket can enter again. 409 when there is none to take back.",
        response: { 200: { type: 'object', properties: { message: { type: 'string' }, code: { type: 'string' }, eventId: { type: 'string' } } }, ...errors, 409: schemas.error },
      },
    },
    async (request) => {
      const who = await validatorOf(request);
      const answer = await undoLastCheckIn(db, who);
      onCheckIn(who.bid, answer.eventId);
      return answer;
    },
  );

  app.get(
    '/api/validate/counters',
    {
      schema: {
        tags,
        security,
        description: "Tickets of the event that entered, of those that can (not cancelled, order paid): the door's live counters.",
        querystring: { type: 'object', required: ['eventId'], properties: { eventId: { type: 'string', format: 'uuid' } } },
        response: { 200: { type: 'object', properties: { eventId: { type: 'string' }, validated: { type: 'integer' }, total: { type: 'integer' } } }, ...errors },
      },
    },
    async (request) => doorCounters(db, await validatorOf(request), idOf((request.query as Record<string, unknown>).eventId, 'eventId')!),
  );
}
