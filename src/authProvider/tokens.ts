/**
 * The session in the browser. The access token lives in this tab's memory only; the refresh
 * token is an HttpOnly cookie the server sets on login and refresh, which no script here can
 * read. A flag in localStorage (no secret in it) says this browser has a session, so a reload
 * or a new tab asks the cookie for a new access token; its removal tells the other tabs that
 * the session ended (logout, or a refused refresh).
 */

export const SESSION_FLAG = 'bilheteria.session';
/** Written by the tab that opens another business (its id and when): the other tabs follow it. */
export const BUSINESS_SWITCH_KEY = 'bilheteria.businessSwitch';
/** The script-readable cookies of sessions from before the refresh cookie (removed on load). */
export const LEGACY_COOKIES = ['accessToken', 'refreshToken'] as const;

/** What login and refresh answer; the browser keeps only the access token. */
export interface TokenPair {
  accessToken: string;
  refreshToken?: string;
}

type Listener = (token: string | null) => void;
const listeners = new Set<Listener>();
let accessToken: string | undefined;

// localStorage can be refused (privacy settings): the session then lasts until a reload.
function flag(value?: '1' | null): string | null {
  try {
    if (value === '1') localStorage.setItem(SESSION_FLAG, value);
    else if (value === null) localStorage.removeItem(SESSION_FLAG);
    return localStorage.getItem(SESSION_FLAG);
  } catch {
    return null;
  }
}

/** The realtime socket re-authenticates after a refresh and closes on logout. */
export function onTokensChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getAccessToken = () => accessToken;

/** A token in memory, or the flag of a session whose refresh cookie may bring one. */
export const hasSession = () => accessToken !== undefined || flag() === '1';

export function saveTokens(pair: TokenPair): void {
  accessToken = pair.accessToken;
  flag('1');
  listeners.forEach((l) => l(pair.accessToken));
}

/**
 * While this tab hands its session over to another business, the old session ends on purpose:
 * a 401 or a dropped socket of the old one must neither end the new one nor tell other tabs.
 */
let handingOver = false;

export function setHandingOver(on: boolean): void {
  handingOver = on;
}

export const isHandingOver = () => handingOver;

export function clearTokens(): void {
  if (handingOver) return;
  accessToken = undefined;
  flag(null);
  listeners.forEach((l) => l(null));
}

const endedListeners = new Set<() => void>();

/**
 * The session ended other than by this tab's own logout: another tab logged out (or had its
 * refresh refused), or a refresh this tab made in the background was refused. This tab forgets
 * its token, then `listener` runs (the layout sends the user to the login).
 */
export function onSessionEnded(listener: () => void): () => void {
  const handle = (event: StorageEvent) => {
    // key null: the other tab cleared the whole storage.
    const ended = event.key === null ? flag() !== '1' : event.key === SESSION_FLAG && event.newValue === null;
    if (!ended || accessToken === undefined) return;
    accessToken = undefined;
    listeners.forEach((l) => l(null));
    listener();
  };
  window.addEventListener('storage', handle);
  endedListeners.add(listener);
  return () => {
    window.removeEventListener('storage', handle);
    endedListeners.delete(listener);
  };
}

/** A background refresh was refused (the socket's): the session is over in this tab too. */
export function endSession(): void {
  if (handingOver) return;
  clearTokens();
  endedListeners.forEach((l) => l());
}

/** This tab opened another business: the others are told through the storage event. */
export function announceBusinessSwitch(businessId: string): void {
  try {
    localStorage.setItem(BUSINESS_SWITCH_KEY, `${businessId}@${Date.now()}`);
  } catch {
    // Storage refused: the other tabs learn it at their next call, as before.
  }
}

/**
 * Another tab of this browser opened another business. The refresh cookie they share now
 * belongs to it: this tab, still drawing the old business's pages, must not go on with the new
 * business's tokens. Its token is forgotten and `listener` runs (the layout reloads the admin).
 */
export function onBusinessSwitched(listener: () => void): () => void {
  const handle = (event: StorageEvent) => {
    if (event.key !== BUSINESS_SWITCH_KEY || !event.newValue) return;
    accessToken = undefined;
    listener();
  };
  window.addEventListener('storage', handle);
  return () => window.removeEventListener('storage', handle);
}

export function removeLegacyCookies(): void {
  for (const name of LEGACY_COOKIES) document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
}
