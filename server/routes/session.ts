/** Session routes of docs/api-contract.md: login, refresh, logout, password reset, profile. */
import { recordChange } from '../audit/record';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/types';
import { ApiError, badRequest, unauthorized, validationError } from '../errors';
import { isRefusal, tooManyAttempts, tooManyLogins, type SessionLimits } from '../auth/sessionLimits';
import { limited } from '../auth/limiter';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../auth/passwords';
import type { TokenService } from '../auth/tokens';
import type { SessionStamps } from '../auth/sessionStamps';
import { resetLinkInvalid, type ResetTokens } from '../auth/resetTokens';
import type { PasswordResetMail } from '../delivery/passwordResetMail';
import { authOf, bearer } from '../auth/guard';
import { clearRefreshCookie, refreshCredential, setRefreshCookie } from '../auth/refreshCookie';
import { translatePtBR } from '../../src/shared/catalogue';
import { emailError, newPasswordError, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../src/shared/passwordRules';
import { schemas } from '../openapi';
import { readProfile } from '../auth/profile';

interface Deps {
  db: Db;
  tokens: TokenService;
  limits: SessionLimits;
  resets: ResetTokens;
  stamps: SessionStamps;
  mail: PasswordResetMail;
  authenticate: (request: FastifyRequest) => Promise<void>;
}

const messageSchema = { type: 'object', properties: { message: { type: 'string' } } };

const asObject = (body: unknown): Record<string, unknown> => {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw badRequest();
  return body as Record<string, unknown>;
};

export function registerSessionRoutes(app: FastifyInstance, { db, tokens, limits, resets, stamps, mail, authenticate }: Deps): void {
  const profileOf = async (accessToken: string) => {
    const claims = await tokens.verifyAccess(accessToken);
    return readProfile(db, claims.sub, claims.bid);
  };
  // A refused credential counts against the caller's address (session limits, shared by every process).
  const login = (request: FastifyRequest, reply: FastifyReply) => limited(limits.login, request.ip, tooManyLogins, isRefusal, async () => {
    const { username, password } = asObject(request.body);
    const issues = [];
    if (typeof username !== 'string' || !username.trim()) issues.push({ field: 'username', message: 'validation.required' });
    if (typeof password !== 'string' || !password) issues.push({ field: 'password', message: 'validation.required' });
    if (issues.length) throw validationError(issues);

    const { rows } = await db.query<{ id: string; password_hash: string; business_id: string | null }>(
      `SELECT u.id, u.password_hash,
              (SELECT c.business_id FROM collaborators c WHERE c.user_id = u.id ORDER BY c.last_used_at DESC NULLS LAST, c.created_at, c.id LIMIT 1) AS business_id
         FROM users u WHERE lower(u.email) = lower($1)`,
      [String(username).trim()],
    );
    const user = rows[0];
    const ok = user ? await verifyPassword(String(password), user.password_hash) : await verifyAgainstDummy(String(password));
    if (!ok || !user?.business_id) throw new ApiError(401, '@INVALID_CREDENTIALS', 'server.errors.invalidCredentials');
    const pair = await tokens.issuePair(db, user.id, user.business_id);
    // The business this login opened is the one the next opens (issue 14: the most recently used).
    await db.query('UPDATE collaborators SET last_used_at = now() WHERE user_id = $1 AND business_id = $2', [user.id, user.business_id]);
    setRefreshCookie(request, reply, pair.refreshToken);
    return pair;
  });
  const loginSchema = {
    tags: ['session'],
    security: [],
    body: {
      type: 'object',
      required: ['username', 'password'],
      properties: { username: { type: 'string', format: 'email' }, password: { type: 'string' } },
    },
    response: { 200: schemas.tokenPair },
  };
  app.post('/api/auth/login/local', { schema: loginSchema }, login);
  app.post('/api/accounts/login/local', { schema: loginSchema }, login);

  app.post(
    '/api/accounts/token/refresh',
    {
      schema: {
        tags: ['session'],
        description:
          'Authorization: Bearer <refreshToken>, answering both tokens; or the refresh cookie with X-Requested-With: fetch ' +
          '(the admin), answering the access token only. Either way the new refresh token is also set in the cookie. ' +
          'With include=profile the answer also holds the profile GET /api/profile would answer with the new access token.',
        querystring: { type: 'object', properties: { include: { type: 'string', enum: ['profile'] } } },
        response: { 200: { type: 'object', properties: { ...schemas.tokenPair.properties, profile: schemas.profile } } },
      },
    },
    async (request, reply) => {
      const { include } = request.query as { include?: unknown };
      // Checked before the token is spent: a refused call must leave the session as it was.
      if (include !== undefined && include !== 'profile') throw validationError([{ field: 'include', message: 'validation.choice' }]);
      return limited(limits.refresh, request.ip, tooManyAttempts, isRefusal, async () => {
        const credential = refreshCredential(request);
        if (!credential) throw unauthorized('server.errors.refreshInvalid');
        const pair = await tokens.rotate(db, credential.token);
        setRefreshCookie(request, reply, pair.refreshToken);
        // A reloaded page asks for its profile along (one round trip instead of two before its first page).
        const profile = include === 'profile' ? await profileOf(pair.accessToken) : undefined;
        // A page script asking with the cookie never sees the refresh token.
        return { ...(credential.by === 'cookie' ? { accessToken: pair.accessToken } : pair), ...(profile ? { profile } : {}) };
      });
    },
  );

  app.post(
    '/api/accounts/logout',
    {
      schema: {
        tags: ['session'],
        // No access token asked: anyone may end the session whose refresh token they hold.
        security: [],
        description:
          'Ends the session: revokes the refresh token\'s family (every refresh token of that login) and clears the cookie. ' +
          'Authorization: Bearer <refreshToken>, or the refresh cookie with X-Requested-With: fetch. ' +
          'An invalid, expired or already revoked token also answers 204 (RFC 7009).',
        response: { 204: { type: 'null', description: 'Session ended' } },
      },
    },
    async (request, reply) => {
      const credential = refreshCredential(request);
      if (credential) await tokens.revoke(db, credential.token);
      clearRefreshCookie(request, reply);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/accounts/forgot-password',
    {
      schema: {
        tags: ['session'],
        security: [],
        description:
          'Sends a password reset link (valid 30 minutes, once) to the e-mail when it belongs to a user; the answer is the same either way. 5 requests per e-mail and 10 per address in 15 minutes, then 429.',
        body: { type: 'object', required: ['email'], properties: { email: { type: 'string', format: 'email' } } },
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      // Every valid request counts, whether the e-mail is known or not; a refused one does not.
      const byIp = await limits.forgotByIp.take(request.ip);
      if (!byIp) throw tooManyAttempts();
      let address: string;
      try {
        const { email } = asObject(request.body);
        const problem = emailError(email);
        if (problem) throw validationError([{ field: 'email', message: problem }]);
        address = String(email).trim().toLowerCase();
        if (!(await limits.forgotByEmail.take(address))) throw tooManyAttempts();
      } catch (err) {
        await byIp.giveBack();
        throw err;
      }
      const { rows } = await db.query<{ id: string; email: string; first_name: string; business_id: string; business_name: string; domain_client: string | null }>(
        `SELECT u.id, u.email, u.first_name, b.id AS business_id, b.name AS business_name, b.domain_client
           FROM users u
           JOIN LATERAL (SELECT c.business_id FROM collaborators c WHERE c.user_id = u.id ORDER BY c.created_at, c.id LIMIT 1) c ON true
           JOIN businesses b ON b.id = c.business_id
          WHERE lower(u.email) = $1`,
        [address],
      );
      const user = rows[0];
      // The message goes out after the answer: a known e-mail answers as fast as an unknown one.
      if (user) {
        mail.send({
          userId: user.id,
          email: user.email,
          firstName: user.first_name,
          businessId: user.business_id,
          businessName: user.business_name,
          domainClient: user.domain_client,
        });
      }
      return { message: translatePtBR('server.messages.resetLinkSent') };
    },
  );

  app.post(
    '/api/accounts/forgot-password/reset-password',
    {
      schema: {
        tags: ['session'],
        description:
          'Authorization: Bearer <the token of the e-mailed link> (never an access token). The link works once within 30 minutes; expired, used or not a reset token: 401 @RESET_LINK_INVALID. The change ends every session of the user. 10 refused tokens from one address in 15 minutes, then 429.',
        body: {
          type: 'object',
          required: ['password'],
          properties: { password: { type: 'string', minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH } },
        },
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      const ip = request.ip;
      // The credential first (a caller without a link learns nothing of the rules); then the
      // rules, before the link is spent, so a refused password keeps the link usable.
      const claims = await limited(limits.reset, ip, tooManyAttempts, isRefusal, async () => {
        const token = bearer(request);
        if (!token) throw resetLinkInvalid();
        return resets.read(token);
      });
      const { password } = asObject(request.body);
      const problem = newPasswordError(password);
      if (problem) throw validationError([{ field: 'password', message: problem }]);
      let ended: string[] = [];
      const userId = await limited(limits.reset, ip, tooManyAttempts, isRefusal, async () => {
        const hash = await hashPassword(String(password));
        await db.transaction(async (tx) => {
          await resets.spend(tx, claims);
          await tx.query('UPDATE users SET password_hash = $1, updated_at = now() WHERE id = $2', [hash, claims.userId]);
          // In the history of each business the person works for: their password changed (never the password itself).
          const { rows: memberships } = await tx.query<{ business_id: string }>('SELECT business_id FROM collaborators WHERE user_id = $1', [claims.userId]);
          for (const m of memberships) {
            await recordChange(tx, {
              businessId: m.business_id, actorId: claims.userId, resource: 'users', recordId: claims.userId, action: '@UPDATE',
              before: { password: 'old' }, after: { password: 'new' }, secrets: ['password'],
            });
          }
          ended = await stamps.endAll(tx, claims.userId);
        });
        return claims.userId;
      });
      stamps.forget(userId);
      // Its sockets go, and its access tokens are refused at once in this process.
      tokens.ended(ended);
      return { message: translatePtBR('server.messages.passwordChanged') };
    },
  );

  app.get('/api/profile', { preHandler: authenticate, schema: { tags: ['session'], response: { 200: schemas.profile } } }, async (request) => {
    const auth = authOf(request);
    const profile = await readProfile(db, auth.sub, auth.bid);
    if (!profile) throw unauthorized();
    return profile;
  });
}
