/**
 * What reading views need to know of a field: its definition (timestamps included), its label
 * key and the key of a choice's label. No React, so the i18n test can list the keys too.
 */
import type { FieldDefinition, ResourceDefinition } from '../shared/definition';

/** Every record the API serves carries these, declared or not (server/resources/columns.ts). */
export const TIMESTAMP_FIELDS: Readonly<Record<string, FieldDefinition>> = {
  createdAt: { type: 'datetime', readOnly: true },
  updatedAt: { type: 'datetime', readOnly: true },
};

/** The field's definition, or the timestamp's when the definition does not declare it. */
export const fieldOf = (def: ResourceDefinition, field: string): FieldDefinition | undefined =>
  def.fields[field] ?? TIMESTAMP_FIELDS[field];

/** Label key: `resources.<name>.fields.<field>`, or the shared one of an undeclared timestamp. */
export const fieldLabel = (def: ResourceDefinition, field: string) =>
  !def.fields[field] && TIMESTAMP_FIELDS[field] ? `app.fields.${field}` : `resources.${def.name}.fields.${field}`;

/** Label key of a choice code, the same one the form's select uses. */
export const choiceLabel = (def: ResourceDefinition, field: string, code: string) => `resources.${def.name}.choices.${field}.${code}`;

/** Fields a list shows: the table's columns and the card's title and lines. */
export const listFields = (def: ResourceDefinition) => [...new Set([...def.list.columns, def.list.card.title, ...def.list.card.lines])];
