/**
 * An accreditation's users, staff side (spec 2 sections 2, 6, 7; docs/accreditation.md): the list,
 * adding one (an e-mail with the link to choose a password, through the same delivery as invites:
 * SMTP, else the outbox), (de)activating one (deactivating ends their sessions at once) and
 * re-sending the link. And the link's public page: what it names, and setting the password once.
 * Every write is one transaction with its history row.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../db/types';
import type { DeliveryOptions } from '../delivery/queue';
import type { Realtime } from '../realtime';
import { accessContext, authOf } from '../auth/guard';
import { hashPassword } from '../auth/passwords';
import { limited, type Limiter } from '../auth/limiter';
import { isRefusal, tooManyAttempts } from '../auth/sessionLimits';
import { recordChange } from '../audit/record';
import { ApiError, badRequest, forbidden, notFound, validationError, type Issue } from '../errors';
import { resourceAccess, withAccess } from '../security/routeAccess';
import { createLinkMailer, type LinkMailStatus } from '../delivery/linkMail';
import { publicBaseUrl } from '../delivery/courtesyMessage';
import { canAccessResource, type ResourceAction } from '../../src/shared/permissions';
import { accreditationUserAccess, ACCREDITATION_PASSWORD_LINK_DAYS } from '../../src/shared/accreditation/usersAccess';
import { emailError, newPasswordError, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../src/shared/passwordRules';
import { personNameError } from '../../src/shared/people/rules';
import { translatePtBR } from '../../src/shared/catalogue';

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (v: unknown): v is string => typeof v === 'string' && UUID.test(v);

/** The link of the e-mail: the token in the fragment, which no server log or Referer sees. */
export const passwordUrlOf = (accreditationId: string, token: string, env: NodeJS.ProcessEnv = process.env) =>
  `${publicBaseUrl(env)}/accreditation/${accreditationId}/password#token=${token}`;

export interface AccreditationUserRow {
  id: string;
  accreditation_id: string;
  first_name: string;
  last_name: string | null;
  email: string;
  avatar: string | null;
  is_active: boolean;
  has_password: boolean;
  password_token_expires_at: Date | string | null;
  created_at: Date | string;
}

const USER_COLUMNS = `id, accreditation_id, first_name, last_name, email, avatar, is_active, password_hash IS NOT NULL AS has_password, password_token_expires_at, created_at`;

export const userJson = (r: AccreditationUserRow) => ({
  id: r.id,
  accreditationId: r.accreditation_id,
  firstName: r.first_name,
  lastName: r.last_name,
  email: r.email,
  avatar: r.avatar,
  isActive: r.is_active,
  /** The person chose a password (the link was used). */
  hasPassword: r.has_password,
  createdAt: new Date(r.created_at).toISOString(),
});

/** What the history keeps of a user (never a password or a token). */
const audited = (r: AccreditationUserRow) => ({ firstName: r.first_name, lastName: r.last_name, email: r.email, isActive: r.is_active, accreditationId: r.accreditation_id });

const userSchema = {
  type: 'object',
  properties: {
    id: { type: 'string', format: 'uuid' },
    accreditationId: { type: 'string', format: 'uuid' },
    firstName: { type: 'string' },
    lastName: { type: ['string', 'null'] },
    email: { type: 'string' },
    avatar: { type: ['string', 'null'] },
    isActive: { type: 'boolean' },
    hasPassword: { type: 'boolean' },
    createdAt: { type: 'string' },
    delivery: { type: 'string', enum: ['@SENT', '@FAILED', '@OUTBOX'] },
  },
};
const idParams = { type: 'object', properties: { id: { type: 'string', format: 'uuid' } } };
const userParams = { type: 'object', properties: { id: { type: 'string', format: 'uuid' }, userId: { type: 'string', format: 'uuid' } } };

const asObject = (body: unknown): Record<string, unknown> => {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw badRequest();
  return body as Record<string, unknown>;
};

const linkInvalid = () => new ApiError(401, '@PASSWORD_LINK_INVALID', 'server.accreditationArea.linkInvalid');

interface Deps {
  db: Db;
  realtime: Realtime;
  authenticate: preHandlerAsyncHookHandler;
  delivery?: DeliveryOptions;
  /** Refused password links per client address (shared with the staff reset's limit). */
  resetLimit: Limiter;
}

