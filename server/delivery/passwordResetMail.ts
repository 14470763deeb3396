/**
 * Sends a password reset link through the product's delivery: SMTP when SMTP_URL is set, else the
 * business's outbox is the delivery (issue 10 item 4). The work runs after the request answered,
 * so a known e-mail takes no longer to answer than an unknown one.
 *
 * Every attempt leaves an outbox row in the user's business. The link in it stays readable only
 * when the outbox is the delivery ('@OUTBOX': without SMTP someone must hand it over); a message
 * that left by SMTP, or failed, keeps the text with the link hidden (docs/security.md).
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/types';
import type { ResetTokens } from '../auth/resetTokens';
import { translatePtBR } from '../../src/shared/catalogue';
import { createMailer, type Mailer } from './mailer';
import { passwordResetMessage, resetUrlOf } from './passwordResetMessage';
import type { DeliveryOptions } from './queue';

export interface ResetRecipient {
  userId: string;
  email: string;
  firstName: string;
  businessId: string;
  businessName: string;
  domainClient: string | null;
}

export interface PasswordResetMail {
  /** Starts sending the link to the user, without waiting for it. */
  send(to: ResetRecipient): void;
  /** Waits for every send started so far (tests, shutdown). */
  settle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    passwordResetMail: PasswordResetMail;
  }
}

type Status = '@SENT' | '@FAILED' | '@OUTBOX';

export function createPasswordResetMail(db: Db, resets: ResetTokens, opts: DeliveryOptions = {}, log: (err: unknown) => void = console.error) {
  const smtpUrl = opts.smtpUrl ?? process.env.SMTP_URL;
  const smtpFrom = opts.smtpFrom ?? process.env.SMTP_FROM;
  const mailer: Mailer | undefined = smtpUrl ? createMailer(smtpUrl, opts.timeoutMs ?? 15_000) : undefined;
  const pending = new Set<Promise<void>>();

  async function deliver(to: ResetRecipient): Promise<void> {
    const url = resetUrlOf(await resets.issue(db, to.userId));
    const { subject, text } = passwordResetMessage({ name: to.firstName, businessName: to.businessName, url });
    let status: Status = '@OUTBOX';
    let error: string | null = null;
    if (mailer) {
      try {
        await mailer.send({ to: to.email, from: smtpFrom || `no-reply@${to.domainClient || 'localhost'}`, subject, text });
        status = '@SENT';
      } catch (err) {
        status = '@FAILED';
        error = (err instanceof Error ? err.message : String(err)).slice(0, 500) || translatePtBR('server.courtesies.errors.deliveryFailed');
      }
    }
    const body = status === '@OUTBOX' ? text : text.replace(url, translatePtBR('server.passwordReset.linkHidden'));
    await db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO outbox (business_id, channel, recipient, subject, body, status, error, sent_at)
         VALUES ($1, '@EMAIL', $2, $3, $4, $5, $6, CASE WHEN $5 = '@SENT' THEN now() END)`,
        [to.businessId, to.email, subject, body, status, error],
      );
      // The outbox list's unfiltered total (docs/pagination.md), when it is kept already.
      await tx.query(`UPDATE resource_counts SET count = count + 1 WHERE business_id = $1 AND resource = 'outbox' AND parent_key = '' AND shard = 0`, [to.businessId]);
    });
  }

  const mail: PasswordResetMail & { close(): Promise<void> } = {
    send(to) {
      const work = deliver(to).catch(log);
      pending.add(work);
      void work.finally(() => pending.delete(work));
    },
    async settle() {
      while (pending.size) await Promise.all(pending);
    },
    async close() {
      await mail.settle();
      mailer?.close();
    },
  };
  return mail;
}

/** buildApp's one line: `app.passwordResetMail`, settled and closed with the app. */
export function attachPasswordResetMail(app: FastifyInstance, db: Db, resets: ResetTokens, opts?: DeliveryOptions): PasswordResetMail {
  const mail = createPasswordResetMail(db, resets, opts, (err) => app.log.error({ err }, 'password reset e-mail'));
  app.decorate('passwordResetMail', mail);
  app.addHook('onClose', async () => mail.close());
  return mail;
}
