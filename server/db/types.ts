/**
 * The one database interface of the server. PGlite (embedded, default) and a `pg` pool
 * (DATABASE_URL) both implement it, so every query is plain PostgreSQL with no dialect forks.
 */
export interface QueryResult<T> {
  rows: T[];
  /**
   * The statement's command and the rows it touched, as PostgreSQL's command tag says ("UPDATE 0":
   * `UPDATE`, 0); absent where the driver does not tell. server/db/writeClock.ts reads them to see
   * a write that changed nothing.
   */
  command?: string;
  rowCount?: number;
}

export interface Db {
  /** One parameterised statement ($1, $2, ...). */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs `fn` in one transaction; a nested call joins the outer transaction. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /**
   * Runs `fn` with its statements on one connection, each committed on its own unless `fn` opens a
   * transaction: a request's statements in a row wait for a free connection once, not once each.
   * Inside a session or a transaction, and on PGlite (one connection), it is `fn` on this handle.
   */
  session<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
