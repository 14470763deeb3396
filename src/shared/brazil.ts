/** Brazilian document and phone rules, on digits only (masks are stripped before). */
import { getStates, isValidCnpj, isValidCpf } from '@brazilian-utils/brazilian-utils';

export const onlyDigits = (value: unknown) => String(value ?? '').replace(/\D/g, '');

export const isCpf = (value: string) => onlyDigits(value).length === 11 && isValidCpf(onlyDigits(value));
export const isCnpj = (value: string) => onlyDigits(value).length === 14 && isValidCnpj(onlyDigits(value));
export const isCpfOrCnpj = (value: string) => isCpf(value) || isCnpj(value);
/** Area code plus 8 (landline) or 9 (mobile) digits; the country prefix 55 is added on sending. */
export const isPhone = (value: string) => /^\d{10,11}$/.test(onlyDigits(value));
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
