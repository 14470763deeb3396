/**
 * "Testar conexão" (issue 14, /my-company/payment-methods): one cheap authenticated read that tells
 * whether an access token works. MercadoPago: GET {base}/users/me (the account of the token).
 * PagBank: GET {base}/public-keys/card (the account's public key for card encryption). Any 2xx is
 * a working token; 401/403 invalid credentials; no answer, a refused connection or a 5xx the
 * gateway unreachable; past the timeout, a timeout. Messages are catalogue keys (pt-BR).
 */
export type ConnectionProblem = 'invalidCredentials' | 'unreachable' | 'timeout' | 'unexpected';

export interface ConnectionOutcome {
  ok: boolean;
  problem?: ConnectionProblem;
  /** HTTP status the gateway answered, when it answered. */
  status?: number;
}

export async function checkConnection(url: string, token: string, timeoutMs: number): Promise<ConnectionOutcome> {
  let res: Response;
  try {
    res = await fetch(url, { headers: { authorization: `Bearer ${token}`, accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
  } catch (err) {
    const name = (err as { name?: string })?.name;
    return { ok: false, problem: name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'unreachable' };
  }
  await res.body?.cancel().catch(() => undefined);
  if (res.ok) return { ok: true, status: res.status };
  if (res.status === 401 || res.status === 403) return { ok: false, problem: 'invalidCredentials', status: res.status };
  if (res.status >= 500) return { ok: false, problem: 'unreachable', status: res.status };
  return { ok: false, problem: 'unexpected', status: res.status };
}
