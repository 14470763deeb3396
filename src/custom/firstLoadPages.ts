/**
 * The reads of custom pages started by the admin's first render when the address is theirs
 * (src/framework/firstLoad.ts): /dashboard is where a login lands, and it would ask for its figures
 * only once the frame and the page are drawn.
 */
import type { PagePrefetch } from '../framework/firstLoad';
import type { DashboardCalls } from '../dataProvider/dashboardCalls';
import { askedPeriod, periodOf } from './dashboard/usePeriodQuery';

type DashboardPrefetch = (name: 'dashboardReport', ...args: Parameters<DashboardCalls['dashboardReport']>) => void;

export const FIRST_LOAD_PAGES: Readonly<Record<string, PagePrefetch>> = {
  '/dashboard': {
    resource: 'dashboard',
    prefetch: ({ search, dataProvider }) => {
      // The same period, built by the same function, as the page's own request (usePeriodQuery).
      const { query } = askedPeriod(periodOf(search));
      if (query) (dataProvider.prefetchCall as DashboardPrefetch | undefined)?.('dashboardReport', query);
    },
  },
};
