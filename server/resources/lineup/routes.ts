/**
 * GET /events/{id}/lineup, PATCH /events/{id}/lineup/add {artist | artistsID} and
 * PATCH /events/{id}/lineup/remove {artist} (spec 1 section 7). Each answers the line-up in order.
 * Reading follows the event's show codes; changing it, the event's edit codes.
 */
import type { FastifyRequest } from 'fastify';
import { artists } from '../../../src/shared/resources/artists/definition';
import type { ResourceRouteContext } from '../../routes/extraRoutes';
import { definitionSchema } from '../../openapi';
import { addToLineup, artistIdsOf, getLineup, removeFromLineup } from './lineup';

export function registerLineupRoutes({ app, db, base, errors, guard, scopeOf, emit }: ResourceRouteContext): void {
  const tags = ['lineup'];
  const params = { type: 'object', properties: { id: { type: 'string', format: 'uuid' } } };
  const artist = definitionSchema(artists, 'record');
  const answer = {
    type: 'object',
    properties: { data: { type: 'array', items: { ...artist, properties: { ...(artist.properties as object), position: { type: 'integer' } } } } },
  };
  const ids = { oneOf: [{ type: 'string', format: 'uuid' }, { type: 'array', items: { type: 'string', format: 'uuid' } }] };
  const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;

  app.get(`${base}/:id/lineup`, { preHandler: guard('show'), schema: { tags, params, response: { 200: answer, ...errors } } }, async (request) => ({
    data: await getLineup(db, scopeOf(request).businessId, idOf(request)),
  }));

  app.patch(
    `${base}/:id/lineup/add`,
    {
      preHandler: guard('edit'),
      schema: {
        tags,
        params,
        description: '`artist` or `artistsID`: one artist id or a list; 404 for an artist outside the business, 409 when already in the line-up',
        body: { type: 'object', properties: { artist: ids, artistsID: ids } },
        response: { 200: answer, ...errors, 409: errors[400] },
      },
    },
    async (request) => {
      const data = await addToLineup(db, scopeOf(request).businessId, idOf(request), artistIdsOf(request.body, true), scopeOf(request).actorId);
      emit(request, idOf(request), 'updated');
      return { data };
    },
  );

  app.patch(
    `${base}/:id/lineup/remove`,
    { preHandler: guard('edit'), schema: { tags, params, body: { type: 'object', properties: { artist: { type: 'string', format: 'uuid' } } }, response: { 200: answer, ...errors } } },
    async (request) => {
      const [artistId] = artistIdsOf(request.body, false);
      const data = await removeFromLineup(db, scopeOf(request).businessId, idOf(request), artistId, scopeOf(request).actorId);
      emit(request, idOf(request), 'updated');
      return { data };
    },
  );
}
