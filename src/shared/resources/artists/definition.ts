import { defineResource, resourceMessages } from '../../definition';

/**
 * Artists of the line-ups (spec 1 section 3: id, name, image). Whoever edits events manages
 * them; every user of the events module reads them, as they read events.
 * The image is a URL, or a data URL that the server stores as an upload (server/resources/artists).
 */
export const artists = defineResource({
  name: 'artists',
  path: '/artists',
  icon: 'People',
  modules: ['@M_EVENTS'],
  recordRepresentation: 'name',
  permissions: {
    list: [],
    show: [],
    create: ['@EVENTS.MODIFY', '@PRODUCER'],
    edit: ['@EVENTS.MODIFY', '@PRODUCER'],
    delete: ['@EVENTS.MODIFY', '@PRODUCER'],
  },
  fields: {
    name: { type: 'text', required: true, max: 120 },
    image: { type: 'image', max: 2048 },
  },
  list: {
    perPage: 10,
    sort: { field: 'name', order: 'ASC' },
    search: ['name'],
    columns: ['name'],
    card: { title: 'name', lines: [] },
  },
  messages: resourceMessages('artists', ['empty', 'created', 'updated']),
});
