/**
 * What the API adds to each affiliate: its sales and its sales link.
 *
 * salesAmount (admissions) and totalValue (cents, fees included) come from the paid orders
 * carrying the affiliate (orders.affiliate_id, set by sales through the link), in one grouped
 * query per answered page; cancelled and refunded orders do not count. The link is the business's client site (businesses.domain_client)
 * with the event and the affiliate's code: https://<domainClient>/evento/<eventId>?afiliado=<code>.
 */
import type { Db } from '../../db/types';
import type { Scope } from '../records/scope';
import type { ComputedFields } from '../computed';

type Row = Record<string, unknown>;

export function affiliateLink(domainClient: string | null | undefined, eventId: unknown, code: unknown): string | null {
  if (!domainClient || !code) return null;
  const host = domainClient.replace(/^https?:\/\//i, '').replace(/\/+$/, '');
  return `https://${host}/evento/${encodeURIComponent(String(eventId))}?afiliado=${encodeURIComponent(String(code))}`;
}

async function loadSales(db: Db, scope: Scope, records: Row[]): Promise<Row[]> {
  const { rows } = await db.query<{ affiliate_id: string | null; amount: number | string | null; value: number | string | null; domain: string | null }>(
    `SELECT s.affiliate_id, s.amount, s.value, b.domain_client AS domain
       FROM businesses b
       LEFT JOIN (
         SELECT o.affiliate_id, sum((SELECT coalesce(sum(oi.quantity), 0) FROM order_items oi WHERE oi.order_id = o.id)) AS amount, sum(o.total) AS value
           FROM orders o WHERE o.business_id = $1 AND o.affiliate_id = ANY($2::uuid[]) AND o.status = '@PAID' GROUP BY o.affiliate_id
       ) s ON true
      WHERE b.id = $1`,
    [scope.businessId, records.map((r) => r.id)],
  );
  const domain = rows[0]?.domain;
  const sales = new Map(rows.filter((r) => r.affiliate_id).map((r) => [r.affiliate_id, r]));
  return records.map((r) => {
    const s = sales.get(String(r.id));
    return { salesAmount: Number(s?.amount ?? 0), totalValue: Number(s?.value ?? 0), link: affiliateLink(domain, r.eventId, r.code) };
  });
}

export const AFFILIATE_SALES: ComputedFields = {
  load: loadSales,
  schema: {
    salesAmount: { type: 'integer', description: 'admissions sold through the link (paid orders)' },
    totalValue: { type: 'integer', description: 'value of those orders in cents, fees included' },
    link: { type: ['string', 'null'], description: 'https://<domainClient>/evento/<eventId>?afiliado=<code>; null without a client domain' },
  },
};