export function registerAccreditationUserRoutes(app: FastifyInstance, { db, realtime, authenticate, delivery, resetLimit }: Deps): void {
  const mailer = createLinkMailer(db, delivery);
  app.addHook('onClose', async () => mailer.close());

  const guard = (action: ResourceAction): preHandlerAsyncHookHandler =>
    withAccess(async function (this: unknown, request: FastifyRequest, reply: FastifyReply) {
      await authenticate.call(this as never, request, reply);
      if (!canAccessResource(accreditationUserAccess, action, accessContext(authOf(request)))) throw forbidden();
    } as preHandlerAsyncHookHandler, resourceAccess('accreditationUsers', accreditationUserAccess, action));

  /** The accreditation of the path in the caller's business (404 otherwise: another business's is not there). */
  async function accreditationOf(tx: Db, businessId: string, id: string) {
    if (!isUuid(id)) throw notFound();
    const { rows } = await tx.query<{ id: string; name: string; domain_client: string | null }>(
      'SELECT a.id, a.name, b.domain_client FROM accreditations a JOIN businesses b ON b.id = a.business_id WHERE a.business_id = $1 AND a.id = $2',
      [businessId, id],
    );
    if (!rows[0]) throw notFound();
    return rows[0];
  }

  async function userOf(tx: Db, businessId: string, accreditationId: string, userId: string, lock = false) {
    if (!isUuid(userId)) throw notFound();
    const { rows } = await tx.query<AccreditationUserRow>(
      `SELECT ${USER_COLUMNS} FROM accreditation_users WHERE business_id = $1 AND accreditation_id = $2 AND id = $3${lock ? ' FOR UPDATE' : ''}`,
      [businessId, accreditationId, userId],
    );
    if (!rows[0]) throw notFound();
    return rows[0];
  }

  /** A new link for a user: its token's hash replaces any earlier one (which stops working). */
  async function newLink(tx: Db, userId: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await tx.query(
      `UPDATE accreditation_users SET password_token_hash = $2, password_token_expires_at = now() + make_interval(days => $3), updated_at = now() WHERE id = $1`,
      [userId, sha256(token), ACCREDITATION_PASSWORD_LINK_DAYS],
    );
    return token;
  }

  /** The e-mail with the link, after the commit (never inside the transaction). */
  async function sendLink(businessId: string, accreditation: { id: string; name: string; domain_client: string | null }, user: { first_name: string; email: string }, token: string): Promise<LinkMailStatus> {
    const url = passwordUrlOf(accreditation.id, token);
    const text = [
      translatePtBR('server.accreditationArea.mail.greeting', { name: user.first_name }),
      '',
      translatePtBR('server.accreditationArea.mail.body', { accreditation: accreditation.name }),
      url,
      '',
      translatePtBR('server.accreditationArea.mail.expiry', { smart_count: ACCREDITATION_PASSWORD_LINK_DAYS }),
    ].join('\n');
    return mailer.send({ businessId, email: user.email, domainClient: accreditation.domain_client, subject: translatePtBR('server.accreditationArea.mail.subject', { accreditation: accreditation.name }), text, url });
  }

  const announce = (businessId: string, id: string, action: 'created' | 'updated') => realtime.emitChange(businessId, { resource: 'accreditationUsers', id, action });

  app.get(
    '/api/accreditations/:id/users',
    {
      preHandler: guard('list'),
      schema: {
        tags: ['accreditations'],
        params: idParams,
        description: 'The accreditation\'s users, by name (an accreditation has a handful: every one in one answer).',
        response: { 200: { type: 'object', properties: { data: { type: 'array', items: userSchema } } } },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const accreditation = await accreditationOf(db, auth.bid, (request.params as { id: string }).id);
      const { rows } = await db.query<AccreditationUserRow>(
        `SELECT ${USER_COLUMNS} FROM accreditation_users WHERE business_id = $1 AND accreditation_id = $2 ORDER BY lower(first_name), lower(coalesce(last_name, '')), id LIMIT 1000`,
        [auth.bid, accreditation.id],
      );
      return { data: rows.map(userJson) };
    },
  );

  app.post(
    '/api/accreditations/:id/users',
    {
      preHandler: guard('create'),
      schema: {
        tags: ['accreditations'],
        params: idParams,
        description: `Adds a user to the accreditation and e-mails them a link to choose their password (valid ${ACCREDITATION_PASSWORD_LINK_DAYS} days, once), by SMTP or into the outbox (\`delivery\`). An e-mail already in the accreditation: 409 on email.`,
        body: { type: 'object', required: ['firstName', 'email'], properties: { firstName: { type: 'string' }, lastName: { type: 'string' }, email: { type: 'string', format: 'email' } } },
        response: { 201: userSchema },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const body = asObject(request.body);
      const issues: Issue[] = [];
      const nameProblem = personNameError(body.firstName);
      if (nameProblem) issues.push({ field: 'firstName', message: nameProblem });
      if (body.lastName !== undefined && body.lastName !== null && body.lastName !== '') {
        const lastProblem = personNameError(body.lastName);
        if (lastProblem) issues.push({ field: 'lastName', message: lastProblem });
      }
      const mailProblem = emailError(body.email);
      if (mailProblem) issues.push({ field: 'email', message: mailProblem });
      if (issues.length) throw validationError(issues);
      const email = String(body.email).trim().toLowerCase();
      const firstName = String(body.firstName).trim();
      const lastName = typeof body.lastName === 'string' && body.lastName.trim() ? body.lastName.trim() : null;
      const { accreditation, user, token } = await db.transaction(async (tx) => {
        const accreditation = await accreditationOf(tx, auth.bid, (request.params as { id: string }).id);
        const { rows } = await tx.query<AccreditationUserRow>(
          `INSERT INTO accreditation_users (business_id, accreditation_id, first_name, last_name, email)
           VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING ${USER_COLUMNS}`,
          [auth.bid, accreditation.id, firstName, lastName, email],
        );
        if (!rows[0]) throw new ApiError(409, '@EMAIL_TAKEN', 'server.accreditationArea.emailTaken', [{ field: 'email', message: 'server.accreditationArea.emailTaken' }]);
        const token = await newLink(tx, rows[0].id);
        await recordChange(tx, { businessId: auth.bid, actorId: auth.sub, resource: 'accreditationUsers', recordId: rows[0].id, action: '@CREATE', after: audited(rows[0]) });
        return { accreditation, user: rows[0], token };
      });
      announce(auth.bid, user.id, 'created');
      const delivery = await sendLink(auth.bid, accreditation, user, token);
      return reply.status(201).send({ ...userJson(user), delivery });
    },
  );

  app.patch(
    '/api/accreditations/:id/users/:userId',
    {
      preHandler: guard('edit'),
      schema: {
        tags: ['accreditations'],
        params: userParams,
        description: 'Activates or deactivates a user. A deactivated user cannot log in, and their open sessions end at once.',
        body: { type: 'object', required: ['isActive'], properties: { isActive: { type: 'boolean' } } },
        response: { 200: userSchema },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const body = asObject(request.body);
      if (typeof body.isActive !== 'boolean') throw validationError([{ field: 'isActive', message: 'validation.required' }]);
      const { id, userId } = request.params as { id: string; userId: string };
      const after = await db.transaction(async (tx) => {
        const accreditation = await accreditationOf(tx, auth.bid, id);
        const before = await userOf(tx, auth.bid, accreditation.id, userId, true);
        if (before.is_active === body.isActive) return before;
        const { rows } = await tx.query<AccreditationUserRow>(
          `UPDATE accreditation_users SET is_active = $2, updated_at = now()${body.isActive ? '' : ', sessions_valid_after = now()'} WHERE id = $1 RETURNING ${USER_COLUMNS}`,
          [before.id, body.isActive],
        );
        if (!body.isActive) await tx.query('DELETE FROM accreditation_sessions WHERE user_id = $1', [before.id]);
        await recordChange(tx, { businessId: auth.bid, actorId: auth.sub, resource: 'accreditationUsers', recordId: before.id, action: '@UPDATE', before: audited(before), after: audited(rows[0]) });
        return rows[0];
      });
      announce(auth.bid, after.id, 'updated');
      return userJson(after);
    },
  );

  app.post(
    '/api/accreditations/:id/users/:userId/resend-password-email',
    {
      preHandler: guard('create'),
      schema: {
        tags: ['accreditations'],
        params: userParams,
        description: `Sends the user a new link to choose their password (valid ${ACCREDITATION_PASSWORD_LINK_DAYS} days, once); the earlier link stops working.`,
        response: { 200: { type: 'object', properties: { message: { type: 'string' }, delivery: { type: 'string', enum: ['@SENT', '@FAILED', '@OUTBOX'] } } } },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const { id, userId } = request.params as { id: string; userId: string };
      const { accreditation, user, token } = await db.transaction(async (tx) => {
        const accreditation = await accreditationOf(tx, auth.bid, id);
        const user = await userOf(tx, auth.bid, accreditation.id, userId, true);
        const token = await newLink(tx, user.id);
        await recordChange(tx, { businessId: auth.bid, actorId: auth.sub, resource: 'accreditationUsers', recordId: user.id, action: '@UPDATE', before: { passwordLink: 'old' }, after: { passwordLink: 'new' }, secrets: ['passwordLink'] });
        return { accreditation, user, token };
      });
      const delivery = await sendLink(auth.bid, accreditation, user, token);
      const key = delivery === '@SENT' ? 'server.accreditationArea.linkSent' : delivery === '@OUTBOX' ? 'server.accreditationArea.linkInOutbox' : 'server.accreditationArea.linkFailed';
      return { message: translatePtBR(key, { email: user.email }), delivery };
    },
  );

  // ---------------------------------------------------------------- the link's public page

  /** The user a link names while it is valid (unused, not expired, active user and accreditation), or 401. */
  async function linkUser(tx: Db, accreditationId: unknown, token: unknown, lock = false) {
    if (!isUuid(accreditationId) || typeof token !== 'string' || !token || token.length > 200) throw linkInvalid();
    const { rows } = await tx.query<{ id: string; business_id: string; first_name: string; email: string; accreditation_name: string }>(
      `SELECT u.id, u.business_id, u.first_name, u.email, a.name AS accreditation_name
         FROM accreditation_users u JOIN accreditations a ON a.id = u.accreditation_id AND a.business_id = u.business_id
        WHERE u.password_token_hash = $1 AND u.accreditation_id = $2 AND u.password_token_expires_at > now() AND u.is_active${lock ? ' FOR UPDATE OF u' : ''}`,
      [sha256(token), accreditationId],
    );
    if (!rows[0]) throw linkInvalid();
    return rows[0];
  }

  app.post(
    '/api/public/accreditation/password-link',
    {
      schema: {
        tags: ['accreditation area'],
        description: 'Public: whom a password link names (first name, e-mail, the accreditation), while it is valid; 401 @PASSWORD_LINK_INVALID when used, expired, replaced or unknown.',
        body: { type: 'object', required: ['accreditationId', 'token'], properties: { accreditationId: { type: 'string', format: 'uuid' }, token: { type: 'string' } } },
        response: { 200: { type: 'object', properties: { firstName: { type: 'string' }, email: { type: 'string' }, accreditation: { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' } } } } } },
      },
    },
    async (request) => {
      const body = asObject(request.body);
      const user = await limited(resetLimit, request.ip, tooManyAttempts, isRefusal, () => linkUser(db, body.accreditationId, body.token));
      return { firstName: user.first_name, email: user.email, accreditation: { id: String(body.accreditationId), name: user.accreditation_name } };
    },
  );

  app.post(
    '/api/public/accreditation/password',
    {
      schema: {
        tags: ['accreditation area'],
        description: `Public: chooses the password with the e-mailed link's token (${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters), once; ends the user's open sessions. A refused password keeps the link.`,
        body: {
          type: 'object',
          required: ['accreditationId', 'token', 'password'],
          properties: { accreditationId: { type: 'string', format: 'uuid' }, token: { type: 'string' }, password: { type: 'string', minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH } },
        },
        response: { 200: { type: 'object', properties: { message: { type: 'string' } } } },
      },
    },
    async (request) => {
      const body = asObject(request.body);
      // The link first (a caller without one learns nothing of the rules), then the rules, before the link is spent.
      await limited(resetLimit, request.ip, tooManyAttempts, isRefusal, () => linkUser(db, body.accreditationId, body.token));
      const problem = newPasswordError(body.password);
      if (problem) throw validationError([{ field: 'password', message: problem }]);
      const hash = await hashPassword(String(body.password));
      await limited(resetLimit, request.ip, tooManyAttempts, isRefusal, () =>
        db.transaction(async (tx) => {
          const user = await linkUser(tx, body.accreditationId, body.token, true);
          await tx.query(
            `UPDATE accreditation_users SET password_hash = $2, password_token_hash = NULL, password_token_expires_at = NULL, sessions_valid_after = now(), updated_at = now() WHERE id = $1`,
            [user.id, hash],
          );
          await tx.query('DELETE FROM accreditation_sessions WHERE user_id = $1', [user.id]);
          await recordChange(tx, { businessId: user.business_id, actorId: null, resource: 'accreditationUsers', recordId: user.id, action: '@UPDATE', before: { password: 'old' }, after: { password: 'new' }, secrets: ['password'] });
        }),
      );
      return { message: translatePtBR('server.accreditationArea.passwordSet') };
    },
  );
}
