/** Uploads as files under a folder (`DATA_DIR/uploads` when the server runs). */
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertKey, isUploadKey, type Uploads } from './uploads';

export function fsUploads(root: string): Uploads {
  const file = (key: string) => path.join(root, ...key.split('/'));
  return {
    async put(key, bytes) {
      assertKey(key);
      const target = file(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Write then rename: a reader never sees half a file.
      const tmp = `${target}.${process.pid}.tmp`;
      await writeFile(tmp, bytes);
      await rename(tmp, target);
    },
    async get(key) {
      if (!isUploadKey(key)) return null;
      try {
        return await readFile(file(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async remove(key) {
      if (isUploadKey(key)) await rm(file(key), { force: true });
    },
  };
}
