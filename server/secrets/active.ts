/**
 * The keyring of this process, loaded once at start (server/main.ts; tests/api/helper.ts) before
 * the database is migrated or seeded, and the sealing of secret columns with it. Process-wide on
 * purpose: every write path (routes, seed, internal writes) reaches the columns through
 * server/resources/columns.ts without a key in its signature, and a missing key must stop the
 * write rather than store a clear value.
 */
import type { Keyring } from './keyring';
import { openStored, seal } from './seal';

let active: Keyring | undefined;

export function useSecretsKeyring(ring: Keyring): void {
  active = ring;
}

export function activeKeyring(): Keyring {
  if (!active) throw new Error('No secrets keyring: call useSecretsKeyring() before reading or writing secret fields (server/main.ts)');
  return active;
}

/** What authenticates a sealed value: the column it belongs to. */
export const secretContext = (table: string, column: string) => `${table}.${column}`;

/** A secret column's value as stored: sealed (null stays null). */
export const sealColumn = (table: string, column: string, value: unknown): unknown =>
  value === null || value === undefined ? null : seal(activeKeyring(), String(value), secretContext(table, column));

/** A secret column's stored value as clear text. */
export const openColumn = (table: string, column: string, value: string): string => openStored(activeKeyring(), value, secretContext(table, column));
