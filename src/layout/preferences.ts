/**
 * Business colours and logo, cached in localStorage so the next load paints with the
 * business's colours before any call answers. A tiny external store the App subscribes to.
 */
export interface Preferences {
  businessId?: string;
  businessName?: string;
  primaryColor?: string | null;
  secondaryColor?: string | null;
  thirdColor?: string | null;
  logo?: string | null;
  icon?: string | null;
}

/** Their localStorage key (index.html's inline script reads it too: scripts/htmlShell.ts). */
export const PREFERENCES_KEY = 'preferences';
const listeners = new Set<() => void>();

function read(): Preferences {
  try {
    return JSON.parse(localStorage.getItem(PREFERENCES_KEY) ?? '{}') as Preferences;
  } catch {
    return {};
  }
}

let current: Preferences = typeof localStorage === 'undefined' ? {} : read();

export const getPreferences = () => current;

export function setPreferences(next: Preferences): void {
  // Every load reads the same colours again: an unchanged answer keeps the theme object, so the
  // whole admin is not drawn again with a theme equal to the one it has.
  const changed = (Object.keys(next) as (keyof Preferences)[]).some((key) => current[key] !== next[key]);
  if (!changed) return;
  current = { ...current, ...next };
  try {
    localStorage.setItem(PREFERENCES_KEY, JSON.stringify(current));
  } catch {
    // private mode: the colours simply are not remembered
  }
  listeners.forEach((l) => l());
}

/** The business of a profile: its id and name, and its colours and logo when the profile brings them. */
export function applyBusiness(business: { id: string; name: string; preferences?: Preferences } | undefined): void {
  if (!business?.id) return;
  setPreferences({ ...business.preferences, businessId: business.id, businessName: business.name });
}

export function subscribePreferences(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const isHexColor = (value: unknown): value is string =>
  typeof value === 'string' && /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value);
