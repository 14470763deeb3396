/**
 * People (issue 14; spec 2 sections 6 and 7; docs/people.md): collaborators, roles, invites and
 * the switch between a user's businesses. Every write runs in one transaction with its history
 * row (recordChange) under the business's lock (store.ts), then tells the business's open
 * sessions: a `change` of the resource for lists, and `access` when what someone may do changed
 * (server/realtime.ts), which also makes every API process forget its copy of the business's
 * access (server/auth/currentAccess.ts) so a removed code stops working at once.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../db/types';
import type { TokenService } from '../auth/tokens';
import type { ResetTokens } from '../auth/resetTokens';
import type { Realtime } from '../realtime';
import type { DeliveryOptions } from '../delivery/queue';
import { accessContext, authOf } from '../auth/guard';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { setRefreshCookie } from '../auth/refreshCookie';
import { recordChange } from '../audit/record';
import { ApiError, badRequest, forbidden, notFound, validationError, type Issue } from '../errors';
import { schemas, paginationSchema } from '../openapi';
import { resourceAccess, withAccess } from '../security/routeAccess';
import { firstParam, intParam, type Query } from '../routes/queryParams';
import { containsPattern, fold, foldedContains, TRANSLATE_FROM, TRANSLATE_TO } from '../resources/search';
import { createLinkMailer, type LinkMailStatus } from '../delivery/linkMail';
import { passwordResetMessage, resetUrlOf } from '../delivery/passwordResetMessage';
import { publicBaseUrl } from '../delivery/courtesyMessage';
import { canAccessResource, type ResourceAction } from '../../src/shared/permissions';
import { collaboratorAccess, inviteAccess, roleAccess } from '../../src/shared/people/access';
import { PERMISSION_GROUPS, areaKey, permissionKey } from '../../src/shared/people/permissionCatalogue';
import {
  INVITE_TTL_DAYS,
  ROLES_PAGE_LIMIT,
  ROLES_PICKER_LIMIT,
  inviteEmailError,
  personNameError,
  roleIdError,
  roleNameError,
  rolePermissionsError,
} from '../../src/shared/people/rules';
import { newPasswordError } from '../../src/shared/passwordRules';
import { translatePtBR } from '../../src/shared/catalogue';
import {
  COLLABORATOR_SELECT,
  isUuid,
  ROLE_SELECT,
  allHolders,
  checkId,
  checkWithin,
  collaboratorAudit,
  collaboratorOf,
  lastAdmin,
  loadCollaborator,
  loadRole,
  lockBusiness,
  roleAudit,
  roleInUse,
  roleOf,
  type CollaboratorRow,
  type RoleRow,
} from './store';

interface Deps {
  db: Db;
  tokens: TokenService;
  resets: ResetTokens;
  realtime: Realtime;
  authenticate: preHandlerAsyncHookHandler;
  delivery?: DeliveryOptions;
}

type Rule = Parameters<typeof canAccessResource>[0];

const COLLABORATORS_PAGE = 20;

const asObject = (body: unknown): Record<string, unknown> => {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw badRequest();
  return body as Record<string, unknown>;
};

const pagination = (page: number, limit: number, total: number, count: number) => ({
  currentPage: page,
  nextPage: (page - 1) * limit + count < total ? page + 1 : null,
  totalPages: Math.ceil(total / limit),
  totalItems: total,
  totalItemsCurrentPage: count,
});

/** The invite link's secret: 32 random bytes in the link, their SHA-256 in the database. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const inviteUrlOf = (token: string, businessId: string, env: NodeJS.ProcessEnv = process.env) =>
  `${publicBaseUrl(env)}/convite/${businessId}#token=${token}`;

const inviteInvalid = () => new ApiError(404, '@NOT_FOUND', 'server.people.inviteInvalid');

const roleRecordSchema = {
  type: 'object',
  properties: {
    id: { type: 'string', format: 'uuid' },
    name: { type: 'string' },
    permissions: { type: 'array', items: { type: 'string' } },
    collaboratorsCount: { type: 'integer' },
    createdAt: { type: 'string' },
    updatedAt: { type: 'string' },
  },
};
const collaboratorRecordSchema = {
  type: 'object',
  properties: {
    id: { type: 'string', format: 'uuid' },
    user: {
      type: 'object',
      properties: {
        id: { type: 'string' },
        email: { type: 'string' },
        profile: { type: 'object', properties: { firstName: { type: 'string' }, lastName: { type: 'string' }, profileImage: { type: ['string', 'null'] } } },
      },
    },
    role: { type: ['object', 'null'], properties: { id: { type: 'string' }, name: { type: 'string' }, permissions: { type: 'array', items: { type: 'string' } } } },
    createdAt: { type: 'string' },
  },
};
const inviteRecordSchema = {
  type: 'object',
  properties: {
    id: { type: 'string', format: 'uuid' },
    email: { type: 'string' },
    role: { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' } } },
    expiresAt: { type: 'string' },
    createdAt: { type: 'string' },
    delivery: { type: 'string', enum: ['@SENT', '@FAILED', '@OUTBOX'] },
  },
};
const listOf = (item: object) => ({ type: 'object', properties: { data: { type: 'array', items: item }, pagination: paginationSchema } });
const messageSchema = { type: 'object', properties: { message: { type: 'string' }, delivery: { type: 'string' } } };
const idParams = { type: 'object', properties: { id: { type: 'string', format: 'uuid' } } };

export function registerPeopleRoutes(app: FastifyInstance, { db, tokens, resets, realtime, authenticate, delivery }: Deps): void {
  const mailer = createLinkMailer(db, delivery);
  app.addHook('onClose', async () => mailer.close());

  const guard = (name: string, rule: Rule, action: ResourceAction): preHandlerAsyncHookHandler =>
    withAccess(async function (this: unknown, request: FastifyRequest, reply: FastifyReply) {
      await authenticate.call(this as never, request, reply);
      if (!canAccessResource(rule, action, accessContext(authOf(request)))) throw forbidden();
    } as preHandlerAsyncHookHandler, resourceAccess(name, rule, action));
  const collaborators = (action: ResourceAction) => guard('collaborators', collaboratorAccess, action);
  const invites = (action: ResourceAction) => guard('invites', inviteAccess, action);
  const roles = (action: ResourceAction) => guard('roles', roleAccess, action);
  const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;

  /** After a commit: lists refresh, and when someone's access changed, every session of the business re-reads its own. */
  const announce = (businessId: string, resource: string, id: string, action: 'created' | 'updated' | 'deleted', access: boolean) => {
    realtime.emitChange(businessId, { resource, id, action });
    if (access) realtime.accessChanged(businessId);
  };

  /** Ends a user's sessions in one business (removed from it): refresh tokens revoked, sockets dropped. */
  const endSessionsIn = async (tx: Db, userId: string, businessId: string) => {
    const { rows } = await tx.query<{ family: string }>(
      'UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = $1 AND business_id = $2 AND revoked_at IS NULL RETURNING family',
      [userId, businessId],
    );
    return [...new Set(rows.map((r) => r.family))];
  };

  // ---------------------------------------------------------------- collaborators

  app.get(
    '/api/collaborators',
    {
      preHandler: collaborators('list'),
      schema: {
        tags: ['collaborators'],
        description: 'The business\'s collaborators by name; `search` matches name, surname or e-mail (accents and case ignored).',
        querystring: { type: 'object', properties: { page: { type: 'integer', minimum: 1 }, limit: { type: 'integer', minimum: 1, maximum: 100 }, search: { type: 'string' } } },
        response: { 200: listOf(collaboratorRecordSchema) },
      },
    },
    async (request) => {
      const query = request.query as Query;
      const issues: Issue[] = [];
      const page = intParam(query, 'page', 1, issues);
      const limit = intParam(query, 'limit', COLLABORATORS_PAGE, issues, 100);
      if (issues.length) throw validationError(issues);
      const search = firstParam(query.search);
      const params: unknown[] = [authOf(request).bid];
      let where = 'c.business_id = $1';
      if (search) {
        params.push(TRANSLATE_FROM, TRANSLATE_TO, containsPattern(fold(search.slice(0, 100))));
        where += ` AND (${['u.first_name', 'u.last_name', 'u.email', "(u.first_name || ' ' || u.last_name)"].map((c) => foldedContains(c, '$2', '$3', '$4')).join(' OR ')})`;
      }
      const total = Number((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM collaborators c JOIN users u ON u.id = c.user_id WHERE ${where}`, params)).rows[0]?.n ?? 0);
      const { rows } = await db.query<CollaboratorRow>(
        `${COLLABORATOR_SELECT} WHERE ${where} ORDER BY lower(u.first_name), lower(u.last_name), lower(u.email), c.id LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
        params,
      );
      return { data: rows.map(collaboratorOf), pagination: pagination(page, limit, total, rows.length) };
    },
  );

  app.get(
    '/api/collaborators/:id',
    { preHandler: collaborators('show'), schema: { tags: ['collaborators'], params: idParams, response: { 200: collaboratorRecordSchema } } },
    async (request) => collaboratorOf(await loadCollaborator(db, authOf(request).bid, idOf(request))),
  );

  app.patch(
    '/api/collaborators/:id',
    {
      preHandler: collaborators('edit'),
      schema: {
        tags: ['collaborators'],
        params: idParams,
        description:
          'Changes the e-mail and the role. Name and surname belong to the person (read-only here). The e-mail of someone who also works for another business is theirs to change (409). ' +
          'The last collaborator holding @ALL keeps it (409 @LAST_ADMIN); a caller without @ALL only gives roles within their own codes (403 @FORBIDDEN).',
        body: { type: 'object', required: ['roleId'], properties: { email: { type: 'string', format: 'email' }, roleId: { type: 'string', format: 'uuid' } } },
        response: { 200: collaboratorRecordSchema },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const body = asObject(request.body);
      const issues: Issue[] = [];
      const roleProblem = roleIdError(body.roleId);
      if (roleProblem) issues.push({ field: 'roleId', message: roleProblem });
      const emailProblem = body.email === undefined ? null : inviteEmailError(body.email);
      if (emailProblem) issues.push({ field: 'email', message: emailProblem });
      if (issues.length) throw validationError(issues);
      const id = checkId(idOf(request));
      const roleId = String(body.roleId);
      const { after, accessChanged } = await db.transaction(async (tx) => {
        await lockBusiness(tx, auth.bid);
        const before = await loadCollaborator(tx, auth.bid, id, true);
        checkWithin(auth.perms, before.permissions);
        const role = isUuid(roleId) ? (await tx.query<{ id: string; permissions: string[] }>('SELECT id, permissions FROM roles WHERE business_id = $1 AND id = $2', [auth.bid, roleId])).rows[0] : undefined;
        if (!role) throw validationError([{ field: 'roleId', message: 'validation.reference' }]);
        checkWithin(auth.perms, role.permissions);
        if (before.permissions?.includes('@ALL') && !role.permissions.includes('@ALL') && (await allHolders(tx, auth.bid, { collaboratorId: id })) === 0) throw lastAdmin();
        const email = body.email === undefined ? before.email : String(body.email).trim().toLowerCase();
        if (email !== before.email.toLowerCase()) {
          const others = await tx.query('SELECT 1 FROM collaborators WHERE user_id = $1 AND business_id <> $2 LIMIT 1', [before.user_id, auth.bid]);
          if (others.rows[0]) throw new ApiError(409, '@EMAIL_NOT_OURS', 'server.people.emailNotOurs', [{ field: 'email', message: 'server.people.emailNotOurs' }]);
          const taken = await tx.query('SELECT 1 FROM users WHERE lower(email) = $1 AND id <> $2', [email, before.user_id]);
          if (taken.rows[0]) throw new ApiError(409, '@EMAIL_TAKEN', 'server.people.emailTaken', [{ field: 'email', message: 'server.people.emailTaken' }]);
          await tx.query('UPDATE users SET email = $1, updated_at = now() WHERE id = $2', [email, before.user_id]);
        }
        if (role.id !== before.role_id) await tx.query('UPDATE collaborators SET role_id = $1, updated_at = now() WHERE id = $2', [role.id, id]);
        const after = await loadCollaborator(tx, auth.bid, id);
        await recordChange(tx, { businessId: auth.bid, actorId: auth.sub, resource: 'collaborators', recordId: id, action: '@UPDATE', before: collaboratorAudit(before), after: collaboratorAudit(after) });
        return { after, accessChanged: role.id !== before.role_id };
      });
      announce(auth.bid, 'collaborators', id, 'updated', accessChanged);
      return collaboratorOf(after);
    },
  );

  app.delete(
    '/api/collaborators/:id',
    {
      preHandler: collaborators('delete'),
      schema: {
        tags: ['collaborators'],
        params: idParams,
        description: 'Removes the collaborator from the business and ends their sessions in it. Not oneself (409 @SELF), not the last holder of @ALL (409 @LAST_ADMIN).',
        response: { 204: { type: 'null' } },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const id = checkId(idOf(request));
      const ended = await db.transaction(async (tx) => {
        await lockBusiness(tx, auth.bid);
        const before = await loadCollaborator(tx, auth.bid, id, true);
        if (before.user_id === auth.sub) throw new ApiError(409, '@SELF', 'server.people.removeSelf');
        checkWithin(auth.perms, before.permissions);
        if (before.permissions?.includes('@ALL') && (await allHolders(tx, auth.bid, { collaboratorId: id })) === 0) throw lastAdmin();
        await tx.query('DELETE FROM collaborators WHERE id = $1', [id]);
        const sids = await endSessionsIn(tx, before.user_id, auth.bid);
        await recordChange(tx, { businessId: auth.bid, actorId: auth.sub, resource: 'collaborators', recordId: id, action: '@DELETE', before: collaboratorAudit(before) });
        return sids;
      });
      announce(auth.bid, 'collaborators', id, 'deleted', true);
      tokens.ended(ended);
      return reply.status(204).send();
    },
  );

  app.delete(
    '/api/collaborators/:id/roles/:roleId',
    {
      preHandler: collaborators('delete'),
      schema: {
        tags: ['collaborators'],
        params: { type: 'object', properties: { id: { type: 'string', format: 'uuid' }, roleId: { type: 'string', format: 'uuid' } } },
        description: 'Takes the role away: the collaborator stays in the business "Sem cargo", holding no permission code (only the dashboard opens) until given a role. The last holder of @ALL keeps it (409).',
        response: { 200: collaboratorRecordSchema },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const { id, roleId } = request.params as { id: string; roleId: string };
      checkId(id);
      checkId(roleId);
      const after = await db.transaction(async (tx) => {
        await lockBusiness(tx, auth.bid);
        const before = await loadCollaborator(tx, auth.bid, id, true);
        if (before.role_id !== roleId) throw notFound();
        if (before.user_id === auth.sub) throw new ApiError(409, '@SELF', 'server.people.removeOwnRole');
        checkWithin(auth.perms, before.permissions);
        if (before.permissions?.includes('@ALL') && (await allHolders(tx, auth.bid, { collaboratorId: id })) === 0) throw lastAdmin();
        await tx.query('UPDATE collaborators SET role_id = NULL, updated_at = now() WHERE id = $1', [id]);
        const after = await loadCollaborator(tx, auth.bid, id);
        await recordChange(tx, { businessId: auth.bid, actorId: auth.sub, resource: 'collaborators', recordId: id, action: '@UPDATE', before: collaboratorAudit(before), after: collaboratorAudit(after) });
        return after;
      });
      announce(auth.bid, 'collaborators', id, 'updated', true);
      return collaboratorOf(after);
    },
  );

  app.post(
    '/api/collaborators/:id/reset-password',
    {
      preHandler: collaborators('edit'),
      schema: {
        tags: ['collaborators'],
        params: idParams,
        description: 'E-mails the collaborator a password reset link (30 minutes, once: the flow of /auth/forgot-password), by SMTP or, without it, into the business\'s outbox. `delivery` says which.',
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const c = await loadCollaborator(db, auth.bid, idOf(request));
      checkWithin(auth.perms, c.permissions);
      const { rows } = await db.query<{ name: string; domain_client: string | null }>('SELECT name, domain_client FROM businesses WHERE id = $1', [auth.bid]);
      const url = resetUrlOf(await resets.issue(db, c.user_id));
      const { subject, text } = passwordResetMessage({ name: c.first_name, businessName: rows[0].name, url });
      const status = await mailer.send({ businessId: auth.bid, email: c.email, domainClient: rows[0].domain_client, subject, text, url });
      if (status === '@FAILED') throw new ApiError(502, '@DELIVERY_FAILED', 'server.people.resetMailFailed');
      return { message: translatePtBR(status === '@OUTBOX' ? 'server.people.resetInOutbox' : 'server.people.resetSent', { email: c.email }), delivery: status };
    },
  );

  // ---------------------------------------------------------------- invites

  app.get(
    '/api/collaborators/invites',
    {
      preHandler: invites('list'),
      schema: { tags: ['collaborators'], description: 'Pending invites (not accepted, not revoked, not expired), newest first.', response: { 200: { type: 'object', properties: { data: { type: 'array', items: inviteRecordSchema } } } } },
    },
    async (request) => {
      const { rows } = await db.query<{ id: string; email: string; role_id: string; role_name: string; expires_at: Date; created_at: Date }>(
        `SELECT i.id, i.email, i.role_id, r.name AS role_name, i.expires_at, i.created_at
           FROM invites i JOIN roles r ON r.id = i.role_id
          WHERE i.business_id = $1 AND i.accepted_at IS NULL AND i.revoked_at IS NULL AND i.expires_at > now()
          ORDER BY i.created_at DESC, i.id LIMIT 200`,
        [authOf(request).bid],
      );
      return {
        data: rows.map((r) => ({ id: r.id, email: r.email, role: { id: r.role_id, name: r.role_name }, expiresAt: new Date(r.expires_at).toISOString(), createdAt: new Date(r.created_at).toISOString() })),
      };
    },
  );

  app.post(
    '/api/collaborators/invites',
    {
      preHandler: invites('create'),
      schema: {
        tags: ['collaborators'],
        description: `Invites an e-mail with a role: a link valid ${INVITE_TTL_DAYS} days, once, by SMTP or into the outbox (\`delivery\`). A pending invite to the same e-mail is replaced. Someone already in the business: 409 on email.`,
        body: { type: 'object', required: ['email', 'roleId'], properties: { email: { type: 'string', format: 'email' }, roleId: { type: 'string', format: 'uuid' } } },
        response: { 201: inviteRecordSchema },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const body = asObject(request.body);
      const issues: Issue[] = [];
      const emailProblem = inviteEmailError(body.email);
      if (emailProblem) issues.push({ field: 'email', message: emailProblem });
      const roleProblem = roleIdError(body.roleId);
      if (roleProblem) issues.push({ field: 'roleId', message: roleProblem });
      if (issues.length) throw validationError(issues);
      const email = String(body.email).trim().toLowerCase();
      const roleId = String(body.roleId);
      const token = randomBytes(32).toString('base64url');
      const { invite, business } = await db.transaction(async (tx) => {
        await lockBusiness(tx, auth.bid);
        const role = isUuid(roleId) ? (await tx.query<{ id: string; name: string; permissions: string[] }>('SELECT id, name, permissions FROM roles WHERE business_id = $1 AND id = $2', [auth.bid, roleId])).rows[0] : undefined;
        if (!role) throw validationError([{ field: 'roleId', message: 'validation.reference' }]);
        checkWithin(auth.perms, role.permissions);
        const member = await tx.query('SELECT 1 FROM collaborators c JOIN users u ON u.id = c.user_id WHERE c.business_id = $1 AND lower(u.email) = $2', [auth.bid, email]);
        if (member.rows[0]) throw new ApiError(409, '@ALREADY_COLLABORATOR', 'server.people.alreadyCollaborator', [{ field: 'email', message: 'server.people.alreadyCollaborator' }]);
        const replaced = await tx.query<{ id: string }>(
          `UPDATE invites SET revoked_at = now() WHERE business_id = $1 AND lower(email) = $2 AND accepted_at IS NULL AND revoked_at IS NULL RETURNING id`,
          [auth.bid, email],
        );
        for (const r of replaced.rows) {
          await recordChange(tx, { businessId: auth.bid, actorId: auth.sub, resource: 'invites', recordId: r.id, action: '@UPDATE', before: { status: '@PENDING' }, after: { status: '@REVOKED' } });
        }
        const { rows } = await tx.query<{ id: string; expires_at: Date; created_at: Date }>(
          `INSERT INTO invites (business_id, email, role_id, token_hash, invited_by, expires_at)
           VALUES ($1, $2, $3, $4, $5, now() + make_interval(days => $6)) RETURNING id, expires_at, created_at`,
          [auth.bid, email, role.id, hashToken(token), auth.sub, INVITE_TTL_DAYS],
        );
        const invite = { id: rows[0].id, email, role: { id: role.id, name: role.name }, expiresAt: new Date(rows[0].expires_at).toISOString(), createdAt: new Date(rows[0].created_at).toISOString() };
        await recordChange(tx, { businessId: auth.bid, actorId: auth.sub, resource: 'invites', recordId: invite.id, action: '@CREATE', after: { email, roleId: role.id, roleName: role.name, expiresAt: invite.expiresAt, status: '@PENDING' } });
        const b = await tx.query<{ name: string; domain_client: string | null }>('SELECT name, domain_client FROM businesses WHERE id = $1', [auth.bid]);
        return { invite, business: b.rows[0] };
      });
      announce(auth.bid, 'invites', invite.id, 'created', false);
      const url = inviteUrlOf(token, auth.bid);
      const inviter = (await db.query<{ first_name: string }>('SELECT first_name FROM users WHERE id = $1', [auth.sub])).rows[0]?.first_name ?? '';
      const text = [
        translatePtBR('server.people.inviteMail.greeting'),
        '',
        translatePtBR(inviter ? 'server.people.inviteMail.bodyFrom' : 'server.people.inviteMail.body', { business: business.name, role: invite.role.name, name: inviter }),
        url,
        '',
        translatePtBR('server.people.inviteMail.expiry', { smart_count: INVITE_TTL_DAYS }),
      ].join('\n');
      const status: LinkMailStatus = await mailer.send({
        businessId: auth.bid,
        email,
        domainClient: business.domain_client,
        subject: translatePtBR('server.people.inviteMail.subject', { business: business.name }),
        text,
        url,
      });
      return reply.status(201).send({ ...invite, delivery: status });
    },
  );

  app.delete(
    '/api/collaborators/invites/:id',
    { preHandler: invites('delete'), schema: { tags: ['collaborators'], params: idParams, description: 'Revokes a pending invite: its link stops working.', response: { 204: { type: 'null' } } } },
    async (request, reply) => {
      const auth = authOf(request);
      const id = checkId(idOf(request));
      await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: string; email: string }>(
          `UPDATE invites SET revoked_at = now() WHERE business_id = $1 AND id = $2 AND accepted_at IS NULL AND revoked_at IS NULL AND expires_at > now() RETURNING id, email`,
          [auth.bid, id],
        );
        if (!rows[0]) throw notFound();
        await recordChange(tx, { businessId: auth.bid, actorId: auth.sub, resource: 'invites', recordId: id, action: '@UPDATE', before: { email: rows[0].email, status: '@PENDING' }, after: { email: rows[0].email, status: '@REVOKED' } });
      });
      announce(auth.bid, 'invites', id, 'deleted', false);
      return reply.status(204).send();
    },
  );

  /** The pending invite a link names, or 404 (@NOT_FOUND) (unknown, expired, revoked, used, or another business). */
  async function pendingInvite(tx: Db, token: string, businessId: string, lock = false) {
    if (!isUuid(businessId) || token.length > 100) throw inviteInvalid();
    const { rows } = await tx.query<{ id: string; email: string; role_id: string; role_name: string; business_name: string; expires_at: Date; user_id: string | null; user_first_name: string | null }>(
      `SELECT i.id, i.email, i.role_id, r.name AS role_name, b.name AS business_name, i.expires_at, u.id AS user_id, u.first_name AS user_first_name
         FROM invites i JOIN roles r ON r.id = i.role_id JOIN businesses b ON b.id = i.business_id
         LEFT JOIN users u ON lower(u.email) = lower(i.email)
        WHERE i.token_hash = $1 AND i.business_id = $2 AND i.accepted_at IS NULL AND i.revoked_at IS NULL AND i.expires_at > now()${lock ? ' FOR UPDATE OF i' : ''}`,
      [hashToken(token), businessId],
    );
    if (!rows[0]) throw inviteInvalid();
    return rows[0];
  }

  const invitePath = '/api/collaborators/invite/:token/business/:businessId';
  const inviteParams = { type: 'object', properties: { token: { type: 'string' }, businessId: { type: 'string', format: 'uuid' } } };
  app.get(
    invitePath,
    {
      schema: {
        tags: ['collaborators'],
        security: [],
        params: inviteParams,
        description: 'Public: what an invite link offers (business, role, e-mail, whether that e-mail has an account already). 404 (@NOT_FOUND) when expired, revoked, used or unknown.',
        response: { 200: { type: 'object', properties: { email: { type: 'string' }, businessName: { type: 'string' }, roleName: { type: 'string' }, existingUser: { type: 'boolean' }, expiresAt: { type: 'string' } } } },
      },
    },
    async (request) => {
      const { token, businessId } = request.params as { token: string; businessId: string };
      const i = await pendingInvite(db, token, businessId);
      return { email: i.email, businessName: i.business_name, roleName: i.role_name, existingUser: Boolean(i.user_id), expiresAt: new Date(i.expires_at).toISOString() };
    },
  );

  app.post(
    invitePath,
    {
      schema: {
        tags: ['collaborators'],
        security: [],
        params: inviteParams,
        description:
          'Public: accepts an invite once. A new person sends firstName, lastName and password (8 to 128 characters) and gets an account; someone with an account sends their password and joins. The next login opens the business.',
        body: { type: 'object', required: ['password'], properties: { firstName: { type: 'string' }, lastName: { type: 'string' }, password: { type: 'string' } } },
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      const { token, businessId } = request.params as { token: string; businessId: string };
      const body = asObject(request.body);
      const peek = await pendingInvite(db, token, businessId);
      const issues: Issue[] = [];
      let hash: string | undefined;
      if (peek.user_id) {
        if (typeof body.password !== 'string' || !body.password) issues.push({ field: 'password', message: 'validation.required' });
      } else {
        const first = personNameError(body.firstName);
        if (first) issues.push({ field: 'firstName', message: first });
        const last = body.lastName === undefined || body.lastName === '' ? null : personNameError(body.lastName);
        if (last) issues.push({ field: 'lastName', message: last });
        const pw = newPasswordError(body.password);
        if (pw) issues.push({ field: 'password', message: pw });
      }
      if (issues.length) throw validationError(issues);
      if (peek.user_id) {
        const { rows } = await db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [peek.user_id]);
        if (!rows[0] || !(await verifyPassword(String(body.password), rows[0].password_hash))) {
          throw new ApiError(400, '@VALIDATION', 'server.errors.validation', [{ field: 'password', message: 'server.people.wrongPassword' }]);
        }
      } else {
        hash = await hashPassword(String(body.password));
      }
      const collaboratorId = await db.transaction(async (tx) => {
        await lockBusiness(tx, businessId);
        const i = await pendingInvite(tx, token, businessId, true);
        let userId = i.user_id;
        if (!userId) {
          if (!hash) throw inviteInvalid(); // an account was made for the e-mail meanwhile: open the link again
          const u = await tx.query<{ id: string }>(
            'INSERT INTO users (email, password_hash, first_name, last_name) VALUES ($1, $2, $3, $4) RETURNING id',
            [i.email, hash, String(body.firstName).trim(), String(body.lastName ?? '').trim()],
          );
          userId = u.rows[0].id;
        }
        const exists = await tx.query('SELECT 1 FROM collaborators WHERE business_id = $1 AND user_id = $2', [businessId, userId]);
        if (exists.rows[0]) throw new ApiError(409, '@ALREADY_COLLABORATOR', 'server.people.alreadyCollaborator');
        const { rows } = await tx.query<{ id: string }>(
          'INSERT INTO collaborators (business_id, user_id, role_id, last_used_at) VALUES ($1, $2, $3, now()) RETURNING id',
          [businessId, userId, i.role_id],
        );
        await tx.query('UPDATE invites SET accepted_at = now(), accepted_by = $2 WHERE id = $1', [i.id, userId]);
        const created = await loadCollaborator(tx, businessId, rows[0].id);
        await recordChange(tx, { businessId, actorId: userId, resource: 'collaborators', recordId: rows[0].id, action: '@CREATE', after: collaboratorAudit(created) });
        await recordChange(tx, { businessId, actorId: userId, resource: 'invites', recordId: i.id, action: '@UPDATE', before: { email: i.email, status: '@PENDING' }, after: { email: i.email, status: '@ACCEPTED' } });
        return rows[0].id;
      });
      announce(businessId, 'collaborators', collaboratorId, 'created', false);
      announce(businessId, 'invites', peek.id, 'updated', false);
      return { message: translatePtBR('server.people.inviteAccepted', { business: peek.business_name }) };
    },
  );

  // ---------------------------------------------------------------- roles

  app.get(
    '/api/roles',
    {
      preHandler: roles('list'),
      schema: {
        tags: ['roles'],
        description: `Roles by name, each with how many collaborators hold it. Default page 1, limit ${ROLES_PAGE_LIMIT} (the collaborator form asks ${ROLES_PICKER_LIMIT}, the most).`,
        querystring: { type: 'object', properties: { page: { type: 'integer', minimum: 1 }, limit: { type: 'integer', minimum: 1, maximum: ROLES_PICKER_LIMIT }, search: { type: 'string' } } },
        response: { 200: listOf(roleRecordSchema) },
      },
    },
    async (request) => {
      const query = request.query as Query;
      const issues: Issue[] = [];
      const page = intParam(query, 'page', 1, issues);
      const limit = intParam(query, 'limit', ROLES_PAGE_LIMIT, issues, ROLES_PICKER_LIMIT);
      if (issues.length) throw validationError(issues);
      const params: unknown[] = [authOf(request).bid];
      let where = 'r.business_id = $1';
      const search = firstParam(query.search);
      if (search) {
        params.push(TRANSLATE_FROM, TRANSLATE_TO, containsPattern(fold(search.slice(0, 100))));
        where += ` AND ${foldedContains('r.name', '$2', '$3', '$4')}`;
      }
      const total = Number((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM roles r WHERE ${where}`, params)).rows[0]?.n ?? 0);
      const { rows } = await db.query<RoleRow>(`${ROLE_SELECT} WHERE ${where} ORDER BY lower(r.name), r.id LIMIT ${limit} OFFSET ${(page - 1) * limit}`, params);
      return { data: rows.map(roleOf), pagination: pagination(page, limit, total, rows.length) };
    },
  );

  app.get(
    '/api/roles/permissions',
    {
      preHandler: roles('list'),
      schema: {
        tags: ['roles'],
        description: 'The codes a role may hold, grouped by area, with their pt-BR descriptions.',
        response: {
          200: {
            type: 'object',
            properties: {
              data: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    area: { type: 'string' },
                    label: { type: 'string' },
                    permissions: { type: 'array', items: { type: 'object', properties: { code: { type: 'string' }, description: { type: 'string' } } } },
                  },
                },
              },
            },
          },
        },
      },
    },
    async () => ({
      data: PERMISSION_GROUPS.map((g) => ({
        area: g.area,
        label: translatePtBR(areaKey(g.area)),
        permissions: g.codes.map((code) => ({ code, description: translatePtBR(permissionKey(code)) })),
      })),
    }),
  );

  app.get(
    '/api/roles/:id',
    { preHandler: roles('show'), schema: { tags: ['roles'], params: idParams, response: { 200: roleRecordSchema } } },
    async (request) => roleOf(await loadRole(db, authOf(request).bid, idOf(request))),
  );

  const roleBody = { type: 'object', properties: { name: { type: 'string', maxLength: 60 }, permissions: { type: 'array', items: { type: 'string' } } } };
  function readRole(body: Record<string, unknown>, partial: boolean): { name?: string; permissions?: string[] } {
    const issues: Issue[] = [];
    const out: { name?: string; permissions?: string[] } = {};
    if (!partial || body.name !== undefined) {
      const p = roleNameError(body.name);
      if (p) issues.push({ field: 'name', message: p });
      else out.name = String(body.name).trim();
    }
    if (!partial || body.permissions !== undefined) {
      const p = rolePermissionsError(body.permissions ?? []);
      if (p) issues.push({ field: 'permissions', message: p });
      else out.permissions = [...new Set((body.permissions ?? []) as string[])];
    }
    if (issues.length) throw validationError(issues);
    return out;
  }
  const duplicateName = () => new ApiError(409, '@DUPLICATE', 'server.people.roleNameTaken', [{ field: 'name', message: 'server.people.roleNameTaken' }]);

  app.post(
    '/api/roles',
    { preHandler: roles('create'), schema: { tags: ['roles'], body: { ...roleBody, required: ['name'] }, response: { 201: roleRecordSchema } } },
    async (request, reply) => {
      const auth = authOf(request);
      const input = readRole(asObject(request.body), false);
      checkWithin(auth.perms, input.permissions);
      const role = await db.transaction(async (tx) => {
        await lockBusiness(tx, auth.bid);
        const taken = await tx.query('SELECT 1 FROM roles WHERE business_id = $1 AND lower(name) = lower($2)', [auth.bid, input.name]);
        if (taken.rows[0]) throw duplicateName();
        const { rows } = await tx.query<{ id: string }>('INSERT INTO roles (business_id, name, permissions) VALUES ($1, $2, $3) RETURNING id', [auth.bid, input.name, input.permissions]);
        const role = await loadRole(tx, auth.bid, rows[0].id);
        await recordChange(tx, { businessId: auth.bid, actorId: auth.sub, resource: 'roles', recordId: role.id, action: '@CREATE', after: roleAudit(role) });
        return role;
      });
      announce(auth.bid, 'roles', role.id, 'created', false);
      return reply.status(201).send(roleOf(role));
    },
  );

  app.patch(
    '/api/roles/:id',
    {
      preHandler: roles('edit'),
      schema: {
        tags: ['roles'],
        params: idParams,
        description: 'Renames a role or changes its codes; the holders\' open sessions follow at once (realtime `access`), and the API stops honouring a removed code at once. The last holders of @ALL keep it (409).',
        body: roleBody,
        response: { 200: roleRecordSchema },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const id = checkId(idOf(request));
      const input = readRole(asObject(request.body), true);
      const { after, codesChanged } = await db.transaction(async (tx) => {
        await lockBusiness(tx, auth.bid);
        const before = await loadRole(tx, auth.bid, id, true);
        checkWithin(auth.perms, before.permissions);
        checkWithin(auth.perms, input.permissions);
        const name = input.name ?? before.name;
        const permissions = input.permissions ?? before.permissions;
        if (name.toLowerCase() !== before.name.toLowerCase()) {
          const taken = await tx.query('SELECT 1 FROM roles WHERE business_id = $1 AND lower(name) = lower($2) AND id <> $3', [auth.bid, name, id]);
          if (taken.rows[0]) throw duplicateName();
        }
        if (before.permissions.includes('@ALL') && !permissions.includes('@ALL') && before.holders > 0 && (await allHolders(tx, auth.bid, { roleId: id })) === 0) throw lastAdmin();
        await tx.query('UPDATE roles SET name = $1, permissions = $2, updated_at = now() WHERE id = $3', [name, permissions, id]);
        const after = await loadRole(tx, auth.bid, id);
        await recordChange(tx, { businessId: auth.bid, actorId: auth.sub, resource: 'roles', recordId: id, action: '@UPDATE', before: roleAudit(before), after: roleAudit(after) });
        return { after, codesChanged: JSON.stringify([...before.permissions].sort()) !== JSON.stringify([...after.permissions].sort()) };
      });
      announce(auth.bid, 'roles', id, 'updated', codesChanged);
      return roleOf(after);
    },
  );

  app.delete(
    '/api/roles/:id',
    {
      preHandler: roles('delete'),
      schema: { tags: ['roles'], params: idParams, description: 'Deletes a role no collaborator holds (409 @ROLE_IN_USE names how many do); its pending invites go with it.', response: { 204: { type: 'null' } } },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const id = checkId(idOf(request));
      await db.transaction(async (tx) => {
        await lockBusiness(tx, auth.bid);
        const before = await loadRole(tx, auth.bid, id, true);
        checkWithin(auth.perms, before.permissions);
        if (before.holders > 0) throw roleInUse(before.holders);
        await tx.query('DELETE FROM roles WHERE id = $1', [id]);
        await recordChange(tx, { businessId: auth.bid, actorId: auth.sub, resource: 'roles', recordId: id, action: '@DELETE', before: roleAudit(before) });
      });
      announce(auth.bid, 'roles', id, 'deleted', false);
      return reply.status(204).send();
    },
  );

  // ---------------------------------------------------------------- businesses of the user

  app.post(
    '/api/accounts/switch-business',
    {
      preHandler: withAccess(authenticate, { authenticated: true }),
      schema: {
        tags: ['session'],
        description:
          'Opens another business the user works for: answers new tokens whose `bid` is that business (and sets the refresh cookie); the session of the old business ends. The next login opens the latest business chosen. 404 for a business the user is not in.',
        body: { type: 'object', required: ['businessId'], properties: { businessId: { type: 'string', format: 'uuid' } } },
        response: { 200: schemas.tokenPair },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const { businessId } = asObject(request.body);
      if (typeof businessId !== 'string' || !businessId) throw validationError([{ field: 'businessId', message: 'validation.required' }]);
      if (!isUuid(businessId)) throw notFound();
      const pair = await db.transaction(async (tx) => {
        const { rows } = await tx.query('UPDATE collaborators SET last_used_at = now() WHERE user_id = $1 AND business_id = $2 RETURNING id', [auth.sub, businessId]);
        if (!rows[0]) throw notFound();
        await tx.query('UPDATE refresh_tokens SET revoked_at = now() WHERE family = $1 AND revoked_at IS NULL', [auth.sid]);
        return tokens.issuePair(tx, auth.sub, businessId);
      });
      tokens.ended([auth.sid]);
      setRefreshCookie(request, reply, pair.refreshToken);
      return pair;
    },
  );
}
