/** Every percent field: '%' after the text, typed '12,5', stored as integer hundredths (1250) up to 99,99%. */
import { DecimalInput } from './DecimalInput';
import { PERCENT, PERCENT_MAX_HUNDREDTHS } from './decimalText';

export interface PercentInputProps {
  source: string;
  /** A catalogue key. */
  label: string;
  /** In hundredths; 99,99% when absent. */
  max?: number;
  required?: boolean;
  defaultValue?: unknown;
}

export function PercentInput({ max = PERCENT_MAX_HUNDREDTHS, ...props }: PercentInputProps) {
  return <DecimalInput {...props} options={max === PERCENT.max ? PERCENT : { ...PERCENT, max }} suffix="%" />;
}
