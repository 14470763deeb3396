/** The app's security layer, registered before any route (server/app.ts): headers and route-access documentation. */
import type { FastifyInstance } from 'fastify';
import { registerSecurityHeaders } from './headers';
import { documentRouteAccess } from './routeAccess';
import { spaScriptHashes } from './inlineScripts';

/** `spaRoot`: the built client, whose index.html's inline scripts the policy allows. */
export async function registerSecurity(app: FastifyInstance, spaRoot?: string): Promise<void> {
  documentRouteAccess(app);
  await registerSecurityHeaders(app, spaScriptHashes(spaRoot));
}
