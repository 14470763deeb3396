/**
 * The limits of the public session routes, each a FailureLimiter over 15 minutes (per process,
 * see limiter.ts): failed logins, failed refreshes and failed password resets per client address;
 * password-link requests per address and per e-mail (every request counts there, found or not,
 * so a 429 tells nothing about the account).
 */
import { ApiError } from '../errors';
import { FailureLimiter } from './limiter';

const WINDOW_MS = 15 * 60 * 1000;

export interface SessionLimits {
  login: FailureLimiter;
  /** Refresh tokens are unguessable: this bounds the load, loose enough for an office behind one NAT whose stale tabs fail once each. */
  refresh: FailureLimiter;
  reset: FailureLimiter;
  forgotByIp: FailureLimiter;
  forgotByEmail: FailureLimiter;
}

export const createSessionLimits = (login = new FailureLimiter(10, WINDOW_MS)): SessionLimits => ({
  login,
  refresh: new FailureLimiter(30, WINDOW_MS),
  reset: new FailureLimiter(10, WINDOW_MS),
  forgotByIp: new FailureLimiter(10, WINDOW_MS),
  forgotByEmail: new FailureLimiter(5, WINDOW_MS),
});

/** The 429 of the session routes other than login (whose message names the login). */
export const tooManyAttempts = () => new ApiError(429, '@TOO_MANY_ATTEMPTS', 'server.errors.tooManyRequests');
