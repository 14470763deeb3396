/**
 * The accreditation users and their area (docs/accreditation.md), registered from one line of
 * server/app.ts: the staff's users routes and the password link (users.ts), the area's login and
 * session (session.ts), and the area's participant calls (area.ts).
 */
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../db/types';
import type { Realtime } from '../realtime';
import type { DeliveryOptions } from '../delivery/queue';
import { createLimiter } from '../auth/limiter';
import { registerAccreditationUserRoutes } from './users';
import { registerAccreditationSessionRoutes } from './session';
import { registerAccreditationAreaRoutes } from './area';

export function registerAccreditationUsersAndArea(app: FastifyInstance, deps: { db: Db; realtime: Realtime; authenticate: preHandlerAsyncHookHandler; delivery?: DeliveryOptions }): void {
  const { db } = deps;
  // As the staff login and reset: 10 refused attempts per address in 15 minutes, in every process.
  registerAccreditationUserRoutes(app, { ...deps, resetLimit: createLimiter(db, 'accreditation-password', 10) });
  registerAccreditationSessionRoutes(app, { db, loginLimit: createLimiter(db, 'accreditation-login', 10) });
  registerAccreditationAreaRoutes(app, { db, realtime: deps.realtime });
}
