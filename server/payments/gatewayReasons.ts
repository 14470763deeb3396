/**
 * A gateway's refusal in pt-BR (issue 12): the known cases have their own text, the rest the
 * gateway's own words inside a generic one, so staff can tell a payment too old from a gateway down.
 */
import { translatePtBR } from '../../src/shared/catalogue';
import type { GatewayOutcome } from './gateways';

export type KnownReason = 'tooOld' | 'partialNotAllowed' | 'inProcess' | 'insufficientBalance';

const K = 'server.orders.gateway.';

/** Words of the known cases in the gateways' English or Portuguese texts. */
const KEYWORDS: [KnownReason, RegExp][] = [
  ['tooOld', /too old|expired|prazo|antig|older than/i],
  ['partialNotAllowed', /partial/i],
  ['insufficientBalance', /insufficient|not enough|hasn.t enough|saldo/i],
  ['inProcess', /in[_ ]process|processing|processamento|pending/i],
];

export const reasonFromText = (text: string): KnownReason | undefined => KEYWORDS.find(([, re]) => re.test(text))?.[0];

export function failed(reason: KnownReason | undefined, gatewayText: string): GatewayOutcome {
  const detail = gatewayText.trim().slice(0, 300) || translatePtBR(`${K}noDetail`);
  const message = reason ? translatePtBR(`${K}${reason}`) : translatePtBR(`${K}refused`, { reason: detail });
  return { status: '@FAILED', reference: null, message };
}

export const pending = (key: 'processing' | 'noAnswer' | 'serverError', values: Record<string, unknown> = {}): GatewayOutcome => ({
  status: '@PENDING',
  reference: null,
  message: translatePtBR(`${K}${key}`, values),
});

/** A call that got no answer: a timeout may have refunded (pending, retried with the same key); a refused connection did not. */
export function unreachable(err: unknown): GatewayOutcome {
  const name = (err as { name?: string })?.name;
  if (name === 'TimeoutError' || name === 'AbortError') return pending('noAnswer');
  const cause = (err as { cause?: { code?: string; message?: string } })?.cause;
  const text = cause?.code ?? cause?.message ?? (err instanceof Error ? err.message : String(err));
  return { status: '@FAILED', reference: null, message: translatePtBR(`${K}unreachable`, { reason: text.slice(0, 200) }) };
}

export async function readJson(res: Response): Promise<{ json: Record<string, unknown> | null; text: string }> {
  const text = await res.text().catch(() => '');
  try {
    const json = JSON.parse(text) as unknown;
    return { json: json && typeof json === 'object' ? (json as Record<string, unknown>) : null, text };
  } catch {
    return { json: null, text };
  }
}
