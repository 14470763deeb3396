/**
 * The door session of this tab: kept in sessionStorage, so a reload (a phone that locked, a
 * dropped connection) goes on scanning without the access code, and closing the tab ends it. It
 * holds a validator token only: it checks tickets of its events and nothing else (docs/door.md).
 */
import type { DoorSession } from './doorApi';

const KEY = 'bilheteria.door';

export interface StoredDoor {
  session: DoorSession;
  eventId?: string;
  sessionId?: string | null;
}

export function loadDoor(now = Date.now()): StoredDoor | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as StoredDoor | null;
    if (!stored?.session?.token || Date.parse(stored.session.expiresAt) <= now) return null;
    return stored;
  } catch {
    return null;
  }
}

export function saveDoor(door: StoredDoor | null): void {
  try {
    if (door) sessionStorage.setItem(KEY, JSON.stringify(door));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Private mode without storage: the session lives as long as the page.
  }
}
