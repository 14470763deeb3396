/** Client routes of an event's screens (spec 1 section 2.2). */
import type { Identifier } from 'react-admin';
import { PUBLICATION_FIELDS, type EventEditPage, type PublicationField } from '../../shared/resources/events/publication';

export const eventPath = (id: Identifier) => `/events/${encodeURIComponent(String(id))}`;
export const eventPagePath = (id: Identifier, page: EventEditPage) => `${eventPath(id)}/edit/${page}`;

/** The page that fixes a field, with the field in the hash: the page focuses it (useFocusFromHash). */
export const eventFieldPath = (id: Identifier, field: PublicationField) => `${eventPagePath(id, PUBLICATION_FIELDS[field])}#${field}`;
