/** imask options per field type, from the shared MASKS of spec 1 section 5. */
import { MASKS } from '../../shared/brazil';
import type { FieldType } from '../../shared/definition';

const dynamic = (patterns: readonly string[]) => ({ mask: patterns.map((mask) => ({ mask })) });

export const MASK_OPTIONS: Partial<Record<FieldType, Record<string, unknown>>> = {
  cpf: { mask: MASKS.cpf },
  cnpj: { mask: MASKS.cnpj },
  // CPF until 11 digits, then CNPJ: imask picks the first pattern that fits what was typed.
  cpfCnpj: dynamic([MASKS.cpf, MASKS.cnpj]),
  phone: dynamic(MASKS.phone),
  zip: { mask: MASKS.zip },
};

/** 'R$ 1.234,56' up to the spec's 10,000,000,000; the form keeps integer cents. */
export const MONEY_MASK = {
  mask: 'R$ num',
  blocks: {
    num: {
      mask: Number,
      scale: 2,
      thousandsSeparator: '.',
      radix: ',',
      mapToRadix: ['.'],
      padFractionalZeros: true,
      normalizeZeros: true,
      min: 0,
      max: 10_000_000_000,
    },
  },
};

/** '12,34%' up to 99,99%; the form keeps integer hundredths. */
export const PERCENT_MASK = {
  mask: 'num%',
  blocks: {
    num: { mask: Number, scale: 2, radix: ',', mapToRadix: ['.'], padFractionalZeros: false, min: 0, max: 99.99 },
  },
};
