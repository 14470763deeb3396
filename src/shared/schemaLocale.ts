/**
 * yup's default messages as catalogue keys (src/i18n/pt-BR.json), for every rule yup has: a rule
 * a field does not word itself still reads in Portuguese in the form and in the API's issues.
 */
import type { LocaleObject } from 'yup';

const INVALID = 'validation.invalid';

export const YUP_LOCALE: LocaleObject = {
  mixed: {
    default: INVALID,
    required: 'validation.required',
    defined: 'validation.required',
    notNull: INVALID,
    oneOf: 'validation.choice',
    notOneOf: 'validation.choice',
    notType: INVALID,
  },
  string: {
    length: INVALID,
    min: 'validation.minLength',
    max: 'validation.maxLength',
    matches: INVALID,
    email: 'validation.email',
    url: INVALID,
    uuid: 'validation.reference',
    datetime: 'validation.date',
    datetime_precision: 'validation.date',
    datetime_offset: 'validation.date',
    trim: 'validation.text',
    lowercase: 'validation.text',
    uppercase: 'validation.text',
  },
  number: {
    min: 'validation.minValue',
    max: 'validation.maxValue',
    lessThan: 'validation.maxValue',
    moreThan: 'validation.minValue',
    positive: 'validation.minValue',
    negative: 'validation.maxValue',
    integer: 'validation.integer',
  },
  date: { min: 'validation.date', max: 'validation.date' },
  boolean: { isValue: 'validation.boolean' },
  object: { noUnknown: 'validation.unknownField', exact: 'validation.unknownField' },
  array: { min: INVALID, max: INVALID, length: INVALID },
  tuple: { notType: INVALID },
};
