/**
 * Money for totals and prices, where zero is information ('R$ 0,00'); formatMoney keeps the
 * spec's rule (empty text for zero) for optional values.
 */
import { formatMoney } from './format';

const ZERO = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(0).replace(/\u00a0/g, ' ');

export const formatAmount = (cents: unknown) => formatMoney(cents) || ZERO;
