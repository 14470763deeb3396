/** Columns of an option group's items: the value type by its label, the value signed ('+ R$ 35,00', '− R$ 10,00'). */
import { useTranslate, type RaRecord } from 'react-admin';
import type { NestedColumn } from '../../framework/nested';
import { formatAmount } from '../../framework/money';

function ValueType({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  return <>{translate(`resources.optionItems.choices.valueType.${record.valueType}`, { _: String(record.valueType ?? '') })}</>;
}

const SIGN: Record<string, string> = { '@ADD': '+ ', '@SUB': '− ' };

export const itemValueText = (record: RaRecord) =>
  record.valueType === '@NONE' || record.value == null ? '—' : `${SIGN[record.valueType] ?? ''}${formatAmount(record.value)}`;

export const ITEM_COLUMNS: readonly (string | NestedColumn)[] = [
  'title',
  { key: 'valueType', label: 'resources.optionItems.fields.valueType', render: (r) => <ValueType record={r} /> },
  { key: 'value', label: 'resources.optionItems.fields.value', render: itemValueText },
];
