import { defineResource, resourceMessages } from '../../definition';
import { newAffiliateCode } from './code';

/** Who may change what belongs to an event: the event's edit codes (spec 1 section 6). */
import { eventPartPermissions } from '../events/codes';

/**
 * Affiliates of an event (spec 1 sections 2.3, 3, 4, 5, 7): sales people who sell through a
 * link with their code. Only the full name is typed; isActive is toggled from the list. The
 * API adds salesAmount, totalValue (cents) and link (server/resources/affiliates/sales.ts).
 * There is no delete: the spec lists none, and sales will refer to the affiliate.
 */
export const affiliates = defineResource({
  name: 'affiliates',
  path: '/events/:eventId/affiliates',
  icon: 'Group',
  modules: ['@M_EVENTS'],
  recordRepresentation: 'fullName',
  permissions: eventPartPermissions(false),
  fields: {
    fullName: { type: 'text', required: true, max: 120 },
    isActive: { type: 'boolean', defaultValue: true },
    // Generated on create, never written by clients; unique in the business, so in the event too.
    code: { type: 'text', readOnly: true, unique: true, defaultValue: newAffiliateCode },
  },
  list: {
    perPage: 10,
    sort: { field: 'fullName', order: 'ASC' },
    search: ['fullName'],
    columns: ['fullName', 'isActive'],
    card: { title: 'fullName', lines: ['isActive'] },
  },
  messages: resourceMessages('affiliates', ['empty', 'created', 'updated', 'createError', 'updateError']),
});
