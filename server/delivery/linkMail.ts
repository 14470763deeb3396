/**
 * An e-mail that carries a link (an invite to join a business): SMTP when SMTP_URL is set, else
 * the business's outbox is the delivery, as for password reset links (passwordResetMail.ts). The
 * outbox row keeps the link readable only when the outbox IS the delivery; a message that left
 * by SMTP, or failed, keeps its text with the link hidden (docs/security.md).
 */
import type { Db } from '../db/types';
import { translatePtBR } from '../../src/shared/catalogue';
import { createMailer, type Mailer } from './mailer';
import type { DeliveryOptions } from './queue';

export type LinkMailStatus = '@SENT' | '@FAILED' | '@OUTBOX';

export interface LinkMail {
  businessId: string;
  email: string;
  domainClient: string | null;
  subject: string;
  text: string;
  /** The secret part of `text`, hidden in the outbox when the message left another way. */
  url: string;
}

export interface LinkMailer {
  send(mail: LinkMail): Promise<LinkMailStatus>;
  close(): void;
}

export function createLinkMailer(db: Db, opts: DeliveryOptions = {}): LinkMailer {
  const smtpUrl = opts.smtpUrl ?? process.env.SMTP_URL;
  const smtpFrom = opts.smtpFrom ?? process.env.SMTP_FROM;
  const mailer: Mailer | undefined = smtpUrl ? createMailer(smtpUrl, opts.timeoutMs ?? 15_000) : undefined;

  async function send(m: LinkMail): Promise<LinkMailStatus> {
    let status: LinkMailStatus = '@OUTBOX';
    let error: string | null = null;
    if (mailer) {
      try {
        await mailer.send({ to: m.email, from: smtpFrom || `no-reply@${m.domainClient || 'localhost'}`, subject: m.subject, text: m.text });
        status = '@SENT';
      } catch (err) {
        status = '@FAILED';
        error = (err instanceof Error ? err.message : String(err)).slice(0, 500) || translatePtBR('server.courtesies.errors.deliveryFailed');
      }
    }
    const body = status === '@OUTBOX' ? m.text : m.text.replace(m.url, translatePtBR('server.passwordReset.linkHidden'));
    await db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO outbox (business_id, channel, recipient, subject, body, status, error, sent_at)
         VALUES ($1, '@EMAIL', $2, $3, $4, $5, $6, CASE WHEN $5 = '@SENT' THEN now() END)`,
        [m.businessId, m.email, m.subject, body, status, error],
      );
      await tx.query(`UPDATE resource_counts SET count = count + 1 WHERE business_id = $1 AND resource = 'outbox' AND parent_key = '' AND shard = 0`, [m.businessId]);
    });
    return status;
  }

  return { send, close: () => mailer?.close() };
}
