/**
 * How a history row reads (issue 14, docs/history.md): each changed field with its label from the
 * catalogue (`resources.<name>.fields.*`, else `history.fields.*` for what a custom route records)
 * and its values as the app formats them: money R$ 1.234,56, dates dd/MM/yyyy HH:mm (São Paulo),
 * choices in words, yes/no, secrets as '••••', other records by their names (`refs`, answered by
 * the server with each row; an id it could not name stays an id). No React: the component passes
 * `translate`.
 */
import type { ResourceDefinition } from '../../shared/definition';
import { choiceLabel, fieldLabel, fieldOf } from '../fields';
import { formatMoney, formatValue } from '../format';
import { formatDateTime } from '../dates';
import { referenceTarget } from '../../shared/audit/references';

export const SECRET_MASK = '••••';
type Translate = (key: string, options?: Record<string, unknown>) => string;
type Values = Record<string, unknown> | null;
/** Names of the records a row refers to, by id. */
export type Refs = Readonly<Record<string, string>>;

/** A list of referred records shows this many names, then how many more. */
const NAMES_SHOWN = 10;

function referredNames(value: unknown, refs: Refs, translate: Translate): string {
  const ids = Array.isArray(value) ? value : [value];
  if (!ids.length) return translate('history.none');
  const names = ids.slice(0, NAMES_SHOWN).map((id) => refs[String(id)] ?? String(id));
  const more = ids.length - names.length;
  return more > 0 ? `${names.join(', ')} ${translate('history.andMore', { smart_count: more })}` : names.join(', ');
}

/** Fields that custom routes record, with how they read. */
const EXTRA_TYPES: Record<string, 'money' | 'datetime' | 'list' | 'code'> = {
  refundAmount: 'money',
  total: 'money',
  discount: 'money',
  openingFloat: 'money',
  cashierDiscountLimit: 'money',
  closedAt: 'datetime',
  canceledAt: 'datetime',
  resentAt: 'datetime',
  lineup: 'list',
  images: 'list',
  status: 'code',
  refundStatus: 'code',
  refundType: 'code',
  deliveryStatus: 'code',
  channel: 'code',
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Nested objects of dotted fields (paymentMethod.slug) read as their dotted names. */
export function flatten(values: Values, prefix = ''): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(values ?? {})) {
    const name = prefix ? `${prefix}.${k}` : k;
    if (isObject(v) && Object.keys(v).length) Object.assign(out, flatten(v, name));
    else out[name] = v;
  }
  return out;
}

/**
 * A resource's name in the history (row and filter): its history label, else its own name in the
 * plural (`resources.<name>.name`), so a resource added later never shows its code name.
 */
export const historyResourceLabel = (resource: string, translate: Translate): string =>
  translate(`history.resources.${resource}`, { _: translate(`resources.${resource}.name`, { smart_count: 2, _: resource }) });

export interface ChangedField {
  field: string;
  label: string;
  before: string;
  after: string;
}

export function fieldLabelText(def: ResourceDefinition | undefined, field: string, translate: Translate): string {
  if (def && fieldOf(def, field)) return translate(fieldLabel(def, field));
  return translate(`history.fields.${field}`, { _: field });
}

export function formatHistoryValue(def: ResourceDefinition | undefined, field: string, value: unknown, translate: Translate, refs: Refs = {}): string {
  if (value === null || value === undefined || value === '') return translate('history.empty');
  if (value === SECRET_MASK) return SECRET_MASK;
  if (referenceTarget(def, field)) return referredNames(value, refs, translate);
  if (typeof value === 'boolean') return translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
  const fd = def ? fieldOf(def, field) : undefined;
  if (fd && def) {
    if (fd.secret || fd.hashed) return SECRET_MASK;
    if (fd.type === 'choice') return translate(choiceLabel(def, field, String(value)), { _: String(value) });
    if (fd.type === 'richText') return String(value).replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
    return formatValue(fd.type, value) || translate('history.empty');
  }
  switch (EXTRA_TYPES[field]) {
    case 'money':
      return typeof value === 'number' ? formatMoney(value) || 'R$ 0,00' : String(value);
    case 'datetime':
      return formatDateTime(value);
    case 'list':
      return Array.isArray(value) ? (value.length ? value.join(', ') : translate('history.none')) : String(value);
    case 'code':
      return translate(`history.codes.${String(value)}`, { _: String(value) });
    default:
      if (Array.isArray(value)) return value.length ? value.join(', ') : translate('history.none');
      if (isObject(value)) return Object.entries(value).map(([k, v]) => `${k}: ${String(v)}`).join('; ');
      return String(value);
  }
}

/** The changed fields of a row, labelled and formatted; a create lists what it set, a delete what it held. */
export function changedFields(def: ResourceDefinition | undefined, before: Values, after: Values, translate: Translate, refs: Refs = {}): ChangedField[] {
  const b = flatten(before);
  const a = flatten(after);
  const blank = (v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && !v.length);
  // A create lists what it set and a delete what the record held: empty fields say nothing there.
  const names = [...new Set([...Object.keys(b), ...Object.keys(a)])]
    .filter((n) => (n !== 'index' || def?.ordered) && n !== 'createdAt' && n !== 'updatedAt')
    .filter((n) => (before && after) || !blank(before ? b[n] : a[n]));
  return names.map((field) => ({
    field,
    label: fieldLabelText(def, field, translate),
    before: before ? formatHistoryValue(def, field, b[field], translate, refs) : '',
    after: after ? formatHistoryValue(def, field, a[field], translate, refs) : '',
  }));
}
