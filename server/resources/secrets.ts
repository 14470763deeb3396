/**
 * Write-only fields (FieldDefinition.secret, e.g. gateway keys): answered masked, and a masked
 * value sent back by a form that round-trips the record never overwrites the stored secret.
 * Hashed credentials (FieldDefinition.hashed) are stored as digests and never answered again.
 */
import { createHash } from 'node:crypto';

export const MASK = '••••';

/** '••••' plus the last 4 characters; short secrets show no character at all. */
export function maskSecret(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  const text = String(value);
  return text.length > 8 ? MASK + text.slice(-4) : MASK;
}

/** A value the API answered (or any text starting with the mask) means "unchanged". */
export const isMasked = (value: unknown): boolean => typeof value === 'string' && value.startsWith(MASK);

/**
 * What a hashed credential's column holds: SHA-256 in hex. Unsalted, so the server finds the
 * record by it; the value has 80 bits or more from a CSPRNG, beyond an offline search.
 */
export const digestOf = (value: string): string => createHash('sha256').update(value).digest('hex');
