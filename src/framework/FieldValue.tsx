/** One stored value shown for reading: masked and formatted, or the spec's missing-data text. */
import { useTranslate } from 'react-admin';
import { getPath, type ResourceDefinition } from './definition';
import { formatValue, missingKey } from './format';

export function FieldValue({ def, field, record }: { def: ResourceDefinition; field: string; record: unknown }) {
  const translate = useTranslate();
  const type = def.fields[field]?.type ?? 'text';
  const value = getPath(record, field);
  if (type === 'boolean') return <>{translate(value ? 'ra.boolean.true' : 'ra.boolean.false')}</>;
  const text = formatValue(type, value);
  return <>{text || translate(missingKey(type))}</>;
}

export const fieldLabel = (def: ResourceDefinition, field: string) => `resources.${def.name}.fields.${field}`;
