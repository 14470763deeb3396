/** Business routes of docs/api-contract.md, plus the public health check. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/types';
import { notFound } from '../errors';
import { authOf } from '../auth/guard';
import { isUuid } from '../resources/ids';
import { schemas } from '../openapi';

interface BusinessRow {
  id: string;
  name: string;
  description: string | null;
  is_ticket_office: boolean;
  modules: string[];
  domain_client: string | null;
  maintenance: boolean;
  maintenance_message: string | null;
  preferences: Record<string, unknown> | null;
  updated_at: Date;
}

/** The business's colours and images as the contract names them (null when unset). */
export const preferencesOf = ({ preferences }: { preferences: Record<string, unknown> | null }) => {
  const p = preferences ?? {};
  const pick = (k: string) => (typeof p[k] === 'string' ? p[k] : null);
  return {
    primaryColor: pick('primaryColor'),
    secondaryColor: pick('secondaryColor'),
    thirdColor: pick('thirdColor'),
    logo: pick('logo'),
    icon: pick('icon'),
  };
};

export function registerBusinessRoutes(app: FastifyInstance, db: Db, authenticate: (request: FastifyRequest) => Promise<void>): void {
  const load = async (id: string): Promise<BusinessRow> => {
    if (!isUuid(id)) throw notFound();
    const { rows } = await db.query<BusinessRow>('SELECT * FROM businesses WHERE id = $1', [id]);
    if (!rows[0]) throw notFound();
    return rows[0];
  };
  const idParams = { type: 'object', properties: { id: { type: 'string', format: 'uuid' } } };

  app.get('/api/business/logged', { preHandler: authenticate, schema: { tags: ['business'], response: { 200: schemas.business } } }, async (request) => {
    const b = await load(authOf(request).bid);
    return {
      id: b.id,
      name: b.name,
      description: b.description,
      isTicketOffice: b.is_ticket_office,
      modules: b.modules,
      domainClient: b.domain_client,
      preferences: preferencesOf(b),
      // What a write of the company screens sends back (stale writes are refused with 409).
      updatedAt: new Date(b.updated_at).toISOString(),
    };
  });

  app.get(
    '/api/business/modules',
    { preHandler: authenticate, schema: { tags: ['business'], response: { 200: { type: 'array', items: { type: 'string' } } } } },
    async (request) => (await load(authOf(request).bid)).modules,
  );

  app.get<{ Params: { id: string } }>(
    '/api/business/:id/maintenance',
    {
      preHandler: authenticate,
      schema: {
        tags: ['business'],
        params: idParams,
        response: { 200: { type: 'object', properties: { maintenance: { type: 'boolean' }, message: { type: ['string', 'null'] } } } },
      },
    },
    async (request) => {
      // Another business's id is answered like an unknown one.
      if (request.params.id !== authOf(request).bid) throw notFound();
      const b = await load(request.params.id);
      return { maintenance: b.maintenance, message: b.maintenance_message ?? null };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/business/:id/preferences',
    { schema: { tags: ['business'], security: [], params: idParams, response: { 200: schemas.preferences } } },
    async (request) => preferencesOf(await load(request.params.id)),
  );

  app.get('/api/health', { schema: { tags: ['health'], security: [], response: { 200: { type: 'object', properties: { status: { type: 'string' } } }, 503: { type: 'object', properties: { status: { type: 'string' } } } } } }, async (_request, reply) => {
    try {
      await db.query('SELECT 1');
      return { status: 'ok' };
    } catch {
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
}
