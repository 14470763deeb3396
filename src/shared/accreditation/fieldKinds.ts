/** The kinds of question of an accreditation's participant form (docs/accreditation.md). */
export const FIELD_KINDS = ['@TEXT', '@EMAIL', '@PHONE', '@CPF', '@DATE', '@SINGLE', '@MULTIPLE'] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

/** Kinds answered by picking among the field's options. */
export const KINDS_WITH_OPTIONS: readonly FieldKind[] = ['@SINGLE', '@MULTIPLE'];

/** The options of a choice field, typed one per line: trimmed, blank lines and repeats dropped. */
export function optionsOf(text: unknown): string[] {
  if (typeof text !== 'string') return [];
  return [...new Set(text.split('\n').map((o) => o.trim()).filter(Boolean))];
}
