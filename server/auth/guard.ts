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
import type { CurrentAccess } from './currentAccess';
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

export function createGuards(tokens: TokenService, stamps: SessionStamps, current: CurrentAccess) {
  const authenticate: preHandlerAsyncHookHandler = async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = bearer(request);
    if (!token) throw unauthorized();
    const claims = await tokens.verifyAccess(token);
    // Issued before the user's last password change, or its session logged out: that session is over.
    if (!(await stamps.isLive(claims))) throw unauthorized();
    // The codes the role holds now, not the ones the token was issued with (issue 14): a removed
    // code stops working at once; a collaborator removed from the business has no session left.
    const access = await current.of(claims.sub, claims.bid, (claims.iat + 1) * 1000);
    if (!access) throw unauthorized();
    request.auth = access.perms === claims.perms && access.mods === claims.mods && access.to === claims.to ? claims : { ...claims, perms: access.perms as string[], mods: access.mods as string[], to: access.to };
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
