/**
 * Planner statistics for PGlite, which has no autovacuum: without them every table looks like
 * one row and a join can be nested over thousands (tests/api/statementsWithoutStatistics.test.ts).
 * Analysed once the server has its data, then every hour as the data grows. PostgreSQL's own
 * autovacuum does this for a real server.
 */
import type { Db } from './types';

export const ANALYZE_EVERY_MS = 60 * 60 * 1000;

export async function keepStatistics(db: Db, onError: (err: unknown) => void): Promise<() => void> {
  await db.exec('ANALYZE');
  const timer = setInterval(() => db.exec('ANALYZE').catch(onError), ANALYZE_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
