/**
 * Refunds through the payment gateways (DESIGN.md sections 6 and 7): MercadoPago and PagBank
 * (PagSeguro) over their HTTP APIs, with base URLs from the environment (MERCADOPAGO_API_URL,
 * PAGSEGURO_API_URL, defaulting to the real services) so tests run stub servers on loopback.
 * Each answer becomes a recorded state: @DONE, @PENDING (the gateway is still processing, or did
 * not answer: the same idempotency key makes a retry safe) or @FAILED with the reason in pt-BR.
 */
import type { FastifyInstance } from 'fastify';
import { mercadoPagoRefund } from './mercadopago';
import { pagSeguroRefund } from './pagseguro';
import { checkConnection, type ConnectionOutcome } from './connection';

export type Gateway = '@MERCADOPAGO' | '@PAGSEGURO';

export interface GatewayOptions {
  mercadopagoUrl?: string;
  pagseguroUrl?: string;
  /** Timeout of one call (default 20 s): past it the outcome is unknown and the refund stays pending. */
  timeoutMs?: number;
  /** Timeout of a credentials check (default 10 s). */
  checkTimeoutMs?: number;
}

export interface GatewayRefundRequest {
  /** The account's access token (opened from payment_accounts.production_api_secret). */
  token: string;
  /** The gateway's id of the payment (MercadoPago) or charge (PagBank). */
  reference: string;
  amount: number;
  /** The whole payment, never refunded before: MercadoPago gets an empty body. */
  full: boolean;
  idempotencyKey: string;
}

export interface GatewayOutcome {
  status: '@DONE' | '@PENDING' | '@FAILED';
  /** The gateway's id of the refund, when it gave one. */
  reference: string | null;
  /** pt-BR, for staff: why it failed or waits. */
  message: string | null;
}

export interface PaymentGateways {
  refund(gateway: Gateway, request: GatewayRefundRequest): Promise<GatewayOutcome>;
  /** Whether an access token works, by one cheap authenticated read ("Testar conexão"). */
  check(gateway: Gateway, token: string): Promise<ConnectionOutcome>;
}

export const DEFAULT_MERCADOPAGO_URL = 'https://api.mercadopago.com';
export const DEFAULT_PAGSEGURO_URL = 'https://api.pagseguro.com';

declare module 'fastify' {
  interface FastifyInstance {
    paymentGateways: PaymentGateways;
  }
}

export function createPaymentGateways(opts: GatewayOptions = {}, env: NodeJS.ProcessEnv = process.env): PaymentGateways {
  const root = (url: string) => url.replace(/\/+$/, '');
  const mercadopago = root(opts.mercadopagoUrl ?? env.MERCADOPAGO_API_URL ?? DEFAULT_MERCADOPAGO_URL);
  const pagseguro = root(opts.pagseguroUrl ?? env.PAGSEGURO_API_URL ?? DEFAULT_PAGSEGURO_URL);
  const timeoutMs = opts.timeoutMs ?? 20_000;
  return {
    refund: (gateway, request) =>
      gateway === '@MERCADOPAGO' ? mercadoPagoRefund(mercadopago, request, timeoutMs) : pagSeguroRefund(pagseguro, request, timeoutMs),
    check: (gateway, token) =>
      checkConnection(gateway === '@MERCADOPAGO' ? `${mercadopago}/users/me` : `${pagseguro}/public-keys/card`, token, opts.checkTimeoutMs ?? 10_000),
  };
}

/** buildApp's one line: `app.paymentGateways`. */
export function attachPaymentGateways(app: FastifyInstance, opts?: GatewayOptions): void {
  app.decorate('paymentGateways', createPaymentGateways(opts));
}
