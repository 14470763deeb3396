/** The app's security layer, registered before any route (server/app.ts): headers and route-access documentation. */
import type { FastifyInstance } from 'fastify';
import { registerSecurityHeaders } from './headers';
import { documentRouteAccess } from './routeAccess';

export async function registerSecurity(app: FastifyInstance): Promise<void> {
  documentRouteAccess(app);
  await registerSecurityHeaders(app);
}
