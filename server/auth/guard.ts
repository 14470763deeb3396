/**
 * Route guards. Resource access is decided by `canAccessResource` from
 * src/shared/permissions.ts: the same function the client's menu and canAccess use.
 */
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { canAccessResource, type AccessContext, type ResourceAction } from '../../src/shared/permissions';
import type { ResourceDefinition } from '../../src/shared/definition';
import { forbidden, unauthorized } from '../errors';
import type { AccessClaims, TokenService } from './tokens';
import type { SessionStamps } from './sessionStamps';
import { AUTHENTICATED, resourceAccess, withAccess } from '../security/routeAccess';

declare module 'fastify' {
  interface FastifyRequest {
    auth?: AccessClaims;
  }
}

export const bearer = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
};

export const accessContext = (claims: AccessClaims): AccessContext => ({
  permissions: claims.perms,
  modules: claims.mods,
  isTicketOffice: claims.to,
});

export function createGuards(tokens: TokenService, stamps: SessionStamps) {
  const authenticate: preHandlerAsyncHookHandler = async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = bearer(request);
    if (!token) throw unauthorized();
    const claims = await tokens.verifyAccess(token);
    // Issued before the user's last password change, or its session logged out: that session is over.
    if (!(await stamps.isLive(claims))) throw unauthorized();
    request.auth = claims;
  };

  const requirePermission = (def: ResourceDefinition, action: ResourceAction): preHandlerAsyncHookHandler =>
    async function (this: unknown, request: FastifyRequest, reply: FastifyReply) {
      await authenticate.call(this as never, request, reply);
      if (!canAccessResource(def, action, accessContext(request.auth!))) throw forbidden();
    };

  // Each guard carries its rule: the OpenAPI document shows it (x-access) and the matrix test checks it.
  return {
    authenticate: withAccess(authenticate, AUTHENTICATED),
    requirePermission: (def: ResourceDefinition, action: ResourceAction) => withAccess(requirePermission(def, action), resourceAccess(def.name, def, action)),
  };
}

/** The authenticated claims of a guarded route. */
export const authOf = (request: FastifyRequest): AccessClaims => {
  if (!request.auth) throw unauthorized();
  return request.auth;
};
