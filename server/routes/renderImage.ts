/**
 * GET /api/renderImage?url=... (spec 1 section 7, spec 2 section 7): the bytes of one of this
 * product's uploads, for the PDFs made in the browser to embed (the business logo, event images).
 * It never fetches anything: the url only names a key of our uploads store (`/uploads/<key>`, or
 * the same path on this server's own origin), so no address can make the server call out (SSRF).
 * Only the caller's business's files: another business's upload is a 404, like its records.
 * react-pdf embeds PNG and JPEG only and no library here converts the others, so GIF, WebP and SVG
 * are refused (415) and the PDF shows the business's name instead.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authOf } from '../auth/guard';
import { ApiError, badRequest, notFound } from '../errors';
import { schemas } from '../openapi';
import { detectImageType } from '../uploads/imageType';
import { isUploadKey, UPLOADS_PREFIX, type Uploads } from '../uploads/uploads';
import { UPLOAD_HEADERS } from './uploads';

const EMBEDDABLE = { png: 'image/png', jpg: 'image/jpeg' } as const;

const notAnUpload = () => badRequest([{ field: 'url', message: 'server.errors.renderImageUrl' }], 'server.errors.renderImageUrl');

/** The upload key a url names, or null when it is anything but a path of our uploads on this origin. */
export function uploadKeyOf(url: string, host: string | undefined): string | null {
  let parsed: URL;
  try {
    // A relative path resolves against our own origin; an absolute url must be that origin.
    const origin = `http://${host ?? 'localhost'}`;
    parsed = new URL(url, origin);
    if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) {
      if (!['http:', 'https:'].includes(parsed.protocol) || parsed.host !== new URL(origin).host) return null;
    }
  } catch {
    return null;
  }
  if (parsed.search || parsed.username || parsed.password || !parsed.pathname.startsWith(UPLOADS_PREFIX)) return null;
  let key: string;
  try {
    key = decodeURIComponent(parsed.pathname.slice(UPLOADS_PREFIX.length));
  } catch {
    return null;
  }
  return isUploadKey(key) ? key : null;
}

export function registerRenderImageRoute(app: FastifyInstance, uploads: Uploads, authenticate: (request: FastifyRequest) => Promise<void>): void {
  app.get(
    '/api/renderImage',
    {
      preHandler: authenticate,
      schema: {
        tags: ['uploads'],
        summary: "One of the business's uploaded images (PNG or JPEG) for a PDF",
        querystring: { type: 'object', required: ['url'], properties: { url: { type: 'string', maxLength: 2048, description: '/uploads/<key> of this server' } } },
        response: { 400: schemas.error, 401: schemas.error, 404: schemas.error, 415: schemas.error },
      },
    },
    async (request, reply) => {
      const { url } = request.query as { url: string };
      const key = uploadKeyOf(url, request.headers.host);
      if (!key) throw notAnUpload();
      // Keys start with the folder of the business that uploaded them (newImageKey).
      if (!key.startsWith(`${authOf(request).bid}/`)) throw notFound();
      const bytes = await uploads.get(key);
      if (!bytes) throw notFound();
      const type = detectImageType(bytes);
      if (type !== 'png' && type !== 'jpg') throw new ApiError(415, '@UNSUPPORTED_MEDIA_TYPE', 'server.errors.renderImageType');
      return reply
        .headers({ ...UPLOAD_HEADERS, 'content-type': EMBEDDABLE[type], 'cache-control': 'private, max-age=3600' })
        .send(bytes);
    },
  );
}
