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
  close(): Promise<void>;
}
