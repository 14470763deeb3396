/**
 * The limits of the public session routes, over 15 minutes and shared by every process
 * (limiter.ts): failed logins, failed refreshes and failed password resets per client address;
 * password-link requests per address and per e-mail (every request counts there, found or not,
 * so a 429 tells nothing about the account).
 */
import type { Db } from '../db/types';
import { ApiError } from '../errors';
import { createLimiter, type Limiter } from './limiter';

export interface SessionLimits {
  login: Limiter;
  /** Refresh tokens are unguessable: this bounds the load, loose enough for an office behind one NAT whose stale tabs fail once each. */
  refresh: Limiter;
  reset: Limiter;
  forgotByIp: Limiter;
  forgotByEmail: Limiter;
}

export const createSessionLimits = (db: Db): SessionLimits => ({
  login: createLimiter(db, 'login', 10),
  refresh: createLimiter(db, 'refresh', 30),
  reset: createLimiter(db, 'reset', 10),
  forgotByIp: createLimiter(db, 'forgot-ip', 10),
  forgotByEmail: createLimiter(db, 'forgot-email', 5),
});

/** The 429 of the login (its message names the login). */
export const tooManyLogins = () => new ApiError(429, '@TOO_MANY_ATTEMPTS', 'server.errors.tooManyAttempts');
/** The 429 of the session routes other than login. */
export const tooManyAttempts = () => new ApiError(429, '@TOO_MANY_ATTEMPTS', 'server.errors.tooManyRequests');
/** What counts as a failed attempt of a session route: a refused credential. */
export const isRefusal = (err: unknown) => err instanceof ApiError && err.status === 401;
