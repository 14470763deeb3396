import { defineResource, resourceMessages } from '../../definition';
import { endAfterStart } from '../../dateRules';
import { eventPartPermissions } from '../events/codes';
import { MAX_MONEY_CENTS } from '../optionItems/definition';

/** Quantities a lot may hold. */
export const MAX_LOT_QUANTITY = 10_000_000;

/**
 * Lots of a ticket (spec 1 sections 3, 4, 7): a price, a quantity and a sales window, sold in
 * the order the staff set. `isActive` true forces a lot on sale ('activate'); false is the
 * automatic mode ('Modo automático'), where a lot opens once every lot before it is sold out
 * or past its end (docs/decisions.md, "Lots"). Both flags change through their own calls.
 * The API adds `sold` and `status` (server/resources/lots/status.ts).
 */
export const lots = defineResource({
  name: 'lots',
  path: '/events/:eventId/:sectorId/:ticketId/lots',
  parents: { sectorId: 'sectors', ticketId: 'tickets' },
  icon: 'LocalActivity',
  modules: ['@M_EVENTS'],
  recordRepresentation: 'title',
  ordered: true,
  permissions: eventPartPermissions(),
  fields: {
    title: { type: 'text', required: true, max: 80 },
    price: { type: 'money', required: true, min: 0, max: MAX_MONEY_CENTS },
    quantity: { type: 'integer', required: true, min: 1, max: MAX_LOT_QUANTITY, messages: { min: 'resources.lots.errors.quantityMin' } },
    startAt: { type: 'datetime' },
    endAt: { type: 'datetime' },
    // null by default, so a create sends `sessionId: null` when no session is chosen (spec 1 section 7).
    sessionId: { type: 'reference', reference: 'sessions', defaultValue: null },
    isActive: { type: 'boolean', readOnly: true, defaultValue: false },
    showInCashier: { type: 'boolean', readOnly: true, defaultValue: true },
  },
  rules: endAfterStart('startAt', 'endAt', 'resources.lots.errors.endBeforeStart'),
  list: {
    perPage: 25,
    sort: { field: 'index', order: 'ASC' },
    search: ['title'],
    columns: ['title', 'price', 'quantity', 'startAt', 'endAt'],
    card: { title: 'title', lines: ['price', 'quantity'] },
  },
  messages: resourceMessages('lots'),
});
