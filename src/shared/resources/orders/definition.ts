import { defineResource } from '../../definition';
import { ORDER_CHANNELS, ORDER_STATUSES, PAYMENT_METHODS } from './codes';
import { ORDER_READERS } from './access';

/**
 * Orders (issue 12, spec 1 section 2.1 "Pedidos", ticket offices only): read-only, written by the
 * sales (site, POS, box office, courtesies). The definition gives the menu entry, page access, the
 * record's OpenAPI shape and the catalogue keys; the list and the record are answered by the
 * orders' own routes (server/resources/orders/routes.ts), because the spec makes them special: a
 * search that finds an order by its code, the buyer's CPF or e-mail through their indexes, a filter
 * through the payments, and a record that is the whole order with its timeline (docs/orders.md).
 * Refunds, cancel and resend follow `orderActionAccess` (./access.ts).
 */
export const orders = defineResource({
  name: 'orders',
  path: '/orders',
  table: 'orders',
  icon: 'Receipt',
  menu: 'orders',
  modules: ['@M_EVENTS', '@M_BOOKINGS'],
  ticketOfficeOnly: true,
  recordRepresentation: 'code',
  permissions: { list: ORDER_READERS, show: ORDER_READERS },
  fields: {
    code: { type: 'text', readOnly: true },
    status: { type: 'choice', choices: ORDER_STATUSES, readOnly: true },
    channel: { type: 'choice', choices: ORDER_CHANNELS, readOnly: true },
    eventId: { type: 'reference', reference: 'events', readOnly: true },
    customerName: { type: 'text', readOnly: true },
    customerEmail: { type: 'email', readOnly: true },
    customerCpf: { type: 'cpf', readOnly: true },
    customerPhone: { type: 'phone', readOnly: true },
    couponCode: { type: 'text', readOnly: true },
    couponDiscount: { type: 'money', readOnly: true },
    discount: { type: 'money', readOnly: true },
    fees: { type: 'money', readOnly: true },
    total: { type: 'money', readOnly: true },
    paidAt: { type: 'datetime', readOnly: true },
    canceledAt: { type: 'datetime', readOnly: true },
  },
  list: {
    perPage: 10,
    sort: { field: 'createdAt', order: 'DESC' },
    search: ['code', 'customerName', 'customerEmail', 'customerCpf'],
    columns: ['code', 'createdAt', 'customerName', 'channel', 'status', 'total'],
    card: { title: 'code', lines: ['customerName', 'status', 'total', 'createdAt'] },
  },
  messages: { empty: 'resources.orders.empty' },
});

/** The list's filters (GET /orders), beside `search`: query parameter -> accepted codes (dates are ISO days or instants). */
export const ORDER_FILTER_CODES = { status: ORDER_STATUSES, channel: ORDER_CHANNELS, paymentMethod: PAYMENT_METHODS } as const;
