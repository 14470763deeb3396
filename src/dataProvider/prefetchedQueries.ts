/**
 * The first load's list or record, asked for before its page (src/framework/firstLoad.ts), waits
 * in the data provider for the page's getList or getOne. When its answer is in before the page's
 * query is made (on a phone, the admin's first screen takes longer to draw than the call takes to
 * answer), the query is given it at once: the page's first render draws the records, instead of
 * a skeleton, a commit and a layout, then the records in a second render, commit and layout.
 *
 * The query still asks on mount, as react-admin's do, and that request takes the waiting answer
 * (no second call to the server); equal data keeps the same objects, so nothing is drawn again.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { GetListParams, GetListResult, GetOneParams, GetOneResult } from 'ra-core';

export interface PeekingProvider {
  prefetchedList?: (resource: string, params: GetListParams) => GetListResult | undefined;
  prefetchedOne?: (resource: string, params: Pick<GetOneParams, 'id' | 'meta'>) => GetOneResult | undefined;
}

/** Gives each new getList or getOne query of react-admin its prefetched answer when it is already in; returns the unsubscribe. */
export function answerPrefetchedAtOnce(queryClient: QueryClient, dataProvider: PeekingProvider): () => void {
  // 'added' is notified synchronously while the query is built for its first observer (as in accessAnswers.ts).
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'added' || event.query.state.data !== undefined) return;
    // react-admin's keys: [resource, 'getList', { pagination, sort, filter, meta }] and [resource, 'getOne', { id, meta }].
    const [resource, kind, params] = event.query.queryKey as [unknown, unknown, unknown];
    if (typeof resource !== 'string' || typeof params !== 'object' || params === null) return;
    if (kind === 'getList') {
      const answer = dataProvider.prefetchedList?.(resource, params as GetListParams);
      // The shape useGetList's own query function gives, so that its refetch finds equal data.
      if (answer) queryClient.setQueryData(event.query.queryKey, { data: answer.data, total: answer.total, pageInfo: answer.pageInfo, meta: answer.meta });
    } else if (kind === 'getOne') {
      const answer = dataProvider.prefetchedOne?.(resource, params as GetOneParams);
      if (answer) queryClient.setQueryData(event.query.queryKey, answer.data);
    }
  });
}
