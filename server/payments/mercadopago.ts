/**
 * MercadoPago: POST {base}/v1/payments/{payment id}/refunds, Bearer access token,
 * `X-Idempotency-Key`, an empty body for the whole payment or `{amount}` in reais for part of it.
 * The refund answers `status` approved (done), in_process / pending / authorized (pending),
 * rejected / cancelled (failed). Refusals carry `cause[].code`: 2024 and 15016 the payment is too
 * old, 3024 partial refunds unsupported, 2030 and 2031 the seller's balance is short.
 */
import type { GatewayOutcome, GatewayRefundRequest } from './gateways';
import { failed, pending, reasonFromText, type KnownReason } from './gatewayReasons';
import { postRefund, referenceOf } from './refundCall';

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
  const body = req.full ? '{}' : JSON.stringify({ amount: reais(req.amount) });
  const answer = await postRefund(`${base}/v1/payments/${encodeURIComponent(req.reference)}/refunds`, req, body, timeoutMs);
  if ('outcome' in answer) return answer.outcome;
  const { json, text } = answer;
  if (!answer.ok) {
    const causes = Array.isArray(json?.cause) ? (json.cause as { code?: unknown; description?: unknown }[]) : [];
    const known = causes.map((c) => CAUSES[String(c.code)]).find(Boolean);
    const words = [json?.message, ...causes.map((c) => c.description)].filter((x) => typeof x === 'string').join('; ') || text;
    return failed(known ?? reasonFromText(words), words || `HTTP ${answer.status}`);
  }
  const reference = referenceOf(json);
  const status = String(json?.status ?? '');
  if (status === 'approved') return { status: '@DONE', reference, message: null };
  if (status === 'in_process' || status === 'pending' || status === 'authorized') return { ...pending('processing'), reference };
  return { ...failed(reasonFromText(status), status || text), reference };
}
