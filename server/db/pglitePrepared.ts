/**
 * Prepared statements for PGlite. PGlite's own `query` parses and plans every statement again
 * and crosses into WebAssembly six times per call (parse, describe, bind, describe, execute,
 * sync); parsing and planning were half of a list's database time. Here each statement text is
 * parsed once under a name, and later calls send Bind, Execute and Sync in one message.
 *
 * What does not change: parameters are serialised and columns parsed by PGlite's own type
 * handlers (so rows are exactly what `query` gives), PGlite's mutexes keep one statement at a
 * time and a transaction's statements together, errors are the protocol's ErrorResponse with
 * its SQLSTATE code, and the data folder is synced after each statement outside a transaction.
 *
 * The process is PGlite's only user, so every schema change passes through here: anything that
 * is not a plain SELECT/INSERT/UPDATE/DELETE/WITH (and every `exec`) forgets the prepared
 * statements, which PostgreSQL would otherwise refuse to run once a table they read changes.
 */
import { DatabaseError, serialize } from 'pg-protocol';
import { types, type PGlite } from '@electric-sql/pglite';
import type { QueryResult } from './types';

/** Statements kept prepared; the least recently used is closed beyond it. */
export const PGLITE_PREPARED_MAX = 500;

interface Statement {
  name: string;
  paramTypes: number[];
  fields: { name: string; type: number }[];
}

type Message = { type: number; body: Buffer };

function* messages(buf: Buffer): Generator<Message> {
  for (let i = 0; i + 5 <= buf.length; ) {
    const len = buf.readInt32BE(i + 1);
    yield { type: buf[i], body: buf.subarray(i + 5, i + 1 + len) };
    i += 1 + len;
  }
}

const cstring = (body: Buffer, at: number): [string, number] => {
  const end = body.indexOf(0, at);
  return [body.toString('utf8', at, end), end + 1];
};

/** ErrorResponse as the error PGlite and node-postgres throw: message, SQLSTATE `code`, constraint... */
function databaseError(body: Buffer, sql: string, params: readonly unknown[]): DatabaseError {
  const f: Record<string, string> = {};
  for (let at = 0; body[at] !== 0 && at < body.length; ) {
    const code = String.fromCharCode(body[at]);
    const [value, next] = cstring(body, at + 1);
    f[code] = value;
    at = next;
  }
  const err = new DatabaseError(f.M ?? 'database error', body.length, 'error');
  Object.assign(err, {
    severity: f.V ?? f.S,
    code: f.C,
    detail: f.D,
    hint: f.H,
    position: f.P,
    internalPosition: f.p,
    internalQuery: f.q,
    where: f.W,
    schema: f.s,
    table: f.t,
    column: f.c,
    dataType: f.d,
    constraint: f.n,
    file: f.F,
    line: f.L,
    routine: f.R,
    query: sql,
    params,
  });
  return err;
}

const int16 = (body: Buffer, at: number) => body.readInt16BE(at);

export interface PreparedRunner {
  /**
   * One statement whose text `isDml`; `inTransaction`: called inside `transaction()`, whose
   * mutex is already held.
   */
  query<T>(sql: string, params: readonly unknown[] | undefined, inTransaction: boolean): Promise<QueryResult<T>>;
  /** Statements changed the schema (or may have): prepared ones are closed before the next call. */
  forgetAll(): void;
}

