/**
 * The built admin (dist/). Each file goes out as the brotli or gzip copy `vite build` left beside
 * it (vite.config.ts) when the browser accepts that encoding, else as is; the answer varies by
 * Accept-Encoding. Hashed files under /assets never change under their name, so browsers keep
 * them a year without asking; index.html (also the SPA fallback, server/errors.ts) and the
 * unhashed public files are revalidated on every load, so a new build shows at once.
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Vite's output name under assets/: `<name>-<8-character hash>.<ext>`, plus `.br`/`.gz` for the copies. */
const HASHED = /^assets\/[^/]+-[\w-]{8}\.[a-z0-9]+(\.br|\.gz)?$/;

export const isHashedAsset = (root: string, file: string) => HASHED.test(path.relative(root, file).split(path.sep).join('/'));

export async function registerStaticFiles(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    wildcard: true,
    index: 'index.html',
    preCompressed: true,
    // Set below per file instead of one max-age for all.
    cacheControl: false,
    setHeaders(res, file) {
      res.setHeader('vary', 'accept-encoding');
      res.setHeader('cache-control', isHashedAsset(root, file) ? IMMUTABLE : REVALIDATE);
    },
  });
}
