/**
 * Public files at /uploads/<key>. An SVG can carry scripts and forms, so every file is answered
 * with a CSP that runs nothing, posts nothing and opens in a sandbox (a unique origin, so a page
 * opened from it is never the app's origin), and with nosniff; <img> still shows it. Keys are
 * random, so files are cached for good.
 */
import type { FastifyInstance } from 'fastify';
import { contentTypeOfKey, UPLOADS_PREFIX, type Uploads } from '../uploads/uploads';
import { errorBody } from '../errors';

export const UPLOAD_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox; form-action 'none'; frame-ancestors 'none'; base-uri 'none'",
  'cross-origin-resource-policy': 'same-site',
};

export function registerUploadRoutes(app: FastifyInstance, uploads: Uploads): void {
  app.get(`${UPLOADS_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
    let key = '';
    try {
      key = decodeURIComponent((request.params as { '*': string })['*'] ?? '');
    } catch {
      // a malformed escape is just an unknown file
    }
    const bytes = key ? await uploads.get(key) : null;
    if (!bytes) return reply.status(404).headers(UPLOAD_HEADERS).send(errorBody('@NOT_FOUND', 'server.errors.notFound'));
    return reply
      .headers({
        ...UPLOAD_HEADERS,
        'content-type': contentTypeOfKey(key),
        // Shown, not downloaded (every key is an image); the name is the key's, never the client's.
        'content-disposition': `inline; filename="${key.slice(key.lastIndexOf('/') + 1)}"`,
        'cache-control': 'public, max-age=31536000, immutable',
      })
      .send(bytes);
  });
}
