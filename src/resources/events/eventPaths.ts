/** Client routes of an event's screens (spec 1 section 2.2). */
import type { Identifier } from 'react-admin';
import type { EventEditPage } from '../../shared/resources/events/publication';

export const eventPath = (id: Identifier) => `/events/${encodeURIComponent(String(id))}`;
export const eventPagePath = (id: Identifier, page: EventEditPage) => `${eventPath(id)}/edit/${page}`;
