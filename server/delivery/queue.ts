/**
 * The in-process courtesy delivery queue (docs/decisions.md, "Delivery and outbox"). A send
 * only writes '@QUEUED' rows; this worker claims them in batches (a lease, taken with
 * FOR UPDATE SKIP LOCKED so several API processes on one PostgreSQL never take the same row,
 * renewed before each round of `concurrency` messages that leave for a server, so a slow batch
 * never outlives it and a row cancelled or resent meanwhile is left out), delivers outside any
 * transaction (PGlite has one connection: a transaction held during SMTP would stall every
 * request), then records the outcome and one outbox row per attempt: '@SENT' only when the SMTP
 * server or the WhatsApp API accepted it, '@FAILED' with the reason, and '@OUTBOX' when that
 * channel is not configured (no SMTP_URL / WHATSAPP_API_URL): the message is kept in the outbox
 * and never reaches the guest (issue 9 item 4).
 *
 * LOCK_ORDER: every statement that locks several courtesies at once locks them in id order (this
 * worker's renew and record, and resend-all): on PostgreSQL, a resend taking the event's rows in
 * another order than a record in flight was a deadlock, and one of the two failed (a 500).
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/types';
import { RETURNS_WHAT_IT_WRITES } from '../db/statements';
import { insertOutboxRows } from './outboxRows';
import { createMailer, type Mailer } from './mailer';
import { createWhatsappClient, type WhatsappClient } from './whatsapp';
import { courtesyMessage, redeemUrlOf } from './courtesyMessage';
import { claimOrderMessages, recordOrderMessages, type SourceOutcome } from './orderMessages';
import { translatePtBR } from '../../src/shared/catalogue';

export interface DeliveryOptions {
  /** smtp://user:pass@host:port (default SMTP_URL); without it e-mails go to the outbox only. */
  smtpUrl?: string;
  /** From address (default SMTP_FROM, else no-reply@<business client domain>). */
  smtpFrom?: string;
  /** Evolution-API-compatible base URL (default WHATSAPP_API_URL); without it, the outbox only. */
  whatsappApiUrl?: string;
  whatsappApiKey?: string;
  /** Instance name (default WHATSAPP_INSTANCE, else the business id). */
  whatsappInstance?: string;
  /** Polling interval for rows queued by other processes or left by a crash (default 5 s); 0 = only on kick/drain. */
  intervalMs?: number;
  batchSize?: number;
  concurrency?: number;
  /** Timeout of one SMTP or WhatsApp call (default 15 s). */
  timeoutMs?: number;
}

/** Whether each send type has a server to deliver to (else its messages stay in the outbox). */
export type DeliveryChannels = Record<'@EMAIL' | '@WHATSAPP', boolean>;

export interface CourtesyQueue {
  readonly channels: DeliveryChannels;
  /** Starts a pass soon (after a send or resend), without waiting. */
  kick(): void;
  /** Delivers every queued row now; answers how many were processed. Tests call it instead of sleeping. */
  drain(): Promise<number>;
  stop(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    courtesyQueue: CourtesyQueue;
  }
}

/** A lease longer than any batch can take: a crashed worker's rows come back after it. */
const LEASE = '5 minutes';

interface Claimed {
  id: string;
  business_id: string;
  event_id: string;
  send_by: '@EMAIL' | '@WHATSAPP';
  contact: string;
  name: string | null;
  event_title: string;
  event_start_at: string | null;
  ticket_title: string;
  lot_title: string;
  sector_name: string;
  business_name: string;
  domain_client: string | null;
  claimed_until: string;
}

interface Outcome {
  row: Claimed;
  subject: string;
  text: string;
  status: '@SENT' | '@FAILED' | '@OUTBOX';
  error: string | null;
}

/** Told once per business and event after a batch of outcomes is recorded (realtime refresh of open tables). */
export type DeliveredListener = (businessId: string, eventId: string) => void;
/** Told once per business and order after its messages' outcomes are recorded (the order's page refreshes). */
export type OrderMessagesListener = (businessId: string, orderId: string) => void;

/**
 * The queue delivers courtesies and, as a second source, the messages that send an order's tickets
 * (./orderMessages.ts), with the same channels, outbox and leases.
 */
