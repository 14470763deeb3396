import { defineResource, resourceMessages } from '../../definition';
import { BRAZILIAN_STATES } from '../../brazil';
import { EVENT_CREATE_CODES, EVENT_EDIT_CODES } from './codes';
import { PAYMENT_FIELDS } from './payments';
import { DEDUCTION_FIELDS } from './deductions';

/** Age rating (classificação indicativa) of the event. */
export const CLASSIFICATIONS = ['@FREE', '@10', '@12', '@14', '@16', '@18'] as const;
export const EVENT_TYPES = ['@IN_PERSON', '@ONLINE'] as const;

/**
 * Events (spec 1 sections 2.3, 3, 4): drafts may lack anything; publication demands the fields
 * of PUBLICATION_RULES (src/shared/resources/events/publication.ts), checked on the server.
 * Any user of a business with events may read them (the cashier sells them); the edit codes
 * of spec 1 section 6 change them.
 */
export const events = defineResource({
  name: 'events',
  path: '/events',
  icon: 'Event',
  menu: 'events',
  modules: ['@M_EVENTS'],
  recordRepresentation: 'title',
  permissions: {
    list: [],
    show: [],
    create: EVENT_CREATE_CODES,
    edit: EVENT_EDIT_CODES,
  },
  fields: {
    title: { type: 'text', max: 120 },
    type: { type: 'choice', choices: EVENT_TYPES, defaultValue: '@IN_PERSON' },
    classification: { type: 'choice', choices: CLASSIFICATIONS },
    description: { type: 'richText', max: 100_000 },
    // Written by the image routes only (PUT/DELETE /events/{id}/images keep it in sync).
    primaryImage: { type: 'image', readOnly: true },
    startAt: { type: 'datetime' },
    endAt: { type: 'datetime' },
    location: { type: 'text', max: 160 },
    'address.zipCode': { type: 'zip' },
    'address.street': { type: 'text', max: 75 },
    'address.number': { type: 'text', max: 5 },
    'address.complement': { type: 'text', max: 75 },
    'address.neighborhood': { type: 'text', max: 75 },
    'address.city': { type: 'text', max: 75 },
    'address.state': { type: 'choice', choices: BRAZILIAN_STATES.map((s) => s.uf) },
    paymentAccountId: { type: 'reference', reference: 'paymentAccounts' },
    // Service fee, payment methods and POS fees: written by the payment routes only (payments.ts).
    ...PAYMENT_FIELDS,
    // The borderô's ISS, ECAD and gateway rates: written by PATCH /events/{id}/reports/deductions only.
    ...DEDUCTION_FIELDS,
    isDraft: { type: 'boolean', readOnly: true, defaultValue: true },
  },
  list: {
    perPage: 16,
    sort: { field: 'startAt', order: 'DESC' },
    search: ['title', 'location', 'address.city'],
    filters: {
      status: { field: 'isDraft', op: 'eq', values: { '@DRAFT': true, '@PUBLISHED': false } },
      startAt: { field: 'startAt', op: 'gte' },
      endAt: { field: 'startAt', op: 'lte' },
    },
    columns: ['title', 'startAt', 'address.city', 'isDraft'],
    card: { title: 'title', lines: ['startAt', 'address.city'] },
  },
  messages: resourceMessages('events', ['empty', 'created', 'updated', 'createError', 'updateError']),
});
