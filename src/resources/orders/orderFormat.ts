/** How the orders area writes what it shows: buyer's documents and phones masked, money in R$ pt-BR. */
import { formatDocument, formatPhone } from '../../framework/format';
import { formatAmount } from '../../framework/money';

export const money = formatAmount;
export const cpfText = (cpf: string | null | undefined) => (cpf ? formatDocument(cpf) : '');
export const phoneText = (phone: string | null | undefined) => (phone ? formatPhone(phone) : '');
