/**
 * The events resource's own views: the card grid at /events, /events/create, and /events/{id}[/edit/<page>]
 * in place of the generated edit page. The edit area (forms, yup, masks, the editor) is a
 * separate chunk, loaded when an event is first opened.
 */
import { lazy, Suspense } from 'react';
import { LinearProgress } from '@mui/material';
import type { ResourceObject } from '../../framework/resourceFromDefinition';
import { EventList } from './list/EventList';

const EventEditRoutes = lazy(() => import('./edit/EventEditRoutes').then((m) => ({ default: m.EventEditRoutes })));
const EventCreateForm = lazy(() => import('./edit/EventCreate').then((m) => ({ default: m.EventCreate })));

function EventEdit() {
  return (
    <Suspense fallback={<LinearProgress />}>
      <EventEditRoutes />
    </Suspense>
  );
}

/** /events/create: nothing is stored before Salvar (issue 9 item 8). */
function EventCreate() {
  return (
    <Suspense fallback={<LinearProgress />}>
      <EventCreateForm />
    </Suspense>
  );
}

export const eventViews: Partial<ResourceObject> = { list: EventList, create: EventCreate, edit: EventEdit };
