/**
 * Artist routes beyond CRUD: GET /artists/search?query= (spec 1 section 7; case- and
 * accent-insensitive, the line-up dialog's search). Images sent as data URLs are stored as
 * uploads by the generic writes (server/resources/records/imageFields.ts).
 */
import type { ResourceRouteContext } from '../../routes/extraRoutes';
import { paginationSchema } from '../../openapi';
import { listRecords } from '../records/list';

/** How many artists a search answers: a picker, not a list. */
export const ARTIST_SEARCH_LIMIT = 20;

export function registerArtistRoutes({ app, db, def, base, tags, record, errors, guard, scopeOf }: ResourceRouteContext): void {
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
}
