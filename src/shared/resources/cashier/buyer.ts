/**
 * The buyer of a box-office sale, all optional (docs/cashier.md): the CPF with its check digits,
 * a name, and where the tickets go, an e-mail and/or a WhatsApp number. A form definition, not a
 * resource (no table, no routes): the shared schema validates it in the sell form and in the API
 * with the same catalogue messages.
 */
import { defineResource } from '../../definition';

export const cashierBuyer = defineResource({
  name: 'cashierBuyer',
  path: '/cashier/orders',
  icon: 'Person',
  modules: ['@M_EVENTS'],
  recordRepresentation: 'buyer.name',
  permissions: {},
  // Under `buyer`, as the sale's body and the sell form hold them: issues name 'buyer.cpf'...
  fields: {
    'buyer.cpf': { type: 'cpf' },
    'buyer.name': { type: 'text', max: 120 },
    'buyer.email': { type: 'email', max: 254 },
    'buyer.phone': { type: 'phone' },
  },
  list: { perPage: 10, sort: { field: 'buyer.name', order: 'ASC' }, columns: [], card: { title: 'buyer.name', lines: [] } },
});

export interface Buyer {
  cpf: string | null;
  name: string | null;
  email: string | null;
  phone: string | null;
}
