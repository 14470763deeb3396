/**
 * GET /events/{id}/producers, POST /events/{id}/producers/add {producerId},
 * DELETE /events/{id}/producers/remove/{producerId} (spec 1 section 7). Guarded by
 * eventProducerAccess, the object the client's buttons decide with.
 */
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { canAccessResource, type ResourceAction } from '../../../src/shared/permissions';
import { producers } from '../../../src/shared/resources/producers/definition';
import { eventProducerAccess, EVENT_PRODUCERS_PER_PAGE } from '../../../src/shared/resources/eventProducers/access';
import type { ResourceRouteContext } from '../../routes/extraRoutes';
import { parseListQuery } from '../../routes/resources';
import { accessContext, authOf } from '../../auth/guard';
import { forbidden, validationError } from '../../errors';
import { definitionSchema, paginationSchema } from '../../openapi';
import { isUuid } from '../ids';
import { resourceAccess, withAccess } from '../../security/routeAccess';
import { addEventProducer, listEventProducers, removeEventProducer } from './eventProducers';

// The list's defaults: 12 a page (spec 1 section 9), sorted and searched like the producers list.
const LIST_DEF = { ...producers, list: { ...producers.list, perPage: EVENT_PRODUCERS_PER_PAGE } };

export function registerEventProducerRoutes({ app, db, base, errors, authenticate, scopeOf, emit }: ResourceRouteContext): void {
  const guard = (action: ResourceAction): preHandlerAsyncHookHandler =>
    withAccess(async function (this: unknown, request, reply) {
      await authenticate.call(this as never, request, reply);
      if (!canAccessResource(eventProducerAccess, action, accessContext(authOf(request)))) throw forbidden();
    } as preHandlerAsyncHookHandler, resourceAccess('eventProducers', eventProducerAccess, action));
  const tags = ['eventProducers'];
  const record = definitionSchema(producers, 'record');
  const producer = {
    ...record,
    description: 'the producer as GET /producers answers it, plus producerId',
    properties: { ...(record.properties as object), producerId: { type: 'string', format: 'uuid' } },
  };
  const ids = (request: FastifyRequest) => request.params as { id: string; producerId?: string };
  const uuid = { type: 'string', format: 'uuid' };

  app.get(
    `${base}/:id/producers`,
    {
      preHandler: guard('list'),
      schema: {
        tags,
        params: { type: 'object', properties: { id: uuid } },
        querystring: { type: 'object', properties: { page: { type: 'integer' }, limit: { type: 'integer', description: `default ${EVENT_PRODUCERS_PER_PAGE}; 1-100 or 9999` }, search: { type: 'string' } } },
        response: { 200: { type: 'object', properties: { data: { type: 'array', items: producer }, pagination: paginationSchema } }, ...errors },
      },
    },
    async (request) => listEventProducers(db, scopeOf(request).businessId, ids(request).id, parseListQuery(LIST_DEF, request.query as never)),
  );

  app.post(
    `${base}/:id/producers/add`,
    {
      preHandler: guard('create'),
      schema: {
        tags,
        description: '404 when the event or the producer is not in the business; 409 when already linked',
        params: { type: 'object', properties: { id: uuid } },
        body: { type: 'object', properties: { producerId: { type: 'string' } } },
        response: { 201: producer, ...errors, 409: errors[400] },
      },
    },
    async (request, reply) => {
      const body = request.body as { producerId?: unknown } | undefined;
      const producerId = body?.producerId;
      if (producerId === undefined || producerId === null || producerId === '') throw validationError([{ field: 'producerId', message: 'validation.required' }]);
      if (!isUuid(producerId)) throw validationError([{ field: 'producerId', message: 'validation.reference' }]);
      const added = await addEventProducer(db, scopeOf(request).businessId, ids(request).id, producerId, scopeOf(request).actorId);
      emit(request, ids(request).id, 'updated');
      return reply.status(201).send(added);
    },
  );

  app.delete(
    `${base}/:id/producers/remove/:producerId`,
    {
      preHandler: guard('delete'),
      schema: { tags, params: { type: 'object', properties: { id: uuid, producerId: uuid } }, response: { 204: { type: 'null' }, ...errors } },
    },
    async (request, reply) => {
      await removeEventProducer(db, scopeOf(request).businessId, ids(request).id, ids(request).producerId!, scopeOf(request).actorId);
      emit(request, ids(request).id, 'updated');
      return reply.status(204).send();
    },
  );
}
