/** imask options per field type, from the shared MASKS of spec 1 section 5. */
import { MASKS, nationalPhoneDigits } from '../../shared/brazil';
import type { FieldType } from '../../shared/definition';

const dynamic = (patterns: readonly string[]) => ({ mask: patterns.map((mask) => ({ mask })) });

export const MASK_OPTIONS: Partial<Record<FieldType, Record<string, unknown>>> = {
  cpf: { mask: MASKS.cpf },
  cnpj: { mask: MASKS.cnpj },
  // CPF until 11 digits, then CNPJ: imask picks the first pattern that fits what was typed.
  cpfCnpj: dynamic([MASKS.cpf, MASKS.cnpj]),
  // A pasted '+55 (81) 98765-4321' loses its country code before the mask sees it (imask hands
  // `prepare` the whole pasted text; a typed key comes alone and is left as it is).
  phone: { ...dynamic(MASKS.phone), prepare: (chunk: string) => (chunk.length > 1 ? nationalPhoneDigits(chunk) : chunk) },
  zip: { mask: MASKS.zip },
};
