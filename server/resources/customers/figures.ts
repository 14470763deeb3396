/** What the API adds to each customer (OpenAPI): sums over their paid orders within the list's filters. */
export const CUSTOMER_FIGURE_SCHEMA = {
  ordersCount: { type: 'integer', description: 'paid orders (refunded ones too)' },
  ticketsCount: { type: 'integer', description: 'tickets still valid: units a refund or cancel took back are left out' },
  totalSpent: { type: 'integer', description: 'cents: what the orders cost, less the refunds done' },
};
