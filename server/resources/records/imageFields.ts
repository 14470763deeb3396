/**
 * Image fields of any definition (`type: 'image'`: an artist's photo, a balance's receipt) arrive
 * as a URL or as a data URL; a data URL becomes an upload (the event images' checks: type from the
 * bytes, 5 MB unless the field says `imageMaxMb`) before the record is validated and stored, so records carry a short URL, never the
 * bytes. Called by the generic create and update after their guard: a refused caller stores nothing.
 */
import type { ResourceDefinition } from '../../../src/shared/definition';
import { getPath, setPath } from '../../../src/shared/definition';
import { ApiError, validationError } from '../../errors';
import { decodeImage } from '../events/images';
import { newImageKey, urlOfKey, type Uploads } from '../../uploads/uploads';

const IMAGE_URL = /^(https?:\/\/\S+|\/uploads\/\S+)$/i;

/** Writable image fields of a definition (a read-only one, such as an event's primary image, has routes of its own). */
export const imageFieldsOf = (def: ResourceDefinition) =>
  Object.entries(def.fields).filter(([, f]) => f.type === 'image' && !f.readOnly).map(([name]) => name);

export async function storeImageFields(def: ResourceDefinition, body: unknown, uploads: Uploads, businessId: string): Promise<void> {
  if (!body || typeof body !== 'object') return;
  for (const field of imageFieldsOf(def)) {
    const value = getPath(body, field);
    if (typeof value !== 'string') continue;
    const text = value.trim();
    if (text === '' || IMAGE_URL.test(text)) continue;
    if (!text.startsWith('data:')) throw validationError([{ field, message: 'validation.image' }]);
    let decoded;
    try {
      const { imageMaxMb, messages } = def.fields[field];
      decoded = imageMaxMb ? decodeImage(text, imageMaxMb * 1024 * 1024, messages?.tooLarge ?? 'server.images.tooLarge') : decodeImage(text);
    } catch (err) {
      // The event images' checks, reported on this form's field.
      if (err instanceof ApiError) throw validationError(err.issues.map((i) => ({ ...i, field })));
      throw err;
    }
    const accepted = def.fields[field].imageTypes;
    if (accepted && !accepted.includes(decoded.ext)) throw validationError([{ field, message: 'server.images.pngOrJpeg' }]);
    const key = newImageKey(businessId, decoded.ext);
    await uploads.put(key, decoded.bytes);
    setPath(body as Record<string, unknown>, field, urlOfKey(key));
  }
}
