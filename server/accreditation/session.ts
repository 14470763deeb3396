/**
 * The accreditation area's session (spec 2 sections 2, 4, 7; docs/accreditation.md): its own login
 * at /accreditation/{id}/login, independent of the staff session. The credential is an opaque
 * token in an HttpOnly, SameSite=Lax cookie limited to /api/accreditation (not /api/accreditations:
 * a cookie path matches whole segments), kept in accreditation_sessions as its SHA-256, 12 hours.
 * Calls made with the cookie need `X-Requested-With: fetch` (CSRF, as the staff refresh cookie).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/types';
import { ApiError, badRequest, unauthorized, validationError, type Issue } from '../errors';
import { limited, type Limiter } from '../auth/limiter';
import { isRefusal, tooManyLogins } from '../auth/sessionLimits';
import { verifyAgainstDummy, verifyPassword } from '../auth/passwords';
import { CSRF_HEADER, CSRF_VALUE } from '../auth/refreshCookie';
import { emailError } from '../../src/shared/passwordRules';
import { ACCREDITATION_SESSION_HOURS } from '../../src/shared/accreditation/usersAccess';
import { isUuid, sha256 } from './users';

export const ACCREDITATION_COOKIE = 'accreditationSession';
export const ACCREDITATION_COOKIE_PATH = '/api/accreditation';

/** Who is working, in which accreditation of which business: every area query is limited to these. */
export interface AreaSession {
  tokenHash: string;
  userId: string;
  firstName: string;
  lastName: string | null;
  email: string;
  avatar: string | null;
  businessId: string;
  accreditationId: string;
  accreditationName: string;
  accreditationImage: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    accreditationSession?: AreaSession;
  }
}

const cookie = (request: FastifyRequest, value: string, maxAge: number) =>
  [`${ACCREDITATION_COOKIE}=${value}`, `Path=${ACCREDITATION_COOKIE_PATH}`, `Max-Age=${maxAge}`, 'HttpOnly', 'SameSite=Lax', ...(request.protocol === 'https' ? ['Secure'] : [])].join('; ');

function readCookie(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (typeof header !== 'string') return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === ACCREDITATION_COOKIE) return part.slice(eq + 1).trim() || undefined;
  }
  return undefined;
}

const sessionEnded = () => unauthorized('server.accreditationArea.sessionEnded');

const SESSION_SELECT = `SELECT s.token_hash, u.id AS user_id, u.first_name, u.last_name, u.email, u.avatar, u.business_id, u.accreditation_id,
       a.name AS accreditation_name, a.image AS accreditation_image
  FROM accreditation_sessions s
  JOIN accreditation_users u ON u.id = s.user_id
  JOIN accreditations a ON a.id = u.accreditation_id AND a.business_id = u.business_id
 WHERE s.token_hash = $1 AND s.expires_at > now() AND s.created_at >= u.sessions_valid_after AND u.is_active AND a.is_active`;

type SessionRow = {
  token_hash: string;
  user_id: string;
  first_name: string;
  last_name: string | null;
  email: string;
  avatar: string | null;
  business_id: string;
  accreditation_id: string;
  accreditation_name: string;
  accreditation_image: string | null;
};

const sessionOf = (r: SessionRow): AreaSession => ({
  tokenHash: r.token_hash,
  userId: r.user_id,
  firstName: r.first_name,
  lastName: r.last_name,
  email: r.email,
  avatar: r.avatar,
  businessId: r.business_id,
  accreditationId: r.accreditation_id,
  accreditationName: r.accreditation_name,
  accreditationImage: r.accreditation_image,
});

/** What login and /logged answer: the user and the accreditation. */
export const sessionJson = (s: AreaSession) => ({
  user: { id: s.userId, firstName: s.firstName, lastName: s.lastName, email: s.email, avatar: s.avatar },
  accreditation: { id: s.accreditationId, name: s.accreditationName, image: s.accreditationImage },
  /** Whose colours the area wears (GET /api/business/{id}/preferences, public). */
  business: { id: s.businessId },
});

