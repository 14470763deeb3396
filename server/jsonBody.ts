/**
 * The API's JSON body parser. JSON.parse copes with any nesting, but the code after it (yup,
 * structuredClone, deep merges) recurses and overflowed the stack on 2,000 levels; and a key
 * named `__proto__`, `constructor` or `prototype` reaches object internals (yup crashed on one).
 * Both are refused here, once, with a pt-BR 400 `@INVALID_JSON`, before any route sees the body.
 */
import { ApiError } from './errors';

/** Deepest nesting of objects and lists a body may have (the deepest form sends 3). */
export const MAX_JSON_DEPTH = 32;
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

const invalidJson = () => new ApiError(400, '@INVALID_JSON', 'server.errors.invalidJson');

/**
 * Walks the parsed value without recursion (a deep value cannot overflow this check) and
 * throws on the first forbidden key or on nesting beyond MAX_JSON_DEPTH.
 */
export function checkJsonValue(root: unknown): void {
  const stack: { value: unknown; depth: number; path: string }[] = [{ value: root, depth: 0, path: '' }];
  while (stack.length) {
    const { value, depth, path } = stack.pop()!;
    if (typeof value !== 'object' || value === null) continue;
    if (depth + 1 > MAX_JSON_DEPTH) throw new ApiError(400, '@INVALID_JSON', 'server.errors.jsonTooDeep');
    if (Array.isArray(value)) {
      // A list of 100,000 contacts: only its objects and lists are visited.
      for (let i = 0; i < value.length; i++) {
        const child: unknown = value[i];
        if (typeof child === 'object' && child !== null) stack.push({ value: child, depth: depth + 1, path: path ? `${path}.${i}` : String(i) });
      }
      continue;
    }
    for (const key of Object.keys(value)) {
      const childPath = path ? `${path}.${key}` : key;
      if (FORBIDDEN_KEYS.has(key)) {
        throw new ApiError(400, '@INVALID_JSON', 'server.errors.jsonForbiddenKey', [{ field: childPath, message: 'validation.forbiddenKey' }]);
      }
      const child: unknown = (value as Record<string, unknown>)[key];
      if (typeof child === 'object' && child !== null) stack.push({ value: child, depth: depth + 1, path: childPath });
    }
  }
}

/** A request body's text as a value: `undefined` when blank, else checked JSON, else a 400. */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalidJson();
  }
  checkJsonValue(value);
  return value;
}
