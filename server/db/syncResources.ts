/**
 * Creates or extends the table of each resource definition, so a developer adds a resource
 * with a definition alone. Additive only: it adds tables, columns and indexes, never drops
 * or retypes anything (numbered migrations handle every other change).
 */
import type { ResourceDefinition } from '../../src/shared/definition';
import { ident, resourceTable, sortColumn, sortExpression } from '../resources/columns';
import type { Db } from './types';

/** PostgreSQL truncates identifiers at 63 bytes; keep index names unique and within it. */
function indexName(table: string, suffix: string): string {
  const name = `${table}_${suffix}`;
  if (name.length <= 63) return name;
  let h = 0;
  for (const c of name) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return `${name.slice(0, 54)}_${h.toString(36)}`.slice(0, 63);
}

export async function syncResources(db: Db, defs: readonly ResourceDefinition[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(727002)'); // several processes starting together
    for (const def of defs) {
      const t = resourceTable(def);
      const table = ident(t.table);
      const paramCols = t.params.map((p) => `${ident(p.column)} uuid NOT NULL`);
      const fieldCols = t.fields.map((f) => `${ident(f.column)} ${f.pgType}`);
      await tx.exec(`CREATE TABLE IF NOT EXISTS ${table} (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        business_id uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
        ${[...paramCols, ...fieldCols].map((c) => `${c},`).join('\n        ')}
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
      // Columns added to an existing table are nullable: existing rows have no value yet.
      for (const p of t.params) await tx.exec(`ALTER TABLE ${table} ADD COLUMN IF NOT EXISTS ${ident(p.column)} uuid`);
      for (const f of t.fields) await tx.exec(`ALTER TABLE ${table} ADD COLUMN IF NOT EXISTS ${ident(f.column)} ${f.pgType}`);

      const scope = ['business_id', ...t.params.map((p) => p.column)];
      for (const f of t.fields.filter((x) => x.def.unique)) {
        const within = f.def.unique === 'parent' ? scope : ['business_id'];
        await tx.exec(
          `CREATE UNIQUE INDEX IF NOT EXISTS ${ident(indexName(t.table, `${f.column}_uniq`))} ON ${table} (${[...within, f.column].map(ident).join(', ')})`,
        );
      }
      // A hashed credential is looked up by its digest alone, before the business is known.
      for (const f of t.fields.filter((x) => x.def.hashed)) {
        await tx.exec(`CREATE UNIQUE INDEX IF NOT EXISTS ${ident(indexName(t.table, `${f.column}_key`))} ON ${table} (${ident(f.column)})`);
      }
      const sort = sortColumn(t, def.list.sort.field) ?? 'created_at';
      const sortSql = sortExpression(t, def.list.sort.field) ?? ident('created_at');
      const cols = [...new Set(scope)].map(ident).join(', ');
      await tx.exec(
        `CREATE INDEX IF NOT EXISTS ${ident(indexName(t.table, `list_${sort}_idx`))} ON ${table} (${cols}, ${sortSql}, id)`,
      );
    }
  });
}
