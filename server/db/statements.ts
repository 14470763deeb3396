/** What both drivers' prepared statements (pg.ts, pglitePrepared.ts) decide from a statement's text. */

/** Data reads and writes: what may be prepared. Anything else (DDL, SET...) runs as a plain statement. */
export const isDml = (sql: string): boolean => /^\s*(SELECT|INSERT|UPDATE|DELETE|WITH)\b/i.test(sql);

/**
 * A statement that answers `*` (or `t.*`): prepared, it fails with "cached plan must not change
 * result type" once a column is added to its table, which another process's start may do.
 */
export const answersStar = (sql: string): boolean => sql.replace(/count\(\s*\*\s*\)/gi, '').includes('*');

/**
 * A statement bound to an array (`$1::uuid[]`, a bulk insert or update through unnest): its rows
 * depend on the array's length, which a prepared statement's generic plan does not know (it
 * assumes 100), and a plan chosen that way turned a 200-row update into a 2-second scan. Such
 * statements are planned each time they run.
 */
export const takesArray = (sql: string): boolean => /\$\d+\s*::\s*[\w." ]+\[\]/.test(sql);

/**
 * Written in a statement whose best plan depends on its parameters' values, such as a period that
 * may be a day or a year (the dashboard's sums): after five runs PostgreSQL may keep a generic plan
 * that assumes a few rows, and a year's sums then took twice as long. Such statements are planned
 * each time they run, as those bound to arrays are. Never before the statement's first word: a
 * statement counts as a read or write by it (isDml).
 */
export const PLAN_EACH_TIME = '/* planned each time */';

export const plannedEachTime = (sql: string): boolean => takesArray(sql) || sql.includes(PLAN_EACH_TIME);

/**
 * Written in a SELECT whose CTEs write, when it returns every row they write (a queue's claim): an
 * answer of no rows then says that nothing was written, as "UPDATE 0" says it of an UPDATE
 * (server/db/writeClock.ts), and an idle queue's polling does not count as a change.
 */
export const RETURNS_WHAT_IT_WRITES = '/* returns every row it writes */';