export const sessionSchema = {
  type: 'object',
  properties: {
    user: { type: 'object', properties: { id: { type: 'string' }, firstName: { type: 'string' }, lastName: { type: ['string', 'null'] }, email: { type: 'string' }, avatar: { type: ['string', 'null'] } } },
    accreditation: { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' }, image: { type: ['string', 'null'] } } },
    business: { type: 'object', properties: { id: { type: 'string' } } },
  },
};

/**
 * The guard of the area's calls: the cookie's live session (active user, active accreditation,
 * not expired, not older than the user's last password change or deactivation), else 401.
 */
export function areaGuard(db: Db) {
  return async (request: FastifyRequest) => {
    const token = readCookie(request);
    if (!token) throw unauthorized();
    if (request.headers[CSRF_HEADER] !== CSRF_VALUE) throw new ApiError(403, '@CSRF', 'server.errors.csrfHeaderMissing');
    const { rows } = await db.query<SessionRow>(SESSION_SELECT, [sha256(token)]);
    if (!rows[0]) throw sessionEnded();
    request.accreditationSession = sessionOf(rows[0]);
  };
}

export const areaOf = (request: FastifyRequest): AreaSession => {
  if (!request.accreditationSession) throw unauthorized();
  return request.accreditationSession;
};

const asObject = (body: unknown): Record<string, unknown> => {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw badRequest();
  return body as Record<string, unknown>;
};

export function registerAccreditationSessionRoutes(app: FastifyInstance, { db, loginLimit }: { db: Db; loginLimit: Limiter }): void {
  const guard = areaGuard(db);

  app.post(
    '/api/accreditation/login',
    {
      schema: {
        tags: ['accreditation area'],
        security: [],
        description:
          `Logs an accreditation user into their accreditation's area: sets the HttpOnly session cookie (${ACCREDITATION_SESSION_HOURS} h) and answers the user and the accreditation. ` +
          'A wrong e-mail or password: 401 @INVALID_CREDENTIALS (one message for both); an inactive user 403 @USER_INACTIVE; an inactive accreditation 403 @ACCREDITATION_INACTIVE. Refused attempts are limited per address like the staff login (429).',
        body: { type: 'object', required: ['accreditationId', 'email', 'password'], properties: { accreditationId: { type: 'string', format: 'uuid' }, email: { type: 'string', format: 'email' }, password: { type: 'string' } } },
        response: { 200: sessionSchema },
      },
    },
    (request: FastifyRequest, reply: FastifyReply) =>
      limited(loginLimit, request.ip, tooManyLogins, (err) => isRefusal(err), async () => {
        const { accreditationId, email, password } = asObject(request.body);
        const issues: Issue[] = [];
        if (emailError(email)) issues.push({ field: 'email', message: emailError(email)! });
        if (typeof password !== 'string' || !password) issues.push({ field: 'password', message: 'validation.required' });
        if (issues.length) throw validationError(issues);
        const { rows } = isUuid(accreditationId)
          ? await db.query<{ id: string; password_hash: string | null; is_active: boolean; accreditation_active: boolean }>(
              `SELECT u.id, u.password_hash, u.is_active, a.is_active AS accreditation_active
                 FROM accreditation_users u JOIN accreditations a ON a.id = u.accreditation_id AND a.business_id = u.business_id
                WHERE u.accreditation_id = $1 AND lower(u.email) = lower($2)`,
              [accreditationId, String(email).trim()],
            )
          : { rows: [] };
        const user = rows[0];
        const ok = user?.password_hash ? await verifyPassword(String(password), user.password_hash) : await verifyAgainstDummy(String(password));
        if (!ok || !user) throw new ApiError(401, '@INVALID_CREDENTIALS', 'server.errors.invalidCredentials');
        // Only who knows the password learns that the account or the accreditation is off.
        if (!user.accreditation_active) throw new ApiError(403, '@ACCREDITATION_INACTIVE', 'server.accreditationArea.accreditationInactive');
        if (!user.is_active) throw new ApiError(403, '@USER_INACTIVE', 'server.accreditationArea.userInactive');
        const token = randomBytes(32).toString('base64url');
        await db.query(
          `INSERT INTO accreditation_sessions (token_hash, user_id, expires_at) VALUES ($1, $2, now() + make_interval(hours => $3))`,
          [sha256(token), user.id, ACCREDITATION_SESSION_HOURS],
        );
        // Sessions of the user that expired are swept at their next login.
        await db.query('DELETE FROM accreditation_sessions WHERE user_id = $1 AND expires_at <= now()', [user.id]);
        const session = (await db.query<SessionRow>(SESSION_SELECT, [sha256(token)])).rows[0];
        reply.header('set-cookie', cookie(request, token, ACCREDITATION_SESSION_HOURS * 3600));
        return sessionJson(sessionOf(session));
      }),
  );

  app.get(
    '/api/accreditation/logged',
    { preHandler: guard, schema: { tags: ['accreditation area'], description: 'The session cookie\'s user and accreditation; 401 without a live session.', response: { 200: sessionSchema } } },
    async (request) => sessionJson(areaOf(request)),
  );

  app.get(
    '/api/accreditation/profile',
    {
      preHandler: guard,
      schema: {
        tags: ['accreditation area'],
        description: 'The logged accreditation user\'s profile.',
        response: { 200: { type: 'object', properties: { id: { type: 'string' }, firstName: { type: 'string' }, lastName: { type: ['string', 'null'] }, email: { type: 'string' }, avatar: { type: ['string', 'null'] }, accreditationId: { type: 'string' } } } },
      },
    },
    async (request) => {
      const s = areaOf(request);
      return { id: s.userId, firstName: s.firstName, lastName: s.lastName, email: s.email, avatar: s.avatar, accreditationId: s.accreditationId };
    },
  );

  app.post(
    '/api/accreditation/logout',
    {
      schema: {
        tags: ['accreditation area'],
        security: [],
        description: 'Ends the cookie\'s session (its row is deleted) and clears the cookie; 204 also when there was none.',
        response: { 204: { type: 'null' } },
      },
    },
    async (request, reply) => {
      const token = readCookie(request);
      if (token) {
        if (request.headers[CSRF_HEADER] !== CSRF_VALUE) throw new ApiError(403, '@CSRF', 'server.errors.csrfHeaderMissing');
        await db.query('DELETE FROM accreditation_sessions WHERE token_hash = $1', [sha256(token)]);
      }
      reply.header('set-cookie', cookie(request, '', 0));
      return reply.status(204).send();
    },
  );
}
