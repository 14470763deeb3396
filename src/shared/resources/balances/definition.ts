/**
 * Finance entries of an event (spec 1 sections 3 and 7, "balances"; docs/balances.md): what the
 * ticket office paid or received for the event outside the sales (an advance to the producer,
 * the artist's fee, the venue's rent, a sponsor's money), each a credit to the producer or a
 * debit, with a description, an amount in cents, a date and an optional attachment (a photo of
 * the receipt, stored as an upload). GET /events/{id}/balances/details adds them to the event's
 * net sales: the settlement (server/balances/).
 */
import { defineResource, resourceMessages } from '../../definition';
import { MAX_MONEY_CENTS } from '../optionItems/definition';
import { BALANCE_TYPES, BALANCE_READERS } from './codes';

export const balances = defineResource({
  name: 'balances',
  path: '/events/:eventId/balances',
  icon: 'AccountBalance',
  modules: ['@M_EVENTS'],
  recordRepresentation: 'description',
  // Money of the event's settlement: who reads orders reads and writes it (docs/decisions.md).
  permissions: { list: BALANCE_READERS, show: BALANCE_READERS, create: BALANCE_READERS, edit: BALANCE_READERS, delete: BALANCE_READERS },
  fields: {
    type: { type: 'choice', choices: BALANCE_TYPES, required: true, defaultValue: '@DEBIT' },
    description: { type: 'text', required: true, max: 200 },
    amount: { type: 'money', required: true, min: 1, max: MAX_MONEY_CENTS, messages: { min: 'resources.balances.errors.amountMin' } },
    date: { type: 'datetime', required: true },
    attachment: { type: 'image', max: 2048 },
  },
  list: {
    perPage: 10,
    sort: { field: 'date', order: 'DESC' },
    search: ['description'],
    filters: { type: { field: 'type', op: 'eq' } },
    columns: ['date', 'type', 'description', 'amount', 'attachment'],
    card: { title: 'description', lines: ['type', 'amount', 'date'] },
  },
  messages: resourceMessages('balances'),
});
