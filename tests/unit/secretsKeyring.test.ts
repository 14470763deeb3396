/** The secrets key (SECRETS_KEY or DATA_DIR/secrets-key) and AES-256-GCM sealing of one value. */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { KEY_FILE, keyIdOf, keyringOf, loadSecretsKeyring, SecretsKeyError } from '../../server/secrets/keyring';
import { openStored, parseSealed, seal } from '../../server/secrets/seal';

const dirs: string[] = [];
const tempDir = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'secrets-'));
  dirs.push(dir);
  return dir;
};
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('the secrets key', () => {
  it('without SECRETS_KEY is generated once into the data folder, readable by its owner only', async () => {
    const dir = await tempDir();
    const first = await loadSecretsKeyring(dir, {});
    const file = path.join(dir, KEY_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(first.current.key).toHaveLength(32);
    const again = await loadSecretsKeyring(dir, {});
    expect(again.current.id).toBe(first.current.id);
    expect(Buffer.compare(again.current.key, first.current.key)).toBe(0);
    expect((await readFile(file, 'utf8')).trim()).toBe(first.current.key.toString('base64url'));
  });

  it('SECRETS_KEY wins, and lists the current key first and older ones after it', async () => {
    const [a, b] = [randomBytes(32), randomBytes(32)];
    const ring = await loadSecretsKeyring(await tempDir(), { SECRETS_KEY: `${a.toString('base64')}, ${b.toString('hex')}` });
    expect(ring.current.id).toBe(keyIdOf(a));
    expect([...ring.byId.keys()]).toEqual([keyIdOf(a), keyIdOf(b)]);
    expect(keyIdOf(a)).toBe(createHash('sha256').update(a).digest('hex').slice(0, 8));
  });

  it('a key that is not 32 bytes stops the start with a pt-BR message', async () => {
    for (const bad of ['senha123', randomBytes(16).toString('hex'), `${randomBytes(32).toString('base64')},curta`]) {
      await expect(loadSecretsKeyring(await tempDir(), { SECRETS_KEY: bad })).rejects.toThrow(/Chave de segredos inválida em SECRETS_KEY/);
    }
    const dir = await tempDir();
    await writeFile(path.join(dir, KEY_FILE), 'estragada');
    await expect(loadSecretsKeyring(dir, {})).rejects.toBeInstanceOf(SecretsKeyError);
  });
});

describe('a sealed value', () => {
  const ring = keyringOf([randomBytes(32)]);
  const context = 'payment_accounts.production_api_secret';

  it('names its key and opens back, in any script', () => {
    const sealed = seal(ring, 'Segredo-ção-😀-1234', context);
    expect(sealed).toMatch(new RegExp(`^v1:${ring.current.id}:[A-Za-z0-9_-]{16}:[A-Za-z0-9_-]{22}:[A-Za-z0-9_-]+$`));
    expect(openStored(ring, sealed, context)).toBe('Segredo-ção-😀-1234');
    expect(openStored(ring, seal(ring, '', context), context)).toBe('');
  });

  it('altered, or opened with another key, throws instead of answering garbage', () => {
    const sealed = seal(ring, 'APP_USR-123456789', context);
    const parts = sealed.split(':');
    const flipped = Buffer.from(parts[4], 'base64url');
    flipped[0] ^= 1;
    expect(() => openStored(ring, [...parts.slice(0, 4), flipped.toString('base64url')].join(':'), context)).toThrow(SecretsKeyError);
    expect(() => openStored(keyringOf([randomBytes(32)]), sealed, context)).toThrow(/SECRETS_KEY/);
  });

  it('a value stored before sealing reads as it is', () => {
    expect(parseSealed('APP_USR-em-claro')).toBeUndefined();
    expect(openStored(ring, 'APP_USR-em-claro', context)).toBe('APP_USR-em-claro');
  });
});
