/** The part of the form values one edit page sends: the definition's fields under its names. */
import { getPath, setPath, type FieldDefinition } from '../../../shared/definition';
import { events } from '../../../shared/resources/events/definition';

/** `['location', 'address']` -> every definition field named so or nested under it. */
export function pagePayload(values: Record<string, unknown>, names: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [field, def] of Object.entries(events.fields) as [string, FieldDefinition][]) {
    if (def.readOnly || !names.some((n) => field === n || field.startsWith(`${n}.`))) continue;
    const value = getPath(values, field);
    setPath(out, field, value === undefined ? null : value);
  }
  return out;
}
