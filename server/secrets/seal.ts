/**
 * AES-256-GCM sealing of one secret value: `v1:<keyId>:<iv>:<tag>:<ciphertext>` (base64url
 * parts). The key id says which key of the keyring opens it; the context (table and column) is
 * authenticated, so a sealed value moved to another column does not open.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { SecretsKeyError, type Keyring } from './keyring';

const VERSION = 'v1';
const IV_BYTES = 12;
const SEALED = /^v1:([0-9a-f]{8}):([A-Za-z0-9_-]{16}):([A-Za-z0-9_-]{22}):([A-Za-z0-9_-]*)$/;

/** What every value sealed under this key starts with (a LIKE prefix: hex and ':' only). */
export const sealedPrefix = (keyId: string) => `${VERSION}:${keyId}:`;

export interface Sealed {
  keyId: string;
  iv: Buffer;
  tag: Buffer;
  data: Buffer;
}

/** The parts of a sealed value; undefined for anything else (a value stored before sealing). */
export function parseSealed(stored: string): Sealed | undefined {
  const m = SEALED.exec(stored);
  if (!m) return undefined;
  return { keyId: m[1], iv: Buffer.from(m[2], 'base64url'), tag: Buffer.from(m[3], 'base64url'), data: Buffer.from(m[4], 'base64url') };
}

export function seal(ring: Keyring, clear: string, context: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', ring.current.key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const data = Buffer.concat([cipher.update(clear, 'utf8'), cipher.final()]);
  return [VERSION, ring.current.id, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join(':');
}

/** The clear text of a sealed value; a key the ring lacks, or a value that fails its tag, throws. */
export function openSealed(ring: Keyring, sealed: Sealed, context: string): string {
  const key = ring.byId.get(sealed.keyId);
  if (!key) throw new SecretsKeyError('server.secrets.unknownKey', { ids: sealed.keyId });
  try {
    const decipher = createDecipheriv('aes-256-gcm', key.key, sealed.iv);
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(sealed.tag);
    return Buffer.concat([decipher.update(sealed.data), decipher.final()]).toString('utf8');
  } catch {
    throw new SecretsKeyError('server.secrets.unreadable', { context, id: sealed.keyId });
  }
}

/**
 * A stored value as clear text: opened when sealed; a value stored before sealing (by a process
 * older than the 008 data migration, re-sealed at the next start) is read as it is.
 */
export function openStored(ring: Keyring, stored: string, context: string): string {
  const sealed = parseSealed(stored);
  return sealed ? openSealed(ring, sealed, context) : stored;
}
