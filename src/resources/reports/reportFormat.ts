/** How the reports write figures: money R$ pt-BR (zero included), counts 1.234, rates 12,34%. */
import { formatAmount } from '../../framework/money';
import { formatCount } from '../../shared/catalogue';
import { formatPercent } from '../../shared/money';

export const money = formatAmount;
export const count = (n: number) => formatCount(n);
export const percent = (hundredths: number) => formatPercent(hundredths);
