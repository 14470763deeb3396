import { defineResource, resourceMessages } from '../../definition';
import { eventPartPermissions } from '../events/codes';

/**
 * Sectors of an event (spec 1 sections 3, 7): the areas a venue sells (Pista, Camarote...),
 * in the order the staff drag them to, each holding tickets and their lots. Deleting one
 * deletes its tickets and lots, and is refused when any of them has sales
 * (server/resources/deleteGuards.ts).
 */
export const sectors = defineResource({
  name: 'sectors',
  path: '/events/:eventId/sectors',
  icon: 'ViewModule',
  modules: ['@M_EVENTS'],
  recordRepresentation: 'name',
  ordered: true,
  permissions: eventPartPermissions(),
  fields: {
    name: { type: 'text', required: true, max: 80 },
    description: { type: 'longText', max: 300 },
  },
  list: {
    perPage: 20,
    sort: { field: 'index', order: 'ASC' },
    search: ['name'],
    columns: ['name', 'description'],
    card: { title: 'name', lines: ['description'] },
  },
  messages: resourceMessages('sectors'),
});
