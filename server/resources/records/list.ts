/** Pages of records (search, filters, sort, totals) and one record, as the API answers them. */
import type { ResourceDefinition } from '../../../src/shared/definition';
import type { Db } from '../../db/types';
import { ident, resourceTable, rowToRecord, sortExpression } from '../columns';
import { recordJsonSql } from './recordJson';
import { sqlOperator, type FilterValue } from '../filters';
import { searchableFields } from '../queryable';
import { TRANSLATE_FROM, TRANSLATE_TO, containsPattern, fold, foldedContains } from '../search';
import { COUNTED_TOTAL, unfilteredTotal } from './counts';
import { presentJson, presentRecord, withLoaded } from './present';
import { checkParents, loadRow, parentKey, scopeWhere, type Row, type Scope } from './scope';

export interface ListQuery {
  page: number;
  limit: number;
  search?: string;
  /** Fields the search looks in (server/resources/queryable.ts); default: the definition's, secrets left out. */
  searchFields?: readonly string[];
  /** Parsed `list.filters` parameters (server/resources/filters.ts). */
  filters?: FilterValue[];
  orderBy: string;
  order: 'ASC' | 'DESC';
}

export interface Pagination {
  currentPage: number;
  nextPage: number | null;
  totalPages: number;
  totalItems: number;
  totalItemsCurrentPage: number;
}

/** Filtered totals are counted up to this bound (docs/pagination.md). */
export const FILTERED_COUNT_CAP = 10_000;


const DIGIT_TYPES = new Set(['cpf', 'cnpj', 'cpfCnpj', 'phone', 'zip']);

/** A page as the database wrote it: each record's JSON text (recordJson.ts), and its pagination. */
export interface JsonPage {
  rows: string[];
  pagination: Pagination;
}

/**
 * The page's records as JSON texts. `readable` cuts them to a limited reader's fields, for a
 * resource answered as stored (`answeredAsStored`); others read whole records and are
 * projected after their computed fields are added.
 */
export async function listJsonPage(
  db: Db,
  def: ResourceDefinition,
  scope: Scope,
  q: ListQuery,
  all: readonly ResourceDefinition[] = [],
  readable: readonly string[] | null = null,
): Promise<JsonPage> {
  const t = resourceTable(def);
  const where = scopeWhere(t, scope);
  await checkParents(db, def, all, scope);
  const clauses = [...where.clauses];
  const params = [...where.params];

  const search = q.search?.trim();
  const searchFields = q.searchFields ?? searchableFields(def);
  if (search && searchFields.length) {
    params.push(TRANSLATE_FROM, TRANSLATE_TO, containsPattern(fold(search)));
    const [from, to, pattern] = [params.length - 2, params.length - 1, params.length].map((i) => `$${i}`);
    const ors: string[] = [];
    const digits = search.replace(/\D/g, '');
    let digitsParam: string | undefined;
    for (const name of searchFields) {
      const f = t.fields.find((x) => x.field === name);
      if (!f || f.def.secret) continue;
      ors.push(foldedContains(ident(f.column), from, to, pattern));
      // Documents and phones are stored as digits: "12.345.678" also finds them.
      if (DIGIT_TYPES.has(f.def.type) && digits && digits !== search) {
        if (!digitsParam) {
          params.push(containsPattern(digits));
          digitsParam = `$${params.length}`;
        }
        ors.push(`${ident(f.column)} LIKE ${digitsParam}`);
      }
    }
    if (ors.length) clauses.push(`(${ors.join(' OR ')})`);
  }
  for (const filter of q.filters ?? []) {
    const f = t.fields.find((x) => x.field === filter.field);
    if (!f || f.def.secret) continue;
    params.push(filter.value);
    clauses.push(`${ident(f.column)} ${sqlOperator(filter.op)} $${params.length}`);
  }
  const filtered = clauses.length > where.clauses.length;

  // A secret never orders a list (parseListQuery refuses it; internal callers are held to it too).
  const sort = (!def.fields[q.orderBy]?.secret && sortExpression(t, q.orderBy)) || 'created_at';
  const dir = q.order === 'DESC' ? 'DESC' : 'ASC';
  const offset = (q.page - 1) * q.limit;
  const whereSql = clauses.join(' AND ');
  // Unfiltered lists read their counter in the same statement as the page: one round trip
  // to the database (PGlite runs one query at a time, so round trips are the cost).
  const counterSql = filtered
    ? 'NULL::bigint'
    : COUNTED_TOTAL(`business_id = $1 AND resource = $${params.push(t.def.name)} AND parent_key = $${params.push(parentKey(t, scope))}`);
  // One row more than the page tells whether a next page exists, whatever the total says.
  const page = await db.query<{ __json: string; __total: number | string | null }>(
    `SELECT ${recordJsonSql(t, readable)} AS __json, ${counterSql} AS __total FROM ${ident(t.table)} WHERE ${whereSql} ORDER BY ${sort} ${dir}, id ${dir} LIMIT ${q.limit + 1} OFFSET ${offset}`,
    params,
  );
  const hasMore = page.rows.length > q.limit;
  const rows = page.rows.slice(0, q.limit).map((row) => row.__json);
  const counted = page.rows[0]?.__total;

  let totalItems: number;
  if (filtered) {
    // Bounded count: exact up to the cap, cheap however many rows match (never count(*) OVER()).
    const bounded = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (SELECT 1 FROM ${ident(t.table)} WHERE ${whereSql} LIMIT ${FILTERED_COUNT_CAP + 1}) AS bounded`,
      params,
    );
    totalItems = Math.min(Number(bounded.rows[0]?.n ?? 0), FILTERED_COUNT_CAP);
  } else if (counted !== undefined && counted !== null) {
    totalItems = Number(counted);
  } else {
    totalItems = await unfilteredTotal(db, t, scope, where);
  }
  if (rows.length) totalItems = Math.max(totalItems, offset + rows.length); // never claim fewer than what was seen
  const totalPages = Math.ceil(totalItems / q.limit);
  return {
    rows,
    pagination: {
      currentPage: q.page,
      nextPage: hasMore ? q.page + 1 : null,
      totalPages,
      totalItems,
      totalItemsCurrentPage: rows.length,
    },
  };
}

/** A page's records as the API answers them (secrets masked, computed fields added). */
export async function listRecords(
  db: Db,
  def: ResourceDefinition,
  scope: Scope,
  q: ListQuery,
  all: readonly ResourceDefinition[] = [],
): Promise<{ data: Row[]; pagination: Pagination }> {
  const page = await listJsonPage(db, def, scope, q, all);
  return { data: await presentJson(db, def, scope, page.rows), pagination: page.pagination };
}

/** The list's answer text around the database's record texts: nothing parsed, nothing re-serialised. */
export const jsonPageBody = (page: JsonPage): string => `{"data":[${page.rows.join(',')}],"pagination":${JSON.stringify(page.pagination)}}`;

export async function getRecord(db: Db, def: ResourceDefinition, scope: Scope, id: string): Promise<Row> {
  const t = resourceTable(def);
  const [record] = await withLoaded(db, def, scope, [presentRecord(def, rowToRecord(t, await loadRow(db, t, scope, id)))]);
  return record;
}
