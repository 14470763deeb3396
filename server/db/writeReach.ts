/**
 * What a statement may write, as the database's own catalogue tells it (read by writeClock.ts at
 * start and after DDL): the tables it names after INSERT INTO, UPDATE or DELETE FROM, and what
 * those writes set off in turn:
 * - the triggers on that table for that verb: the tables their functions' bodies write, and the
 *   bodies of the functions they call, read the same way (a sale's triggers feed the reports'
 *   summaries and the customers, not the producers);
 * - the rows of other tables that reference it with ON DELETE/UPDATE CASCADE, SET NULL or SET
 *   DEFAULT, which such a delete or update deletes or updates;
 * - for a call of one of the database's own functions that write, what its body writes.
 * A body that runs SQL built at run time (EXECUTE of anything but a literal) may write anything:
 * 'all'. Reading more than a write touches only costs a kept answer; reading less would keep a
 * stale one.
 */
import type { Db } from './types';

export type Verb = 'insert' | 'update' | 'delete';
/** A write's reach: the tables it may write, or everything. */
export type Reach = ReadonlySet<string> | 'all';

export interface WriteCatalog {
  /** What `sql` may write; null for a read. */
  reachOf(sql: string): Reach | null;
  /** Views, and functions that are not immutable: a read naming one depends on every table. */
  opaque: ReadonlySet<string>;
}

const WRITE_VERBS = /\b(insert\s+into|update|delete\s+from)\s+(?:only\s+)?"?([a-z_][a-z0-9_]*)"?/gi;
// After UPDATE, words that are not a table: ON CONFLICT DO UPDATE SET, FOR UPDATE SKIP LOCKED / OF / NOWAIT.
const NOT_TABLES = new Set(['set', 'skip', 'of', 'nowait']);
// EXECUTE runs a text as SQL; EXECUTE FUNCTION/PROCEDURE (a trigger's definition) does not.
const DYNAMIC = /\bexecute\b(?!\s+(?:function|procedure)\b)/i;
// EXECUTE of a text written in the body (a quoted literal, then INTO, USING or the statement's end)
// runs SQL that is read like the rest of the body: it is planned per call, not built at run time
// (migration 030's statement triggers).
const CONSTANT_EXECUTE = /\bexecute\s+(?:(\$[a-z0-9_]*\$)[\s\S]*?\1|'(?:[^']|'')*')(?=\s*(?:into\b|using\b|;|$))/gi;
const buildsSql = (body: string) => DYNAMIC.test(body.replace(CONSTANT_EXECUTE, ''));

/** The writes a text names, as [verb, table]. */
function writesIn(text: string): [Verb, string][] {
  const writes: [Verb, string][] = [];
  for (const m of text.matchAll(WRITE_VERBS)) {
    const table = m[2].toLowerCase();
    if (!NOT_TABLES.has(table)) writes.push([m[1].slice(0, 6).toLowerCase() as Verb, table]);
  }
  return writes;
}

interface CatalogRow {
  kind: 'function' | 'view' | 'trigger' | 'cascade';
  name: string;
  /** function: 'v' (volatile: may write) or 's' (stable); trigger functions are never called by name. */
  volatility: string | null;
  returns_trigger: boolean | null;
  /** trigger and cascade: the verb on `name` that sets it off. */
  verb: Verb | null;
  /** trigger: its function; cascade: the referencing table. */
  target: string | null;
  /** cascade: what it does to the referencing rows. */
  target_verb: Verb | null;
  body: string | null;
}

// pg_trigger.tgtype's bits: 4 INSERT, 8 DELETE, 16 UPDATE. Internal triggers are the keys' own.
const CATALOG_SQL = `
  SELECT 'function' AS kind, p.proname::text AS name, p.provolatile::text AS volatility, p.prorettype = 'trigger'::regtype AS returns_trigger,
         NULL::text AS verb, NULL::text AS target, NULL::text AS target_verb, p.prosrc AS body
    FROM pg_proc p WHERE p.pronamespace = 'public'::regnamespace AND p.provolatile <> 'i'
  UNION ALL SELECT 'view', c.relname::text, NULL, NULL, NULL, NULL, NULL, NULL
    FROM pg_class c WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('v', 'm')
  UNION ALL SELECT 'trigger', c.relname::text, NULL, NULL, v.kind, p.proname::text, NULL, NULL
    FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_proc p ON p.oid = t.tgfoid
    JOIN (VALUES (4, 'insert'), (8, 'delete'), (16, 'update')) AS v(bit, kind) ON t.tgtype & v.bit <> 0
    WHERE NOT t.tgisinternal AND c.relnamespace = 'public'::regnamespace
  UNION ALL SELECT 'cascade', c.relname::text, NULL, NULL, v.kind, r.relname::text,
         CASE WHEN v.kind = 'delete' AND k.confdeltype = 'c' THEN 'delete' ELSE 'update' END, NULL
    FROM pg_constraint k JOIN pg_class c ON c.oid = k.confrelid JOIN pg_class r ON r.oid = k.conrelid
    JOIN (VALUES ('delete'), ('update')) AS v(kind) ON (CASE v.kind WHEN 'delete' THEN k.confdeltype ELSE k.confupdtype END) IN ('c', 'n', 'd')
    WHERE k.contype = 'f'`;

