/** Every money field: 'R$' before the text, typed '1.234,56', stored as integer cents up to R$ 10.000.000.000,00. */
import { DecimalInput } from './DecimalInput';
import { MONEY, MONEY_MAX_CENTS } from './decimalText';

export interface MoneyInputProps {
  source: string;
  /** A catalogue key. */
  label: string;
  /** In cents; the spec's R$ 10.000.000.000,00 when absent. */
  max?: number;
  required?: boolean;
  defaultValue?: unknown;
}

export function MoneyInput({ max = MONEY_MAX_CENTS, ...props }: MoneyInputProps) {
  return <DecimalInput {...props} options={max === MONEY.max ? MONEY : { ...MONEY, max }} prefix="R$" />;
}
