/**
 * Ticket routes beyond CRUD (spec 1 section 7; docs/api-contract.md, "Sectors, tickets and lots"):
 * visibility flags, points of sale, hidden link, card BINs, and the event-wide reads of the
 * sales tree (tickets-all-lots, tickets-lots, tickets/list, pos-connected). Writes need the
 * tickets' edit codes; reads their list codes. Every id is checked in the caller's business.
 */
import type { FastifyRequest } from 'fastify';
import type { ResourceDefinition } from '../../../src/shared/definition';
import type { Db } from '../../db/types';
import type { ResourceRouteContext } from '../../routes/extraRoutes';
import { parseListQuery } from '../../routes/resources';
import { notFound, validationError } from '../../errors';
import { paginationSchema } from '../../openapi';
import { isUuid } from '../ids';
import { getRecord, listRecords } from '../records/list';
import { loadRow, BUMP_UPDATED_AT } from '../records/scope';
import { resourceTable } from '../columns';
import { randomCode } from '../../../src/shared/resources/affiliates/code';
import { registerFlagRoute } from '../lots/routes';
import { ticketLinks } from './links';
import { ticketsWithLots } from './tree';
import { SOLD_SQL } from '../lots/sold';
import { recordChange } from '../../audit/record';

const uuid = { type: 'string', format: 'uuid' };
const idList = (name: string) => ({ type: 'object', required: [name], properties: { [name]: { type: 'array', items: uuid } } });
export const HIDDEN_LINK_CODE_LENGTH = 12;
export const POS_SEARCH_PER_PAGE = 20;

function byName(ctx: ResourceRouteContext, name: string): ResourceDefinition {
  const def = ctx.resources.find((d) => d.name === name);
  if (!def) throw new Error(`tickets routes need the ${name} definition`);
  return def;
}

/** `{ [field]: uuid[] }` without repeats, or a 400 on that field. */
function idsBody(request: FastifyRequest, field: string): string[] {
  const value = (request.body as Record<string, unknown> | null)?.[field];
  if (!Array.isArray(value)) throw validationError([{ field, message: value === undefined ? 'validation.required' : 'validation.reference' }]);
  if (value.some((v) => !isUuid(v))) throw validationError([{ field, message: 'validation.reference' }]);
  return [...new Set(value as string[])];
}

