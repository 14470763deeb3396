/**
 * Lot switches (spec 1 sections 4, 7): PATCH .../lots/{lotId}/activate {isActive} (false is
 * the automatic mode) and PATCH .../lots/{lotId}/cashier {showInCashier}.
 */
import type { FastifyRequest } from 'fastify';
import type { ResourceRouteContext } from '../../routes/extraRoutes';
import { validationError } from '../../errors';
import { getRecord } from '../records/list';
import { setFields } from '../records/write';

/** A route body `{ [field]: boolean }`, or a 400 on that field. */
export function booleanBody(request: FastifyRequest, field: string): boolean {
  const value = (request.body as Record<string, unknown> | null)?.[field];
  if (typeof value !== 'boolean') throw validationError([{ field, message: typeof value === 'undefined' ? 'validation.required' : 'validation.boolean' }]);
  return value;
}

/** PATCH `{base}/:id/{path}` with `{ [field]: boolean }`: writes the flag, answers the record. */
export function registerFlagRoute(ctx: ResourceRouteContext, path: string, field: string, description: string): void {
  const { app, db, def, base, tags, record, errors, guard, scopeOf, emit } = ctx;
  app.patch(
    `${base}/:id/${path}`,
    {
      preHandler: guard('edit'),
      schema: { tags, description, body: { type: 'object', properties: { [field]: { type: 'boolean' } } }, response: { 200: record, ...errors } },
    },
    async (request) => {
      const value = booleanBody(request, field);
      const { id } = request.params as { id: string };
      await setFields(db, def, scopeOf(request), id, { [field]: value });
      emit(request, id, 'updated');
      return getRecord(db, def, scopeOf(request), id);
    },
  );
}

export function registerLotRoutes(ctx: ResourceRouteContext): void {
  registerFlagRoute(ctx, 'activate', 'isActive', 'true: on sale now; false: automatic mode (opens when the lots before it sell out or end)');
  registerFlagRoute(ctx, 'cashier', 'showInCashier', 'Whether the cashier sells this lot');
}
