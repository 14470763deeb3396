import { defineResource, resourceMessages } from '../../definition';
import { ACCREDITATION_MANAGE, ACCREDITATION_VIEW } from '../accreditations/codes';
import { FIELD_KINDS, KINDS_WITH_OPTIONS, optionsOf } from '../../accreditation/fieldKinds';

/**
 * The participant form of an accreditation (spec 2 section 7: /accreditations/{id}/participants/fields):
 * the questions a participant answers, besides name, e-mail, phone and CPF which every form asks.
 * Ordered by dragging; single and multiple choice list their options one per line.
 */
export const accreditationFields = defineResource({
  name: 'accreditationFields',
  path: '/accreditations/:accreditationId/participants/fields',
  table: 'accreditation_fields',
  icon: 'DynamicForm',
  ordered: true,
  modules: ['@M_ACCREDITATION'],
  ticketOfficeOnly: true,
  recordRepresentation: 'label',
  permissions: { list: ACCREDITATION_VIEW, show: ACCREDITATION_VIEW, create: ACCREDITATION_MANAGE, edit: ACCREDITATION_MANAGE, delete: ACCREDITATION_MANAGE },
  fields: {
    label: { type: 'text', required: true, max: 120 },
    kind: { type: 'choice', required: true, choices: FIELD_KINDS, defaultValue: '@TEXT' },
    required: { type: 'boolean', defaultValue: false },
    options: { type: 'longText', max: 4000 },
  },
  list: {
    perPage: 100,
    sort: { field: 'index', order: 'ASC' },
    columns: ['label', 'kind', 'required'],
    card: { title: 'label', lines: ['kind', 'required'] },
  },
  rules: (values) =>
    KINDS_WITH_OPTIONS.includes(values.kind as never) && optionsOf(values.options).length < 2
      ? [{ field: 'options', message: 'resources.accreditationFields.errors.options' }]
      : [],
  messages: resourceMessages('accreditationFields', ['empty', 'created', 'updated', 'deleted', 'createError', 'updateError', 'deleteError']),
});
