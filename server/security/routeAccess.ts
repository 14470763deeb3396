/**
 * What each route asks of its caller, read from its guard and written into the OpenAPI document
 * as `x-access`, so API clients see it and the permission-matrix test
 * (tests/api/permissionMatrix.test.ts) checks every route against it. The guards of
 * server/auth/guard.ts carry their rule (`withAccess`); a route without one is public and must
 * say so (docs/security.md, "Routes and their guards").
 */
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { ModuleCode, ResourceAction } from '../../src/shared/permissions';

/** Any signed-in user, or the codes of a resource action (`permissions: null`: the action does not exist). */
export type RouteAccess =
  | { authenticated: true }
  | {
      resource: string;
      action: ResourceAction;
      permissions: readonly string[] | null;
      modules: readonly ModuleCode[];
      ticketOfficeOnly: boolean;
    };

/** The rule object `canAccessResource` takes (a definition, or eventProducerAccess). */
interface AccessRule {
  permissions: Partial<Record<ResourceAction, readonly string[]>>;
  modules: readonly ModuleCode[];
  ticketOfficeOnly?: boolean;
}

export const AUTHENTICATED: RouteAccess = { authenticated: true };

export const resourceAccess = (resource: string, rule: AccessRule, action: ResourceAction): RouteAccess => ({
  resource,
  action,
  permissions: rule.permissions[action] ?? null,
  modules: rule.modules,
  ticketOfficeOnly: Boolean(rule.ticketOfficeOnly),
});

const ACCESS = Symbol('routeAccess');

/** Marks a guard with the rule it enforces; answers the same function. */
export function withAccess<F extends object>(guard: F, access: RouteAccess): F {
  (guard as { [ACCESS]?: RouteAccess })[ACCESS] = access;
  return guard;
}

export const accessOf = (fn: unknown): RouteAccess | undefined =>
  typeof fn === 'function' ? (fn as { [ACCESS]?: RouteAccess })[ACCESS] : undefined;

export interface RegisteredRoute {
  method: string;
  url: string;
  access?: RouteAccess;
  hidden: boolean;
}

const REGISTERED = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/** Every route of the app (hidden ones too), with its guard's rule: what the matrix test walks. */
export const registeredRoutes = (app: FastifyInstance): readonly RegisteredRoute[] => REGISTERED.get(app) ?? [];

/** Call before any route is registered. */
export function documentRouteAccess(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  REGISTERED.set(app, routes);
  app.addHook('onRoute', (route: RouteOptions) => {
    const hooks = [route.onRequest, route.preValidation, route.preHandler].flat();
    const access = hooks.map(accessOf).find(Boolean);
    if (access) route.schema = { ...route.schema, 'x-access': access } as RouteOptions['schema'];
    const hidden = Boolean((route.schema as { hide?: boolean } | undefined)?.hide);
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, access, hidden });
  });
}
