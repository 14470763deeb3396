/**
 * The reads of the sales page, as react-query options the page and its prefetch share: the
 * page's sectors (20 a page, spec 1 section 9) and the tree of those sectors' tickets and lots.
 * Started together with the event's own record when the page is opened (`prefetchSalesPage`),
 * instead of one after the other once the event, the page's code and the sectors are in.
 */
import { useMemo } from 'react';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DataProvider, RaRecord } from 'react-admin';
import { listPage } from '../../framework/useListLocation';
import type { SectionPrefetch } from '../events/sectionPrefetch';
import { sectors } from '../../shared/resources/sectors/definition';
import { salesApi, TREE_KEY, type TicketRecord } from './salesApi';

/** The tree's answer with the sectors it was asked for: a sector outside them is still loading. */
export interface TreeAnswer {
  sectorIds: string[];
  tickets: TicketRecord[];
}

/**
 * A prefetched answer is used as is when the page mounts instead of being asked again. Changes
 * still come at once: realtime events and the page's own writes invalidate these queries.
 */
const FRESH_MS = 10_000;

export const sectorPageQuery = (dataProvider: DataProvider, eventId: string, page: number) =>
  queryOptions({
    // Under the resource's name: a change of any sector (realtime, a dialog) refreshes it.
    queryKey: [sectors.name, 'salesPage', eventId, page],
    queryFn: async (): Promise<{ data: RaRecord[]; total: number }> => {
      const { data, total } = await dataProvider.getList(sectors.name, {
        pagination: { page, perPage: sectors.list.perPage },
        sort: sectors.list.sort,
        filter: {},
        meta: { eventId },
      });
      return { data, total: total ?? data.length };
    },
    // Another page keeps the sectors drawn until its own arrive.
    placeholderData: keepPreviousData,
    staleTime: FRESH_MS,
  });

export const treeQuery = (eventId: string, sectorIds: string[]) =>
  queryOptions({
    queryKey: [TREE_KEY, 'tree', eventId, sectorIds.join(',')],
    queryFn: async (): Promise<TreeAnswer> => ({ sectorIds, tickets: await salesApi.tree(eventId, sectorIds) }),
    enabled: sectorIds.length > 0,
    // A new page or sector keeps the tickets already drawn instead of flashing every sector empty;
    // the sectors the kept answer does not cover show as loading.
    placeholderData: keepPreviousData,
    staleTime: FRESH_MS,
  });

/**
 * The page's tree is asked in two parts: its first sectors (what the first screen shows), then the
 * rest once they are in. The first screen waits for a tenth of the tree instead of all of it;
 * the sectors still coming show as loading meanwhile.
 */
export const FIRST_SECTORS = 3;
const parts = (sectorIds: string[]) => [sectorIds.slice(0, FIRST_SECTORS), sectorIds.slice(FIRST_SECTORS)] as const;

/** The page's tree in its two parts: what has arrived so far, the first error, a retry. */
export function usePageTree(eventId: string, sectorIds: string[]) {
  const [head, rest] = parts(sectorIds);
  const first = useQuery(treeQuery(eventId, head));
  const second = useQuery({ ...treeQuery(eventId, rest), enabled: rest.length > 0 && first.isSuccess && !first.isPlaceholderData });
  const answers = useMemo(() => [first.data, second.data].filter((a): a is TreeAnswer => a !== undefined), [first.data, second.data]);
  return {
    answers,
    error: first.error ?? second.error,
    refetch: () => Promise.all([first.refetch(), second.refetch()]),
  };
}

/** Loads the sectors of the page in `search` (`?page=N`), then their tree, into the cache the page reads. */
export async function prefetchSalesPage({ queryClient, dataProvider, eventId, search }: SectionPrefetch) {
  const { data } = await queryClient.fetchQuery(sectorPageQuery(dataProvider, eventId, listPage(search)));
  const [head, rest] = parts(data.map((s) => String(s.id)));
  if (head.length) await queryClient.prefetchQuery(treeQuery(eventId, head));
  if (rest.length) await queryClient.prefetchQuery(treeQuery(eventId, rest));
}
