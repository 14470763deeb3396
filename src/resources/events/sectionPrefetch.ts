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
import { EVENT_PAGE_VIEWS } from './edit/eventEditPages';
import { EVENT_EDIT_PAGES, type EventEditPage } from '../../shared/resources/events/publication';

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

/**
 * Starts the reads of the section at `rest` (`sectors-and-sales/sectors/`), when it has any; at an
 * edit page (`edit/general-info`), its code (each page is a chunk of its own, eventEditPages.ts).
 */
export function prefetchSection(rest: string, context: SectionPrefetch): void {
  const path = rest.replace(/\/$/, '');
  const page = path.startsWith('edit/') ? path.slice('edit/'.length) : undefined;
  if (page && EVENT_EDIT_PAGES.includes(page as EventEditPage)) preload(EVENT_PAGE_VIEWS[page as EventEditPage]);
  PREFETCHES[path]?.(context);
}
