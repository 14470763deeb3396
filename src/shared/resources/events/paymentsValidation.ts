/**
 * One payment section's validation (spec 1 section 7): the shared yup schema over the section's
 * fields plus the payment-methods rule. Apart from payments.ts, whose fields the events definition
 * reads: through it, yup travelled with every first load of the admin.
 */
import type { ResourceDefinition } from '../../definition';
import { validate, type FieldIssue, type SchemaMode } from '../../schema';
import { PAYMENT_FIELDS, paymentMethodIssues, SECTION_FIELDS, type PaymentSection } from './payments';

/** A section's fields, writable and required, as a definition the shared validation runs. */
function sectionDefinition(base: ResourceDefinition, names: readonly string[]): ResourceDefinition {
  const fields = Object.fromEntries(names.map((n) => [n, { ...PAYMENT_FIELDS[n], readOnly: false, required: true, defaultValue: undefined }]));
  return { ...base, fields, rules: undefined, beforeSave: undefined } as ResourceDefinition;
}

/**
 * Validates one section's body (`posFees` takes `{debit, credit, pix, cash}` at the top level).
 * Resolves the cast values, or every failing field's catalogue key (`mode`: see SchemaMode).
 */
export async function validateSection(
  base: ResourceDefinition,
  section: PaymentSection,
  input: unknown,
  mode: SchemaMode = 'api',
): Promise<{ ok: true; value: Record<string, unknown> } | { ok: false; issues: FieldIssue[] }> {
  const body = typeof input === 'object' && input !== null && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
  const wrapped = section === 'posFees' ? { posFees: body } : body;
  const result = await validate(sectionDefinition(base, SECTION_FIELDS[section]), wrapped, mode);
  const extra = section === 'paymentMethods' ? paymentMethodIssues(body) : [];
  const issues = [...(result.ok ? [] : result.issues), ...extra].map((i) => ({ ...i, field: i.field.replace(/^posFees\./, '') }));
  if (issues.length) return { ok: false, issues };
  const value = result.ok ? result.value : {};
  if (section === 'posFees') return { ok: true, value: value.posFees as Record<string, unknown> };
  if (section === 'paymentMethods') return { ok: true, value: { ...value, paymentMethods: [...new Set(body.paymentMethods as string[])] } };
  return { ok: true, value };
}
