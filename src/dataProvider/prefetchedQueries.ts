/**
 * The first load's list or record, asked for before its page (src/framework/firstLoad.ts), waits
 * in the data provider for the page's getList or getOne. When its answer is in before the page's
 * query is made (on a phone, the admin's first screen takes longer to draw than the call takes to
 * answer), the query is given it at once: the page's first render draws the records, instead of
 * a skeleton, a commit and a layout, then the records in a second render, commit and layout.
 *
 * The query then counts as fresh until the observers of that first render have subscribed, so
 * their mount does not ask again: that request only took the same answer back, yet its fetching
 * state drew the whole page a second time (a 140–400 ms task at 4× CPU after the first screen's
 * commit). A later mount, an invalidation (a change heard in realtime) or a refetch asks the
 * server as before: the answer was taken, not left waiting.
 */
import type { Query, QueryClient } from '@tanstack/react-query';
import type { GetListParams, GetListResult, GetOneParams, GetOneResult } from 'ra-core';
import { PREFETCH_FRESH_MS } from './prefetchedAnswers';

export interface PrefetchingProvider {
  prefetchedList?: (resource: string, params: GetListParams) => GetListResult | undefined;
  prefetchedOne?: (resource: string, params: Pick<GetOneParams, 'id' | 'meta'>) => GetOneResult | undefined;
}

/** Gives each new getList or getOne query of react-admin its prefetched answer when it is already in; returns the unsubscribe. */
export function answerPrefetchedAtOnce(queryClient: QueryClient, dataProvider: PrefetchingProvider): () => void {
  // A seeded query, and when its data was set: fresh while that data is still the seed's and no observer has settled in.
  const seeded = new WeakMap<Query, number>();
  // A first render left unfinished (the user went elsewhere) never subscribes: its seed ages like the answer would have.
  const isSeed = (query: Query) => seeded.get(query) === query.state.dataUpdatedAt && Date.now() - query.state.dataUpdatedAt < PREFETCH_FRESH_MS;
  const defaults = queryClient.getDefaultOptions();
  const staleTime = defaults.queries?.staleTime ?? 0;
  queryClient.setDefaultOptions({
    ...defaults,
    queries: {
      ...defaults.queries,
      staleTime: (query) => (isSeed(query as Query) ? Infinity : typeof staleTime === 'function' ? staleTime(query) : staleTime),
    },
  });
  const seed = (query: Query, data: unknown) => {
    queryClient.setQueryData(query.queryKey, data);
    seeded.set(query, query.state.dataUpdatedAt);
  };
  // 'added' is notified synchronously while the query is built for its first observer (as in accessAnswers.ts).
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'observerAdded' && seeded.has(event.query)) {
      // The observers of one commit subscribe in the same task and each checks staleness as it does; then the seed is ordinary data.
      setTimeout(() => seeded.delete(event.query), 0);
      return;
    }
    if (event.type !== 'added' || event.query.state.data !== undefined) return;
    // react-admin's keys: [resource, 'getList', { pagination, sort, filter, meta }] and [resource, 'getOne', { id, meta }].
    const [resource, kind, params] = event.query.queryKey as [unknown, unknown, unknown];
    if (typeof resource !== 'string' || typeof params !== 'object' || params === null) return;
    if (kind === 'getList') {
      const answer = dataProvider.prefetchedList?.(resource, params as GetListParams);
      // The shape useGetList's own query function gives.
      if (answer) seed(event.query, { data: answer.data, total: answer.total, pageInfo: answer.pageInfo, meta: answer.meta });
    } else if (kind === 'getOne') {
      const answer = dataProvider.prefetchedOne?.(resource, params as GetOneParams);
      if (answer) seed(event.query, answer.data);
    }
  });
}
