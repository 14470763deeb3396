/**
 * PagBank (PagSeguro): POST {base}/charges/{charge id}/cancel with `{amount: {value}}` in cents,
 * Bearer token, and the idempotency key as `x-idempotency-key`. A 2xx answers the charge: CANCELED
 * (whole) or PAID with the part refunded is done; IN_ANALYSIS or WAITING is pending. Refusals
 * carry `error_messages[] {code, description}`, read for the known cases.
 */
import type { GatewayOutcome, GatewayRefundRequest } from './gateways';
import { failed, pending, readJson, reasonFromText, unreachable } from './gatewayReasons';

const WAITING = new Set(['IN_ANALYSIS', 'WAITING', 'AUTHORIZED']);

export async function pagSeguroRefund(base: string, req: GatewayRefundRequest, timeoutMs: number): Promise<GatewayOutcome> {
  let res: Response;
  try {
    res = await fetch(`${base}/charges/${encodeURIComponent(req.reference)}/cancel`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${req.token}`,
        'content-type': 'application/json',
        'x-idempotency-key': req.idempotencyKey,
      },
      body: JSON.stringify({ amount: { value: Math.round(req.amount) } }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (err) {
    return unreachable(err);
  }
  const { json, text } = await readJson(res);
  if (res.status >= 500) return pending('serverError', { status: res.status });
  if (!res.ok) {
    const errors = Array.isArray(json?.error_messages) ? (json.error_messages as { code?: unknown; description?: unknown }[]) : [];
    const words = errors.map((e) => [e.code, e.description].filter((x) => x !== undefined && x !== null).join(' ')).join('; ') || text;
    return failed(reasonFromText(words), words || `HTTP ${res.status}`);
  }
  const status = String(json?.status ?? '');
  if (WAITING.has(status)) return pending('processing');
  return { status: '@DONE', reference: json?.id === undefined || json?.id === null ? null : String(json.id), message: null };
}
