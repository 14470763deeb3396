import { defineResource, resourceMessages } from '../../definition';
import { STORE_CODES } from '../stores/definition';

/**
 * A store's product categories (spec 2 sections 3, 7): name and icon (an image, or none).
 * Shown on the store's details page; deleting the store deletes them.
 */
export const storeCategories = defineResource({
  name: 'storeCategories',
  path: '/stores/:storeId/categories',
  table: 'store_categories',
  icon: 'Category',
  modules: ['@M_EVENTS'],
  ticketOfficeOnly: true,
  recordRepresentation: 'name',
  permissions: { list: STORE_CODES, show: STORE_CODES, create: STORE_CODES, edit: STORE_CODES, delete: STORE_CODES },
  fields: {
    // The dialogs show the image first, then the name (spec 2 section 2).
    icon: { type: 'image', max: 2048, imageTypes: ['png', 'jpg'] },
    name: { type: 'text', required: true, max: 75 },
  },
  list: {
    perPage: 24,
    sort: { field: 'name', order: 'ASC' },
    search: ['name'],
    columns: ['name'],
    card: { title: 'name', lines: [] },
  },
  messages: resourceMessages('storeCategories', ['empty', 'created', 'updated', 'deleted', 'createError', 'updateError', 'deleteError']),
});
