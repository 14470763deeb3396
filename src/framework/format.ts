/** Display formatting of stored values (digits, cents, ISO dates) for tables and cards. */
import type { FieldType } from '../shared/definition';
import { applyPattern, formatDocument, formatPhone, onlyDigits } from '../shared/brazil';
import { formatDateTime } from '../shared/dateTime';
import { formatPercent, formatReais } from '../shared/money';

// The masks live in src/shared so the server's CSV files write documents and phones the same way.
export { formatDocument, formatPhone };

/**
 * A stored WhatsApp number (digits with the country code, src/shared/resources/courtesies/contacts.ts)
 * as Brazilians write it: 5581977772222 -> '+55 (81) 97777-2222', 558132221000 -> '+55 (81) 3222-1000'.
 * Anything else (another length, another country) is shown as it is.
 */
export function formatWhatsapp(value: string): string {
  const d = onlyDigits(value ?? '');
  if (!d.startsWith('55') || (d.length !== 12 && d.length !== 13)) return value ?? '';
  return `+55 ${formatPhone(d.slice(2))}`;
}

/** Money in cents: empty text for a value that is not a non-zero number (spec 1 section 9). */
export const formatMoney = (cents: unknown) => (typeof cents === 'number' && cents !== 0 && Number.isFinite(cents) ? formatReais(cents) : '');

export function formatValue(type: FieldType, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  switch (type) {
    case 'phone':
      return formatPhone(String(value));
    case 'cpf':
    case 'cnpj':
    case 'cpfCnpj':
      return formatDocument(String(value));
    case 'zip':
      return applyPattern(onlyDigits(value), '00000-000');
    case 'money':
      return formatMoney(value);
    case 'percent':
      return formatPercent(Number(value));
    case 'datetime':
      return formatDateTime(value);
    case 'integer':
      // Quantities and capacities read as a Brazilian writes them: 5.000.
      return typeof value === 'number' ? value.toLocaleString('pt-BR') : String(value);
    default:
      return String(value);
  }
}

/** Catalogue key shown when a value is missing, by field type. */
export function missingKey(type: FieldType): string {
  if (type === 'phone') return 'app.missing.noPhone';
  if (type === 'email') return 'app.missing.noEmail';
  if (type === 'cpf' || type === 'cnpj' || type === 'cpfCnpj') return 'app.missing.noDocument';
  if (type === 'text') return 'app.missing.noName';
  return 'app.missing.notRegistered';
}
