import { defineResource } from '../../definition';

/**
 * Customers (spec 2, "Clientes", /clients; issue 12): the people who paid for the business's
 * orders, one per CPF (else per e-mail), kept by migration 016's triggers on orders. Read-only:
 * staff never edit a buyer here (the order carries what they typed). The definition gives the
 * menu entry, page access, the record's OpenAPI shape and the catalogue keys; the list, the record
 * and the CSV are the customers' own routes (server/resources/customers/routes.ts), because what
 * the spec makes special lives in the orders: filters by event and date, and the figures (orders,
 * tickets, money less refunds) summed from them. docs/customers.md says who counts and how people merge.
 *
 * Who reads: spec 1 section 2.1 puts /clients in the ticket office's menu with no code of section
 * 6 mapped to it, so the menu shows it to @ALL only (a ticket office's @PRODUCER does not see
 * ticket-office entries); every buyer's CPF, e-mail and phone is here, so the API asks the same.
 */
export const CUSTOMER_READERS: readonly string[] = ['@ALL'];

export const customers = defineResource({
  name: 'customers',
  path: '/business/customers',
  route: '/clients',
  table: 'customers',
  icon: 'PersonSearch',
  menu: 'clients',
  modules: ['@M_EVENTS', '@M_BOOKINGS'],
  ticketOfficeOnly: true,
  recordRepresentation: 'profile.fullName',
  permissions: { list: CUSTOMER_READERS, show: CUSTOMER_READERS },
  fields: {
    // Spec 2 section 8's texts for what a buyer did not give.
    'profile.fullName': { type: 'text', readOnly: true, missing: 'resources.customers.missing.name' },
    'profile.firstName': { type: 'text', readOnly: true, missing: 'resources.customers.missing.name' },
    'profile.lastName': { type: 'text', readOnly: true, missing: 'resources.customers.missing.name' },
    'profile.phoneNumber': { type: 'phone', readOnly: true, missing: 'resources.customers.missing.phone' },
    docCPF: { type: 'cpf', readOnly: true, missing: 'resources.customers.missing.cpf' },
    email: { type: 'email', readOnly: true },
    lastOrderAt: { type: 'datetime', readOnly: true },
  },
  list: {
    perPage: 12,
    sort: { field: 'lastOrderAt', order: 'DESC' },
    search: ['profile.fullName', 'email', 'docCPF', 'profile.phoneNumber'],
    columns: ['profile.fullName', 'docCPF', 'email', 'profile.phoneNumber', 'lastOrderAt'],
    card: { title: 'profile.fullName', lines: ['docCPF', 'email', 'profile.phoneNumber'] },
  },
  messages: { empty: 'app.empty.noRecords' },
});

/** What the API adds to each customer: sums over their paid orders (within the list's filters). */
export const CUSTOMER_FIGURES = ['ordersCount', 'ticketsCount', 'totalSpent'] as const;

/** The list's filters beside `search` (GET /business/customers): an event, and the orders' days. */
export const CUSTOMER_FILTERS = ['eventId', 'startAt', 'endAt'] as const;
export type CustomerFilter = (typeof CUSTOMER_FILTERS)[number];
