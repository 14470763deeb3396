/**
 * The event's payment settings (spec 1 section 7; docs/api-contract.md, "Event payments"):
 * GET /events/{id}/tax-methods, PATCH /events/{id}/tax, PATCH /events/{id}/payment-methods,
 * GET/PATCH /events/{id}/pos-fees. Stored as event fields (src/shared/resources/events/payments.ts),
 * behind the event edit codes, validated by the shared schema, each write a realtime change.
 */
import type { FastifyRequest } from 'fastify';
import type { ResourceRouteContext } from '../../routes/extraRoutes';
import { translatePtBR } from '../../../src/shared/catalogue';
import {
  PAYMENT_METHODS,
  POS_FEE_TYPES,
  TAX_METHODS,
  MAX_INSTALLMENTS,
  MAX_PERCENT,
  paymentMethodsOf,
  posFeesOf,
  sectionFields,
  taxOf,
  type PaymentSection,
} from '../../../src/shared/resources/events/payments';
import { validateSection } from '../../../src/shared/resources/events/paymentsValidation';
import { badRequest, validationError } from '../../errors';
import { getRecord } from '../records/list';
import { setFields } from '../records/write';

const percent = { type: 'integer', minimum: 0, maximum: MAX_PERCENT, description: 'hundredths of a percent (12,34% = 1234)' };
const taxSchema = { type: 'object', properties: { taxMethod: { type: 'string', enum: [...TAX_METHODS] }, serviceFee: percent } };
const methodsSchema = {
  type: 'object',
  properties: {
    paymentMethods: { type: 'array', items: { type: 'string', enum: [...PAYMENT_METHODS] } },
    maxInstallments: { type: 'integer', minimum: 1, maximum: MAX_INSTALLMENTS },
  },
};
const posFeesSchema = { type: 'object', properties: Object.fromEntries(POS_FEE_TYPES.map((t) => [t, percent])) };
const taxMethodsSchema = {
  type: 'object',
  properties: {
    current: { type: 'string' },
    serviceFee: percent,
    methods: {
      type: 'array',
      items: { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' }, description: { type: 'string' }, current: { type: 'boolean' } } },
    },
  },
};

const LABEL: Record<string, string> = { '@CUSTOMER': 'customer', '@PRODUCER': 'producer' };

export function registerEventPaymentRoutes({ app, db, def, base, tags, errors, guard, scopeOf, emit }: ResourceRouteContext): void {
  const params = { type: 'object', properties: { id: { type: 'string', format: 'uuid' } } };
  const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;
  const load = (request: FastifyRequest) => getRecord(db, def, scopeOf(request), idOf(request)) as Promise<Record<string, unknown>>;

  /** Validates a section's body, writes its fields, emits the change; answers the stored event. */
  async function write(request: FastifyRequest, section: PaymentSection) {
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest();
    const result = await validateSection(def, section, body);
    if (!result.ok) throw validationError(result.issues);
    const event = await setFields(db, def, scopeOf(request), idOf(request), sectionFields(section, result.value));
    emit(request, event.id, 'updated');
    return event as Record<string, unknown>;
  }

  app.get(
    `${base}/:id/tax-methods`,
    { preHandler: guard('edit'), schema: { tags, params, description: 'Who pays the service fee, with pt-BR labels and the current one', response: { 200: taxMethodsSchema, ...errors } } },
    async (request) => {
      const tax = taxOf(await load(request));
      return {
        current: tax.taxMethod,
        serviceFee: tax.serviceFee,
        methods: TAX_METHODS.map((id) => ({
          id,
          name: translatePtBR(`resources.events.payments.taxMethods.${LABEL[id]}`),
          description: translatePtBR(`resources.events.payments.taxMethods.${LABEL[id]}Help`),
          current: id === tax.taxMethod,
        })),
      };
    },
  );

  app.patch(
    `${base}/:id/tax`,
    { preHandler: guard('edit'), schema: { tags, params, body: taxSchema, description: 'Service fee: who pays it and its percent', response: { 200: taxSchema, ...errors } } },
    async (request) => taxOf(await write(request, 'tax')),
  );

  app.patch(
    `${base}/:id/payment-methods`,
    { preHandler: guard('edit'), schema: { tags, params, body: methodsSchema, description: 'At least one method; installments 1 to 12', response: { 200: methodsSchema, ...errors } } },
    async (request) => paymentMethodsOf(await write(request, 'paymentMethods')),
  );

  app.get(`${base}/:id/pos-fees`, { preHandler: guard('edit'), schema: { tags, params, response: { 200: posFeesSchema, ...errors } } }, async (request) =>
    posFeesOf(await load(request)),
  );

  app.patch(
    `${base}/:id/pos-fees`,
    { preHandler: guard('edit'), schema: { tags, params, body: posFeesSchema, description: 'Point-of-sale fees per payment type', response: { 200: posFeesSchema, ...errors } } },
    async (request) => posFeesOf(await write(request, 'posFees')),
  );
}
