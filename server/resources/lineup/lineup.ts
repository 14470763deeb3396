/**
 * The line-up of an event (spec 1 section 7): artists in `event_lineup`
 * (server/migrations/003_event_people.sql), in the order they were added. Every write locks the
 * event row, so two quick adds never take the same position.
 */
import { recordChange } from '../../audit/record';
import { artists } from '../../../src/shared/resources/artists/definition';
import { events } from '../../../src/shared/resources/events/definition';
import type { Db } from '../../db/types';
import { ApiError, notFound, validationError } from '../../errors';
import { ident, resourceTable, rowToRecord } from '../columns';
import { isUuid } from '../ids';
import { presentRecord } from '../records/present';

type Row = Record<string, unknown>;

async function lockEvent(tx: Db, businessId: string, eventId: string): Promise<void> {
  if (!isUuid(eventId)) throw notFound();
  const { rows } = await tx.query(`SELECT 1 FROM ${ident(resourceTable(events).table)} WHERE business_id = $1 AND id = $2 FOR UPDATE`, [businessId, eventId]);
  if (!rows.length) throw notFound();
}

/** Artists of the line-up in order, as GET /artists answers them plus their `position`. */
export async function lineupOf(db: Db, businessId: string, eventId: string): Promise<Row[]> {
  const t = resourceTable(artists);
  const { rows } = await db.query<Row & { position: number }>(
    `SELECT a.*, l.position AS lineup_position FROM event_lineup l
       JOIN ${ident(t.table)} a ON a.id = l.artist_id AND a.business_id = l.business_id
      WHERE l.business_id = $1 AND l.event_id = $2 ORDER BY l.position, a.id`,
    [businessId, eventId],
  );
  return rows.map((r, i) => ({ ...presentRecord(artists, rowToRecord(t, r)), position: i + 1 }));
}

export async function getLineup(db: Db, businessId: string, eventId: string): Promise<Row[]> {
  if (!isUuid(eventId)) throw notFound();
  const { rows } = await db.query(`SELECT 1 FROM ${ident(resourceTable(events).table)} WHERE business_id = $1 AND id = $2`, [businessId, eventId]);
  if (!rows.length) throw notFound();
  return lineupOf(db, businessId, eventId);
}

/**
 * The artist ids of a body: `{artist}` (spec) or `{artistsID}` (the add dialog), each one id or
 * a list of ids. Anything else is a 400 issue on the field sent.
 */
export function artistIdsOf(body: unknown, allowMany: boolean): string[] {
  const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const field = b.artist !== undefined ? 'artist' : b.artistsID !== undefined ? 'artistsID' : 'artist';
  const raw = b[field];
  const list = Array.isArray(raw) && allowMany ? raw : [raw];
  if (raw === undefined || raw === null || raw === '' || list.length === 0) throw validationError([{ field, message: 'validation.required' }]);
  if (!list.every(isUuid)) throw validationError([{ field, message: 'validation.reference' }]);
  return [...new Set(list as string[])];
}

/** Appends artists of the business; one already in the line-up is a 409, one of another business a 404. */
/** The event's history: its line-up (artist names, in order) before and after. */
const names = (rows: Row[]) => rows.map((r) => String(r.name ?? r.id));
async function recordLineup(tx: Db, businessId: string, eventId: string, actorId: string | null, before: Row[], after: Row[]) {
  await recordChange(tx, { businessId, actorId, resource: 'events', recordId: eventId, action: '@UPDATE', before: { lineup: names(before) }, after: { lineup: names(after) } });
}

export async function addToLineup(db: Db, businessId: string, eventId: string, artistIds: string[], actorId: string | null = null): Promise<Row[]> {
  return db.transaction(async (tx) => {
    await lockEvent(tx, businessId, eventId);
    const before = await lineupOf(tx, businessId, eventId);
    const t = resourceTable(artists);
    const found = await tx.query<{ id: string }>(`SELECT id FROM ${ident(t.table)} WHERE business_id = $1 AND id = ANY($2::uuid[])`, [businessId, artistIds]);
    if (found.rows.length !== artistIds.length) throw notFound();
    const taken = await tx.query('SELECT 1 FROM event_lineup WHERE event_id = $1 AND artist_id = ANY($2::uuid[]) LIMIT 1', [eventId, artistIds]);
    if (taken.rows.length) throw new ApiError(409, '@DUPLICATE', 'server.lineup.duplicate', [{ field: 'artist', message: 'server.lineup.duplicate' }]);
    for (const artistId of artistIds) {
      await tx.query(
        `INSERT INTO event_lineup (business_id, event_id, artist_id, position)
         VALUES ($1, $2, $3, (SELECT coalesce(max(position), 0) + 1 FROM event_lineup WHERE event_id = $2))`,
        [businessId, eventId, artistId],
      );
    }
    const after = await lineupOf(tx, businessId, eventId);
    await recordLineup(tx, businessId, eventId, actorId, before, after);
    return after;
  });
}

/** Takes an artist out; one not in the line-up is a 404. */
export async function removeFromLineup(db: Db, businessId: string, eventId: string, artistId: string, actorId: string | null = null): Promise<Row[]> {
  return db.transaction(async (tx) => {
    await lockEvent(tx, businessId, eventId);
    const before = await lineupOf(tx, businessId, eventId);
    const { rows } = await tx.query('DELETE FROM event_lineup WHERE business_id = $1 AND event_id = $2 AND artist_id = $3 RETURNING 1', [businessId, eventId, artistId]);
    if (!rows.length) throw notFound();
    const after = await lineupOf(tx, businessId, eventId);
    await recordLineup(tx, businessId, eventId, actorId, before, after);
    return after;
  });
}

/** Copy step of a duplication: the same artists in the same order. */
export async function copyLineup(tx: Db, copy: { businessId: string; fromId: string; toId: string }): Promise<void> {
  await tx.query(
    `INSERT INTO event_lineup (business_id, event_id, artist_id, position)
     SELECT business_id, $3, artist_id, position FROM event_lineup WHERE business_id = $1 AND event_id = $2`,
    [copy.businessId, copy.fromId, copy.toId],
  );
}
