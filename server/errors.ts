/**
 * Every error answers `{message, code, issues}` with pt-BR text from the catalogue
 * (DESIGN.md section 4). Client input never produces a 5xx; a 5xx never leaks a stack.
 */
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { translatePtBR } from '../src/shared/catalogue';

export interface Issue {
  field: string;
  message: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    /** Catalogue key (or text) of the message. */
    readonly messageKey: string,
    readonly issues: Issue[] = [],
  ) {
    super(messageKey);
  }
}

export const badRequest = (issues: Issue[] = [], key = 'server.errors.badRequest') => new ApiError(400, '@BAD_REQUEST', key, issues);
export const validationError = (issues: Issue[]) => new ApiError(400, '@VALIDATION', 'server.errors.validation', issues);
export const unauthorized = (key = 'server.errors.unauthorized') => new ApiError(401, '@UNAUTHORIZED', key);
export const forbidden = () => new ApiError(403, '@FORBIDDEN', 'server.errors.forbidden');
export const notFound = () => new ApiError(404, '@NOT_FOUND', 'server.errors.notFound');
export const conflict = () => new ApiError(409, '@CONFLICT', 'server.errors.conflict');

/** Issues from the shared schema carry catalogue keys; the API answers their pt-BR text. */
export const translateIssues = (issues: readonly Issue[]) => issues.map((i) => ({ field: i.field, message: translatePtBR(i.message) }));

const body = (code: string, key: string, issues: Issue[] = []) => ({ message: translatePtBR(key), code, issues: translateIssues(issues) });

/** Fastify's own errors that come from the request, mapped to our 400s. */
const FASTIFY_CLIENT_ERRORS: Record<string, [string, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: ['@INVALID_JSON', 'server.errors.invalidJson'],
  FST_ERR_CTP_EMPTY_JSON_BODY: ['@INVALID_JSON', 'server.errors.invalidJson'],
  FST_ERR_CTP_BODY_TOO_LARGE: ['@BODY_TOO_LARGE', 'server.errors.bodyTooLarge'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ['@UNSUPPORTED_MEDIA_TYPE', 'server.errors.unsupportedMediaType'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ['@BAD_REQUEST', 'server.errors.badRequest'],
};

/**
 * A 4xx raised outside our handlers (@fastify/static's 403 on '/../package.json', a plugin's
 * 401...) answers the code of its status; a status without one here is a plain 400.
 */
const STATUS_ERRORS: Record<number, [string, string]> = {
  400: ['@BAD_REQUEST', 'server.errors.badRequest'],
  401: ['@UNAUTHORIZED', 'server.errors.unauthorized'],
  403: ['@FORBIDDEN', 'server.errors.forbidden'],
  404: ['@NOT_FOUND', 'server.errors.routeNotFound'],
  408: ['@TIMEOUT', 'server.errors.timeout'],
  409: ['@CONFLICT', 'server.errors.conflict'],
  414: ['@URI_TOO_LONG', 'server.errors.uriTooLong'],
  431: ['@HEADERS_TOO_LARGE', 'server.errors.headersTooLarge'],
};

const statusError = (status: number): [number, string, string] => {
  const known = STATUS_ERRORS[status];
  return known ? [status, ...known] : [400, ...STATUS_ERRORS[400]];
};

/**
 * Fastify's `frameworkErrors`: the router's refusals before any route (a path parameter over
 * its 100 characters: 414; a malformed percent-encoding: 400), in our shape.
 */
export function frameworkErrorHandler(err: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const known: Record<string, number> = { FST_ERR_MAX_PARAM_LENGTH: 414, FST_ERR_BAD_URL: 400 };
  const status = known[err.code];
  if (status === undefined) {
    request.log.error({ err }, 'router error');
    reply.status(500).send(body('@INTERNAL', 'server.errors.internal'));
    return;
  }
  const [, code, key] = statusError(status);
  reply.status(status).send(body(code, key));
}

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses before Fastify sees a request
 * (headers or query string over Node's 16 KB: 431; a malformed request: 400; too slow: 408).
 * The socket gets our JSON, then closes, as Node's own answer does.
 */
export function clientErrorHandler(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Duplex): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const status = err.code === 'HPE_HEADER_OVERFLOW' ? 431 : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const [, code, key] = statusError(status);
  const text = JSON.stringify(body(code, key));
  this.log.trace({ err }, 'client error');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy(err);
}

/** `spaRoot`: the built client, whose index.html answers client routes (any non-API GET). */
export function registerErrorHandling(app: FastifyInstance, spaRoot?: string): void {
  app.setErrorHandler((err: FastifyError & { code?: string }, request, reply) => {
    if (err instanceof ApiError) {
      return reply.status(err.status).send(body(err.code, err.messageKey, err.issues));
    }
    const mapped = err.code ? FASTIFY_CLIENT_ERRORS[err.code] : undefined;
    if (mapped) return reply.status(400).send(body(mapped[0], mapped[1]));
    if (err instanceof SyntaxError && (err as { statusCode?: number }).statusCode === 400) {
      return reply.status(400).send(body('@INVALID_JSON', 'server.errors.invalidJson'));
    }
    // PostgreSQL "data exception" (class 22: out of range, bad text encoding...) comes from input.
    if (typeof err.code === 'string' && /^22[0-9A-Z]{3}$/.test(err.code)) {
      request.log.warn({ pgCode: err.code, msg: err.message }, 'input rejected by the database');
      return reply.status(400).send(body('@BAD_REQUEST', 'server.errors.badRequest'));
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const [answer, code, key] = statusError(status);
      return reply.status(answer).send(body(code, key));
    }
    request.log.error({ err }, 'unexpected error');
    return reply.status(500).send(body('@INTERNAL', 'server.errors.internal'));
  });

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0];
    const isApi = url === '/api' || url.startsWith('/api/') || url.startsWith('/socket.io');
    // A built file that is not there (an old chunk asked by a tab opened before a new build) is a
    // 404: index.html under a script's name would fail later, as a MIME error, and be cached.
    const isAsset = url.startsWith('/assets/');
    // HEAD as GET: load balancers and uptime monitors check the admin with it.
    if (spaRoot && (request.method === 'GET' || request.method === 'HEAD') && !isApi && !isAsset) {
      return reply.type('text/html; charset=utf-8').sendFile('index.html', spaRoot);
    }
    return reply.status(404).send(body('@NOT_FOUND', 'server.errors.routeNotFound'));
  });
}

export const errorBody = body;
