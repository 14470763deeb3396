/** How a coupon's discount reads: '12,50%' for @PERCENT (hundredths), 'R$ 10,00' for @FIXED (cents). */
import { formatAmount } from '../../framework/money';
import { formatPercent } from '../../framework/inputs/decimalText';

export const discountText = (type: unknown, value: unknown) => (type === '@FIXED' ? formatAmount(value) : formatPercent(value));
