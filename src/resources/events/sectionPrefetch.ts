/**
 * What a page of the event starts when it is opened at its own address, beside the event's record
 * instead of after it: its code (every section and edit page is a chunk of its own) and, for the
 * sales page, its reads. From the admin's first render when the address was typed or reloaded
 * (eventViews.tsx), else when the event's page mounts (EventEditRoutes.tsx). A small chunk of its
 * own, so that the first load waits for it only, not for the event's page.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { DataProvider } from 'react-admin';
import { preload } from '../../framework/lazyView';
import { prefetchSalesPage } from '../sectors/salesQueries';
import { EVENT_PAGE_VIEWS } from './edit/eventEditPages';
import { EVENT_EDIT_PAGES, type EventEditPage } from '../../shared/resources/events/publication';
import { EVENT_SECTIONS } from './sections';

export interface SectionPrefetch {
  eventId: string;
  /** The address query (`?page=2`). */
  search: URLSearchParams;
  queryClient: QueryClient;
  dataProvider: DataProvider;
}

/** A section's first reads, by its path (EVENT_SECTIONS). */
const READS: Record<string, (context: SectionPrefetch) => void> = {
  'sectors-and-sales/sectors': (context) => void prefetchSalesPage(context).catch(() => undefined), // the page asks again and shows the error
};

/**
 * Starts the code of the page at `rest` (a section, `sectors-and-sales/sectors/`, or an edit page,
 * `edit/general-info`), and the section's reads when it has any.
 */
export function prefetchSection(rest: string, context: SectionPrefetch): void {
  const path = rest.replace(/\/$/, '');
  const page = path.startsWith('edit/') ? path.slice('edit/'.length) : undefined;
  if (page && EVENT_EDIT_PAGES.includes(page as EventEditPage)) preload(EVENT_PAGE_VIEWS[page as EventEditPage]);
  const section = EVENT_SECTIONS.find((s) => path === s.path || path.startsWith(`${s.path}/`));
  if (!section) return;
  preload(section.view);
  // The reads are the section's own page's, not those of a page below it (a ticket's details).
  if (path === section.path) READS[path]?.(context);
}