export function preparedRunner(pg: PGlite, max = PGLITE_PREPARED_MAX): PreparedRunner {
  // Least recently used first (Map keeps insertion order; a use moves an entry to the end).
  const statements = new Map<string, Statement>();
  let pendingClose: string[] = [];
  let counter = 0;

  // The raw stream, not execProtocolRaw: that one also runs PGlite's own parser over every answer
  // and keeps the parsed messages until its next `query`.
  async function exchange(parts: Buffer[]): Promise<Buffer> {
    const chunks: Buffer[] = [];
    await pg.execProtocolRawStream(Buffer.concat(parts), { syncToFs: false, onRawData: (bytes) => void chunks.push(Buffer.from(bytes)) });
    return chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
  }

  const closes = () => {
    const out = pendingClose.map((name) => serialize.close({ type: 'S', name }));
    pendingClose = [];
    return out;
  };

  async function prepare(sql: string, params: readonly unknown[]): Promise<Statement> {
    const name = `p${++counter}`;
    const raw = await exchange([...closes(), serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync()]);
    const st: Statement = { name, paramTypes: [], fields: [] };
    for (const m of messages(raw)) {
      if (m.type === 0x45 /* E */) throw databaseError(m.body, sql, params);
      if (m.type === 0x74 /* t */) {
        for (let i = 0, n = int16(m.body, 0); i < n; i++) st.paramTypes.push(m.body.readInt32BE(2 + 4 * i));
      } else if (m.type === 0x54 /* T */) {
        let at = 2;
        for (let i = 0, n = int16(m.body, 0); i < n; i++) {
          const [fieldName, next] = cstring(m.body, at);
          st.fields.push({ name: fieldName, type: m.body.readInt32BE(next + 6) });
          at = next + 18;
        }
      }
    }
    statements.set(sql, st);
    if (statements.size > max) {
      const [oldSql, old] = statements.entries().next().value!;
      statements.delete(oldSql);
      pendingClose.push(old.name);
    }
    return st;
  }

  async function execute<T>(sql: string, params: readonly unknown[]): Promise<QueryResult<T>> {
    let st = statements.get(sql);
    if (st) {
      statements.delete(sql);
      statements.set(sql, st);
    } else {
      st = await prepare(sql, params);
    }
    const values = params.map((p, i) => {
      if (p === null || p === undefined) return null;
      const serializer = pg.serializers[st.paramTypes[i]];
      return serializer ? serializer(p) : (p as { toString(): string }).toString();
    });
    const raw = await exchange([...closes(), serialize.bind({ statement: st.name, values }), serialize.execute({}), serialize.sync()]);
    const rows: T[] = [];
    let error: DatabaseError | undefined;
    let tag = '';
    for (const m of messages(raw)) {
      if (m.type === 0x44 /* D */) {
        const row: Record<string, unknown> = {};
        let at = 2;
        for (let i = 0, n = int16(m.body, 0); i < n; i++) {
          const len = m.body.readInt32BE(at);
          at += 4;
          const field = st.fields[i];
          if (len < 0) row[field.name] = null;
          else {
            row[field.name] = types.parseType(m.body.toString('utf8', at, at + len), field.type, pg.parsers);
            at += len;
          }
        }
        rows.push(row as T);
      } else if (m.type === 0x43 /* C: CommandComplete, "UPDATE 3" */) tag = m.body.toString('utf8', 0, m.body.length - 1);
      else if (m.type === 0x45 /* E */ && !error) error = databaseError(m.body, sql, params);
    }
    if (error) {
      // A table it reads changed shape under it: prepare it again next time.
      if (error.code === '0A000' && statements.get(sql) === st) {
        statements.delete(sql);
        pendingClose.push(st.name);
      }
      throw error;
    }
    const count = /^(\w+)(?: \d+)? (\d+)$/.exec(tag);
    return count ? { rows, command: count[1], rowCount: Number(count[2]) } : { rows };
  }

  const forgetAll = () => {
    for (const st of statements.values()) pendingClose.push(st.name);
    statements.clear();
  };

  async function query<T>(sql: string, params: readonly unknown[], inTransaction: boolean): Promise<QueryResult<T>> {
    const run = () => pg._runExclusiveQuery(() => execute<T>(sql, params));
    if (inTransaction) return run();
    await pg._checkReady();
    const result = await pg._runExclusiveTransaction(run);
    await pg.syncToFs();
    return result;
  }

  return { query, forgetAll };
}
