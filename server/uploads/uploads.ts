/**
 * Uploaded files (DESIGN.md section 6). Files are stored by key ('<business>/<random>.png') and
 * served publicly at `/uploads/<key>`. The filesystem store (fsUploads.ts) is the default of a
 * running server; tests use the in-memory store, which behaves the same through this interface.
 */
import { randomUUID } from 'node:crypto';

export const IMAGE_CONTENT_TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
} as const;
export type ImageExtension = keyof typeof IMAGE_CONTENT_TYPES;

export interface Uploads {
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes, or null when no such file. */
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
}

export const UPLOADS_PREFIX = '/uploads/';

/** Keys are generated here only; anything else (`..`, odd characters) is refused on read. */
const KEY_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}(\/[a-z0-9][a-z0-9-]{0,63}){0,3}\.(png|jpg|gif|webp|svg)$/;

export const isUploadKey = (key: string) => KEY_PATTERN.test(key);

export const newImageKey = (folder: string, ext: ImageExtension) => `${folder}/${randomUUID()}.${ext}`;

export const urlOfKey = (key: string) => UPLOADS_PREFIX + key;

export const contentTypeOfKey = (key: string): string =>
  IMAGE_CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1) as ImageExtension] ?? 'application/octet-stream';

function assertKey(key: string): void {
  if (!isUploadKey(key)) throw new Error(`Invalid upload key: ${key}`);
}

/** Files kept in the process: tests, and a server started without a data folder. */
export function memoryUploads(): Uploads {
  const files = new Map<string, Buffer>();
  return {
    async put(key, bytes) {
      assertKey(key);
      files.set(key, Buffer.from(bytes));
    },
    async get(key) {
      return isUploadKey(key) ? (files.get(key) ?? null) : null;
    },
    async remove(key) {
      files.delete(key);
    },
  };
}

export { assertKey };
