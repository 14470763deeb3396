/**
 * Images of an event (docs/api-contract.md, "Events"): stored through the Uploads service,
 * listed in `event_images` (server/migrations/002_event_images.sql), with the primary one's URL
 * kept in `events.primary_image` so lists and cards read it without a join. Every change locks
 * the event row, so two uploads never both become "the first image".
 */
import { recordChange } from '../../audit/record';
import type { Db } from '../../db/types';
import { notFound, validationError } from '../../errors';
import { isUuid } from '../ids';
import { ident, resourceTable } from '../columns';
import { events } from '../../../src/shared/resources/events/definition';
import { BUMP_UPDATED_AT } from '../records/scope';
import { IMAGE_CONTENT_TYPES, newImageKey, urlOfKey, type ImageExtension, type Uploads } from '../../uploads/uploads';
import { detectImageType } from '../../uploads/imageType';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGES_PER_EVENT = 20;
/** Route body limit: a 5 MB image as base64 plus the JSON around it. */
export const IMAGE_BODY_LIMIT = 8 * 1024 * 1024;

export interface EventImagesAnswer {
  primaryImage: string | null;
  images: { id: string; url: string; isPrimary: boolean }[];
}

export interface DecodedImage {
  bytes: Buffer;
  ext: ImageExtension;
}

const DATA_URL = /^data:([a-z]+\/[a-z0-9.+-]+)?(;[a-z0-9-]+=[^;,]*)*;base64,/i;
const dataIssue = (message: string) => validationError([{ field: 'data', message }]);

/** Route body limit for images of up to `mb` MB as base64 plus the JSON around them. */
export const imageBodyLimit = (mb: number) => Math.max(IMAGE_BODY_LIMIT, Math.ceil(mb * 1024 * 1024 * 1.4) + 1024 * 1024);

/**
 * A data URL of an accepted image, checked by its bytes; else a 400 issue on `data`. `maxBytes`
 * and `tooLarge` (catalogue key) for a field with its own limit (an accreditation's image: 10 MB).
 */
export function decodeImage(data: unknown, maxBytes = MAX_IMAGE_BYTES, tooLarge = 'server.images.tooLarge'): DecodedImage {
  if (typeof data !== 'string' || data.trim() === '') throw dataIssue(data == null || data === '' ? 'validation.required' : 'server.images.invalidData');
  const header = DATA_URL.exec(data);
  if (!header) throw dataIssue('server.images.invalidData');
  const base64 = data.slice(header[0].length).replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64) || base64.length === 0) throw dataIssue('server.images.invalidData');
  // Refuse before decoding: base64 is 4 characters per 3 bytes.
  if (Math.floor((base64.length * 3) / 4) - (base64.match(/=+$/)?.[0].length ?? 0) > maxBytes) throw dataIssue(tooLarge);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > maxBytes) throw dataIssue(tooLarge);
  const ext = detectImageType(bytes);
  if (!ext || !(ext in IMAGE_CONTENT_TYPES)) throw dataIssue('server.images.invalidType');
  return { bytes, ext };
}

const EVENTS = ident(resourceTable(events).table);

interface ImageRow {
  id: string;
  path: string;
  is_primary: boolean;
}

async function lockEvent(tx: Db, businessId: string, eventId: string): Promise<void> {
  if (!isUuid(eventId)) throw notFound();
  const { rows } = await tx.query(`SELECT id FROM ${EVENTS} WHERE business_id = $1 AND id = $2 FOR UPDATE`, [businessId, eventId]);
  if (!rows.length) throw notFound();
}

async function imageRows(db: Db, businessId: string, eventId: string): Promise<ImageRow[]> {
  const { rows } = await db.query<ImageRow>(
    'SELECT id, path, is_primary FROM event_images WHERE business_id = $1 AND event_id = $2 ORDER BY position, id',
    [businessId, eventId],
  );
  return rows;
}

const answerOf = (rows: ImageRow[]): EventImagesAnswer => {
  const images = rows.map((r) => ({ id: r.id, url: urlOfKey(r.path), isPrimary: r.is_primary }));
  return { primaryImage: images.find((i) => i.isPrimary)?.url ?? null, images };
};

/** events.primary_image follows the primary row; the event's updated_at moves only on a change. */
async function syncPrimary(tx: Db, businessId: string, eventId: string): Promise<EventImagesAnswer> {
  const answer = answerOf(await imageRows(tx, businessId, eventId));
  await tx.query(
    `UPDATE ${EVENTS} SET primary_image = $3, ${BUMP_UPDATED_AT} WHERE business_id = $1 AND id = $2 AND primary_image IS DISTINCT FROM $3`,
    [businessId, eventId, answer.primaryImage],
  );
  return answer;
}

