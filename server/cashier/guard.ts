/**
 * Guards of the box office's routes, from the shared rules of src/shared/resources/cashier/access.ts
 * (the page's canAccess decides with the same objects). Each carries its rule for the OpenAPI
 * document and the permission matrix (server/security/routeAccess.ts).
 */
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { canAccessResource, type ResourceAction } from '../../src/shared/permissions';
import { cashierAccess, cashierSettingsAccess } from '../../src/shared/resources/cashier/access';
import { accessContext, authOf } from '../auth/guard';
import { forbidden } from '../errors';
import { resourceAccess, withAccess } from '../security/routeAccess';

const RULES = { cashier: cashierAccess, cashierSettings: cashierSettingsAccess } as const;

export type CashierGuard = (action: ResourceAction, rule?: keyof typeof RULES) => preHandlerAsyncHookHandler;

export function cashierGuards(authenticate: (request: FastifyRequest) => Promise<void>): CashierGuard {
  return (action, rule = 'cashier') =>
    withAccess(async function (this: unknown, request: FastifyRequest) {
      await authenticate.call(this as never, request);
      if (!canAccessResource(RULES[rule], action, accessContext(authOf(request)))) throw forbidden();
    } as preHandlerAsyncHookHandler, resourceAccess(rule, RULES[rule], action));
}
