import { defineResource } from '../../definition';

export const GATEWAYS = ['@MERCADOPAGO', '@PAGSEGURO'] as const;

/**
 * Payment gateway accounts (spec 2 sections 3, 5, 6). Events pick one to be published.
 * Secrets are write-only: the API answers them masked (DESIGN.md section 4).
 * Configuring gateways requires @ALL; event staff read them for the event's payment selector.
 */
export const paymentAccounts = defineResource({
  name: 'paymentAccounts',
  path: '/payment-accounts',
  table: 'payment_accounts',
  icon: 'Payments',
  modules: ['@M_EVENTS', '@M_BOOKINGS'],
  recordRepresentation: 'name',
  permissions: {
    list: ['@EVENTS.MODIFY', '@EVENTS.CREATE', '@PRODUCER'],
    show: ['@EVENTS.MODIFY', '@EVENTS.CREATE', '@PRODUCER'],
    create: ['@ALL'],
    edit: ['@ALL'],
  },
  fields: {
    name: { type: 'text', required: true, max: 80 },
    'paymentMethod.slug': { type: 'choice', choices: GATEWAYS, required: true, messages: { required: 'resources.paymentAccounts.errors.slugRequired' } },
    productionApiPublic: { type: 'text', max: 200 },
    productionApiSecret: { type: 'text', max: 200, secret: true },
    productionEmail: { type: 'email', max: 160 },
    sandboxApiPublic: { type: 'text', max: 200 },
    sandboxApiSecret: { type: 'text', max: 200, secret: true },
    sandboxEmail: { type: 'email', max: 160 },
    isActive: { type: 'boolean', required: true, defaultValue: true },
  },
  list: {
    perPage: 10,
    sort: { field: 'name', order: 'ASC' },
    search: ['name'],
    columns: ['name', 'paymentMethod.slug', 'isActive'],
    card: { title: 'name', lines: ['paymentMethod.slug', 'isActive'] },
  },
});
