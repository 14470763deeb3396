/**
 * The API as a factory: main.ts listens with it, tests run it in process with `app.inject`.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { ResourceDefinition } from '../src/shared/definition';
import { RESOURCES } from '../src/shared/resources/registry';
import type { Db } from './db/types';
import { clientErrorHandler, frameworkErrorHandler, registerErrorHandling } from './errors';
import { parseJsonBody } from './jsonBody';
import { createTokenService } from './auth/tokens';
import { createGuards } from './auth/guard';
import { createSessionLimits } from './auth/sessionLimits';
import { attachLimitSweeper } from './auth/limiter';
import { createSessionStamps } from './auth/sessionStamps';
import { createResetTokens } from './auth/resetTokens';
import { createCurrentAccess } from './auth/currentAccess';
import { registerPeopleRoutes } from './people/routes';
import { attachPasswordResetMail } from './delivery/passwordResetMail';
import { registerSessionRoutes } from './routes/session';
import { registerBusinessRoutes } from './routes/business';
import { registerDashboardRoutes } from './dashboard/routes';
import { registerResourceRoutes } from './routes/resources';
import { registerOpenApi } from './openapi';
import { attachRealtime } from './realtime';
import { postgresAdapter } from './realtimeAdapter';
import type { WriteClock } from './db/writeClock';
import { createListCache, LIST_CACHE_TTL_MS } from './resources/records/listCache';
import { memoryUploads, type Uploads } from './uploads/uploads';
import { registerUploadRoutes } from './routes/uploads';
import { registerRenderImageRoute } from './routes/renderImage';
import { attachCourtesyQueue, type DeliveryOptions } from './delivery/queue';
import { attachPaymentGateways, type GatewayOptions } from './payments/gateways';
import { CEP_TIMEOUT_MS, DEFAULT_CEP_API_URL, registerCepRoutes } from './routes/cep';
import { registerSecurity } from './security';
import { trustProxyOf, type TrustProxy } from './security/trustProxy';
import { registerDoorRoutes } from './door/routes';
import { registerCashierRoutes } from './cashier/routes';
import { registerCompanyRoutes } from './company/routes';
import { registerReportRoutes } from './reports/routes';
import { registerAuditRoutes } from './audit/routes';
import { registerStaticFiles } from './staticFiles';
import { registerAccreditationPublicRoutes } from './accreditation/public';
import { registerAccreditationUsersAndArea } from './accreditation/routes';
import { registerAccreditationStaffRoutes } from './accreditation/staffRoutes';

export interface AppOptions {
  db: Db;
  /**
   * The PostgreSQL `db` runs on (main.ts: DATABASE_URL): realtime then reaches every API process on
   * it (socket.io's PostgreSQL adapter). Unset with PGlite: one process, socket.io in memory.
   */
  databaseUrl?: string;
  resources?: readonly ResourceDefinition[];
  jwtSecret?: string;
  accessTokenTtlSeconds?: number;
  staticDir?: string;
  logger?: boolean;
  /** Behind a load balancer, trust X-Forwarded-For for the client IP (rate limits); default TRUST_PROXY (server/security/trustProxy.ts). */
  trustProxy?: boolean | TrustProxy;
  /** Where uploaded files live (main.ts: DATA_DIR/uploads); in memory when not given. */
  uploads?: Uploads;
  /** ViaCEP-compatible base URL (default CEP_API_URL, else viacep.com.br) and its timeout. */
  cepApiUrl?: string;
  cepTimeoutMs?: number;
  /** Courtesy and password reset delivery (SMTP, WhatsApp, queue); defaults from the environment (server/delivery/queue.ts). */
  delivery?: DeliveryOptions;
  /** How long this process trusts its copy of a user's "sessions valid after" stamp (default 5 s; server/auth/sessionStamps.ts). */
  sessionStampCacheMs?: number;
  /**
   * The clock of `db`'s writes (server/db/writeClock.ts: main.ts wraps the database with it): list
   * answers are then kept in memory until the next write of what they read (server/resources/records/listCache.ts).
   */
  writeClock?: WriteClock;
  /** MercadoPago and PagBank base URLs for refunds (default MERCADOPAGO_API_URL / PAGSEGURO_API_URL, else the real services). */
  gateways?: GatewayOptions;
}

export const BODY_LIMIT = 1024 * 1024;

/**
 * One access line per request, written when it completes and naming the request, instead of
 * Fastify's "incoming" and "completed" pair: writing the log was a tenth of a list's cost.
 */
class AccessLog extends LogController {
  incomingRequest() {}

  requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const resources = opts.resources ?? RESOURCES;
  const app = Fastify({
    // Written asynchronously: lines that come while a write is under way go out in one write,
    // and a slow disk no longer holds every request (pino flushes what is left when the process exits).
    logger: opts.logger ? { stream: pino.destination({ dest: 1, sync: false }) } : false,
    logController: new AccessLog(),
    bodyLimit: BODY_LIMIT,
    trustProxy: opts.trustProxy ?? trustProxyOf(),
    routerOptions: { ignoreTrailingSlash: true },
    // What the router and Node's HTTP parser refuse (a 500-character id, a 40 KB query string)
    // answers {message, code, issues} in pt-BR too, not Fastify's or Node's English.
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
    // Fastify's 10 s default for a plugin to start was passed on a loaded 2-core machine (the
    // PostgreSQL pass of CI at load 10: "Plugin did not start in time"); a real hang still fails.
    pluginTimeout: 60_000,
  });

