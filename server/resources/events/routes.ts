/** Event routes beyond CRUD (docs/api-contract.md, "Events"): publish, unpublish, duplicate, images. */
import type { FastifyRequest } from 'fastify';
import type { ResourceRouteContext } from '../../routes/extraRoutes';
import { schemas } from '../../openapi';
import { badRequest, validationError } from '../../errors';
import { publishEvent, unpublishEvent } from './publish';
import { duplicateEvent } from './duplicate';
import { addImage, decodeImage, IMAGE_BODY_LIMIT, listImages, removeImage } from './images';

const imagesSchema = {
  type: 'object',
  properties: {
    primaryImage: { type: ['string', 'null'] },
    images: {
      type: 'array',
      items: { type: 'object', properties: { id: { type: 'string', format: 'uuid' }, url: { type: 'string' }, isPrimary: { type: 'boolean' } } },
    },
  },
};

export function registerEventRoutes({ app, db, def, base, tags, record, errors, guard, scopeOf, emit, uploads }: ResourceRouteContext): void {
  const params = { type: 'object', properties: { id: { type: 'string', format: 'uuid' } } };
  const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;

  app.patch(
    `${base}/:id/publish`,
    { preHandler: guard('edit'), schema: { tags, params, description: '422 @PUBLICATION: one issue per failing field', response: { 200: record, ...errors, 422: schemas.error } } },
    async (request) => {
      const event = await publishEvent(db, def, scopeOf(request), idOf(request));
      emit(request, event.id, 'updated');
      return event;
    },
  );

  app.patch(`${base}/:id/unpublish`, { preHandler: guard('edit'), schema: { tags, params, response: { 200: record, ...errors } } }, async (request) => {
    const event = await unpublishEvent(db, def, scopeOf(request), idOf(request));
    emit(request, event.id, 'updated');
    return event;
  });

  app.post(`${base}/:id/duplicate`, { preHandler: guard('create'), schema: { tags, params, response: { 201: record, ...errors } } }, async (request, reply) => {
    const copy = await duplicateEvent(db, def, scopeOf(request), idOf(request));
    emit(request, copy.id, 'created');
    return reply.status(201).send(copy);
  });

  app.get(`${base}/:id/images`, { preHandler: guard('show'), schema: { tags, params, response: { 200: imagesSchema, ...errors } } }, async (request) =>
    listImages(db, scopeOf(request).businessId, idOf(request)),
  );

  app.put(
    `${base}/:id/images`,
    {
      preHandler: guard('edit'),
      bodyLimit: IMAGE_BODY_LIMIT,
      schema: {
        tags,
        params,
        description: 'jpg, jpeg, png, gif, webp or svg (checked by content) up to 5 MB; the first image becomes primary',
        body: { type: 'object', required: ['data'], properties: { data: { type: 'string', description: 'data:image/...;base64,...' }, primary: { type: 'boolean' } } },
        response: { 200: imagesSchema, ...errors },
      },
    },
    async (request) => {
      const body = request.body as { data?: unknown; primary?: unknown } | undefined;
      if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest();
      if (body.primary !== undefined && body.primary !== null && typeof body.primary !== 'boolean') {
        throw validationError([{ field: 'primary', message: 'validation.boolean' }]);
      }
      const image = decodeImage(body.data);
      const scope = scopeOf(request);
      const answer = await addImage(db, uploads, scope.businessId, idOf(request), image, body.primary === true, scope.actorId);
      emit(request, idOf(request), 'updated');
      return answer;
    },
  );

  app.delete(
    `${base}/:id/images`,
    {
      preHandler: guard('edit'),
      schema: { tags, params, querystring: { type: 'object', required: ['imageId'], properties: { imageId: { type: 'string', format: 'uuid' } } }, response: { 200: imagesSchema, ...errors } },
    },
    async (request) => {
      const raw = (request.query as { imageId?: string | string[] }).imageId;
      const imageId = Array.isArray(raw) ? raw[0] : raw;
      if (!imageId) throw validationError([{ field: 'imageId', message: 'validation.required' }]);
      const scope = scopeOf(request);
      const answer = await removeImage(db, uploads, scope.businessId, idOf(request), imageId, scope.actorId);
      emit(request, idOf(request), 'updated');
      return answer;
    },
  );
}
