/**
 * The HTTP call both gateways' refunds make: POST with the account's Bearer token and the
 * refund's idempotency key, cut at the timeout. A gateway that cannot be reached or answers a 5xx
 * is already an outcome (pending: the money may have moved); otherwise the answer is read.
 */
import type { GatewayOutcome, GatewayRefundRequest } from './gateways';
import { pending, readJson, unreachable } from './gatewayReasons';

export type RefundAnswer = { outcome: GatewayOutcome } | { status: number; ok: boolean; json: Record<string, unknown> | null; text: string };

export async function postRefund(url: string, req: GatewayRefundRequest, body: string, timeoutMs: number): Promise<RefundAnswer> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${req.token}`, 'content-type': 'application/json', 'x-idempotency-key': req.idempotencyKey },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (err) {
    return { outcome: unreachable(err) };
  }
  const { json, text } = await readJson(res);
  if (res.status >= 500) return { outcome: pending('serverError', { status: res.status }) };
  return { status: res.status, ok: res.ok, json, text };
}

/** The gateway's id of what it answered, when it gave one. */
export const referenceOf = (json: Record<string, unknown> | null): string | null => (json?.id === undefined || json?.id === null ? null : String(json.id));
