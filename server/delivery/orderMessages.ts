/**
 * Order messages as a source of the delivery queue (./queue.ts), beside courtesies: rows of
 * `order_messages` @QUEUED (a resend from the order's page, or the box office's sale to a buyer who
 * gave a contact) are claimed with a lease (FOR UPDATE SKIP LOCKED), sent outside any transaction,
 * and recorded @SENT / @FAILED / @OUTBOX with one outbox row per attempt (`order_message_id`).
 * Claiming draws the order's page token the first time (migration 013).
 */
import type { Db } from '../db/types';
import { RETURNS_WHAT_IT_WRITES } from '../db/statements';
import { insertOutboxRows } from './outboxRows';
import { orderMessage, orderTicketsUrlOf } from './orderMessage';

/** A claimed message, ready to send. */
export interface SourceMessage {
  id: string;
  businessId: string;
  channel: '@EMAIL' | '@WHATSAPP';
  contact: string;
  subject: string;
  text: string;
  domainClient: string | null;
  lease: string;
  /** What changed for the staff's open pages once recorded. */
  orderId: string;
}

export interface SourceOutcome {
  message: SourceMessage;
  status: '@SENT' | '@FAILED' | '@OUTBOX';
  error: string | null;
}

const LEASE = '5 minutes';

interface ClaimedRow {
  id: string;
  business_id: string;
  order_id: string;
  channel: '@EMAIL' | '@WHATSAPP';
  contact: string;
  lease: string;
  token: string;
  code: string;
  customer_name: string | null;
  event_title: string | null;
  event_start_at: Date | null;
  business_name: string;
  domain_client: string | null;
}

export async function claimOrderMessages(db: Db, limit: number): Promise<SourceMessage[]> {
  const { rows } = await db.query<ClaimedRow>(
    `WITH picked AS ( ${RETURNS_WHAT_IT_WRITES}
       SELECT id FROM order_messages
        WHERE delivery_status = '@QUEUED' AND (claimed_until IS NULL OR claimed_until < now())
        ORDER BY created_at, id LIMIT $1 FOR UPDATE SKIP LOCKED
     ), claimed AS (
       UPDATE order_messages m SET claimed_until = now() + interval '${LEASE}', attempts = m.attempts + 1
         FROM picked WHERE m.id = picked.id
       RETURNING m.id, m.business_id, m.order_id, m.channel, m.contact, m.claimed_until
     ), tokens AS (
       -- 244 random bits (two uuids v4) as 64 hexadecimal characters, drawn once per order.
       UPDATE orders o SET public_token = replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')
         FROM claimed WHERE o.id = claimed.order_id AND o.public_token IS NULL
       RETURNING o.id, o.public_token
     )
     SELECT claimed.id, claimed.business_id, claimed.order_id, claimed.channel, claimed.contact, claimed.claimed_until::text AS lease,
            coalesce(tokens.public_token, o.public_token) AS token, o.code, o.customer_name,
            e.title AS event_title, e.start_at AS event_start_at, b.name AS business_name, b.domain_client
       FROM claimed
       JOIN orders o ON o.id = claimed.order_id
       JOIN businesses b ON b.id = claimed.business_id
       LEFT JOIN tokens ON tokens.id = claimed.order_id
       LEFT JOIN events e ON e.business_id = o.business_id AND e.id = o.event_id`,
    [limit],
  );
  if (!rows.length) return [];
  const { rows: tickets } = await db.query<{ order_id: string; code: string; sector_name: string | null; ticket_title: string | null; lot_title: string | null }>(
    `SELECT oi.order_id, ut.code, s.name AS sector_name, t.title AS ticket_title, l.title AS lot_title
       FROM order_items oi JOIN user_tickets ut ON ut.order_item_id = oi.id
       LEFT JOIN sectors s ON s.business_id = oi.business_id AND s.id = oi.sector_id
       LEFT JOIN tickets t ON t.business_id = oi.business_id AND t.id = oi.ticket_id
       LEFT JOIN lots l ON l.business_id = oi.business_id AND l.id = oi.lot_id
      WHERE oi.order_id = ANY($1::uuid[]) AND ut.canceled_at IS NULL ORDER BY ut.code`,
    [[...new Set(rows.map((r) => r.order_id))]],
  );
  return rows.map((r) => {
    const { subject, text } = orderMessage({
      name: r.customer_name,
      code: r.code,
      eventTitle: r.event_title ?? '',
      eventStartAt: r.event_start_at,
      businessName: r.business_name,
      tickets: tickets
        .filter((t) => t.order_id === r.order_id)
        .map((t) => ({ code: t.code, sectorName: t.sector_name, ticketTitle: t.ticket_title, lotTitle: t.lot_title })),
      url: orderTicketsUrlOf(r.domain_client, r.token),
    });
    return { id: r.id, businessId: r.business_id, orderId: r.order_id, channel: r.channel, contact: r.contact, subject, text, domainClient: r.domain_client, lease: r.lease };
  });
}

/** Outcomes in set-based statements; a row whose lease changed meanwhile keeps what it has. */
export async function recordOrderMessages(db: Db, outcomes: readonly SourceOutcome[]): Promise<void> {
  if (!outcomes.length) return;
  const col = <T>(f: (o: SourceOutcome) => T) => outcomes.map(f);
  await db.transaction(async (tx) => {
    await tx.query(
      `UPDATE order_messages m SET delivery_status = x.status, delivery_error = x.error,
              sent_at = CASE WHEN x.status = '@SENT' THEN now() ELSE m.sent_at END, claimed_until = NULL, updated_at = now()
         FROM unnest($1::uuid[], $2::text[], $3::text[], $4::timestamptz[]) AS x(id, status, error, lease)
        WHERE m.id = x.id AND m.claimed_until = x.lease AND m.delivery_status = '@QUEUED'`,
      [col((o) => o.message.id), col((o) => o.status), col((o) => o.error), col((o) => o.message.lease)],
    );
    await insertOutboxRows(
      tx,
      outcomes.map((o) => ({
        businessId: o.message.businessId,
        channel: o.message.channel,
        recipient: o.message.contact,
        subject: o.message.channel === '@EMAIL' ? o.message.subject : null,
        body: o.message.text,
        status: o.status,
        error: o.error,
        source: { orderMessageId: o.message.id },
      })),
    );
  });
}
