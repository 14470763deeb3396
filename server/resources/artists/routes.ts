/**
 * Artist routes beyond CRUD: GET /artists/search?query= (spec 1 section 7; case- and
 * accent-insensitive, the line-up dialog's search), and images sent as data URLs stored as
 * uploads, so records and line-ups carry a short URL instead of the bytes.
 */
import type { FastifyRequest } from 'fastify';
import type { ResourceRouteContext } from '../../routes/extraRoutes';
import { ApiError, validationError } from '../../errors';
import { paginationSchema } from '../../openapi';
import { listRecords } from '../records/list';
import { decodeImage } from '../events/images';
import { newImageKey, urlOfKey } from '../../uploads/uploads';
import { authOf } from '../../auth/guard';

/** How many artists a search answers: a picker, not a list. */
export const ARTIST_SEARCH_LIMIT = 20;
const IMAGE_URL = /^(https?:\/\/\S+|\/uploads\/\S+)$/i;

export function registerArtistRoutes({ app, db, def, base, tags, record, errors, guard, scopeOf, uploads }: ResourceRouteContext): void {
  app.get(
    `${base}/search`,
    {
      preHandler: guard('list'),
      schema: {
        tags,
        description: `up to ${ARTIST_SEARCH_LIMIT} artists whose name contains the query, ignoring case and accents`,
        querystring: { type: 'object', properties: { query: { type: 'string' } } },
        response: { 200: { type: 'object', properties: { data: { type: 'array', items: record }, pagination: paginationSchema } }, ...errors },
      },
    },
    async (request) => {
      const raw = (request.query as { query?: string | string[] }).query;
      const query = (Array.isArray(raw) ? raw[0] : raw)?.slice(0, 200) ?? '';
      return listRecords(db, def, scopeOf(request), { page: 1, limit: ARTIST_SEARCH_LIMIT, search: query, orderBy: 'name', order: 'ASC' });
    },
  );

  // A data URL becomes an upload before the generic create/update stores the record.
  const writes = new Set([`POST ${base}`, `PATCH ${base}/:id`]);
  app.addHook('preHandler', async function (request: FastifyRequest, reply) {
    if (!writes.has(`${request.method} ${request.routeOptions.url}`)) return;
    // App hooks run before the route's guard: check access first, never store a refused upload.
    await guard(request.method === 'POST' ? 'create' : 'edit').call(this, request, reply);
    const body = request.body as { image?: unknown } | undefined;
    if (typeof body?.image !== 'string') return;
    const image = body.image.trim();
    if (image === '' || IMAGE_URL.test(image)) return;
    if (!image.startsWith('data:')) throw validationError([{ field: 'image', message: 'validation.image' }]);
    let decoded;
    try {
      decoded = decodeImage(image);
    } catch (err) {
      // The same checks as event images, reported on this form's field.
      if (err instanceof ApiError) throw validationError(err.issues.map((i) => ({ ...i, field: 'image' })));
      throw err;
    }
    const key = newImageKey(authOf(request).bid, decoded.ext);
    await uploads.put(key, decoded.bytes);
    body.image = urlOfKey(key);
  });
}
