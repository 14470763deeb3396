/** Applies server/migrations/NNN_name.sql in order, each in its own transaction, once. */
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { Db } from './types';

// Not `new URL('../migrations/', import.meta.url)`: Vite rewrites that pattern into an asset
// URL when the module runs in a browser-like test environment (tests/component/addResource.test.tsx).
const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'migrations');

export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  // Under the same lock as the migrations: on PostgreSQL, two concurrent `CREATE TABLE IF NOT
  // EXISTS` can both pass the check and the second fail on pg_type's unique index.
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(727001)');
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  });
  const files = (await readdir(dir)).filter((f) => /^\d{3,}_.+\.sql$/.test(f)).sort();
  const done = new Set(
    (await db.query<{ version: string }>('SELECT version FROM schema_migrations')).rows.map((r) => r.version),
  );
  const applied: string[] = [];
  for (const file of files) {
    const version = file.replace(/\.sql$/, '');
    if (done.has(version)) continue;
    const sql = await readFile(path.join(dir, file), 'utf8');
    const ran = await db.transaction(async (tx) => {
      // Two processes starting together on one PostgreSQL: the lock makes the second wait,
      // then it sees the version recorded and skips it.
      await tx.query('SELECT pg_advisory_xact_lock(727001)');
      const seen = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [version]);
      if (seen.rows.length) return false;
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version]);
      return true;
    });
    if (ran) applied.push(version);
  }
  return applied;
}
