/**
 * What the API adds to each ticket: `posIds` (points of sale that sell it), `binIds` (card BINs
 * it is restricted to) and `hiddenLink` ({id, code, isActive, url} or null), read in one query
 * per page. The hidden link's url is the business's client site with the event and the code:
 * https://<domainClient>/evento/<eventId>?ingresso=<code>.
 */
import type { Db } from '../../db/types';
import type { ComputedFields } from '../computed';
import type { Scope } from '../records/scope';

type Row = Record<string, unknown>;

export function hiddenLinkUrl(domainClient: string | null | undefined, eventId: unknown, code: unknown): string | null {
  if (!domainClient || !code) return null;
  const host = domainClient.replace(/^https?:\/\//i, '').replace(/\/+$/, '');
  return `https://${host}/evento/${encodeURIComponent(String(eventId))}?ingresso=${encodeURIComponent(String(code))}`;
}

interface LinkRow {
  id: string;
  pos_ids: string[];
  bin_ids: string[];
  hidden_link: { id: string; code: string; isActive: boolean } | null;
  domain: string | null;
}

export async function ticketLinks(db: Db, businessId: string, records: readonly Row[]): Promise<Row[]> {
  if (!records.length) return [];
  const { rows } = await db.query<LinkRow>(
    `SELECT x.id,
       ARRAY(SELECT tp.pos_id FROM ticket_pos tp JOIN points_of_sale p ON p.id = tp.pos_id AND p.business_id = tp.business_id
              WHERE tp.business_id = $1 AND tp.ticket_id = x.id ORDER BY p.name, p.id) AS pos_ids,
       ARRAY(SELECT tb.bin_id FROM ticket_card_bins tb JOIN card_bins b ON b.id = tb.bin_id AND b.business_id = tb.business_id
              WHERE tb.business_id = $1 AND tb.ticket_id = x.id ORDER BY b.bin, b.id) AS bin_ids,
       (SELECT json_build_object('id', h.id, 'code', h.code, 'isActive', h.is_active)
          FROM ticket_hidden_links h WHERE h.business_id = $1 AND h.ticket_id = x.id) AS hidden_link,
       (SELECT domain_client FROM businesses WHERE id = $1) AS domain
     FROM unnest($2::uuid[]) AS x(id)`,
    [businessId, records.map((r) => r.id)],
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return records.map((r) => {
    const row = byId.get(String(r.id));
    const link = row?.hidden_link ?? null;
    return {
      posIds: row?.pos_ids ?? [],
      binIds: row?.bin_ids ?? [],
      hiddenLink: link ? { ...link, url: hiddenLinkUrl(row?.domain, r.eventId, link.code) } : null,
    };
  });
}

export const TICKET_LINKS: ComputedFields = {
  load: (db: Db, scope: Scope, records: Row[]) => ticketLinks(db, scope.businessId, records),
  schema: {
    posIds: { type: 'array', items: { type: 'string', format: 'uuid' }, description: 'points of sale connected to the ticket' },
    binIds: { type: 'array', items: { type: 'string', format: 'uuid' }, description: 'card BINs the ticket is restricted to (none: any card)' },
    hiddenLink: {
      type: ['object', 'null'],
      properties: { id: { type: 'string' }, code: { type: 'string' }, isActive: { type: 'boolean' }, url: { type: ['string', 'null'] } },
    },
  },
};
