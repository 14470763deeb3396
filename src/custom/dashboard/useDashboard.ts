/**
 * The dashboard's figures for a period, kept live: a sale, a refund, a courtesy or an entry at the
 * door anywhere in the business (the server's realtime `change`) refetches them, at most once per
 * LIVE_INTERVAL_MS however many arrive (a busy night sells several tickets a second).
 */
import { useEffect, useRef } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider, type DataProvider } from 'react-admin';
import type { DashboardCalls, DashboardQuery } from '../../dataProvider/dashboardCalls';
import { onRealtimeChange } from '../../realtime/socket';

export const LIVE_RESOURCES: ReadonlySet<string> = new Set(['orders', 'checkins', 'courtesies']);
export const LIVE_INTERVAL_MS = 3000;

export function useDashboard(query: DashboardQuery | null) {
  const api = useDataProvider<DataProvider & DashboardCalls>();
  const result = useQuery({
    queryKey: ['dashboard', query],
    queryFn: () => api.dashboardReport(query!),
    enabled: query !== null,
    // Another period keeps the figures on screen (dimmed) until its own arrive: skeletons are for
    // the first load only, and half-typed days do not blank the page.
    placeholderData: keepPreviousData,
  });
  useThrottledRefetch(result.refetch, query !== null);
  return result;
}

/** Refetch on each relevant change: at once when the last one is old enough, else once at the end of the interval. */
function useThrottledRefetch(refetch: () => Promise<unknown>, enabled: boolean) {
  const latest = useRef(refetch);
  useEffect(() => {
    latest.current = refetch;
  }, [refetch]);
  useEffect(() => {
    if (!enabled) return undefined;
    let last = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const run = () => {
      timer = undefined;
      last = Date.now();
      void latest.current();
    };
    const stop = onRealtimeChange((event) => {
      if (!LIVE_RESOURCES.has(event.resource) || timer) return;
      const wait = last + LIVE_INTERVAL_MS - Date.now();
      if (wait <= 0) run();
      else timer = setTimeout(run, wait);
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [enabled]);
}
