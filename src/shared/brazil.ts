/** Brazilian document and phone rules, on digits only (masks are stripped before). */
import { getStates, isValidCnpj, isValidCpf } from '@brazilian-utils/brazilian-utils';

export const onlyDigits = (value: unknown) => String(value ?? '').replace(/\D/g, '');

/** Digits into a mask pattern ('0' is a digit): what the screens and the server's CSV files show. */
export function applyPattern(digits: string, pattern: string): string {
  let i = 0;
  let out = '';
  for (const ch of pattern) {
    if (i >= digits.length) break;
    out += ch === '0' ? digits[i++] : ch;
  }
  return out;
}

/** '81987654321' -> '(81) 98765-4321'; a landline's 10 digits -> '(81) 3322-4455'. */
export function formatPhone(value: string): string {
  const d = onlyDigits(value);
  return applyPattern(d, d.length > 10 ? '(00) 00000-0000' : '(00) 0000-0000');
}

/** A CPF (11 digits) or CNPJ (14) with its mask: '123.456.789-09', '12.345.678/0001-95'. */
export function formatDocument(value: string): string {
  const d = onlyDigits(value);
  return applyPattern(d, d.length > 11 ? '00.000.000/0000-00' : '000.000.000-00');
}

export const isCpf = (value: string) => onlyDigits(value).length === 11 && isValidCpf(onlyDigits(value));
export const isCnpj = (value: string) => onlyDigits(value).length === 14 && isValidCnpj(onlyDigits(value));
export const isCpfOrCnpj = (value: string) => isCpf(value) || isCnpj(value);
/** Area code plus 8 (landline) or 9 (mobile) digits; the country prefix 55 is added on sending. */
export const isPhone = (value: string) => /^\d{10,11}$/.test(onlyDigits(value));
/**
 * A phone number as pasted to its national digits: '+55 (81) 98765-4321' -> '81987654321'. With
 * 12 or 13 digits, the country code 55 goes; leading zeros go (the trunk 0 of '0 81 3322-4455'),
 * and after one a 2-digit carrier code too ('0 15 81 98765-4321'). Shorter texts are left as they are.
 */
export function nationalPhoneDigits(text: string): string {
  const all = onlyDigits(text);
  const digits = all.replace(/^0+/, '');
  const trunk = digits.length < all.length;
  const national = (digits.length === 12 || digits.length === 13) && (trunk || digits.startsWith('55')) ? digits.slice(2) : digits;
  return national.length >= 10 ? national : text;
}
export const isZip = (value: string) => /^\d{8}$/.test(onlyDigits(value));

/** Mask patterns of spec 1 section 5 (imask syntax: 0 is a digit). */
export const MASKS = {
  zip: '00000-000',
  phone: ['(00) 0000-0000', '(00) 00000-0000'],
  cnpj: '00.000.000/0000-00',
  cpf: '000.000.000-00',
  rg: '00.000.000-00',
  percent: '00,00%',
} as const;

/** The 27 federative units (spec 1 section 3: id, uf, name), from the library's IBGE table. */
export const BRAZILIAN_STATES: readonly { id: number; uf: string; name: string }[] = getStates().map((s) => ({
  id: s.ibgeCode,
  uf: s.code,
  name: s.name,
}));
