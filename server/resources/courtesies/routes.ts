/**
 * Courtesy routes of an event (docs/api-contract.md, "Courtesies"; spec 1 sections 2.3, 7):
 * send (validated, duplicates reported in `alreadySent` unless `force`, refused when larger than
 * the places left in its lot, one transaction with the lot row locked, one statement), list, get,
 * cancel, resend, resend all, reports. Reads need the events list codes, writes the event edit
 * codes; an event of another business is 404. Delivery is the queue's.
 */
import type { FastifyRequest } from 'fastify';
import type { ResourceRouteContext } from '../../routes/extraRoutes';
import { ApiError, badRequest, notFound, validationError, type Issue } from '../../errors';
import { paginationSchema } from '../../openapi';
import { isUuid } from '../ids';
import { TRANSLATE_FROM, TRANSLATE_TO, containsPattern, fold, foldedContains } from '../search';
import { COURTESY_SEND_TYPES } from '../../../src/shared/resources/courtesies/contacts';
import { parseSendBody, MAX_CONTACTS } from './validate';
import { translatePtBR } from '../../../src/shared/catalogue';
import { COURTESY_COLUMNS, COURTESY_JOINS, alreadySent, insertCourtesies, loadCourtesy, lockLotPlaces, presentCourtesy } from './store';
import { registerPublicCourtesyRoutes } from './public';
import { recordChange } from '../../audit/record';

/** 100,000 contacts with names is a few MiB of JSON. */
export const SEND_BODY_LIMIT = 32 * 1024 * 1024;
const PER_PAGE = 10;
const MAX_LIMIT = 100;
const E = 'server.courtesies.errors.';

const anyObject = { type: 'object', additionalProperties: true };

/**
 * A send larger than the places left in its lot: 409 '@LOT_SOLD_OUT' (the lot's state, like
 * '@HAS_SALES'), the message also as an issue on `lotId` so the sending screen shows it under
 * the ticket and lot choice. 0 or less has its own text (Polyglot reads 0 as singular in pt).
 */
export function lotShortError(left: number): ApiError {
  const message =
    left > 0
      ? translatePtBR('server.courtesies.errors.lotNotEnough', { smart_count: left, count: left.toLocaleString('pt-BR') })
      : translatePtBR('server.courtesies.errors.lotSoldOut');
  return new ApiError(409, '@LOT_SOLD_OUT', message, [{ field: 'lotId', message }]);
}

