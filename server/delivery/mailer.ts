/** E-mail through SMTP (nodemailer): SMTP_URL smtp://user:pass@host:port (smtps:// for TLS), From SMTP_FROM. */
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  from: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

export function createMailer(smtpUrl: string, timeoutMs = 15_000): Mailer {
  const url = new URL(smtpUrl);
  // One pooled transport per process: a batch reuses connections instead of one per message.
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port) || (url.protocol === 'smtps:' ? 465 : 587),
    secure: url.protocol === 'smtps:',
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    pool: true,
    maxConnections: 3,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    async send(mail) {
      await transport.sendMail(mail);
    },
    close: () => transport.close(),
  };
}
