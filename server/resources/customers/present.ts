/** A customers row as the API answers it: the definition's nested shape plus the row's figures. */
import { customers } from '../../../src/shared/resources/customers/definition';
import { nationalPhoneDigits, onlyDigits } from '../../../src/shared/brazil';
import { resourceTable, rowToRecord } from '../columns';
import { NO_FIGURES, type Figures, type Row } from './select';

const table = resourceTable(customers);

/**
 * Phones come as the order stored them: a WhatsApp number with the country code ('5581...') is
 * shown as the national number the list's mask expects.
 */
const phoneOf = (value: unknown) => {
  const digits = typeof value === 'string' ? nationalPhoneDigits(onlyDigits(value)) : '';
  return /^\d{10,11}$/.test(digits) ? digits : null;
};

export function presentCustomer(row: Row, figures: Figures = NO_FIGURES): Row {
  const record = rowToRecord(table, row) as Row & { profile: Row };
  record.profile.phoneNumber = phoneOf(record.profile.phoneNumber);
  return { ...record, ...figures };
}
