/**
 * Reading a route's query string by hand (routes whose parameters are not a definition's list):
 * a repeated parameter counts once, blanks are absent, and a bad page or limit is an issue on
 * that parameter (the caller answers them all in one 400).
 */
import type { Issue } from '../errors';

export type Query = Record<string, string | string[] | undefined>;

/** The parameter's first value, trimmed; undefined when absent or blank. */
export const firstParam = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim() || undefined;

/** A positive whole-number parameter, `fallback` when absent or refused (the refusal goes to `issues`). */
export function intParam(query: Query, name: string, fallback: number, issues: Issue[], max?: number): number {
  const raw = firstParam(query[name]);
  if (raw === undefined) return fallback;
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) issues.push({ field: name, message: 'validation.integer' });
  else if (max && Number(raw) > max) issues.push({ field: name, message: 'validation.maxValue' });
  else return Number(raw);
  return fallback;
}
