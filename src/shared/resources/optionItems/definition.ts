import { defineResource, resourceMessages } from '../../definition';

import { eventPartPermissions } from '../events/codes';

/** @NONE: no price change; @ADD: an additional value; @SUB: a discount. */
export const VALUE_TYPES = ['@NONE', '@ADD', '@SUB'] as const;

/** Spec 1 section 5: currency input up to R$ 10.000.000.000,00, in cents. */
export const MAX_MONEY_CENTS = 1_000_000_000_000;

/**
 * Items of an option group (spec 1 sections 3, 4, 5, 7), at the spec's path
 * /events/{id}/{optionId}/options-items. The value is required unless the type is @NONE
 * (a rule the form and the API share), and @NONE clears it on save.
 */
export const optionItems = defineResource({
  name: 'optionItems',
  path: '/events/:eventId/:optionId/options-items',
  table: 'option_items',
  // The path's prefix does not name the group: say it, for the create check and the cascade.
  parents: { optionId: 'options' },
  icon: 'Tune',
  modules: ['@M_EVENTS'],
  recordRepresentation: 'title',
  permissions: eventPartPermissions(),
  fields: {
    title: { type: 'text', required: true, max: 120 },
    description: { type: 'longText', max: 500 },
    valueType: { type: 'choice', choices: VALUE_TYPES, required: true },
    value: { type: 'money', min: 0, max: MAX_MONEY_CENTS },
  },
  // Without a type yet, the type's own required message is the one to show.
  rules: (v) => (v.valueType != null && v.valueType !== '@NONE' && v.value == null ? [{ field: 'value', message: 'validation.required' }] : []),
  beforeSave: (v) => (v.valueType === '@NONE' ? { ...v, value: null } : v),
  list: {
    perPage: 10,
    sort: { field: 'createdAt', order: 'ASC' },
    columns: ['title', 'valueType', 'value'],
    card: { title: 'title', lines: ['valueType', 'value'] },
  },
  messages: resourceMessages('optionItems'),
});
