/**
 * Data migration 008 (recorded as `008_seal_secrets` in schema_migrations): seals at rest every
 * value of every `secret: true` field, which SQL cannot do because only this process knows the
 * key. It runs at every start, after the SQL migrations and the definition tables, in one
 * transaction: values stored in clear (before 008) are sealed, values sealed under an older key
 * of SECRETS_KEY are re-sealed under the current one, and values under the current key are left
 * alone, so running it again changes nothing. A value sealed under a key the keyring lacks stops
 * the start (SecretsKeyError) and nothing is written. updated_at stays: re-sealing is not an edit,
 * so a form opened before the start still saves.
 */
import type { ResourceDefinition } from '../../src/shared/definition';
import { ident, resourceTable } from '../resources/columns';
import { secretContext } from '../secrets/active';
import { SecretsKeyError, type Keyring } from '../secrets/keyring';
import { openSealed, parseSealed, seal, sealedPrefix } from '../secrets/seal';
import type { Db } from './types';

export const SEAL_SECRETS_VERSION = '008_seal_secrets';

/** Answers how many values it (re-)sealed. */
export async function sealSecrets(db: Db, defs: readonly ResourceDefinition[], ring: Keyring): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(727008)'); // several processes starting together
    let sealed = 0;
    const unknown = new Set<string>();
    for (const def of defs) {
      const t = resourceTable(def);
      for (const f of t.fields.filter((x) => x.def.secret)) {
        const column = ident(f.column);
        const { rows } = await tx.query<{ id: string; value: string }>(
          `SELECT id, ${column} AS value FROM ${ident(t.table)} WHERE ${column} IS NOT NULL AND ${column} NOT LIKE $1 FOR UPDATE`,
          [`${sealedPrefix(ring.current.id)}%`],
        );
        const context = secretContext(t.table, f.column);
        for (const row of rows) {
          const parts = parseSealed(row.value);
          if (parts && !ring.byId.has(parts.keyId)) {
            unknown.add(parts.keyId);
            continue;
          }
          const clear = parts ? openSealed(ring, parts, context) : row.value;
          await tx.query(`UPDATE ${ident(t.table)} SET ${column} = $1 WHERE id = $2`, [seal(ring, clear, context), row.id]);
          sealed += 1;
        }
      }
    }
    if (unknown.size) throw new SecretsKeyError('server.secrets.unknownKey', { ids: [...unknown].sort().join(', ') });
    await tx.query('INSERT INTO schema_migrations (version) VALUES ($1) ON CONFLICT (version) DO NOTHING', [SEAL_SECRETS_VERSION]);
    return sealed;
  });
}
