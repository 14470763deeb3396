/** Cross-field date rules for a definition's `rules` (shared by the form and the server). */
import type { RuleIssue } from './definition';

/** `end` must be later than `start` when both are valid dates; the issue goes under `end`. */
export const endAfterStart =
  (start: string, end: string, message: string) =>
  (values: Record<string, unknown>): RuleIssue[] => {
    const [from, to] = [values[start], values[end]];
    if (from == null || to == null || from === '' || to === '') return [];
    const [a, b] = [Date.parse(String(from)), Date.parse(String(to))];
    return Number.isNaN(a) || Number.isNaN(b) || b > a ? [] : [{ field: end, message }];
  };
