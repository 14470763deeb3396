import { defineResource, resourceMessages } from '../../definition';

/**
 * E-mail templates of the Marketing entry (spec 2 sections 2, 3: list with pagination and search,
 * view and edit at /marketing/mail/templates). A template is a name for the staff, the subject and
 * the body the customer reads. No code of spec 1 section 6 maps to marketing, so only @ALL reaches
 * it, in ticket offices (spec 2 section 4). The spec lists view and edit; staff also create and
 * remove them (docs/decisions.md, "E-mail templates").
 */
export const mailTemplates = defineResource({
  name: 'mailTemplates',
  path: '/marketing/mail/templates',
  route: '/marketing/mail/templates',
  showSegment: 'view',
  icon: 'Campaign',
  menu: 'marketing',
  modules: ['@M_EVENTS', '@M_BOOKINGS'],
  ticketOfficeOnly: true,
  recordRepresentation: 'name',
  permissions: { list: ['@ALL'], show: ['@ALL'], create: ['@ALL'], edit: ['@ALL'], delete: ['@ALL'] },
  fields: {
    name: { type: 'text', required: true, max: 120, unique: true, messages: { unique: 'resources.mailTemplates.errors.duplicateName' } },
    subject: { type: 'text', required: true, max: 200 },
    body: { type: 'richText', required: true, max: 200_000 },
  },
  list: {
    perPage: 10,
    sort: { field: 'name', order: 'ASC' },
    search: ['name', 'subject'],
    columns: ['name', 'subject', 'updatedAt'],
    card: { title: 'name', lines: ['subject', 'updatedAt'] },
  },
  messages: resourceMessages('mailTemplates'),
});
