/**
 * TRUST_PROXY, what the server believes of X-Forwarded-For / -Proto. A number is how many proxies
 * stand in front (1: one load balancer): the client address is the one the outermost of them saw,
 * never an entry the client wrote itself, which a balancer appending to the header keeps at the
 * front. Otherwise a comma-separated list of the proxies' addresses or CIDRs. Trusting every hop
 * (Fastify's `true`) would let a caller pick its address and walk past the rate limits; a hop
 * count trusts whoever connects, so the processes must be reachable through the proxies only.
 */
export type TrustProxy = false | string | ((address: string, hop: number) => boolean);

export function trustProxyOf(value: string | undefined = process.env.TRUST_PROXY): TrustProxy {
  const v = value?.trim().toLowerCase();
  if (!v || v === '0' || v === 'false') return false;
  // Fastify refuses a bare number (it cannot check the peer); a function counting hops is the same rule, said explicitly.
  const hops = v === 'true' ? 1 : /^\d+$/.test(v) ? Number(v) : undefined;
  return hops === undefined ? v : (_address, hop) => hop < hops;
}
