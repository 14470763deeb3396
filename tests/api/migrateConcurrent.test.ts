/**
 * Several processes starting at once on a fresh PostgreSQL database each run the migrations
 * (issue 11 goal 5). Every one must start: none may fail on the catalogue's unique indexes
 * (a bare CREATE TABLE IF NOT EXISTS races), and each migration is applied exactly once.
 * Runs only with DATABASE_URL: PGlite is one process.
 */
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openPg } from '../../server/db/pg';
import { migrate } from '../../server/db/migrate';

const BASE_URL = process.env.DATABASE_URL;
const MIGRATIONS = readdirSync('server/migrations').filter((f) => /^\d{3,}_.+\.sql$/.test(f)).length;

describe.skipIf(!BASE_URL)('migrations started together on one PostgreSQL', () => {
  it('all starters succeed, and each migration is applied by exactly one of them', async () => {
    // The race is narrow: several fresh databases, four starters each.
    for (let round = 0; round < 5; round++) {
      const name = `migr_${Date.now()}_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: BASE_URL });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(BASE_URL!);
      url.pathname = `/${name}`;
      const dbs = await Promise.all([0, 1, 2, 3].map(() => openPg(url.toString(), 2)));
      try {
        const applied = await Promise.all(dbs.map((db) => migrate(db)));
        expect(applied.flat()).toHaveLength(MIGRATIONS);
        expect(new Set(applied.flat()).size).toBe(MIGRATIONS);
        const rows = await dbs[0].query<{ n: number }>('SELECT count(*)::int AS n FROM schema_migrations');
        expect(rows.rows[0].n).toBe(MIGRATIONS);
      } finally {
        await Promise.all(dbs.map((db) => db.close()));
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    }
  });
});
