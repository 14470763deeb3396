/**
 * What the API adds to each affiliate: its sales and its sales link.
 *
 * salesAmount and totalValue (cents) are 0 until orders exist: the order model is a later
 * issue. They will be one grouped query over that page's affiliates, e.g.
 * `SELECT affiliate_id, count(*), sum(total) FROM orders WHERE business_id = $1 AND
 * affiliate_id = ANY($2) AND status = '@PAID' GROUP BY affiliate_id`, here, so lists keep one
 * round trip per page. The link is the business's client site (businesses.domain_client)
 * with the event and the affiliate's code: https://<domainClient>/evento/<eventId>?afiliado=<code>.
 */
import type { Db } from '../../db/types';
import type { Scope } from '../service';
import type { ComputedFields } from '../computed';

type Row = Record<string, unknown>;

export function affiliateLink(domainClient: string | null | undefined, eventId: unknown, code: unknown): string | null {
  if (!domainClient || !code) return null;
  const host = domainClient.replace(/^https?:\/\//i, '').replace(/\/+$/, '');
  return `https://${host}/evento/${encodeURIComponent(String(eventId))}?afiliado=${encodeURIComponent(String(code))}`;
}

async function loadSales(db: Db, scope: Scope, records: Row[]): Promise<Row[]> {
  const { rows } = await db.query<{ domain_client: string | null }>('SELECT domain_client FROM businesses WHERE id = $1', [scope.businessId]);
  const domain = rows[0]?.domain_client;
  return records.map((r) => ({ salesAmount: 0, totalValue: 0, link: affiliateLink(domain, r.eventId, r.code) }));
}

export const AFFILIATE_SALES: ComputedFields = {
  load: loadSales,
  schema: {
    salesAmount: { type: 'integer', description: 'tickets sold through the link (0 until orders exist)' },
    totalValue: { type: 'integer', description: 'value of those sales in cents (0 until orders exist)' },
    link: { type: ['string', 'null'], description: 'https://<domainClient>/evento/<eventId>?afiliado=<code>; null without a client domain' },
  },
};
