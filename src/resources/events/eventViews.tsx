/**
 * The events resource's own views: the card grid at /events, /events/create, and /events/{id}[/edit/<page>]
 * in place of the generated edit page. The edit area (forms, yup, masks, the editor) is a
 * separate chunk, loaded when an event is first opened.
 */
import type { ViewOverride } from '../../framework/resourceFromDefinition';
import { lazyView } from '../../framework/lazyView';
import { EventList } from './list/EventList';
import { eventListParamsOf } from './list/eventListParams';

export const eventViews: ViewOverride = {
  list: EventList,
  listParams: eventListParamsOf,
  // /events/create: nothing is stored before Salvar (issue 9 item 8).
  create: lazyView(() => import('./edit/EventCreate').then((m) => ({ default: m.EventCreate }))),
  edit: lazyView(() => import('./edit/EventEditRoutes').then((m) => ({ default: m.EventEditRoutes }))),
  // Opened at an event's address: its record at once, and its section's reads once their small
  // chunk is in (imported here, it pulled shared modules into chunks of their own on every first load).
  editPrefetch: ({ id, rest, search, queryClient, dataProvider, prefetchRecord }) => {
    prefetchRecord();
    import('./sectionPrefetch').then(
      (m) => m.prefetchSection(rest, { eventId: id, search, queryClient, dataProvider }),
      () => undefined, // the page loads it again and shows what failed
    );
  },
};
