/** A PGlite database as the benches start from: migrated, with the definitions' tables and the demo (no demo orders). */
import { randomBytes } from 'node:crypto';
import type { Db } from '../server/db/types';
import { openPglite } from '../server/db/pglite';
import { migrate } from '../server/db/migrate';
import { syncResources } from '../server/db/syncResources';
import { seedIfEmpty } from '../server/seed';
import { memoryUploads } from '../server/uploads/uploads';
import { keyringOf } from '../server/secrets/keyring';
import { useSecretsKeyring } from '../server/secrets/active';
import { RESOURCES } from '../src/shared/resources/registry';

/** In `dir`, or in memory without it; a fresh secrets key for this process. */
export async function seededPglite(dir?: string): Promise<Db> {
  useSecretsKeyring(keyringOf([randomBytes(32)]));
  const db = await openPglite(dir);
  await migrate(db);
  await syncResources(db, RESOURCES);
  await seedIfEmpty(db, RESOURCES, memoryUploads(), { demoOrders: 0 });
  return db;
}
