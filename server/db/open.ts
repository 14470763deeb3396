/** Opens the database of the environment: PostgreSQL when DATABASE_URL is set, else PGlite. */
import type { Db } from './types';
import { openPg } from './pg';
import { openPglite } from './pglite';

export async function openDb(opts: { databaseUrl?: string; pgliteDir?: string }): Promise<Db> {
  if (opts.databaseUrl) return openPg(opts.databaseUrl);
  return openPglite(opts.pgliteDir);
}
