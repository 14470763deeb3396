/**
 * The outbox rows a delivery pass writes (courtesies and order messages alike): one set-based
 * insert, and the outbox list's unfiltered total moved on its base row where it is kept already
 * (docs/pagination.md; a list never counted is counted by its next read).
 */
import type { Db } from '../db/types';

export interface OutboxRow {
  businessId: string;
  channel: string;
  recipient: string;
  /** E-mail only. */
  subject: string | null;
  body: string;
  status: string;
  error: string | null;
  /** What the message delivers: a courtesy or an order message. */
  source: { courtesyId: string } | { orderMessageId: string };
}

export async function insertOutboxRows(tx: Db, rows: readonly OutboxRow[]): Promise<void> {
  if (!rows.length) return;
  const col = <T>(f: (r: OutboxRow) => T) => rows.map(f);
  await tx.query(
    `INSERT INTO outbox (business_id, channel, recipient, subject, body, status, error, courtesy_id, order_message_id, sent_at)
     SELECT x.business_id, x.channel, x.recipient, x.subject, x.body, x.status, x.error, x.courtesy_id, x.order_message_id,
            CASE WHEN x.status = '@SENT' THEN now() END
       FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::uuid[], $9::uuid[])
            AS x(business_id, channel, recipient, subject, body, status, error, courtesy_id, order_message_id)`,
    [
      col((r) => r.businessId),
      col((r) => r.channel),
      col((r) => r.recipient),
      col((r) => r.subject),
      col((r) => r.body),
      col((r) => r.status),
      col((r) => r.error),
      col((r) => ('courtesyId' in r.source ? r.source.courtesyId : null)),
      col((r) => ('orderMessageId' in r.source ? r.source.orderMessageId : null)),
    ],
  );
  await tx.query(
    `UPDATE resource_counts rc SET count = rc.count + x.n
       FROM (SELECT b AS business_id, count(*)::int AS n FROM unnest($1::uuid[]) AS b GROUP BY b) x
      WHERE rc.business_id = x.business_id AND rc.resource = 'outbox' AND rc.parent_key = '' AND rc.shard = 0`,
    [col((r) => r.businessId)],
  );
}