/** Both reaches together. */
export const joinReach = (a: Reach | null, b: Reach): Reach => (a === 'all' || b === 'all' ? 'all' : new Set([...(a ?? []), ...b]));

const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => map.set(key, [...(map.get(key) ?? []), value]);
const callsOf = (names: string[]) => (names.length ? new RegExp(`\\b(${names.map((n) => n.replace(/[^a-z0-9_]/gi, '')).join('|')})\\s*\\(`, 'gi') : null);

export async function readWriteCatalog(db: Db): Promise<WriteCatalog> {
  const { rows } = await db.query<CatalogRow>(CATALOG_SQL);
  /** Function bodies by name (overloads share one: reading them together only widens a reach). */
  const bodies = new Map<string, string>();
  const writing: string[] = [];
  const called: string[] = [];
  const opaque = new Set<string>();
  /** By "verb table": the functions of its triggers, and the [verb, table] its cascades write. */
  const triggers = new Map<string, string[]>();
  const cascades = new Map<string, [Verb, string][]>();
  for (const row of rows) {
    const name = row.name.toLowerCase();
    if (row.kind === 'view') opaque.add(name);
    else if (row.kind === 'trigger') push(triggers, `${row.verb} ${name}`, row.target!.toLowerCase());
    else if (row.kind === 'cascade') push(cascades, `${row.verb} ${name}`, [row.target_verb!, row.target!.toLowerCase()]);
    else {
      bodies.set(name, `${bodies.get(name) ?? ''}\n${row.body ?? ''}`);
      if (row.returns_trigger) continue;
      called.push(name);
      opaque.add(name);
      if (row.volatility === 'v') writing.push(name);
    }
  }
  const writingCalls = callsOf([...new Set(writing)]);
  const anyCall = callsOf([...new Set(called)]);
  /** What each body writes and calls, read once: 'all' for SQL built at run time. */
  const effects = new Map<string, { writes: [Verb, string][]; calls: string[] } | 'all'>();
  for (const [fn, body] of bodies) {
    effects.set(fn, buildsSql(body) ? 'all' : { writes: writesIn(body), calls: anyCall ? [...body.matchAll(anyCall)].map((m) => m[1].toLowerCase()) : [] });
  }

  /** Everything the writes and the function calls may write, following triggers, cascades and callees. */
  function reachFrom(writes: [Verb, string][], functions: string[]): Reach {
    const out = new Set<string>();
    const seen = new Set<string>();
    const pendingWrites = [...writes];
    const pendingFunctions = [...functions];
    while (pendingWrites.length || pendingFunctions.length) {
      const fn = pendingFunctions.pop();
      if (fn !== undefined) {
        if (seen.has(`() ${fn}`)) continue;
        seen.add(`() ${fn}`);
        const effect = effects.get(fn);
        if (effect === 'all') return 'all';
        if (effect) {
          pendingWrites.push(...effect.writes);
          pendingFunctions.push(...effect.calls);
        }
        continue;
      }
      const [verb, table] = pendingWrites.pop()!;
      const key = `${verb} ${table}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.add(table);
      pendingFunctions.push(...(triggers.get(key) ?? []));
      pendingWrites.push(...(cascades.get(key) ?? []));
    }
    return out;
  }

  return {
    opaque,
    reachOf(sql) {
      const functions = writingCalls ? [...sql.matchAll(writingCalls)].map((m) => m[1].toLowerCase()) : [];
      const writes = writesIn(sql);
      if (!functions.length && !writes.length) return null;
      const reach = reachFrom(writes, functions);
      // A volatile function that wrote nothing it names (it only reads, or locks) is a read.
      return reach === 'all' || reach.size ? reach : null;
    },
  };
}