export function registerCourtesyRoutes(ctx: ResourceRouteContext): void {
  const { app, db, guard, scopeOf, errors, emitChange } = ctx;
  const tags = ['courtesies'];
  const base = '/api/events/:eventId/send-courtesy';
  const bid = (request: FastifyRequest) => scopeOf(request).businessId;
  const params = (request: FastifyRequest) => request.params as Record<string, string>;

  /** Open courtesy tables (and, when places changed, sales trees) of the business refresh. */
  const changed = (businessId: string, id: string, action: 'created' | 'updated', lotId?: string) => {
    emitChange(businessId, { resource: 'courtesies', id, action });
    if (lotId) emitChange(businessId, { resource: 'lots', id: lotId, action: 'updated' });
  };

  /** The path's event in the caller's business, else 404. */
  async function eventOf(request: FastifyRequest): Promise<string> {
    const { eventId } = params(request);
    if (!isUuid(eventId)) throw notFound();
    const { rows } = await db.query('SELECT id FROM events WHERE business_id = $1 AND id = $2', [bid(request), eventId]);
    if (!rows[0]) throw notFound();
    return eventId;
  }

  async function courtesyOf(request: FastifyRequest) {
    const eventId = await eventOf(request);
    const { courtesyId } = params(request);
    const found = isUuid(courtesyId) ? await loadCourtesy(db, bid(request), eventId, courtesyId) : undefined;
    if (!found) throw notFound();
    return found;
  }

  app.post(
    base,
    {
      preHandler: guard('edit'),
      bodyLimit: SEND_BODY_LIMIT,
      schema: {
        tags,
        description: `Sends courtesies of one ticket and lot to up to ${MAX_CONTACTS} contacts (queued for delivery); contacts already served are skipped and listed in alreadySent unless force; 409 @LOT_SOLD_OUT (nothing created) when the lot has fewer places left than the courtesies to create`,
        body: {
          type: 'object',
          required: ['ticketId', 'lotId', 'type', 'contacts'],
          properties: {
            ticketId: { type: 'string', format: 'uuid' },
            lotId: { type: 'string', format: 'uuid' },
            type: { type: 'string', enum: COURTESY_SEND_TYPES },
            contacts: { type: 'array', items: { type: 'string' } },
            names: { type: 'array', items: { type: ['string', 'null'] } },
            force: { type: 'boolean' },
          },
        },
        response: { 201: { type: 'object', properties: { created: { type: 'integer' }, alreadySent: { type: 'array', items: anyObject } } }, ...errors, 409: errors[400] },
      },
    },
    async (request, reply) => {
      const eventId = await eventOf(request);
      const { input, issues } = parseSendBody(request.body);
      if (!input) throw validationError(issues);
      const { rows } = await db.query<{ sector_id: string; lot_ok: boolean }>(
        `SELECT t.sector_id, EXISTS (SELECT 1 FROM lots l WHERE l.business_id = t.business_id AND l.ticket_id = t.id AND l.id = $4) AS lot_ok
           FROM tickets t WHERE t.business_id = $1 AND t.event_id = $2 AND t.id = $3`,
        [bid(request), eventId, input.ticketId, input.lotId],
      );
      if (!rows[0]) throw validationError([{ field: 'ticketId', message: `${E}ticketInvalid` }]);
      if (!rows[0].lot_ok) throw validationError([{ field: 'lotId', message: `${E}ticketInvalid` }]);

      const result = await db.transaction(async (tx) => {
        // First the lot's lock: a concurrent send to the same lot waits here until this one ends.
        const left = await lockLotPlaces(tx, bid(request), input.lotId);
        if (left === null) throw validationError([{ field: 'lotId', message: `${E}ticketInvalid` }]);
        const served = await alreadySent(tx, bid(request), eventId, input);
        const skip = input.force ? new Set<string>() : new Set(served.map((s) => s.contact));
        const keep = input.contacts.map((c, i) => i).filter((i) => !skip.has(input.contacts[i]));
        // Only what this send creates counts (contacts skipped as already served take no place).
        if (keep.length > left) throw lotShortError(left);
        const created = await insertCourtesies(
          tx,
          { businessId: bid(request), eventId, sectorId: rows[0].sector_id, ticketId: input.ticketId, lotId: input.lotId, type: input.type },
          keep.map((i) => input.contacts[i]),
          keep.map((i) => input.names[i]),
          scopeOf(request).actorId ?? null,
        );
        return { created, alreadySent: served };
      });
      if (result.created) {
        app.courtesyQueue.kick();
        changed(bid(request), eventId, 'created', input.lotId);
      }
      return reply.status(201).send(result);
    },
  );

  app.get(
    base,
    {
      preHandler: guard('list'),
      schema: {
        tags,
        description: 'Courtesies of the event, newest first; search matches contact and name (contains, ignoring case and accents)',
        querystring: {
          type: 'object',
          properties: {
            page: { type: 'integer', minimum: 1 },
            limit: { type: 'integer', minimum: 1, maximum: MAX_LIMIT, default: PER_PAGE },
            search: { type: 'string' },
            isCaptured: { type: 'string', enum: ['true', 'false'] },
            type: { type: 'string', enum: COURTESY_SEND_TYPES },
          },
        },
        response: { 200: { type: 'object', properties: { data: { type: 'array', items: anyObject }, pagination: paginationSchema } }, ...errors },
      },
    },
    async (request) => {
      const eventId = await eventOf(request);
      const q = request.query as Record<string, string | undefined>;
      const issues: Issue[] = [];
      const int = (name: string, fallback: number, max = 1e9) => {
        const raw = q[name];
        if (raw === undefined || raw === '') return fallback;
        if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1 || Number(raw) > max) {
          issues.push({ field: name, message: Number(raw) > max ? 'validation.maxValue' : 'validation.integer' });
          return fallback;
        }
        return Number(raw);
      };
      const page = int('page', 1);
      const limit = int('limit', PER_PAGE, MAX_LIMIT);
      const where = ['c.business_id = $1', 'c.event_id = $2'];
      const values: unknown[] = [bid(request), eventId];
      if (q.isCaptured !== undefined && q.isCaptured !== '') {
        if (q.isCaptured !== 'true' && q.isCaptured !== 'false') issues.push({ field: 'isCaptured', message: 'validation.boolean' });
        values.push(q.isCaptured === 'true');
        where.push(`c.is_captured = $${values.length}`);
      }
      if (q.type !== undefined && q.type !== '') {
        if (!COURTESY_SEND_TYPES.includes(q.type as never)) issues.push({ field: 'type', message: 'validation.choice' });
        values.push(q.type);
        where.push(`c.send_by = $${values.length}`);
      }
      if (issues.length) throw badRequest(issues);
      const search = q.search?.trim().slice(0, 200);
      if (search) {
        values.push(TRANSLATE_FROM, TRANSLATE_TO, containsPattern(fold(search)));
        const [f, t, p] = [values.length - 2, values.length - 1, values.length].map((n) => `$${n}`);
        const alternatives = [foldedContains('c.contact', f, t, p), foldedContains("coalesce(c.name, '')", f, t, p)];
        // '(81) 99876' finds the stored 5581998765432.
        const digits = search.replace(/\D/g, '');
        if (digits.length >= 4 && digits !== search) {
          values.push(containsPattern(digits));
          alternatives.push(`c.contact LIKE $${values.length}`);
        }
        where.push(`(${alternatives.join(' OR ')})`);
      }
      const whereSql = where.join(' AND ');
      const [{ rows: count }, { rows }] = await Promise.all([
        db.query<{ n: number }>(`SELECT count(*)::int AS n FROM courtesies c WHERE ${whereSql}`, values),
        db.query(
          `SELECT ${COURTESY_COLUMNS} FROM courtesies c ${COURTESY_JOINS} WHERE ${whereSql}
            ORDER BY c.created_at DESC, c.id LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
          values,
        ),
      ]);
      const totalItems = Number(count[0].n);
      const totalPages = Math.ceil(totalItems / limit);
      return {
        data: rows.map(presentCourtesy),
        pagination: { currentPage: page, nextPage: page < totalPages ? page + 1 : null, totalPages, totalItems, totalItemsCurrentPage: rows.length },
      };
    },
  );

  app.get(
    `${base}/reports`,
    {
      preHandler: guard('list'),
      schema: {
        tags,
        description:
          'Counts of the non-cancelled courtesies of the event: redeemed, sent, not redeemed, and by delivery state; `channels` tells whether e-mail and WhatsApp delivery are configured (else messages stay in the outbox)',
        response: { 200: anyObject, ...errors },
      },
    },
    async (request) => {
      const eventId = await eventOf(request);
      const { rows } = await db.query<Record<string, number>>(
        `SELECT count(*) FILTER (WHERE is_captured)::int AS "totalCaptured", count(*)::int AS "totalCourtesiesSent",
                count(*) FILTER (WHERE NOT is_captured)::int AS "totalUncaptured",
                count(*) FILTER (WHERE delivery_status = '@QUEUED')::int AS queued,
                count(*) FILTER (WHERE delivery_status = '@SENT')::int AS sent,
                count(*) FILTER (WHERE delivery_status = '@FAILED')::int AS failed,
                count(*) FILTER (WHERE delivery_status = '@OUTBOX')::int AS outbox
           FROM courtesies WHERE business_id = $1 AND event_id = $2 AND canceled_at IS NULL`,
        [bid(request), eventId],
      );
      return { ...rows[0], channels: app.courtesyQueue.channels };
    },
  );

  app.post(
    `${base}/resend-all`,
    { preHandler: guard('edit'), schema: { tags, description: 'Queues again every courtesy of the event that is neither cancelled nor redeemed', response: { 200: anyObject, ...errors } } },
    async (request) => {
      const eventId = await eventOf(request);
      // Each courtesy queued again is an update in the history (its delivery status before and after), in the same statement.
      const { rows } = await db.query<{ n: number }>(
        // Locked in id order, as the delivery worker locks the rows it records (server/delivery/queue.ts,
        // LOCK_ORDER): in any other order the two could each hold a row the other waits for.
        `WITH old AS MATERIALIZED (SELECT id, delivery_status FROM courtesies
                       WHERE business_id = $1 AND event_id = $2 AND canceled_at IS NULL AND NOT is_captured ORDER BY id FOR UPDATE),
              q AS (UPDATE courtesies c SET delivery_status = '@QUEUED', delivery_error = NULL, claimed_until = NULL, updated_at = now()
                     FROM old WHERE c.id = old.id RETURNING c.id, old.delivery_status AS was),
              a AS (INSERT INTO audit_log (business_id, actor_id, resource, record_id, action, before, after, changed)
                    SELECT $1, $3::uuid, 'courtesies', q.id::text, '@UPDATE', jsonb_build_object('deliveryStatus', q.was),
                           jsonb_build_object('deliveryStatus', '@QUEUED'), ARRAY['deliveryStatus']
                      FROM q WHERE q.was IS DISTINCT FROM '@QUEUED')
         SELECT count(*)::int AS n FROM q`,
        [bid(request), eventId, scopeOf(request).actorId ?? null],
      );
      const queued = Number(rows[0].n);
      if (queued) {
        app.courtesyQueue.kick();
        changed(bid(request), eventId, 'updated');
      }
      return { queued };
    },
  );

  app.get(`${base}/:courtesyId`, { preHandler: guard('list'), schema: { tags, response: { 200: anyObject, ...errors } } }, async (request) => courtesyOf(request));

  app.delete(
    `${base}/:courtesyId`,
    { preHandler: guard('edit'), schema: { tags, description: 'Cancels the courtesy, its order and its ticket (never deletes); 409 when redeemed', response: { 200: anyObject, ...errors } } },
    async (request) => {
      const found = await courtesyOf(request);
      if (found.isCaptured) throw new ApiError(409, '@COURTESY_REDEEMED', `${E}redeemedCannotCancel`);
      if (!found.canceledAt) {
        const lotId = await db.transaction(async (tx) => {
          const { rows } = await tx.query<{ order_id: string; user_ticket_id: string; lot_id: string }>(
            `UPDATE courtesies SET canceled_at = now(), claimed_until = NULL, updated_at = now()
              WHERE business_id = $1 AND id = $2 AND canceled_at IS NULL AND NOT is_captured RETURNING order_id, user_ticket_id, lot_id`,
            [bid(request), found.id],
          );
          // Redeemed between the read and this write: the redemption wins.
          if (!rows[0]) throw new ApiError(409, '@COURTESY_REDEEMED', `${E}redeemedCannotCancel`);
          await recordChange(tx, {
            businessId: bid(request), actorId: scopeOf(request).actorId ?? null, resource: 'courtesies', recordId: String(found.id), action: '@UPDATE',
            before: { canceledAt: null }, after: { canceledAt: new Date().toISOString() },
          });
          await tx.query(`UPDATE orders SET status = '@CANCELED', canceled_at = now(), updated_at = now() WHERE id = $1`, [rows[0].order_id]);
          await tx.query('UPDATE order_items SET canceled_quantity = quantity WHERE order_id = $1', [rows[0].order_id]);
          await tx.query(`UPDATE user_tickets SET canceled_at = now(), cancel_reason = '@CANCELED' WHERE id = $1`, [rows[0].user_ticket_id]);
          return rows[0].lot_id;
        });
        // Its place in the lot is free again.
        changed(bid(request), String(found.id), 'updated', lotId);
      }
      return courtesyOf(request);
    },
  );

  app.post(
    `${base}/:courtesyId/resend`,
    { preHandler: guard('edit'), schema: { tags, description: 'Queues the courtesy for delivery again; 409 when cancelled', response: { 200: anyObject, ...errors } } },
    async (request) => {
      const found = await courtesyOf(request);
      if (found.canceledAt) throw new ApiError(409, '@COURTESY_CANCELED', `${E}canceled`);
      await db.transaction(async (tx) => {
        await tx.query(
          `UPDATE courtesies SET delivery_status = '@QUEUED', delivery_error = NULL, claimed_until = NULL, updated_at = now() WHERE business_id = $1 AND id = $2`,
          [bid(request), found.id],
        );
        // A resend is recorded even when the status was already queued: someone asked for it.
        await recordChange(tx, {
          businessId: bid(request), actorId: scopeOf(request).actorId ?? null, resource: 'courtesies', recordId: String(found.id), action: '@UPDATE',
          before: { deliveryStatus: found.deliveryStatus ?? null, resentAt: null }, after: { deliveryStatus: '@QUEUED', resentAt: new Date().toISOString() },
        });
      });
      app.courtesyQueue.kick();
      changed(bid(request), String(found.id), 'updated');
      return courtesyOf(request);
    },
  );

  registerPublicCourtesyRoutes(app, db, (businessId, id) => changed(businessId, id, 'updated'));
}
