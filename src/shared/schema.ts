/**
 * The yup schema of a definition. The browser's forms and the server's request validation
 * run this same schema, so a rule and its message live in one place. Messages are catalogue
 * keys (src/i18n/pt-BR.json): react-admin translates them under the field, the server
 * translates them into its per-field issues.
 */
import * as yup from 'yup';
import type { FieldDefinition, ResourceDefinition } from './definition';
import { isCnpj, isCpf, isCpfOrCnpj, isPhone, isZip, onlyDigits } from './brazil';
import { YUP_LOCALE } from './schemaLocale';

// yup's own default texts are English ("isActive cannot be null"): every one is a catalogue key
// instead, so no rule, even one a field forgets to word, can show or answer English.
yup.setLocale(YUP_LOCALE);

/**
 * 'api' (the default, the server's): each field takes its JSON type as it is, a number, a
 * boolean or a string (or null); [1, 2] is not 1 and true is not 'true'. 'form': the browser's
 * inputs hand text (a negative integer is typed as text) that the schema casts to the field's type.
 */
export type SchemaMode = 'api' | 'form';

const DIGIT_RULES: Partial<Record<FieldDefinition['type'], [(v: string) => boolean, string]>> = {
  cpf: [isCpf, 'validation.cpf'],
  cnpj: [isCnpj, 'validation.cnpj'],
  cpfCnpj: [isCpfOrCnpj, 'validation.cpfCnpj'],
  phone: [isPhone, 'validation.phone'],
  zip: [isZip, 'validation.zip'],
};

const emptyToNull = (value: unknown, original: unknown) =>
  original === '' || original === undefined ? null : value;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** ISO 8601 date or date-time (what the forms send); Date.parse alone takes '1' as the year 2001. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** In 'api' mode, a test that the value sent was of the field's JSON type before any cast. */
function jsonType<S extends yup.Schema>(s: S, mode: SchemaMode, type: 'number' | 'boolean' | 'string', message: string): S {
  if (mode !== 'api') return s;
  return s.test('jsonType', message, (_value, ctx) => ctx.originalValue == null || typeof ctx.originalValue === type) as S;
}

function fieldSchema(field: FieldDefinition, mode: SchemaMode): yup.Schema {
  const msg = (rule: keyof NonNullable<FieldDefinition['messages']>, fallback: string) =>
    field.messages?.[rule] ?? fallback;
  const required = msg('required', 'validation.required');

  switch (field.type) {
    case 'money':
    case 'percent':
    case 'integer': {
      let s = jsonType(
        yup
          .number()
          .transform((v, o) => (o === '' || o === null || o === undefined ? null : v))
          .typeError(msg('invalid', 'validation.number')),
        mode,
        'number',
        msg('invalid', 'validation.number'),
      )
        .integer(msg('invalid', 'validation.integer'))
        .nullable();
      if (field.min !== undefined) s = s.min(field.min, msg('min', 'validation.minValue'));
      if (field.max !== undefined) s = s.max(field.max, msg('max', 'validation.maxValue'));
      return field.required ? s.nonNullable(required).required(required) : s;
    }
    case 'references': {
      // A list of record ids, duplicates dropped; null or nothing is the empty list.
      const invalid = msg('invalid', 'validation.reference');
      let s = yup
        .array()
        .typeError(invalid)
        .transform((v: unknown, o: unknown) => (o === null || o === undefined || o === '' ? [] : Array.isArray(v) ? [...new Set(v)] : v))
        .test('ids', invalid, (v) => v == null || v.every((id) => typeof id === 'string' && UUID.test(id)))
        .nonNullable(invalid)
        .default([]);
      if (field.required) s = s.min(1, required);
      if (field.min !== undefined) s = s.min(field.min, msg('min', required));
      if (field.max !== undefined) s = s.max(field.max, msg('max', 'validation.maxValue'));
      return s as unknown as yup.Schema;
    }
    case 'boolean': {
      // Null is not a yes or no: 'Valor inválido' (yup's would be "isActive cannot be null").
      const invalid = msg('invalid', 'validation.boolean');
      const s = jsonType(yup.boolean().typeError(invalid), mode, 'boolean', invalid).nonNullable(invalid);
      return (field.required ? s.required(required) : s.default(Boolean(field.defaultValue ?? false))) as yup.Schema;
    }
    default: {
      // Trim only strings: an object sent for a text must fail as a type error, not throw.
      const invalid = msg('invalid', field.type === 'datetime' ? 'validation.date' : 'validation.text');
      let s = jsonType(
        yup
          .string()
          .typeError(invalid)
          .transform((v: unknown) => (typeof v === 'string' ? v.trim() : v)),
        mode,
        'string',
        invalid,
      )
        .nullable()
        .transform(emptyToNull);
      const digits = DIGIT_RULES[field.type];
      if (digits) {
        const [check, key] = digits;
        s = s
          .transform((v: string | null) => (v == null ? v : onlyDigits(v) || null))
          .test('digits', msg('invalid', key), (v) => v == null || check(v));
      }
      if (field.type === 'email') s = s.email(msg('invalid', 'validation.email'));
      if (field.type === 'choice' && field.choices) s = s.oneOf([...field.choices, null], msg('invalid', 'validation.choice'));
      if (field.type === 'datetime')
        s = s.test('date', msg('invalid', 'validation.date'), (v) => v == null || ((mode === 'form' || ISO_DATE.test(v)) && !Number.isNaN(Date.parse(v))));
      if (field.type === 'reference') s = s.uuid(msg('invalid', 'validation.reference'));
      if (field.min !== undefined) s = s.min(field.min, msg('min', 'validation.minLength'));
      if (field.max !== undefined) s = s.max(field.max, msg('max', 'validation.maxLength'));
      return field.required ? s.nonNullable(required).required(required) : s;
    }
  }
}

