/**
 * Money for totals and prices, where zero is information ('R$ 0,00'); formatMoney keeps the
 * spec's rule (empty text for zero) for optional values.
 */
import { formatMoney } from './format';
import { formatReais } from '../shared/money';

export const formatAmount = (cents: unknown) => formatMoney(cents) || formatReais(0);

// On first use (src/shared/dateTime.ts says why).
let compact: Intl.NumberFormat | undefined;
const COMPACT = () => (compact ??= new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', notation: 'compact', maximumFractionDigits: 1 }));

/** Money on a chart's axis, short: 'R$ 1,2 mil', 'R$ 2,5 mi'. */
export const formatCompactAmount = (cents: number) => COMPACT().format(cents / 100).replace(/\u00a0/g, ' ');
