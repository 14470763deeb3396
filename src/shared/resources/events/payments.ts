/**
 * The event's payment settings (spec 1 section 7; docs/api-contract.md, "Event payments"):
 * who pays the service fee and how much, the online payment methods and installments, and
 * the point-of-sale fees. Isomorphic: the definition's fields, the per-section validation
 * (paymentsValidation.ts: the shared yup schema plus the payment-methods rule) and the codes live
 * here once.
 * The fields are read-only in the event definition: only the payment routes write them, so a
 * generic PATCH /events/{id} cannot bypass the rules below.
 */
import type { FieldDefinition } from '../../definition';
import type { FieldIssue } from '../../schema';

/** Who pays the service fee: passed on to the buyer, or absorbed by the producer. */
export const TAX_METHODS = ['@CUSTOMER', '@PRODUCER'] as const;
export type TaxMethod = (typeof TAX_METHODS)[number];
export const PAYMENT_METHODS = ['@CREDIT_CARD', '@PIX', '@BOLETO'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const POS_FEE_TYPES = ['debit', 'credit', 'pix', 'cash'] as const;
export type PosFeeType = (typeof POS_FEE_TYPES)[number];

/** 99,99% in hundredths: the '00,00%' mask of spec 1 section 5. */
export const MAX_PERCENT = 9999;
export const MAX_INSTALLMENTS = 12;

/** The boolean event field of each online payment method. */
export const METHOD_FIELDS: Record<PaymentMethod, string> = {
  '@CREDIT_CARD': 'acceptCreditCard',
  '@PIX': 'acceptPix',
  '@BOLETO': 'acceptBoleto',
};

const K = 'resources.events.payments.'; // a prefix: every key under it is in the catalogues
const percent = (defaultValue = 0): FieldDefinition => ({
  type: 'percent',
  min: 0,
  max: MAX_PERCENT,
  readOnly: true,
  defaultValue,
  messages: { min: `${K}percentMin`, max: `${K}percentMax` },
});

/** Spread into the event definition (stored as event columns, so duplicate copies them). */
export const PAYMENT_FIELDS: Record<string, FieldDefinition> = {
  taxMethod: { type: 'choice', choices: TAX_METHODS, readOnly: true, defaultValue: '@CUSTOMER' },
  serviceFee: percent(),
  acceptCreditCard: { type: 'boolean', readOnly: true, defaultValue: true },
  acceptPix: { type: 'boolean', readOnly: true, defaultValue: true },
  acceptBoleto: { type: 'boolean', readOnly: true, defaultValue: true },
  maxInstallments: {
    type: 'integer',
    min: 1,
    max: MAX_INSTALLMENTS,
    readOnly: true,
    defaultValue: 1,
    messages: { min: `${K}installmentsRange`, max: `${K}installmentsRange` },
  },
  ...Object.fromEntries(POS_FEE_TYPES.map((type) => [`posFees.${type}`, percent()])),
};

export interface TaxSettings {
  taxMethod: TaxMethod;
  serviceFee: number;
}
export interface PaymentMethodSettings {
  paymentMethods: PaymentMethod[];
  maxInstallments: number;
}
export type PosFees = Record<PosFeeType, number>;

export type PaymentSection = 'tax' | 'paymentMethods' | 'posFees';
export const SECTION_FIELDS: Record<PaymentSection, readonly string[]> = {
  tax: ['taxMethod', 'serviceFee'],
  paymentMethods: ['maxInstallments'],
  posFees: POS_FEE_TYPES.map((t) => `posFees.${t}`),
};

/** `paymentMethods`: a non-empty list of known codes (the one rule the field types cannot say). */
export function paymentMethodIssues(input: unknown): FieldIssue[] {
  const value = (input as { paymentMethods?: unknown } | null)?.paymentMethods;
  if (value === undefined || value === null || (Array.isArray(value) && value.length === 0)) return [{ field: 'paymentMethods', message: `${K}noMethod` }];
  if (!Array.isArray(value) || value.some((v) => !PAYMENT_METHODS.includes(v as PaymentMethod))) return [{ field: 'paymentMethods', message: 'validation.choice' }];
  return [];
}

type Rec = Record<string, unknown>;
const num = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);

/** The sections as the API answers them, from an event record (defaults for rows older than the fields). */
export const taxOf = (event: Rec): TaxSettings => ({
  taxMethod: TAX_METHODS.includes(event.taxMethod as TaxMethod) ? (event.taxMethod as TaxMethod) : '@CUSTOMER',
  serviceFee: num(event.serviceFee, 0),
});
export const paymentMethodsOf = (event: Rec): PaymentMethodSettings => ({
  paymentMethods: PAYMENT_METHODS.filter((m) => event[METHOD_FIELDS[m]] !== false),
  maxInstallments: num(event.maxInstallments, 1),
});
export const posFeesOf = (event: Rec): PosFees => {
  const fees = (event.posFees ?? {}) as Rec;
  return Object.fromEntries(POS_FEE_TYPES.map((t) => [t, num(fees[t], 0)])) as PosFees;
};

/** Event fields (by definition name) of a section's validated values. */
export function sectionFields(section: PaymentSection, value: Rec): Rec {
  if (section === 'tax') return { taxMethod: value.taxMethod, serviceFee: value.serviceFee };
  if (section === 'posFees') return Object.fromEntries(POS_FEE_TYPES.map((t) => [`posFees.${t}`, value[t]]));
  const chosen = value.paymentMethods as string[];
  return { maxInstallments: value.maxInstallments, ...Object.fromEntries(PAYMENT_METHODS.map((m) => [METHOD_FIELDS[m], chosen.includes(m)])) };
}
