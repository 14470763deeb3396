/** The app's security layer, registered before any route (server/app.ts). */
import type { FastifyInstance } from 'fastify';
import { registerSecurityHeaders } from './headers';

export async function registerSecurity(app: FastifyInstance): Promise<void> {
  await registerSecurityHeaders(app);
}
