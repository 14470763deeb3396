/** Which statements run prepared (server/db/statements.ts): array-bound ones are planned each time. */
import { describe, expect, it } from 'vitest';
import { answersStar, isDml, PLAN_EACH_TIME, plannedEachTime, takesArray } from '../../server/db/statements';

describe('statement classification', () => {
  it('sees a statement bound to an array, whatever the type', () => {
    expect(takesArray('UPDATE orders SET status = $2 WHERE id = ANY($1::uuid[])')).toBe(true);
    expect(takesArray('SELECT * FROM unnest($1::uuid[], $2 :: text[], $3::timestamptz[]) AS x(a, b, c)')).toBe(true);
    expect(takesArray('SELECT 1 FROM x WHERE a = ANY($12::"char"[])')).toBe(true);
  });

  it('leaves scalar parameters and literal arrays alone', () => {
    expect(takesArray('SELECT id FROM producers WHERE business_id = $1::uuid ORDER BY created_at LIMIT $2')).toBe(false);
    expect(takesArray("SELECT ARRAY['a','b']::text[] AS x")).toBe(false);
  });

  it('tells reads and writes from DDL, and a star from count(*)', () => {
    expect(isDml('  select 1')).toBe(true);
    expect(isDml('ALTER TABLE x ADD COLUMN y int')).toBe(false);
    expect(answersStar('SELECT count(*) FROM x')).toBe(false);
    expect(answersStar('SELECT * FROM x')).toBe(true);
  });

  it('plans each time a statement marked so (a period of a day or a year) or bound to an array, and it stays a read', () => {
    const sums = `WITH s AS (SELECT id FROM orders WHERE paid_at >= $2 AND paid_at < $3) SELECT count(*) FROM s ${PLAN_EACH_TIME}`;
    expect(plannedEachTime(sums)).toBe(true);
    expect(isDml(sums)).toBe(true);
    expect(plannedEachTime('UPDATE orders SET status = $2 WHERE id = ANY($1::uuid[])')).toBe(true);
    expect(plannedEachTime('SELECT id FROM orders WHERE business_id = $1')).toBe(false);
  });
});

describe('the tables a statement writes (server/db/statistics.ts)', () => {
  it('finds inserts, updates and deletes, in CTEs too, quoted or not', async () => {
    const { writtenTables } = await import('../../server/db/statistics');
    expect(writtenTables('WITH created AS (INSERT INTO "artists" ("business_id", "name") VALUES ($1, $2) RETURNING *), count_delta AS (INSERT INTO resource_counts (business_id) SELECT $1 ON CONFLICT (business_id) DO UPDATE SET count = resource_counts.count + 1) SELECT * FROM created')).toEqual(['artists', 'resource_counts']);
    expect(writtenTables('UPDATE resource_counts rc SET count = rc.count + x.n FROM x')).toEqual(['resource_counts']);
    expect(writtenTables('delete from ticket_pos where pos_id = $1')).toEqual(['ticket_pos']);
  });

  it('never takes a locking clause or a read for a write', async () => {
    const { writtenTables } = await import('../../server/db/statistics');
    expect(writtenTables('SELECT id FROM order_messages WHERE delivery_status = $1 FOR UPDATE SKIP LOCKED')).toEqual([]);
    expect(writtenTables('SELECT * FROM lots WHERE id = $1 FOR NO KEY UPDATE OF lots NOWAIT')).toEqual([]);
    expect(writtenTables(`SELECT '{"updatedAt":' || to_json(updated_at)::text FROM events`)).toEqual([]);
  });
});
