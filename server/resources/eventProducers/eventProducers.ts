/**
 * Producers of an event (spec 1 section 7): links in `event_producers`
 * (server/migrations/003_event_people.sql). The list answers each producer as GET /producers
 * does, plus `producerId` (spec 1 section 3), searchable like the producers list.
 */
import { recordChange } from '../../audit/record';
import type { ResourceDefinition } from '../../../src/shared/definition';
import { producers } from '../../../src/shared/resources/producers/definition';
import { events } from '../../../src/shared/resources/events/definition';
import type { Db } from '../../db/types';
import { ApiError, notFound } from '../../errors';
import { ident, resourceTable, rowToRecord, sortExpression } from '../columns';
import { isUuid } from '../ids';
import { TRANSLATE_FROM, TRANSLATE_TO, containsPattern, fold, foldedContains } from '../search';
import { loadRow } from '../records/scope';
import { searchableFields } from '../queryable';
import { presentRecord } from '../records/present';
import type { ListQuery, Pagination } from '../records/list';

type Row = Record<string, unknown>;

const scope = (businessId: string) => ({ businessId, params: {} });

/** The event must be in the business (else 404); locks nothing, links are independent rows. */
export async function checkEvent(db: Db, businessId: string, eventId: string, eventDef: ResourceDefinition = events): Promise<void> {
  await loadRow(db, resourceTable(eventDef), scope(businessId), eventId);
}

const asSeenByEvent = (record: Row) => ({ ...presentRecord(producers, record), producerId: record.id });

export async function listEventProducers(db: Db, businessId: string, eventId: string, q: ListQuery): Promise<{ data: Row[]; pagination: Pagination }> {
  await checkEvent(db, businessId, eventId);
  const t = resourceTable(producers);
  const params: unknown[] = [businessId, eventId];
  const clauses = ['p.business_id = $1', 'ep.event_id = $2'];
  const search = q.search?.trim();
  if (search) {
    params.push(TRANSLATE_FROM, TRANSLATE_TO, containsPattern(fold(search)));
    const [from, to, pattern] = [params.length - 2, params.length - 1, params.length].map((i) => `$${i}`);
    const ors = (q.searchFields ?? searchableFields(producers)).map((name) => {
      const f = t.fields.find((x) => x.field === name)!;
      return foldedContains(`p.${ident(f.column)}`, from, to, pattern);
    });
    clauses.push(`(${ors.join(' OR ')})`);
  }
  const from = `event_producers ep JOIN ${ident(t.table)} p ON p.id = ep.producer_id AND p.business_id = ep.business_id`;
  const where = clauses.join(' AND ');
  // An event has a handful of producers: an exact count, bounded by the event's index.
  const total = Number((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${from} WHERE ${where}`, params)).rows[0]?.n ?? 0);
  const sort = (sortExpression(t, q.orderBy) ?? 'created_at').replace(/"([a-z_0-9]+)"/g, 'p."$1"');
  const dir = q.order === 'DESC' ? 'DESC' : 'ASC';
  const offset = (q.page - 1) * q.limit;
  const { rows } = await db.query<Row>(`SELECT p.* FROM ${from} WHERE ${where} ORDER BY ${sort} ${dir}, p.id ${dir} LIMIT ${q.limit} OFFSET ${offset}`, params);
  return {
    data: rows.map((r) => asSeenByEvent(rowToRecord(t, r))),
    pagination: {
      currentPage: q.page,
      nextPage: offset + rows.length < total ? q.page + 1 : null,
      totalPages: Math.ceil(total / q.limit),
      totalItems: total,
      totalItemsCurrentPage: rows.length,
    },
  };
}

/** Links a producer of the business; the same producer twice is a 409. */
export async function addEventProducer(db: Db, businessId: string, eventId: string, producerId: string, actorId: string | null = null): Promise<Row> {
  return db.transaction(async (tx) => {
    await checkEvent(tx, businessId, eventId);
    const t = resourceTable(producers);
    const producer = rowToRecord(t, await loadRow(tx, t, scope(businessId), producerId));
    const { rows } = await tx.query(
      'INSERT INTO event_producers (business_id, event_id, producer_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING producer_id',
      [businessId, eventId, producerId],
    );
    if (!rows.length) throw new ApiError(409, '@DUPLICATE', 'server.eventProducers.duplicate', [{ field: 'producerId', message: 'server.eventProducers.duplicate' }]);
    // In the event's history: the producer linked (by name).
    await recordChange(tx, { businessId, actorId, resource: 'events', recordId: eventId, action: '@UPDATE', before: { producer: null }, after: { producer: producer.corporateName ?? producerId } });
    return asSeenByEvent(producer);
  });
}

/** Unlinks; a producer that is not linked (or a malformed id) is a 404. */
export async function removeEventProducer(db: Db, businessId: string, eventId: string, producerId: string, actorId: string | null = null): Promise<void> {
  if (!isUuid(eventId) || !isUuid(producerId)) throw notFound();
  await db.transaction(async (tx) => {
    await checkEvent(tx, businessId, eventId);
    const { rows } = await tx.query(
      'DELETE FROM event_producers WHERE business_id = $1 AND event_id = $2 AND producer_id = $3 RETURNING producer_id',
      [businessId, eventId, producerId],
    );
    if (!rows.length) throw notFound();
    const t = resourceTable(producers);
    const { rows: named } = await tx.query<{ name: string }>(`SELECT corporate_name AS name FROM ${t.table} WHERE business_id = $1 AND id = $2`, [businessId, producerId]);
    await recordChange(tx, { businessId, actorId, resource: 'events', recordId: eventId, action: '@UPDATE', before: { producer: named[0]?.name ?? producerId }, after: { producer: null } });
  });
}

/** Copy step of a duplication: the copy has the same producers. */
export async function copyEventProducers(tx: Db, copy: { businessId: string; fromId: string; toId: string }): Promise<void> {
  await tx.query(
    `INSERT INTO event_producers (business_id, event_id, producer_id)
     SELECT business_id, $3, producer_id FROM event_producers WHERE business_id = $1 AND event_id = $2`,
    [copy.businessId, copy.fromId, copy.toId],
  );
}
