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
    // A tab handing over (switching business, or told another tab is) keeps the new session it is getting.
    if (!ended || accessToken === undefined || handingOver) return;
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

/** What a tab switching business tells the others, through the storage event. */
export type SwitchPhase = 'start' | 'done' | 'refused';

/** A tab that heard 'start' but never 'done' or 'refused' (the switching tab was closed) is itself again after this. */
const OTHER_TAB_HAND_OVER_MS = 20_000;
let otherTabHandOver: ReturnType<typeof setTimeout> | undefined;

/** This tab is opening another business ('start'), opened it ('done'), or was refused ('refused'). */
export function announceBusinessSwitch(businessId: string, phase: SwitchPhase): void {
  try {
    localStorage.setItem(BUSINESS_SWITCH_KEY, JSON.stringify({ businessId, phase, at: Date.now() }));
  } catch {
    // Storage refused: the other tabs learn it at their next call, as before.
  }
}

/**
 * Another tab of this browser is opening another business. The server ends the old session at
 * once, so this tab's calls meet 401s meanwhile: like the switching tab, it hands over (none of
 * them may clear the session flag the tabs share, or the new session would end with them).
 * Once the other business is open, the refresh cookie they share belongs to it: this tab, still
 * drawing the old business's pages, must not go on with the new business's tokens. Its token is
 * forgotten and `listener` runs (the layout starts the admin again there).
 */
export function onBusinessSwitched(listener: () => void): () => void {
  const handle = (event: StorageEvent) => {
    if (event.key !== BUSINESS_SWITCH_KEY || !event.newValue) return;
    let phase: unknown;
    try {
      phase = (JSON.parse(event.newValue) as { phase?: unknown }).phase;
    } catch {
      return;
    }
    clearTimeout(otherTabHandOver);
    if (phase === 'start') {
      handingOver = true;
      otherTabHandOver = setTimeout(() => (handingOver = false), OTHER_TAB_HAND_OVER_MS);
    } else if (phase === 'refused') {
      handingOver = false;
    } else if (phase === 'done') {
      accessToken = undefined;
      listener();
    }
  };
  window.addEventListener('storage', handle);
  return () => window.removeEventListener('storage', handle);
}

export function removeLegacyCookies(): void {
  for (const name of LEGACY_COOKIES) document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
}
