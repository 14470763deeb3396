import { defineResource, resourceMessages } from '../../definition';
import { newAccessCode } from './accessCode';

/** Who manages the door: event staff read, those who change events write (docs/decisions.md, "Validators"). */
const READ = ['@EVENTS.LIST', '@EVENTS.MODIFY'] as const;
const WRITE = ['@EVENTS.MODIFY'] as const;

/**
 * Validators (spec 1 section 2.1, "Validadores"): the devices or people of a ticket office that
 * check tickets at the door of the events listed. Each has an access code, made by the server and
 * shown once (on create, and when staff make a new one); the public /validate page trades it for a
 * short-lived token limited to the validator's events (server/door). No delete: check-ins name
 * their validator; an inactive one cannot log in, and its tokens stop at the next scan.
 */
export const validators = defineResource({
  name: 'validators',
  path: '/validators',
  icon: 'QrCodeScanner',
  menu: 'validators',
  modules: ['@M_EVENTS'],
  ticketOfficeOnly: true,
  recordRepresentation: 'name',
  permissions: { list: READ, show: READ, create: WRITE, edit: WRITE },
  fields: {
    name: { type: 'text', required: true, max: 80, unique: true, messages: { unique: 'resources.validators.errors.duplicateName' } },
    eventIds: { type: 'references', reference: 'events', required: true, max: 200 },
    isActive: { type: 'boolean', defaultValue: true },
    accessCode: { type: 'text', readOnly: true, hashed: true, defaultValue: newAccessCode },
  },
  list: {
    perPage: 10,
    sort: { field: 'name', order: 'ASC' },
    search: ['name'],
    columns: ['name', 'eventIds', 'isActive'],
    card: { title: 'name', lines: ['eventIds', 'isActive'] },
  },
  messages: resourceMessages('validators', ['empty', 'created', 'updated', 'createError', 'updateError']),
});
