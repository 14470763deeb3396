/**
 * Public files at /uploads/<key>. An SVG can carry scripts, so every file is answered with a
 * CSP that runs nothing and with nosniff; keys are random, so files are cached for good.
 */
import type { FastifyInstance } from 'fastify';
import { contentTypeOfKey, UPLOADS_PREFIX, type Uploads } from '../uploads/uploads';
import { errorBody } from '../errors';

export const UPLOAD_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
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
      .headers({ ...UPLOAD_HEADERS, 'content-type': contentTypeOfKey(key), 'cache-control': 'public, max-age=31536000, immutable' })
      .send(bytes);
  });
}
