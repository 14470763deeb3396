/**
 * Payment accounts beyond CRUD (spec 2 section 7; issue 14, /my-company/payment-methods):
 * - GET /payment-accounts/list/gateways: the gateways an account can be made for (list codes).
 * - POST /payment-accounts/test-connection: "Testar conexão" (edit codes, @ALL): checks the typed
 *   access token, or the stored one of `id`, against the gateway (server/payments/connection.ts);
 *   200 {ok, message} when it works, else 422 with a code (invalid credentials, on productionApiSecret;
 *   unreachable; timeout), each with a pt-BR message. It changes nothing.
 */
import { GATEWAYS } from '../../../src/shared/resources/paymentAccounts/definition';
import { translatePtBR } from '../../../src/shared/catalogue';
import type { ResourceRouteContext } from '../../routes/extraRoutes';
import { ApiError, badRequest, notFound, validationError } from '../../errors';
import { isMasked } from '../secrets';
import { isUuid } from '../ids';
import { openColumn } from '../../secrets/active';
import type { Gateway } from '../../payments/gateways';
import { definitionSchema } from '../../openapi';
import { updateRecord } from '../records/write';

const NAMES: Record<Gateway, string> = { '@MERCADOPAGO': 'MercadoPago', '@PAGSEGURO': 'PagSeguro' };
const K = 'server.paymentAccounts.connection.';
/** A failed check is the gateway's answer about the credentials, not a fault of this server: 422 with a code for each case. */
const STATUS = { invalidCredentials: 422, unreachable: 422, timeout: 422, unexpected: 422 } as const;

export function registerPaymentAccountRoutes({ app, db, def, resources, base, tags, record, errors, guard, scopeOf, emit }: ResourceRouteContext): void {
  // Spec 2 section 7 names PUT /payment-accounts/{id}: the same update as PATCH (fields sent replace, the rest stay; an empty secret keeps the stored one).
  app.put(
    `${base}/:id`,
    {
      preHandler: guard('edit'),
      schema: { tags, params: { type: 'object', properties: { id: { type: 'string', format: 'uuid' } } }, body: definitionSchema(def, 'patch'), response: { 200: record, ...errors, 409: errors[400] } },
    },
    async (request) => {
      const body = { ...(request.body as Record<string, unknown>) };
      for (const [name, field] of Object.entries(def.fields)) if (field.secret && body[name] === '') delete body[name];
      const updated = await updateRecord(db, def, resources, scopeOf(request), (request.params as { id: string }).id, body);
      emit(request, updated.id, 'updated');
      return updated;
    },
  );

  app.get(
    `${base}/list/gateways`,
    {
      preHandler: guard('list'),
      schema: {
        tags,
        description: 'The gateways a payment account is made for',
        response: { 200: { type: 'object', properties: { data: { type: 'array', items: { type: 'object', properties: { id: { type: 'string' }, slug: { type: 'string' }, name: { type: 'string' } } } } } }, ...errors },
      },
    },
    async () => ({ data: GATEWAYS.map((slug) => ({ id: slug, slug, name: NAMES[slug] })) }),
  );

  app.post(
    `${base}/test-connection`,
    {
      preHandler: guard('edit'),
      schema: {
        tags,
        description:
          "Checks an access token against the gateway (MercadoPago GET /users/me, PagBank GET /public-keys/card): the typed productionApiSecret, or the stored one of the account `id` (of the business and gateway, else 404). 422 with @GATEWAY_CREDENTIALS, @GATEWAY_UNREACHABLE or @GATEWAY_TIMEOUT. Changes nothing.",
        body: {
          type: 'object',
          required: ['gateway'],
          properties: { gateway: { type: 'string', enum: [...GATEWAYS] }, id: { type: 'string', format: 'uuid' }, productionApiSecret: { type: 'string', maxLength: 200 } },
        },
        response: { 200: { type: 'object', properties: { ok: { type: 'boolean' }, message: { type: 'string' } } }, ...errors, 422: errors[400] },
      },
    },
    async (request) => {
      const body = request.body as Record<string, unknown> | null;
      if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest();
      const gateway = body.gateway as Gateway;
      const issues: { field: string; message: string }[] = [];
      if (!GATEWAYS.includes(gateway)) issues.push({ field: 'gateway', message: 'resources.paymentAccounts.errors.methodRequired' });
      const id = body.id === undefined || body.id === null || body.id === '' ? undefined : body.id;
      if (id !== undefined && !isUuid(id)) issues.push({ field: 'id', message: 'validation.reference' });
      const raw = body.productionApiSecret;
      if (raw !== undefined && raw !== null && (typeof raw !== 'string' || raw.length > 200 || raw.includes('\u0000'))) {
        issues.push({ field: 'productionApiSecret', message: typeof raw === 'string' && raw.length > 200 ? 'validation.maxLength' : 'validation.text' });
      }
      if (issues.length) throw validationError(issues);
      const typed = typeof raw === 'string' && raw.trim() && !isMasked(raw) ? raw.trim() : null;
      let token = typed;
      if (id !== undefined) {
        // The account must be the caller's (another business's is a 404), even when a token is typed.
        const { rows } = await db.query<{ secret: string | null }>(
          `SELECT production_api_secret AS secret FROM payment_accounts WHERE business_id = $1 AND id = $2 AND payment_method__slug = $3`,
          [request.auth!.bid, id, gateway],
        );
        if (!rows[0]) throw notFound();
        token ??= rows[0].secret ? openColumn('payment_accounts', 'production_api_secret', rows[0].secret) : null;
      }
      if (!token) throw validationError([{ field: 'productionApiSecret', message: 'resources.paymentAccounts.errors.secretRequired' }]);
      const outcome = await app.paymentGateways.check(gateway, token);
      const values = { gateway: NAMES[gateway], status: outcome.status ?? '' };
      if (outcome.ok) return { ok: true, message: translatePtBR(`${K}ok`, values) };
      const problem = outcome.problem ?? 'unexpected';
      const message = translatePtBR(`${K}${problem}`, values);
      const code = { invalidCredentials: '@GATEWAY_CREDENTIALS', unreachable: '@GATEWAY_UNREACHABLE', timeout: '@GATEWAY_TIMEOUT', unexpected: '@GATEWAY_UNREACHABLE' }[problem];
      throw new ApiError(STATUS[problem], code, message, problem === 'invalidCredentials' ? [{ field: 'productionApiSecret', message }] : []);
    },
  );
}
