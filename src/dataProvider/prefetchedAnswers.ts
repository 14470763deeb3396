/**
 * Answers asked for before their page asks (the first load's list, record or page call,
 * src/framework/firstLoad.ts), each handed once to the first request with the same resource and
 * parameters, while it is fresh. A later or different request goes to the server as usual.
 */
import type { GetListParams, GetOneParams } from 'ra-core';

/** Long enough for a phone to draw the admin's first screen; a page asked later is asked anew. */
export const PREFETCH_FRESH_MS = 15_000;

type ListParams = Pick<GetListParams, 'pagination' | 'sort' | 'filter' | 'meta'>;
type OneParams = Pick<GetOneParams, 'id' | 'meta'>;

// The signal and anything else beyond what decides the answer is left out.
export const listKey = (resource: string, { pagination, sort, filter, meta }: ListParams) =>
  JSON.stringify(['getList', resource, pagination, sort, filter, meta]);
export const oneKey = (resource: string, { id, meta }: OneParams) => JSON.stringify(['getOne', resource, String(id), meta]);
/** A call beyond CRUD (the dashboard's figures...) by its name and arguments. */
export const callKey = (name: string, args: readonly unknown[]) => JSON.stringify(['call', name, args]);

export type PrefetchedAnswer = unknown;

/** An answer asked for, when it was asked, and its value once it is in. */
interface Waiting {
  answer: Promise<PrefetchedAnswer>;
  at: number;
  settled?: { value: PrefetchedAnswer };
}

export function createPrefetchedAnswers(now: () => number = Date.now) {
  const answers = new Map<string, Waiting>();
  return {
    /** Asks `fetch()` unless the same request is already waiting to be taken. */
    put(key: string, fetch: () => Promise<PrefetchedAnswer>): void {
      const waiting = answers.get(key);
      if (waiting && now() - waiting.at < PREFETCH_FRESH_MS) return;
      const answer = fetch();
      const entry: Waiting = { answer, at: now() };
      // Nobody may take it: its failure is the taker's to report, never an unhandled rejection.
      answer.then((value) => (entry.settled = { value }), () => undefined);
      answers.set(key, entry);
    },
    /**
     * The answer already in for this request, taken (a page's query is given it and does not ask
     * again); undefined, and left waiting, while it is on its way; undefined when failed, stale or taken.
     */
    takeIfIn(key: string): { value: PrefetchedAnswer } | undefined {
      const waiting = answers.get(key);
      if (!waiting?.settled || now() - waiting.at >= PREFETCH_FRESH_MS) return undefined;
      answers.delete(key);
      return waiting.settled;
    },
    /** The waiting answer for this request, once; undefined when there is none or it is stale. */
    take(key: string): Promise<PrefetchedAnswer> | undefined {
      const waiting = answers.get(key);
      if (!waiting) return undefined;
      answers.delete(key);
      return now() - waiting.at < PREFETCH_FRESH_MS ? waiting.answer : undefined;
    },
  };
}
