/** One stored value shown for reading: masked, formatted or translated, or the missing-data text. */
import { useTranslate } from 'react-admin';
import { getPath, type ResourceDefinition } from '../shared/definition';
import { choiceLabel, fieldOf } from './fields';
import { formatValue, missingKey } from './format';
import { ReferencesValue } from './ReferencesValue';

export function FieldValue({ def, field, record }: { def: ResourceDefinition; field: string; record: unknown }) {
  const translate = useTranslate();
  const definition = fieldOf(def, field);
  const type = definition?.type ?? 'text';
  const value = getPath(record, field);
  if (type === 'boolean') return <>{translate(value ? 'ra.boolean.true' : 'ra.boolean.false')}</>;
  if (type === 'references') return <ReferencesValue def={def} field={field} ids={value} />;
  const text = formatValue(type, value);
  if (!text) return <>{translate(definition?.missing ?? missingKey(type))}</>;
  // Same key as the form's select; a code without a label (a UF) reads as itself.
  if (type === 'choice') return <>{translate(choiceLabel(def, field, text), { _: text })}</>;
  return <>{text}</>;
}
