import { defineResource, resourceMessages } from '../../definition';
import { EVENT_EDIT_CODES } from '../events/codes';

/**
 * Points of sale (spec 1 sections 2.1, 6, 7): the card machines and counters of a ticket
 * office that sell tickets connected to them (PUT .../connect-in-pos). Managed with
 * @POS.MANAGE; read by whoever edits events, to connect tickets.
 */
export const pointsOfSale = defineResource({
  name: 'pointsOfSale',
  path: '/points-of-sale',
  route: '/points-of-sale', // spec 1 section 2.1
  table: 'points_of_sale',
  icon: 'Storefront',
  menu: 'pointsOfSale',
  modules: ['@M_EVENTS'],
  ticketOfficeOnly: true,
  recordRepresentation: 'name',
  permissions: {
    list: ['@POS.MANAGE', ...EVENT_EDIT_CODES],
    show: ['@POS.MANAGE', ...EVENT_EDIT_CODES],
    create: ['@POS.MANAGE'],
    edit: ['@POS.MANAGE'],
  },
  fields: {
    name: { type: 'text', required: true, max: 80, unique: true, messages: { unique: 'resources.pointsOfSale.errors.duplicateName' } },
    device: { type: 'text', max: 80 },
    isActive: { type: 'boolean', defaultValue: true },
  },
  list: {
    perPage: 10,
    sort: { field: 'name', order: 'ASC' },
    search: ['name', 'device'],
    columns: ['name', 'device', 'isActive'],
    card: { title: 'name', lines: ['device', 'isActive'] },
  },
  messages: resourceMessages('pointsOfSale', ['empty', 'created', 'updated', 'createError', 'updateError']),
});
