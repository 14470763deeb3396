/**
 * The database as a serving process uses it (server/main.ts, and the bench's server as it): its
 * statistics kept (statistics.ts) and its writes clocked (writeClock.ts) for the answers kept in
 * memory. Answers the database to serve with, its clock, and what stops the hourly analysis.
 */
import type { Db } from './types';
import { serveWithStatistics } from './statistics';
import { watchWrites, type WriteClock } from './writeClock';

export async function servingDb(opened: Db, embedded: boolean): Promise<{ db: Db; clock: WriteClock; stop: () => void }> {
  const { db: counted, stop } = await serveWithStatistics(opened, embedded);
  const { db, clock } = await watchWrites(counted);
  return { db, clock, stop };
}