export function registerTicketRoutes(ctx: ResourceRouteContext): void {
  const { app, db, def, base, tags, record, errors, guard, scopeOf, emit } = ctx;
  const lots = byName(ctx, 'lots');
  const events = byName(ctx, 'events');
  const pos = byName(ctx, 'pointsOfSale');
  const eventBase = '/api/events/:eventId';
  const bid = (request: FastifyRequest) => scopeOf(request).businessId;
  const params = (request: FastifyRequest) => request.params as Record<string, string>;

  /** The event of the path in the business, else 404. */
  const checkEvent = (request: FastifyRequest) =>
    loadRow(db, resourceTable(events), { businessId: bid(request), params: {} }, params(request).eventId);

  /** A ticket of the path's event in the business, else 404. */
  async function ticketOfEvent(request: FastifyRequest, ticketId: string): Promise<Record<string, unknown>> {
    if (!isUuid(ticketId) || !isUuid(params(request).eventId)) throw notFound();
    const { rows } = await db.query('SELECT * FROM tickets WHERE business_id = $1 AND event_id = $2 AND id = $3', [bid(request), params(request).eventId, ticketId]);
    if (!rows[0]) throw notFound();
    return rows[0];
  }

  /** The ticket's links as its history keeps them: points of sale, card BINs, hidden link on or off. */
  const linksOf = async (tx: typeof db, request: FastifyRequest, ticketId: string) => {
    const [l] = await ticketLinks(tx, bid(request), [{ id: ticketId }]);
    const link = l.hiddenLink as { isActive?: boolean } | null;
    return { posIds: l.posIds, binIds: l.binIds, hiddenLinkActive: link ? Boolean(link.isActive) : null };
  };
  /** Runs a change of the ticket's links and records it in the same transaction (server/audit). */
  const withLinksHistory = <T,>(request: FastifyRequest, ticketId: string, change: (tx: typeof db) => Promise<T>): Promise<T> =>
    db.transaction(async (tx) => {
      await tx.query('SELECT 1 FROM tickets WHERE business_id = $1 AND id = $2 FOR UPDATE', [bid(request), ticketId]);
      const before = await linksOf(tx, request, ticketId);
      const result = await change(tx);
      const after = await linksOf(tx, request, ticketId);
      await recordChange(tx, { businessId: bid(request), actorId: scopeOf(request).actorId ?? null, resource: 'tickets', recordId: ticketId, action: '@UPDATE', before, after });
      return result;
    });

  /** Ids that are not records of `table` in the business: a 400 on `field`. */
  async function checkIds(request: FastifyRequest, table: string, ids: string[], field: string, extra = '') {
    if (!ids.length) return;
    const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE business_id = $1 AND id = ANY($2::uuid[])${extra}`, [
      bid(request),
      ids,
      ...(extra ? [params(request).eventId] : []),
    ]);
    if (Number(rows[0].n) !== ids.length) throw validationError([{ field, message: 'validation.reference' }]);
  }

  registerFlagRoute(ctx, 'show-in-site', 'showInSite', 'Whether the client site shows the ticket');
  registerFlagRoute(ctx, 'show-in-pos', 'showInPOS', 'Whether points of sale show the ticket');

  const posList = { type: 'object', properties: { data: { type: 'array', items: { type: 'object', additionalProperties: true } } } };

  app.get(
    `${base}/:id/connected-pos`,
    { preHandler: guard('show'), schema: { tags, description: 'Points of sale connected to the ticket, by name', response: { 200: posList, ...errors } } },
    async (request) => {
      await loadRow(db, resourceTable(def), scopeOf(request), params(request).id);
      const { rows } = await db.query(
        `SELECT p.id, p.name, p.device, p.is_active AS "isActive" FROM ticket_pos tp JOIN points_of_sale p ON p.id = tp.pos_id AND p.business_id = tp.business_id
          WHERE tp.business_id = $1 AND tp.ticket_id = $2 ORDER BY p.name, p.id`,
        [bid(request), params(request).id],
      );
      return { data: rows };
    },
  );

  app.put(
    `${base}/:id/connect-in-pos`,
    { preHandler: guard('edit'), schema: { tags, description: 'Replaces the points of sale of the ticket', body: idList('posIds'), response: { 200: record, ...errors } } },
    async (request) => {
      const posIds = idsBody(request, 'posIds');
      const { id } = params(request);
      await loadRow(db, resourceTable(def), scopeOf(request), id);
      await checkIds(request, 'points_of_sale', posIds, 'posIds');
      await withLinksHistory(request, id, async (tx) => {
        await tx.query('DELETE FROM ticket_pos WHERE business_id = $1 AND ticket_id = $2', [bid(request), id]);
        if (posIds.length) {
          await tx.query('INSERT INTO ticket_pos (business_id, ticket_id, pos_id) SELECT $1, $2, unnest($3::uuid[])', [bid(request), id, posIds]);
        }
        await tx.query(`UPDATE tickets SET ${BUMP_UPDATED_AT} WHERE business_id = $1 AND id = $2`, [bid(request), id]);
      });
      emit(request, id, 'updated');
      return getRecord(db, def, scopeOf(request), id);
    },
  );

  // Event-wide reads of the tree.
  const sectorIdsOf = (request: FastifyRequest): string[] | undefined => {
    const q = request.query as Record<string, string | undefined>;
    const raw = q.sectorIds ?? q.sectorId ?? q.sectorID;
    if (raw === undefined || raw === '') return undefined;
    const ids = raw.split(',').map((s) => s.trim()).filter(Boolean);
    if (ids.some((x) => !isUuid(x))) throw validationError([{ field: 'sectorIds', message: 'validation.reference' }]);
    return ids;
  };

  app.get(
    `${eventBase}/tickets-all-lots`,
    {
      preHandler: guard('list'),
      schema: {
        tags,
        description: 'Tickets in sector and ticket order, each with `lots` in order; `sectorIds` (comma-separated) narrows to those sectors',
        querystring: { type: 'object', properties: { sectorIds: { type: 'string' } } },
        response: { 200: { type: 'object', properties: { data: { type: 'array', items: { type: 'object', additionalProperties: true } } } }, ...errors },
      },
    },
    async (request, reply) => {
      await checkEvent(request);
      const [businessId, { eventId }, sectorIds] = [bid(request), params(request), sectorIdsOf(request)];
      // The same for every reader who may list tickets; kept until a write of what it read (a sale moves the lots' sold counts).
      const load = async (reads: Db) => JSON.stringify({ data: await ticketsWithLots(reads, { tickets: def, lots }, businessId, eventId, sectorIds) });
      return ctx.sendKept(request, reply, `tickets-all-lots\n${businessId}\n${eventId}\n${sectorIds?.join(',') ?? '*'}`, load);
    },
  );

  app.get(
    `${eventBase}/tickets/list`,
    {
      preHandler: guard('list'),
      schema: { tags, description: 'Tickets of the event (of one sector with `sectorID`), in order, without lots', querystring: { type: 'object', properties: { sectorID: { type: 'string' } } } },
    },
    async (request) => {
      await checkEvent(request);
      const tree = await ticketsWithLots(db, { tickets: def, lots }, bid(request), params(request).eventId, sectorIdsOf(request));
      return { data: tree.map(({ lots: _lots, ...t }) => t) };
    },
  );

  app.get(
    `${eventBase}/tickets-lots`,
    { preHandler: guard('list'), schema: { tags, description: 'One option per ticket and lot (courtesy sending): ticketId, lotId, ticketTitle, lotTitle, sectorName, sectorId, placesLeft (quantity less sold)' } },
    async (request) => {
      await checkEvent(request);
      const { rows } = await db.query(
        `SELECT t.id AS "ticketId", l.id AS "lotId", t.title AS "ticketTitle", l.title AS "lotTitle", s.name AS "sectorName", s.id AS "sectorId",
                (l.quantity - ${SOLD_SQL})::int AS "placesLeft"
           FROM lots l JOIN tickets t ON t.id = l.ticket_id AND t.business_id = l.business_id
           JOIN sectors s ON s.id = t.sector_id AND s.business_id = t.business_id
          WHERE l.business_id = $1 AND l.event_id = $2
          ORDER BY s.index NULLS LAST, s.id, t.index NULLS LAST, t.id, l.index NULLS LAST, l.id`,
        [bid(request), params(request).eventId],
      );
      return { data: rows };
    },
  );

  app.get(
    `${eventBase}/pos-connected`,
    {
      preHandler: guard('edit'),
      schema: {
        tags,
        description: `Points of sale of the business (search by name or device, ${POS_SEARCH_PER_PAGE} a page), each with the ids of this event's tickets connected to it`,
        querystring: { type: 'object', properties: { search: { type: 'string' }, page: { type: 'integer' }, limit: { type: 'integer' } } },
        response: { 200: { type: 'object', properties: { data: { type: 'array', items: { type: 'object', additionalProperties: true } }, pagination: paginationSchema } }, ...errors },
      },
    },
    async (request) => {
      await checkEvent(request);
      const listDef = { ...pos, list: { ...pos.list, perPage: POS_SEARCH_PER_PAGE } };
      const page = await listRecords(db, listDef, { businessId: bid(request), params: {} }, parseListQuery(listDef, request.query as never));
      const { rows } = await db.query<{ pos_id: string; ids: string[] }>(
        `SELECT tp.pos_id, array_agg(tp.ticket_id ORDER BY tp.ticket_id) AS ids FROM ticket_pos tp
           JOIN tickets t ON t.id = tp.ticket_id AND t.business_id = tp.business_id AND t.event_id = $2
          WHERE tp.business_id = $1 AND tp.pos_id = ANY($3::uuid[]) GROUP BY tp.pos_id`,
        [bid(request), params(request).eventId, page.data.map((p) => p.id)],
      );
      const byPos = new Map(rows.map((r) => [r.pos_id, r.ids]));
      return { ...page, data: page.data.map((p) => ({ ...p, connectedTicketIds: byPos.get(String(p.id)) ?? [] })) };
    },
  );

  // Hidden link: one per ticket; creating again answers the existing link.
  const hiddenLinkOf = async (request: FastifyRequest, ticket: Record<string, unknown>) =>
    (await ticketLinks(db, bid(request), [{ id: ticket.id, eventId: ticket.event_id }]))[0].hiddenLink;

  app.post(
    `${eventBase}/tickets/:ticketId/hidden-link`,
    { preHandler: guard('edit'), schema: { tags, description: 'Creates the hidden link of the ticket (active), or answers the one it has' } },
    async (request, reply) => {
      const ticket = await ticketOfEvent(request, params(request).ticketId);
      const { rows } = await withLinksHistory(request, String(ticket.id), (tx) =>
        tx.query(
          `INSERT INTO ticket_hidden_links (business_id, event_id, ticket_id, code) VALUES ($1, $2, $3, $4)
           ON CONFLICT (ticket_id) DO NOTHING RETURNING id`,
          [bid(request), ticket.event_id, ticket.id, randomCode(HIDDEN_LINK_CODE_LENGTH)],
        ),
      );
      emit(request, ticket.id, 'updated');
      return reply.status(rows.length ? 201 : 200).send(await hiddenLinkOf(request, ticket));
    },
  );

  app.patch(
    `${eventBase}/tickets/:ticketId/hidden-link/:linkId`,
    {
      preHandler: guard('edit'),
      schema: { tags, description: 'Activates or deactivates the hidden link (the code is kept)', body: { type: 'object', properties: { isActive: { type: 'boolean' } } } },
    },
    async (request) => {
      const value = (request.body as Record<string, unknown> | null)?.isActive;
      if (typeof value !== 'boolean') throw validationError([{ field: 'isActive', message: value === undefined ? 'validation.required' : 'validation.boolean' }]);
      const ticket = await ticketOfEvent(request, params(request).ticketId);
      if (!isUuid(params(request).linkId)) throw notFound();
      const { rows } = await withLinksHistory(request, String(ticket.id), (tx) =>
        tx.query(
          'UPDATE ticket_hidden_links SET is_active = $4, updated_at = now() WHERE business_id = $1 AND ticket_id = $2 AND id = $3 RETURNING id',
          [bid(request), ticket.id, params(request).linkId, value],
        ),
      );
      if (!rows.length) throw notFound();
      emit(request, ticket.id, 'updated');
      return hiddenLinkOf(request, ticket);
    },
  );

  app.put(
    `${eventBase}/card-bin/tickets/:ticketId`,
    { preHandler: guard('edit'), schema: { tags, description: "Replaces the card BINs (of this event) the ticket is restricted to; [] sells to any card", body: idList('binIds') } },
    async (request) => {
      const binIds = idsBody(request, 'binIds');
      const ticket = await ticketOfEvent(request, params(request).ticketId);
      await checkIds(request, 'card_bins', binIds, 'binIds', ' AND event_id = $3');
      await withLinksHistory(request, String(ticket.id), async (tx) => {
        await tx.query('DELETE FROM ticket_card_bins WHERE business_id = $1 AND ticket_id = $2', [bid(request), ticket.id]);
        if (binIds.length) await tx.query('INSERT INTO ticket_card_bins (business_id, ticket_id, bin_id) SELECT $1, $2, unnest($3::uuid[])', [bid(request), ticket.id, binIds]);
      });
      emit(request, ticket.id, 'updated');
      const [links] = await ticketLinks(db, bid(request), [{ id: ticket.id, eventId: ticket.event_id }]);
      return { ticketId: ticket.id, binIds: links.binIds };
    },
  );
}
