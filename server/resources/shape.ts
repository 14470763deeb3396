/**
 * Structural check run before the shared yup schema: yup's casts throw (not reject) on
 * some wrong JSON types (an object where a trimmed string is expected), an object group
 * given as a scalar gets an English message, and a non-numeric string for a number field
 * is cast to null. Here all three become per-field issues.
 */
import type { FieldDefinition, ResourceDefinition } from '../../src/shared/definition';
import type { Issue } from '../errors';

const INVALID_KEY: Partial<Record<FieldDefinition['type'], string>> = {
  money: 'validation.number',
  percent: 'validation.number',
  integer: 'validation.number',
  boolean: 'validation.boolean',
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function shapeIssues(def: ResourceDefinition, input: Record<string, unknown>): Issue[] {
  const issues: Issue[] = [];
  const reported = new Set<string>();
  for (const [name, field] of Object.entries(def.fields)) {
    if (field.readOnly) continue;
    const keys = name.split('.');
    let cur: unknown = input;
    for (let i = 0; i < keys.length; i++) {
      const path = keys.slice(0, i + 1).join('.');
      const value = (cur as Record<string, unknown>)[keys[i]];
      if (value === undefined || value === null) break;
      const isLeaf = i === keys.length - 1;
      if (!isLeaf && !isObject(value)) {
        if (!reported.has(path)) issues.push({ field: path, message: 'server.errors.badRequest' });
        reported.add(path);
        break;
      }
      const invalid = field.messages?.invalid ?? INVALID_KEY[field.type] ?? 'validation.text';
      if (isLeaf && typeof value === 'object') issues.push({ field: path, message: invalid });
      // The shared schema turns an unparseable number into null (right for an emptied form
      // input); an API client sending "abc" for a number gets an error instead.
      const numeric = field.type === 'money' || field.type === 'percent' || field.type === 'integer';
      if (isLeaf && numeric && typeof value === 'string' && value.trim() !== '' && !Number.isFinite(Number(value))) {
        issues.push({ field: path, message: invalid });
      }
      cur = value;
    }
  }
  return issues;
}
