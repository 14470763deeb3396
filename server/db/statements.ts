/** What both drivers' prepared statements (pg.ts, pglitePrepared.ts) decide from a statement's text. */

/** Data reads and writes: what may be prepared. Anything else (DDL, SET...) runs as a plain statement. */
export const isDml = (sql: string): boolean => /^\s*(SELECT|INSERT|UPDATE|DELETE|WITH)\b/i.test(sql);

/**
 * A statement that answers `*` (or `t.*`): prepared, it fails with "cached plan must not change
 * result type" once a column is added to its table, which another process's start may do.
 */
export const answersStar = (sql: string): boolean => sql.replace(/count\(\s*\*\s*\)/gi, '').includes('*');