/** The event's images in the history: an update of the event's image list (urls) and primary image. */
async function recordImages(tx: Db, businessId: string, eventId: string, actorId: string | null, before: EventImagesAnswer, after: EventImagesAnswer) {
  const shape = (a: EventImagesAnswer) => ({ images: a.images.map((i) => i.url), primaryImage: a.primaryImage });
  await recordChange(tx, { businessId, actorId, resource: 'events', recordId: eventId, action: '@UPDATE', before: shape(before), after: shape(after) });
}

export async function listImages(db: Db, businessId: string, eventId: string): Promise<EventImagesAnswer> {
  if (!isUuid(eventId)) throw notFound();
  const { rows } = await db.query(`SELECT 1 FROM ${EVENTS} WHERE business_id = $1 AND id = $2`, [businessId, eventId]);
  if (!rows.length) throw notFound();
  return answerOf(await imageRows(db, businessId, eventId));
}

/** Stores the file, then records it; the first image (or one sent with primary) is the primary. */
export async function addImage(
  db: Db,
  uploads: Uploads,
  businessId: string,
  eventId: string,
  image: DecodedImage,
  primary = false,
  actorId: string | null = null,
): Promise<EventImagesAnswer> {
  if (!isUuid(eventId)) throw notFound();
  const key = newImageKey(businessId, image.ext);
  await uploads.put(key, image.bytes);
  try {
    return await db.transaction(async (tx) => {
      await lockEvent(tx, businessId, eventId);
      const existing = await imageRows(tx, businessId, eventId);
      if (existing.length >= MAX_IMAGES_PER_EVENT) throw dataIssue('server.images.tooMany');
      const makePrimary = primary || !existing.some((r) => r.is_primary);
      if (makePrimary) await tx.query('UPDATE event_images SET is_primary = false WHERE business_id = $1 AND event_id = $2 AND is_primary', [businessId, eventId]);
      await tx.query(
        `INSERT INTO event_images (business_id, event_id, path, is_primary, position)
         VALUES ($1, $2, $3, $4, (SELECT coalesce(max(position), 0) + 1 FROM event_images WHERE business_id = $1 AND event_id = $2))`,
        [businessId, eventId, key, makePrimary],
      );
      const answer = await syncPrimary(tx, businessId, eventId);
      await recordImages(tx, businessId, eventId, actorId, answerOf(existing), answer);
      return answer;
    });
  } catch (err) {
    await uploads.remove(key); // nothing refers to it
    throw err;
  }
}

/** Deleting the primary promotes the next image; the file goes when no event uses it any more. */
export async function removeImage(db: Db, uploads: Uploads, businessId: string, eventId: string, imageId: string, actorId: string | null = null): Promise<EventImagesAnswer> {
  if (!isUuid(eventId) || !isUuid(imageId)) throw notFound();
  const { answer, orphan } = await db.transaction(async (tx) => {
    await lockEvent(tx, businessId, eventId);
    const before = answerOf(await imageRows(tx, businessId, eventId));
    const { rows } = await tx.query<ImageRow>(
      'DELETE FROM event_images WHERE business_id = $1 AND event_id = $2 AND id = $3 RETURNING id, path, is_primary',
      [businessId, eventId, imageId],
    );
    const removed = rows[0];
    if (!removed) throw notFound();
    if (removed.is_primary) {
      await tx.query(
        `UPDATE event_images SET is_primary = true WHERE id = (
           SELECT id FROM event_images WHERE business_id = $1 AND event_id = $2 ORDER BY position, id LIMIT 1)`,
        [businessId, eventId],
      );
    }
    const refs = await tx.query('SELECT 1 FROM event_images WHERE path = $1 LIMIT 1', [removed.path]);
    const answer = await syncPrimary(tx, businessId, eventId);
    await recordImages(tx, businessId, eventId, actorId, before, answer);
    return { answer, orphan: refs.rows.length ? null : removed.path };
  });
  if (orphan) await uploads.remove(orphan);
  return answer;
}

/** Copy step of a duplication: the copy lists the same files (shared, see removeImage). */
export async function copyImages(tx: Db, copy: { businessId: string; fromId: string; toId: string }): Promise<void> {
  await tx.query(
    `INSERT INTO event_images (business_id, event_id, path, is_primary, position)
     SELECT business_id, $3, path, is_primary, position FROM event_images WHERE business_id = $1 AND event_id = $2`,
    [copy.businessId, copy.fromId, copy.toId],
  );
  await syncPrimary(tx, copy.businessId, copy.toId);
}
