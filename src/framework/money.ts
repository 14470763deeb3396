/**
 * Money for totals and prices, where zero is information ('R$ 0,00'); formatMoney keeps the
 * spec's rule (empty text for zero) for optional values.
 */
import { formatMoney } from './format';
import { onFirstUse } from '../shared/onFirstUse';

const ZERO = onFirstUse(() => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(0).replace(/\u00a0/g, ' '));

export const formatAmount = (cents: unknown) => formatMoney(cents) || ZERO();

const COMPACT = onFirstUse(() => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', notation: 'compact', maximumFractionDigits: 1 }));

/** Money on a chart's axis, short: 'R$ 1,2 mil', 'R$ 3 mi'. */
export const formatCompactAmount = (cents: number) => COMPACT().format(cents / 100).replace(/\u00a0/g, ' ');