  // Route schemas document the API (OpenAPI); requests are validated by the definitions'
  // yup schemas in the handlers, and answers are plain JSON (no schema-based stripping).
  app.setValidatorCompiler(() => () => true);
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  // JSON only. An empty body is "no body" (DELETE with a JSON content type); a bad one is 400,
  // and so are prototype keys and deep nesting (server/jsonBody.ts).
  app.removeAllContentTypeParsers();
  // The limit is the app's (1 MiB) unless a route sets its own (event images).
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, text, done) => {
    try {
      done(null, parseJsonBody(String(text)));
    } catch (err) {
      done(err as Error, undefined);
    }
  });

  const spaRoot = opts.staticDir && existsSync(path.join(opts.staticDir, 'index.html')) ? path.resolve(opts.staticDir) : undefined;
  registerErrorHandling(app, spaRoot);
  await registerSecurity(app, spaRoot);

  const ttl = opts.accessTokenTtlSeconds ?? Number(process.env.ACCESS_TOKEN_TTL_SECONDS ?? 15 * 60);
  const secret = opts.jwtSecret ?? randomBytes(32).toString('base64url');
  const tokens = createTokenService(secret, ttl);
  const stamps = createSessionStamps(opts.db, opts.sessionStampCacheMs);
  const resets = createResetTokens(secret);
  const current = createCurrentAccess(opts.db, opts.sessionStampCacheMs);
  const guards = createGuards(tokens, stamps, current);
  tokens.onRevoked((sid) => stamps.forgetSession(sid));
  const realtime = attachRealtime(app.server, tokens, stamps, opts.databaseUrl ? postgresAdapter(opts.databaseUrl) : undefined, current, opts.writeClock);
  app.addHook('preClose', async () => realtime.close());

  await registerOpenApi(app);
  const mail = attachPasswordResetMail(app, opts.db, resets, opts.delivery);
  registerSessionRoutes(app, { db: opts.db, tokens, limits: createSessionLimits(opts.db), resets, stamps, mail, authenticate: guards.authenticate as never });
  attachLimitSweeper(app, opts.db);
  registerBusinessRoutes(app, opts.db, guards.authenticate as never);
  registerPeopleRoutes(app, { db: opts.db, tokens, resets, realtime, authenticate: guards.authenticate as never, delivery: opts.delivery });
  registerDashboardRoutes(app, opts.db, guards.authenticate as never);
  attachCourtesyQueue(
    app,
    opts.db,
    opts.delivery,
    (businessId, eventId) => realtime.emitChange(businessId, { resource: 'courtesies', id: eventId, action: 'updated' }),
    (businessId, orderId) => realtime.emitChange(businessId, { resource: 'orders', id: orderId, action: 'updated' }),
  );
  attachPaymentGateways(app, opts.gateways);
  const uploads = opts.uploads ?? memoryUploads();
  const listCache = opts.writeClock ? createListCache(opts.writeClock, opts.db, Number(process.env.LIST_CACHE_TTL_MS ?? LIST_CACHE_TTL_MS)) : undefined;
  registerResourceRoutes(app, { db: opts.db, resources, guards, realtime, uploads, listCache });
  registerAccreditationStaffRoutes(app, { db: opts.db, guards, realtime });
  registerDoorRoutes(app, {
    db: opts.db,
    jwtSecret: secret,
    onCheckIn: (businessId, eventId) => realtime.emitChange(businessId, { resource: 'checkins', id: eventId, action: 'updated' }),
  });
  registerAccreditationPublicRoutes(app, { db: opts.db, emitChange: realtime.emitChange });
  registerUploadRoutes(app, uploads);
  registerRenderImageRoute(app, uploads, guards.authenticate as never);
  registerCashierRoutes(app, { db: opts.db, authenticate: guards.authenticate as never, emitChange: realtime.emitChange });
  registerCompanyRoutes(app, { db: opts.db, uploads, authenticate: guards.authenticate as never, emitChange: realtime.emitChange });
  registerReportRoutes(app, { db: opts.db, authenticate: guards.authenticate as never, emitChange: realtime.emitChange });
  registerAuditRoutes(app, { db: opts.db, resources, authenticate: guards.authenticate as never });
  registerAccreditationUsersAndArea(app, { db: opts.db, realtime, authenticate: guards.authenticate as never, delivery: opts.delivery });
  registerCepRoutes(app, guards.authenticate, {
    baseUrl: opts.cepApiUrl ?? process.env.CEP_API_URL ?? DEFAULT_CEP_API_URL,
    timeoutMs: opts.cepTimeoutMs ?? CEP_TIMEOUT_MS,
  });

  if (spaRoot) await registerStaticFiles(app, spaRoot);

  return app;
}
