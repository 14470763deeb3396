import { defineResource } from '../../definition';
import { ACCREDITATION_MANAGE, ACCREDITATION_VIEW, newPairCode } from './codes';

/**
 * Accreditations (spec 2 sections 2-9): the credentialing of the people who work or attend an
 * event. /accreditations lists them as cards (12 a page, search, status filter); the manage page
 * (/accreditations/{id}) shows the QR of the validation link, made of the pair code, and the
 * dashboard. Ticket offices with the accreditation module only. No delete: participants and
 * their accreditations stay; an inactive accreditation refuses its pair code and logins.
 */
export const accreditations = defineResource({
  name: 'accreditations',
  path: '/accreditations',
  icon: 'Badge',
  menu: 'accreditations',
  modules: ['@M_ACCREDITATION'],
  ticketOfficeOnly: true,
  recordRepresentation: 'name',
  permissions: { list: ACCREDITATION_VIEW, show: ACCREDITATION_VIEW, create: ACCREDITATION_MANAGE, edit: ACCREDITATION_MANAGE },
  fields: {
    name: { type: 'text', required: true, max: 120, messages: { required: 'resources.accreditations.errors.name' } },
    image: { type: 'image', max: 2048, imageTypes: ['png', 'jpg'], imageMaxMb: 10, messages: { tooLarge: 'resources.accreditations.errors.imageTooLarge' } },
    isActive: { type: 'boolean', defaultValue: true },
    pairCode: { type: 'text', readOnly: true, defaultValue: newPairCode, unique: true },
  },
  list: {
    perPage: 12,
    sort: { field: 'name', order: 'ASC' },
    search: ['name'],
    filters: { status: { field: 'isActive', op: 'eq', values: { '@ACTIVE': true, '@INACTIVE': false } } },
    columns: ['name', 'isActive', 'updatedAt'],
    card: { title: 'name', lines: ['isActive'] },
  },
  messages: {
    empty: 'resources.accreditations.empty',
    created: 'resources.accreditations.created',
    updated: 'resources.accreditations.updated',
    createError: 'resources.accreditations.createError',
    updateError: 'resources.accreditations.updateError',
  },
});
