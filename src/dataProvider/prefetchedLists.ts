/**
 * List answers asked for before their page asks (the first load's list, src/framework/firstList.ts),
 * each handed once to the first getList with the same resource and parameters, while it is
 * fresh. A later or different request goes to the server as usual.
 */
import type { GetListParams, GetListResult } from 'ra-core';

/** Long enough for a phone to draw the admin's first screen; a list asked later is asked anew. */
export const PREFETCH_FRESH_MS = 15_000;

type Params = Pick<GetListParams, 'pagination' | 'sort' | 'filter' | 'meta'>;

// The signal and anything else beyond what decides the answer is left out.
const keyOf = (resource: string, { pagination, sort, filter, meta }: Params) => JSON.stringify([resource, pagination, sort, filter, meta]);

export function createPrefetchedLists(now: () => number = Date.now) {
  const answers = new Map<string, { answer: Promise<GetListResult>; at: number }>();
  return {
    /** Asks `fetch()` unless the same list is already waiting to be taken. */
    put(resource: string, params: Params, fetch: () => Promise<GetListResult>): void {
      const key = keyOf(resource, params);
      const waiting = answers.get(key);
      if (waiting && now() - waiting.at < PREFETCH_FRESH_MS) return;
      const answer = fetch();
      // Nobody may take it: its failure is the taker's to report, never an unhandled rejection.
      answer.catch(() => undefined);
      answers.set(key, { answer, at: now() });
    },
    /** The waiting answer for this request, once; undefined when there is none or it is stale. */
    take(resource: string, params: Params): Promise<GetListResult> | undefined {
      const key = keyOf(resource, params);
      const waiting = answers.get(key);
      if (!waiting) return undefined;
      answers.delete(key);
      return now() - waiting.at < PREFETCH_FRESH_MS ? waiting.answer : undefined;
    },
  };
}
