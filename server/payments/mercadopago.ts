/**
 * MercadoPago: POST {base}/v1/payments/{payment id}/refunds, Bearer access token,
 * `X-Idempotency-Key`, an empty body for the whole payment or `{amount}` in reais for part of it.
 * The refund answers `status` approved (done), in_process / pending / authorized (pending),
 * rejected / cancelled (failed). Refusals carry `cause[].code`: 2024 and 15016 the payment is too
 * old, 3024 partial refunds unsupported, 2030 and 2031 the seller's balance is short.
 */
import type { GatewayOutcome, GatewayRefundRequest } from './gateways';
import { failed, pending, readJson, reasonFromText, unreachable, type KnownReason } from './gatewayReasons';

const CAUSES: Record<string, KnownReason> = {
  '2024': 'tooOld',
  '15016': 'tooOld',
  '3024': 'partialNotAllowed',
  '2030': 'insufficientBalance',
  '2031': 'insufficientBalance',
};

/** Cents as MercadoPago's decimal reais: 1050 -> 10.5. */
const reais = (cents: number) => Math.round(cents) / 100;

export async function mercadoPagoRefund(base: string, req: GatewayRefundRequest, timeoutMs: number): Promise<GatewayOutcome> {
  let res: Response;
  try {
    res = await fetch(`${base}/v1/payments/${encodeURIComponent(req.reference)}/refunds`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${req.token}`,
        'content-type': 'application/json',
        'x-idempotency-key': req.idempotencyKey,
      },
      body: req.full ? '{}' : JSON.stringify({ amount: reais(req.amount) }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (err) {
    return unreachable(err);
  }
  const { json, text } = await readJson(res);
  if (res.status >= 500) return pending('serverError', { status: res.status });
  if (!res.ok) {
    const causes = Array.isArray(json?.cause) ? (json.cause as { code?: unknown; description?: unknown }[]) : [];
    const known = causes.map((c) => CAUSES[String(c.code)]).find(Boolean);
    const words = [json?.message, ...causes.map((c) => c.description)].filter((x) => typeof x === 'string').join('; ') || text;
    return failed(known ?? reasonFromText(words), words || `HTTP ${res.status}`);
  }
  const reference = json?.id === undefined || json?.id === null ? null : String(json.id);
  const status = String(json?.status ?? '');
  if (status === 'approved') return { status: '@DONE', reference, message: null };
  if (status === 'in_process' || status === 'pending' || status === 'authorized') return { ...pending('processing'), reference };
  return { ...failed(reasonFromText(status), status || text), reference };
}
