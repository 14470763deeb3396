/** A client's input made ready to store: defaults, merge with the stored record, shape, sanitising, the shared schema, beforeSave. */
import { getPath, setPath, type ResourceDefinition } from '../../../src/shared/definition';
import { validate } from '../../../src/shared/schema';
import { validationError, type Issue } from '../../errors';
import { recordToColumns, resourceTable } from '../columns';
import { sanitizeRichText } from '../sanitize';
import { isMasked } from '../secrets';
import type { Row } from './scope';

export const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Stored record + patch: nested objects merge, anything else in the patch replaces. */
export function deepMerge(base: Record<string, unknown>, patch: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    out[key] = isPlainObject(value) && isPlainObject(out[key]) ? deepMerge(out[key] as Record<string, unknown>, value) : value;
  }
  return out;
}

export function applyDefaults(def: ResourceDefinition, value: Record<string, unknown>): Record<string, unknown> {
  const out = structuredClone(value);
  for (const [name, field] of Object.entries(def.fields)) {
    if (field.defaultValue === undefined) continue;
    const keys = name.split('.');
    let cur: Record<string, unknown> = out;
    for (const k of keys.slice(0, -1)) cur = (isPlainObject(cur[k]) ? cur[k] : (cur[k] = {})) as Record<string, unknown>;
    const last = keys[keys.length - 1];
    // A function default is made per record (generated codes).
    if (cur[last] === undefined || cur[last] === null) cur[last] = typeof field.defaultValue === 'function' ? field.defaultValue() : field.defaultValue;
  }
  return out;
}

/**
 * Shared schema, then beforeSave; rejects with per-field issues (catalogue keys).
 * `kept` holds what a client cannot write: the stored record on an update, the defaults on a
 * create. Read-only fields the transform leaves unset keep it, and so do secrets sent back
 * masked. Rich text is sanitised before the schema, so length rules apply to what is stored.
 * The schema runs in its 'api' mode: a wrong JSON type is an issue on its field, never cast.
 */
export async function prepare(def: ResourceDefinition, input: unknown, kept: Row): Promise<Map<string, unknown>> {
  if (!isPlainObject(input)) throw validationError([{ field: '', message: 'server.errors.badRequest' }]);
  const cleaned = structuredClone(input);
  for (const [name, field] of Object.entries(def.fields)) {
    const v = getPath(cleaned, name);
    if (field.secret && isMasked(v)) setPath(cleaned, name, getPath(kept, name) ?? null);
    if (field.type === 'richText' && typeof v === 'string') setPath(cleaned, name, sanitizeRichText(v));
  }
  const result = await validate(def, cleaned);
  if (!result.ok) throw validationError(result.issues);
  const value = def.beforeSave ? def.beforeSave(result.value) : result.value;
  for (const [name, field] of Object.entries(def.fields)) {
    if (field.readOnly && getPath(value, name) === undefined) setPath(value, name, getPath(kept, name) ?? null);
  }
  const t = resourceTable(def);
  const columns = recordToColumns(t, value);
  // bigint columns hold integers; JSON numbers beyond 2^53 would lose digits.
  const issues: Issue[] = [];
  for (const f of t.fields) {
    const v = columns.get(f.column);
    if (f.pgType === 'bigint' && typeof v === 'number' && !Number.isSafeInteger(v)) {
      issues.push({ field: f.field, message: f.def.messages?.max ?? 'validation.maxValue' });
    }
  }
  if (issues.length) throw validationError(issues);
  return columns;
}
