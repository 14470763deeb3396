/**
 * The keys that seal secrets at rest (FieldDefinition.secret): SECRETS_KEY when set, else one
 * generated on first start into the data folder (mode 0600), like the JWT secret. SECRETS_KEY may
 * list several keys, comma-separated: the first seals, every one of them opens what it sealed,
 * so a key is rotated by putting the new one first and keeping the old one until the next start
 * has re-sealed everything (server/db/sealSecrets.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { translatePtBR } from '../../src/shared/catalogue';

export interface SecretKey {
  /** First 8 hex digits of the key's SHA-256: stored beside each value, names the key that opens it. */
  id: string;
  key: Buffer;
}

export interface Keyring {
  /** Seals every new value. */
  current: SecretKey;
  /** Opens values sealed under any of these, by id (the current one included). */
  byId: ReadonlyMap<string, SecretKey>;
}

/** A key setting the server cannot work with: stops the start with a pt-BR message an operator can act on. */
export class SecretsKeyError extends Error {
  constructor(key: string, options?: Record<string, unknown>) {
    super(translatePtBR(key, options));
    this.name = 'SecretsKeyError';
  }
}

export const KEY_FILE = 'secrets-key';
const KEY_BYTES = 32; // AES-256

export const keyIdOf = (key: Buffer): string => createHash('sha256').update(key).digest('hex').slice(0, 8);

/** One key as written in SECRETS_KEY or the key file: 64 hex digits, or base64/base64url of 32 bytes. */
export function parseKey(text: string, source: string): Buffer {
  const t = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(t) ? Buffer.from(t, 'hex') : /^[A-Za-z0-9+/_-]{43}=?$/.test(t) ? Buffer.from(t, 'base64') : undefined;
  if (!key || key.length !== KEY_BYTES) throw new SecretsKeyError('server.secrets.badKey', { source });
  return key;
}

export function keyringOf(keys: readonly Buffer[]): Keyring {
  const entries = keys.map((key) => ({ id: keyIdOf(key), key }));
  return { current: entries[0], byId: new Map(entries.map((e) => [e.id, e])) };
}

/** The keyring of this process: SECRETS_KEY, else DATA_DIR/secrets-key (created when missing). */
export async function loadSecretsKeyring(dataDir: string, env: NodeJS.ProcessEnv = process.env): Promise<Keyring> {
  const listed = (env.SECRETS_KEY ?? '').split(',').map((k) => k.trim()).filter(Boolean);
  if (listed.length) return keyringOf(listed.map((k) => parseKey(k, 'SECRETS_KEY')));
  const file = path.join(dataDir, KEY_FILE);
  let text: string | undefined;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    // first start: no key yet
  }
  if (text === undefined) {
    const generated = randomBytes(KEY_BYTES).toString('base64url');
    try {
      // 'wx': two processes starting on one data folder never write two different keys.
      await writeFile(file, `${generated}\n`, { mode: 0o600, flag: 'wx' });
      text = generated;
    } catch {
      text = await readFile(file, 'utf8');
    }
  }
  return keyringOf([parseKey(text, file)]);
}
