/**
 * List filters declared by a definition (`list.filters`): `?status=@DRAFT`, `?startAt=...`.
 * Each query parameter is parsed against its field's type; a bad value is a 400 issue on the
 * parameter, never a database error.
 */
import type { ListFilter, ResourceDefinition } from '../../src/shared/definition';
import type { Issue } from '../errors';

export interface FilterValue {
  field: string;
  op: ListFilter['op'];
  value: unknown;
}

const SQL_OPS: Record<ListFilter['op'], string> = { eq: '=', gte: '>=', lte: '<=' };
export const sqlOperator = (op: ListFilter['op']) => SQL_OPS[op];

type Query = Record<string, string | string[] | undefined>;

function parseValue(def: ResourceDefinition, filter: ListFilter, raw: string): { value: unknown } | { issue: string } {
  if (filter.values) {
    return Object.prototype.hasOwnProperty.call(filter.values, raw) ? { value: filter.values[raw] } : { issue: 'validation.choice' };
  }
  const field = def.fields[filter.field];
  switch (field?.type) {
    case 'datetime': {
      const ms = Date.parse(raw);
      return Number.isNaN(ms) ? { issue: 'validation.date' } : { value: new Date(ms).toISOString() };
    }
    case 'money':
    case 'percent':
    case 'integer':
      return /^-?\d{1,15}$/.test(raw) ? { value: Number(raw) } : { issue: 'validation.integer' };
    case 'boolean':
      return raw === 'true' || raw === 'false' ? { value: raw === 'true' } : { issue: 'validation.boolean' };
    case 'choice':
      return field.choices?.includes(raw) ? { value: raw } : { issue: 'validation.choice' };
    case 'reference':
      return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(raw) ? { value: raw } : { issue: 'validation.reference' };
    default:
      return { value: raw.slice(0, 200) };
  }
}

/**
 * The filters present in the query (empty parameters are "no filter"), and the issues of bad
 * ones. `allowed`: the fields this reader may filter by (server/resources/queryable.ts); a
 * filter on any other field is refused as an unknown field.
 */
export function parseFilters(def: ResourceDefinition, query: Query, allowed: ReadonlySet<string>): { filters: FilterValue[]; issues: Issue[] } {
  const filters: FilterValue[] = [];
  const issues: Issue[] = [];
  for (const [param, filter] of Object.entries(def.list.filters ?? {})) {
    const given = query[param];
    const raw = Array.isArray(given) ? given[0] : given;
    if (raw === undefined || raw.trim() === '') continue;
    if (!allowed.has(filter.field)) {
      issues.push({ field: param, message: 'validation.unknownField' });
      continue;
    }
    const parsed = parseValue(def, filter, raw.trim());
    if ('issue' in parsed) issues.push({ field: param, message: parsed.issue });
    else filters.push({ field: filter.field, op: filter.op, value: parsed.value });
  }
  return { filters, issues };
}
