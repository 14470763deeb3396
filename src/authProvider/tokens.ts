/** Session tokens live in cookies (spec: 30-day max age) so a reload keeps the session. */
import Cookies from 'js-cookie';

export const ACCESS_COOKIE = 'accessToken';
export const REFRESH_COOKIE = 'refreshToken';
const COOKIE_OPTIONS = { expires: 30, sameSite: 'lax' as const, path: '/' };

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

type Listener = (pair: TokenPair | null) => void;
const listeners = new Set<Listener>();

/** The realtime socket reconnects with the new token after a refresh. */
export function onTokensChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getAccessToken = () => Cookies.get(ACCESS_COOKIE);
export const getRefreshToken = () => Cookies.get(REFRESH_COOKIE);

export function saveTokens(pair: TokenPair): void {
  Cookies.set(ACCESS_COOKIE, pair.accessToken, COOKIE_OPTIONS);
  Cookies.set(REFRESH_COOKIE, pair.refreshToken, COOKIE_OPTIONS);
  listeners.forEach((l) => l(pair));
}

export function clearTokens(): void {
  Cookies.remove(ACCESS_COOKIE, { path: '/' });
  Cookies.remove(REFRESH_COOKIE, { path: '/' });
  listeners.forEach((l) => l(null));
}
