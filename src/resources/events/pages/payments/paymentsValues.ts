/**
 * The payments page's one form: its values, the parts it saves with their own calls (the event's
 * payment account with PATCH /events/{id}, then the service fee, the payment methods and the POS
 * fees with their routes), which parts changed, and the shared validation as the form's resolver.
 */
import type { FieldValues, Resolver } from 'react-hook-form';
import { events } from '../../../../shared/resources/events/definition';
import {
  type PaymentMethodSettings,
  type PaymentSection,
  type PosFees,
  type TaxSettings,
} from '../../../../shared/resources/events/payments';
import { validateSection } from '../../../../shared/resources/events/paymentsValidation';

export interface PaymentsValues extends TaxSettings, PaymentMethodSettings {
  paymentAccountId: string | null;
  posFees: PosFees;
}

export type PaymentPart = 'account' | PaymentSection;
/** In the order they are sent: the account first, while the event's `updatedAt` the page read is still current. */
export const PAYMENT_PARTS: readonly PaymentPart[] = ['account', 'tax', 'paymentMethods', 'posFees'];
const SECTIONS: readonly PaymentSection[] = ['tax', 'paymentMethods', 'posFees'];

const K = 'resources.events.payments.'; // a prefix: every key under it is in the catalogues
/** Catalogue key of each part's title (in the page and in the toast naming what was not saved). */
export const PART_TITLES: Record<PaymentPart, string> = {
  account: 'resources.events.fields.paymentAccountId',
  tax: `${K}taxTitle`,
  paymentMethods: `${K}methodsTitle`,
  posFees: `${K}posTitle`,
};

/** Form values -> the part's request body. */
export function bodyOf(part: PaymentPart, v: PaymentsValues): Record<string, unknown> {
  if (part === 'account') return { paymentAccountId: v.paymentAccountId ?? null };
  if (part === 'tax') return { taxMethod: v.taxMethod, serviceFee: v.serviceFee };
  if (part === 'paymentMethods') return { paymentMethods: v.paymentMethods, maxInstallments: v.maxInstallments };
  return { ...v.posFees };
}

/** The parts whose values differ from what the server holds. */
export const changedParts = (values: PaymentsValues, stored: PaymentsValues) =>
  PAYMENT_PARTS.filter((part) => JSON.stringify(bodyOf(part, values)) !== JSON.stringify(bodyOf(part, stored)));

/** `stored` with the part's values taken from `values` (once the server took them). */
export function withPart(stored: PaymentsValues, part: PaymentPart, values: PaymentsValues): PaymentsValues {
  if (part === 'posFees') return { ...stored, posFees: { ...values.posFees } };
  return { ...stored, ...bodyOf(part, values) };
}

/** A part's issue field -> the form's input name. */
export const inputName = (part: PaymentPart, field: string) => (part === 'posFees' ? `posFees.${field}` : field);

/** `{'posFees.debit': x}` -> `{posFees: {debit: x}}`, the shape react-hook-form wants for errors. */
export function nest(flat: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [path, value] of Object.entries(flat)) {
    const keys = path.split('.');
    let cur = out;
    for (const key of keys.slice(0, -1)) cur = (cur[key] ??= {}) as Record<string, unknown>;
    cur[keys[keys.length - 1]] = value;
  }
  return out;
}

/**
 * Every section's shared validation (the server runs the same) as one resolver: nothing is sent
 * while any section is invalid. The account is a pick from the active accounts; the server checks it.
 */
export const paymentsResolver: Resolver<FieldValues> = async (values) => {
  const issues = await Promise.all(
    SECTIONS.map(async (section) => {
      const result = await validateSection(events, section, bodyOf(section, values as PaymentsValues), 'form');
      return result.ok ? [] : result.issues.map((i) => [inputName(section, i.field), { type: 'rule', message: i.message }] as const);
    }),
  );
  const flat = issues.flat();
  if (!flat.length) return { values, errors: {} };
  return { values: {}, errors: nest(Object.fromEntries(flat)) } as never;
};
