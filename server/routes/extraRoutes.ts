/**
 * Routes a resource adds beyond the generic CRUD (events: publish, duplicate, images), by
 * resource name. registerResourceRoutes calls the entry of each registered definition with
 * that definition's guards, scoping and realtime, so the generic code names no resource.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ResourceAction } from '../../src/shared/permissions';
import type { ResourceDefinition } from '../../src/shared/definition';
import type { Db } from '../db/types';
import type { Scope } from '../resources/records/scope';
import type { Uploads } from '../uploads/uploads';
import type { ChangeEvent } from '../realtime';
import { registerEventRoutes } from '../resources/events/routes';
import { registerEventPaymentRoutes } from '../resources/events/payments';
import { registerEventProducerRoutes } from '../resources/eventProducers/routes';
import { registerLineupRoutes } from '../resources/lineup/routes';
import { registerArtistRoutes } from '../resources/artists/routes';
import { registerTicketRoutes } from '../resources/tickets/routes';
import { registerLotRoutes } from '../resources/lots/routes';
import { registerCourtesyRoutes } from '../resources/courtesies/routes';
import { registerOrderRoutes } from '../resources/orders/routes';
import { registerCustomerRoutes } from '../resources/customers/routes';
import { registerBalanceRoutes } from '../balances/routes';
import { registerPaymentAccountRoutes } from '../resources/paymentAccounts/routes';

export interface ResourceRouteContext {
  app: FastifyInstance;
  db: Db;
  def: ResourceDefinition;
  resources: readonly ResourceDefinition[];
  uploads: Uploads;
  /** '/api/events' */
  base: string;
  /** OpenAPI: the tags, record schema and error answers of the resource's routes. */
  tags: string[];
  record: Record<string, unknown>;
  errors: Record<number, unknown>;
  /** The definition's permission check for an action (401 without a token, 403 without the codes). */
  guard: (action: ResourceAction) => preHandlerAsyncHookHandler;
  authenticate: preHandlerAsyncHookHandler;
  scopeOf: (request: FastifyRequest) => Scope;
  /** Realtime `change` of this resource to the caller's business. */
  emit: (request: FastifyRequest, id: unknown, action: 'created' | 'updated' | 'deleted') => void;
  /** Realtime `change` of any resource to a business (routes that write another resource's rows, or without login). */
  emitChange: (businessId: string, event: ChangeEvent) => void;
  /** A read answered from memory while nothing it read was written (a list the generic routes do not serve). */
  sendKept: KeptAnswer;
}

/** Sends the JSON text `load` writes, kept in memory under `key` until a write of what it read (server/routes/resources.ts). */
export type KeptAnswer = (request: FastifyRequest, reply: FastifyReply, key: string, load: (reads: Db) => Promise<string>) => Promise<FastifyReply>;

export type ResourceRoutes = (ctx: ResourceRouteContext) => void;

export const EXTRA_ROUTES: Record<string, ResourceRoutes> = {
  events: (ctx) => {
    registerEventRoutes(ctx);
    registerEventPaymentRoutes(ctx);
    registerEventProducerRoutes(ctx);
    registerLineupRoutes(ctx);
    registerCourtesyRoutes(ctx);
  },
  artists: registerArtistRoutes,
  tickets: registerTicketRoutes,
  lots: registerLotRoutes,
  orders: registerOrderRoutes,
  customers: registerCustomerRoutes,
  balances: registerBalanceRoutes,
  paymentAccounts: registerPaymentAccountRoutes,
};

/**
 * Resources whose list and record are answered by their own routes (registered in EXTRA_ROUTES)
 * instead of the generic ones, because the spec makes them special: orders (a search through
 * indexes, filters through payments, a record with its items, payments, refunds and timeline) and
 * customers (filters and figures that live in the orders, and the CSV export).
 */
export const OWN_READS: ReadonlySet<string> = new Set(['orders', 'customers']);