export function createCourtesyQueue(
  db: Db,
  opts: DeliveryOptions = {},
  onDelivered: DeliveredListener = () => undefined,
  onOrderMessages: OrderMessagesListener = () => undefined,
): CourtesyQueue {
  const env = process.env;
  const smtpUrl = opts.smtpUrl ?? env.SMTP_URL;
  const smtpFrom = opts.smtpFrom ?? env.SMTP_FROM;
  const waUrl = opts.whatsappApiUrl ?? env.WHATSAPP_API_URL;
  const waInstance = opts.whatsappInstance ?? env.WHATSAPP_INSTANCE;
  const timeoutMs = opts.timeoutMs ?? 15_000;
  const mailer: Mailer | undefined = smtpUrl ? createMailer(smtpUrl, timeoutMs) : undefined;
  const whatsapp: WhatsappClient | undefined = waUrl ? createWhatsappClient(waUrl, opts.whatsappApiKey ?? env.WHATSAPP_API_KEY ?? '', timeoutMs) : undefined;
  const batchSize = opts.batchSize ?? 200;
  const concurrency = opts.concurrency ?? 8;
  const intervalMs = opts.intervalMs ?? Number(env.COURTESY_QUEUE_INTERVAL_MS ?? 5000);

  let running: Promise<number> = Promise.resolve(0);
  let stopped = false;

  async function claim(): Promise<Claimed[]> {
    const { rows } = await db.query<Claimed>(
      `WITH picked AS ( ${RETURNS_WHAT_IT_WRITES}
         SELECT id FROM courtesies
          WHERE delivery_status = '@QUEUED' AND canceled_at IS NULL AND (claimed_until IS NULL OR claimed_until < now())
          ORDER BY created_at, id LIMIT $1 FOR UPDATE SKIP LOCKED
       ), claimed AS (
         UPDATE courtesies c SET claimed_until = now() + interval '${LEASE}', attempts = c.attempts + 1
           FROM picked WHERE c.id = picked.id
         RETURNING c.id, c.business_id, c.event_id, c.ticket_id, c.lot_id, c.send_by, c.contact, c.name, c.claimed_until
       )
       SELECT claimed.id, claimed.business_id, claimed.event_id, claimed.send_by, claimed.contact, claimed.name, claimed.claimed_until::text,
              e.title AS event_title, e.start_at AS event_start_at, t.title AS ticket_title, l.title AS lot_title,
              s.name AS sector_name, b.name AS business_name, b.domain_client
         FROM claimed
         JOIN businesses b ON b.id = claimed.business_id
         LEFT JOIN events e ON e.id = claimed.event_id
         LEFT JOIN tickets t ON t.id = claimed.ticket_id
         LEFT JOIN lots l ON l.id = claimed.lot_id
         LEFT JOIN sectors s ON s.id = t.sector_id`,
      [batchSize],
    );
    return rows;
  }

  /** Sends one message by its channel: '@OUTBOX' when that channel has no server, '@FAILED' with the server's own text. */
  async function transmit(
    channel: '@EMAIL' | '@WHATSAPP',
    to: string,
    subject: string,
    text: string,
    businessId: string,
    domainClient: string | null,
  ): Promise<{ status: '@SENT' | '@FAILED' | '@OUTBOX'; error: string | null }> {
    try {
      if (channel === '@EMAIL') {
        if (!mailer) return { status: '@OUTBOX', error: null };
        await mailer.send({ to, from: smtpFrom || `no-reply@${domainClient || 'localhost'}`, subject, text });
      } else {
        if (!whatsapp) return { status: '@OUTBOX', error: null };
        await whatsapp.send({ instance: waInstance || businessId, number: to, text });
      }
      return { status: '@SENT', error: null };
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      return { status: '@FAILED', error: message.slice(0, 500) || translatePtBR('server.courtesies.errors.deliveryFailed') };
    }
  }

  /** Whether the row goes to an SMTP or WhatsApp server (else it stays in the outbox at once). */
  const leaves = (row: Claimed) => Boolean(row.send_by === '@EMAIL' ? mailer : whatsapp);

  /**
   * Renews the lease of the rows about to be delivered; answers those still this worker's (a
   * cancel or resend cleared the lease of the others, another worker may own them now).
   */
  async function renew(rows: Claimed[]): Promise<Claimed[]> {
    // The rows of one claim share its lease: one value, and the primary key finds them.
    // Rows locked in id order, as every bulk write of courtesies does (LOCK_ORDER).
    const { rows: kept } = await db.query<{ id: string; claimed_until: string }>(
      `WITH locked AS MATERIALIZED (SELECT id FROM courtesies WHERE id = ANY($1::uuid[]) ORDER BY id FOR NO KEY UPDATE)
       UPDATE courtesies c SET claimed_until = now() + interval '${LEASE}'
         FROM locked
        WHERE c.id = locked.id AND c.claimed_until = $2::timestamptz AND c.delivery_status = '@QUEUED' AND c.canceled_at IS NULL
        RETURNING c.id, c.claimed_until::text`,
      [rows.map((r) => r.id), rows[0].claimed_until],
    );
    const lease = new Map(kept.map((k) => [k.id, k.claimed_until]));
    return rows.filter((r) => lease.has(r.id)).map((r) => ({ ...r, claimed_until: lease.get(r.id)! }));
  }

  async function deliver(row: Claimed): Promise<Outcome> {
    const { subject, text } = courtesyMessage({
      name: row.name,
      eventTitle: row.event_title ?? '',
      eventStartAt: row.event_start_at,
      ticketTitle: row.ticket_title ?? '',
      lotTitle: row.lot_title ?? '',
      sectorName: row.sector_name ?? '',
      businessName: row.business_name,
      redeemUrl: redeemUrlOf(row.domain_client, row.id),
    });
    return { row, subject, text, ...(await transmit(row.send_by, row.contact, subject, text, row.business_id, row.domain_client)) };
  }

  /**
   * Order messages, `concurrency` at a time: each round is claimed just before it is sent, so a
   * lease never has to outlive more than one round.
   */
  async function passOrderMessages(): Promise<number> {
    let total = 0;
    while (!stopped) {
      const messages = await claimOrderMessages(db, concurrency);
      if (!messages.length) break;
      const outcomes: SourceOutcome[] = await Promise.all(
        messages.map(async (m) => ({ message: m, ...(await transmit(m.channel, m.contact, m.subject, m.text, m.businessId, m.domainClient)) })),
      );
      await recordOrderMessages(db, outcomes);
      for (const m of new Map(messages.map((x) => [`${x.businessId}/${x.orderId}`, x])).values()) onOrderMessages(m.businessId, m.orderId);
      total += messages.length;
    }
    return total;
  }

  /** Outcomes in two set-based statements; a row resent or cancelled meanwhile (lease changed) is left as it is. */
  async function record(outcomes: Outcome[]): Promise<void> {
    if (!outcomes.length) return;
    const col = <T>(f: (o: Outcome) => T) => outcomes.map(f);
    await db.transaction(async (tx) => {
      // Every row this transaction touches, locked first and in id order (LOCK_ORDER): the outbox
      // rows below lock the courtesies they name too, also those a resend took from this worker.
      await tx.query(`SELECT 1 FROM courtesies WHERE id = ANY($1::uuid[]) ORDER BY id FOR NO KEY UPDATE`, [col((o) => o.row.id)]);
      await tx.query(
        `UPDATE courtesies c SET delivery_status = x.status,
                delivery_error = x.error, sent_at = CASE WHEN x.status = '@SENT' THEN now() ELSE c.sent_at END,
                claimed_until = NULL, updated_at = now()
           FROM unnest($1::uuid[], $2::text[], $3::text[], $4::timestamptz[]) AS x(id, status, error, lease)
          WHERE c.id = x.id AND c.claimed_until = x.lease AND c.delivery_status = '@QUEUED'`,
        [col((o) => o.row.id), col((o) => o.status), col((o) => o.error), col((o) => o.row.claimed_until)],
      );
      await insertOutboxRows(
        tx,
        outcomes.map((o) => ({
          businessId: o.row.business_id,
          channel: o.row.send_by,
          recipient: o.row.contact,
          subject: o.row.send_by === '@EMAIL' ? o.subject : null,
          body: o.text,
          status: o.status,
          error: o.error,
          source: { courtesyId: o.row.id },
        })),
      );
    });
  }

  async function pass(): Promise<number> {
    let total = 0;
    while (!stopped) {
      const rows = await claim();
      if (!rows.length) break;
      const outcomes: Outcome[] = [];
      for (let i = 0; i < rows.length; i += concurrency) {
        // The first round was claimed just now; each later one that leaves the server starts from
        // a fresh lease (rows kept in the outbox take no time and reach no guest: no statement spent).
        let round = rows.slice(i, i + concurrency);
        if (i > 0 && round.some(leaves)) round = await renew(round);
        outcomes.push(...(await Promise.all(round.map(deliver))));
      }
      await record(outcomes);
      const events = new Map(outcomes.map(({ row: r }) => [`${r.business_id}/${r.event_id}`, r]));
      for (const r of events.values()) onDelivered(r.business_id, r.event_id);
      total += outcomes.length;
    }
    return total + (await passOrderMessages());
  }

  /** Passes run one after another, never two at once in this process. */
  const run = (): Promise<number> => {
    const next = running.catch(() => 0).then(pass);
    running = next;
    return next;
  };

  const log = (err: unknown) => console.error('courtesy delivery queue:', err);
  const timer = intervalMs > 0 ? setInterval(() => void run().catch(log), intervalMs) : undefined;
  timer?.unref();

  // A kick not yet started is covered by a drain that starts before it (a test's drain must leave nothing behind).
  let kicked = false;
  return {
    channels: { '@EMAIL': Boolean(mailer), '@WHATSAPP': Boolean(whatsapp) },
    kick() {
      if (kicked) return;
      kicked = true;
      setImmediate(() => {
        if (!kicked) return;
        kicked = false;
        void run().catch(log);
      });
    },
    async drain() {
      kicked = false;
      const n = await run();
      for (let last = running; ; last = running) {
        await last.catch(() => 0);
        if (last === running) return n;
      }
    },
    async stop() {
      if (timer) clearInterval(timer);
      stopped = true;
      await running.catch(() => 0);
      mailer?.close();
    },
  };
}

/** buildApp's one line: `app.courtesyQueue`, stopped when the app closes. */
export function attachCourtesyQueue(
  app: FastifyInstance,
  db: Db,
  opts?: DeliveryOptions,
  onDelivered?: DeliveredListener,
  onOrderMessages?: OrderMessagesListener,
): void {
  const queue = createCourtesyQueue(db, opts, onDelivered, onOrderMessages);
  app.decorate('courtesyQueue', queue);
  app.addHook('onClose', async () => queue.stop());
}
