/**
 * The yup schema of a definition. The browser's forms and the server's request validation
 * run this same schema, so a rule and its message live in one place. Messages are catalogue
 * keys (src/i18n/pt-BR.json): react-admin translates them under the field, the server
 * translates them into its per-field issues.
 */
import * as yup from 'yup';
import type { FieldDefinition, ResourceDefinition } from './definition';
import { isCnpj, isCpf, isCpfOrCnpj, isPhone, isZip, onlyDigits } from './brazil';

const DIGIT_RULES: Partial<Record<FieldDefinition['type'], [(v: string) => boolean, string]>> = {
  cpf: [isCpf, 'validation.cpf'],
  cnpj: [isCnpj, 'validation.cnpj'],
  cpfCnpj: [isCpfOrCnpj, 'validation.cpfCnpj'],
  phone: [isPhone, 'validation.phone'],
  zip: [isZip, 'validation.zip'],
};

const emptyToNull = (value: unknown, original: unknown) =>
  original === '' || original === undefined ? null : value;

function fieldSchema(field: FieldDefinition): yup.Schema {
  const msg = (rule: keyof NonNullable<FieldDefinition['messages']>, fallback: string) =>
    field.messages?.[rule] ?? fallback;
  const required = msg('required', 'validation.required');

  switch (field.type) {
    case 'money':
    case 'percent':
    case 'integer': {
      let s = yup
        .number()
        .transform((v, o) => (o === '' || o === null || o === undefined ? null : v))
        .typeError(msg('invalid', 'validation.number'))
        .integer(msg('invalid', 'validation.integer'))
        .nullable();
      if (field.min !== undefined) s = s.min(field.min, msg('min', 'validation.minValue'));
      if (field.max !== undefined) s = s.max(field.max, msg('max', 'validation.maxValue'));
      return field.required ? s.nonNullable(required).required(required) : s;
    }
    case 'boolean': {
      const s = yup.boolean().typeError(msg('invalid', 'validation.boolean'));
      return (field.required ? s.required(required) : s.default(Boolean(field.defaultValue ?? false))) as yup.Schema;
    }
    default: {
      // Trim only strings: an object sent for a text must fail as a type error, not throw.
      let s = yup
        .string()
        .typeError(msg('invalid', 'validation.text'))
        .transform((v: unknown) => (typeof v === 'string' ? v.trim() : v))
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
        s = s.test('date', msg('invalid', 'validation.date'), (v) => v == null || !Number.isNaN(Date.parse(v)));
      if (field.type === 'reference') s = s.uuid(msg('invalid', 'validation.reference'));
      if (field.min !== undefined) s = s.min(field.min, msg('min', 'validation.minLength'));
      if (field.max !== undefined) s = s.max(field.max, msg('max', 'validation.maxLength'));
      return field.required ? s.nonNullable(required).required(required) : s;
    }
  }
}

type Shape = { [key: string]: yup.Schema | Shape };

function toObject(shape: Shape): yup.ObjectSchema<yup.AnyObject> {
  const entries = Object.entries(shape).map(([k, v]) => [k, v instanceof yup.Schema ? v : toObject(v as Shape)]);
  return yup.object(Object.fromEntries(entries)).noUnknown(true, 'validation.unknownField');
}

/** The schema of the fields clients may write (read-only fields are left out). */
export function buildSchema(def: ResourceDefinition): yup.ObjectSchema<yup.AnyObject> {
  const shape: Shape = {};
  for (const [name, field] of Object.entries(def.fields)) {
    if (field.readOnly) continue;
    const keys = name.split('.');
    let cur = shape;
    for (const key of keys.slice(0, -1)) cur = (cur[key] ??= {}) as Shape;
    cur[keys[keys.length - 1]] = fieldSchema(field);
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
): Promise<{ ok: true; value: Record<string, unknown> } | { ok: false; issues: FieldIssue[] }> {
  const schema = buildSchema(def);
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