type Shape = { [key: string]: yup.Schema | Shape };

// A group of fields (representative.profile) sent as a text, a list or null is a wrong value on the group.
function toObject(shape: Shape): yup.ObjectSchema<yup.AnyObject> {
  const entries = Object.entries(shape).map(([k, v]) => [k, v instanceof yup.Schema ? v : toObject(v as Shape)]);
  return yup.object(Object.fromEntries(entries)).typeError('validation.invalid').nonNullable('validation.invalid').noUnknown(true, 'validation.unknownField');
}

/** The schema of the fields clients may write (read-only fields are left out). */
export function buildSchema(def: ResourceDefinition, mode: SchemaMode = 'api'): yup.ObjectSchema<yup.AnyObject> {
  const shape: Shape = {};
  for (const [name, field] of Object.entries(def.fields)) {
    if (field.readOnly) continue;
    const keys = name.split('.');
    let cur = shape;
    for (const key of keys.slice(0, -1)) cur = (cur[key] ??= {}) as Shape;
    cur[keys[keys.length - 1]] = fieldSchema(field, mode);
  }
  return toObject(shape);
}

export interface FieldIssue {
  field: string;
  /** Catalogue key (client) or translated text (server). */
  message: string;
}

/** The definition's cross-field rules on (cast) values; a field already failing keeps its first message. */
function ruleIssues(def: ResourceDefinition, values: Record<string, unknown>, seen: Set<string>): FieldIssue[] {
  const issues: FieldIssue[] = [];
  for (const issue of def.rules?.(values) ?? []) {
    if (seen.has(issue.field)) continue;
    seen.add(issue.field);
    issues.push(issue);
  }
  return issues;
}

/**
 * Validates and casts input: the yup schema, then the definition's `rules`. Resolves the cast
 * values or rejects with per-field issues (every failing field at once, rules included).
 */
export async function validate(
  def: ResourceDefinition,
  input: unknown,
  mode: SchemaMode = 'api',
): Promise<{ ok: true; value: Record<string, unknown> } | { ok: false; issues: FieldIssue[] }> {
  const schema = buildSchema(def, mode);
  try {
    const value = await schema.validate(input ?? {}, { abortEarly: false, stripUnknown: true });
    const issues = ruleIssues(def, value, new Set());
    return issues.length ? { ok: false, issues } : { ok: true, value };
  } catch (err) {
    if (!(err instanceof yup.ValidationError)) throw err;
    const inner = err.inner.length ? err.inner : [err];
    const seen = new Set<string>();
    const issues: FieldIssue[] = [];
    for (const e of inner) {
      const field = e.path ?? '';
      if (seen.has(field)) continue; // first message per field, as the form shows it
      seen.add(field);
      issues.push({ field, message: String(e.message) });
    }
    if (def.rules) {
      // Rules also speak when other fields fail, so the form shows everything at once.
      let cast: Record<string, unknown> | undefined;
      try {
        cast = schema.cast(input ?? {}, { assert: false, stripUnknown: true }) as Record<string, unknown>;
      } catch {
        cast = undefined; // input too broken to cast: the schema's issues say enough
      }
      if (cast) issues.push(...ruleIssues(def, cast, seen));
    }
    return { ok: false, issues };
  }
}
