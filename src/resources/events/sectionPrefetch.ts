/**
 * The reads a section of the event starts when it is opened at its own address, beside the event's
 * record instead of after it: from the admin's first render when the address was typed or reloaded
 * (eventViews.tsx), else when the event's page mounts (EventEditRoutes.tsx). Kept apart from
 * EVENT_SECTIONS, which brings every section's screens, so that the first load waits for this
 * small chunk only.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { DataProvider } from 'react-admin';
import { lazyView, preload } from '../../framework/lazyView';
import { prefetchSalesPage } from '../sectors/salesQueries';

export interface SectionPrefetch {
  eventId: string;
  /** The address query (`?page=2`). */
  search: URLSearchParams;
  queryClient: QueryClient;
  dataProvider: DataProvider;
}

// Drag and drop and the dialogs load on the first visit (EVENT_SECTIONS).
export const SalesSection = lazyView(() => import('../sectors/SalesSection'));

/** By section path (EVENT_SECTIONS): its code and its first reads. */
const PREFETCHES: Record<string, (context: SectionPrefetch) => void> = {
  'sectors-and-sales/sectors': (context) => {
    preload(SalesSection);
    void prefetchSalesPage(context).catch(() => undefined); // the page asks again and shows the error
  },
};

/** Starts the reads of the section at `rest` (`sectors-and-sales/sectors/`), when it has any. */
export function prefetchSection(rest: string, context: SectionPrefetch): void {
  PREFETCHES[rest.replace(/\/$/, '')]?.(context);
}
