import { defineResource, resourceMessages } from '../../definition';

/** Who may change what belongs to an event: the event's edit codes (spec 1 section 6). */
import { eventPartPermissions } from '../events/codes';

/**
 * Option groups of an event (spec 1 sections 3, 5, 7): extras a buyer picks with a ticket
 * (parking, a drink combo...), each group holding option items (src/resources/optionItems).
 * `icon` is a MUI icon name from OPTION_ICONS, or any short text. Deleting a group deletes
 * its items in the same transaction (optionItems names this resource its parent).
 */
export const options = defineResource({
  name: 'options',
  path: '/events/:eventId/options',
  icon: 'Tune',
  modules: ['@M_EVENTS'],
  recordRepresentation: 'title',
  permissions: eventPartPermissions(),
  fields: {
    title: { type: 'text', required: true, max: 120 },
    description: { type: 'longText', max: 500 },
    icon: { type: 'text', max: 60 },
    required: { type: 'boolean', defaultValue: false },
  },
  list: {
    perPage: 10,
    sort: { field: 'createdAt', order: 'ASC' },
    columns: ['title', 'description', 'required'],
    card: { title: 'title', lines: ['description', 'required'] },
  },
  messages: resourceMessages('options'),
});
