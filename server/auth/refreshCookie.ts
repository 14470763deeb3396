/**
 * The refresh token as a cookie for the admin in the browser: HttpOnly (page scripts never
 * read it), SameSite=Strict, Secure when the request came over HTTPS (request.protocol, which
 * follows X-Forwarded-Proto only with trustProxy), and sent only to the two calls that use it.
 * A cookie's Path is a prefix, and /api/accounts also holds login and the password routes, so
 * there is one cookie per path, both holding the same token.
 * Calls authenticated by the cookie need `X-Requested-With: fetch`: a page of another site
 * cannot add that header without a CORS preflight this API never grants (CSRF).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../errors';
import { bearer } from './guard';
import { REFRESH_TTL_SECONDS } from './tokens';

export const REFRESH_COOKIE = 'sessionRefresh';
export const REFRESH_COOKIE_PATHS = ['/api/accounts/token/refresh', '/api/accounts/logout'] as const;
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_VALUE = 'fetch';

const cookies = (request: FastifyRequest, value: string, maxAge: number) =>
  REFRESH_COOKIE_PATHS.map((path) =>
    [`${REFRESH_COOKIE}=${value}`, `Path=${path}`, `Max-Age=${maxAge}`, 'HttpOnly', 'SameSite=Strict', ...(request.protocol === 'https' ? ['Secure'] : [])].join('; '),
  );

export function setRefreshCookie(request: FastifyRequest, reply: FastifyReply, refreshToken: string): void {
  reply.header('set-cookie', cookies(request, refreshToken, REFRESH_TTL_SECONDS));
}

export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('set-cookie', cookies(request, '', 0));
}

/** The cookie's value from the Cookie header (a JWT: no quoting or escapes to undo). */
function readRefreshCookie(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (typeof header !== 'string') return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === REFRESH_COOKIE) return part.slice(eq + 1).trim() || undefined;
  }
  return undefined;
}

/**
 * The refresh token of a refresh or logout call: the bearer header (API clients, no CSRF check:
 * another site cannot set it), else the cookie, which needs the CSRF header.
 */
export function refreshCredential(request: FastifyRequest): { token: string; by: 'bearer' | 'cookie' } | undefined {
  const token = bearer(request);
  if (token) return { token, by: 'bearer' };
  const cookie = readRefreshCookie(request);
  if (!cookie) return undefined;
  if (request.headers[CSRF_HEADER] !== CSRF_VALUE) throw new ApiError(403, '@CSRF', 'server.errors.csrfHeaderMissing');
  return { token: cookie, by: 'cookie' };
}
