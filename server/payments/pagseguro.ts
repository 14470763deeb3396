/**
 * PagBank (PagSeguro): POST {base}/charges/{charge id}/cancel with `{amount: {value}}` in cents,
 * Bearer token, and the idempotency key as `x-idempotency-key`. A 2xx answers the charge: CANCELED
 * (whole) or PAID with the part refunded is done; IN_ANALYSIS or WAITING is pending. Refusals
 * carry `error_messages[] {code, description}`, read for the known cases.
 */
import type { GatewayOutcome, GatewayRefundRequest } from './gateways';
import { failed, pending, reasonFromText } from './gatewayReasons';
import { postRefund, referenceOf } from './refundCall';

const WAITING = new Set(['IN_ANALYSIS', 'WAITING', 'AUTHORIZED']);

export async function pagSeguroRefund(base: string, req: GatewayRefundRequest, timeoutMs: number): Promise<GatewayOutcome> {
  const body = JSON.stringify({ amount: { value: Math.round(req.amount) } });
  const answer = await postRefund(`${base}/charges/${encodeURIComponent(req.reference)}/cancel`, req, body, timeoutMs);
  if ('outcome' in answer) return answer.outcome;
  const { json, text } = answer;
  if (!answer.ok) {
    const errors = Array.isArray(json?.error_messages) ? (json.error_messages as { code?: unknown; description?: unknown }[]) : [];
    const words = errors.map((e) => [e.code, e.description].filter((x) => x !== undefined && x !== null).join(' ')).join('; ') || text;
    return failed(reasonFromText(words), words || `HTTP ${answer.status}`);
  }
  const status = String(json?.status ?? '');
  if (WAITING.has(status)) return pending('processing');
  return { status: '@DONE', reference: referenceOf(json), message: null };
}
