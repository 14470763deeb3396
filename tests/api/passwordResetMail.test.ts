/**
 * The reset link through SMTP (a real smtp-server on loopback): the e-mail carries the link, the
 * answer does not wait for the e-mail, and the outbox keeps the message with the link hidden.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, login, setup, USERS, type Json, type TestContext } from './helper';

interface Received {
  to: string[];
  raw: string;
}

const mails: Received[] = [];
const rejected = new Set<string>();
/** While set, the SMTP server holds each message until it is called. */
let hold: Promise<void> | null = null;
let smtp: SMTPServer;
let ctx: TestContext;
let adminToken: string;

/** The text part of a raw message, quoted-printable decoded. */
const decodeQp = (raw: string) =>
  Buffer.from(raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8');

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, cb) {
      if (rejected.has(address.address)) return cb(Object.assign(new Error('Recipient address rejected'), { responseCode: 550 }));
      cb();
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        void (hold ?? Promise.resolve()).then(() => {
          mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: decodeQp(Buffer.concat(chunks).toString('latin1')) });
          cb();
        });
      });
    },
  });
  await new Promise<void>((resolve) => smtp.server.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  ctx = await setup({ delivery: { smtpUrl: `smtp://127.0.0.1:${port}`, smtpFrom: 'senhas@bilheteria-demo.com.br', intervalMs: 0, timeoutMs: 5000 } });
  adminToken = (await login(ctx.app, USERS.admin)).accessToken;
});
afterAll(async () => {
  await ctx?.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

const forgot = (email: string) => ctx.app.inject({ method: 'POST', url: '/api/accounts/forgot-password', payload: { email }, remoteAddress: '10.8.0.1' });
const outboxOf = async (email: string): Promise<Json[]> =>
  (await ctx.app.inject({ url: `/api/outbox?search=${encodeURIComponent(email)}`, headers: bearerOf(adminToken) })).json().data;

describe('password reset e-mail through SMTP', () => {
  it('answers before the e-mail leaves; the e-mail carries the link; the outbox hides it', async () => {
    let release!: () => void;
    hold = new Promise<void>((r) => (release = r));
    const res = await forgot(USERS.producer);
    // Answered while the SMTP server still holds the message.
    expect(res.statusCode).toBe(200);
    expect(mails).toEqual([]);
    release();
    hold = null;
    await ctx.app.passwordResetMail.settle();

    expect(mails).toHaveLength(1);
    expect(mails[0].to).toEqual([USERS.producer]);
    expect(mails[0].raw).toMatch(/^From: senhas@bilheteria-demo\.com\.br/m);
    const token = /\/auth\/reset-password#token=([\w.-]+)/.exec(mails[0].raw)?.[1];
    expect(token).toBeTruthy();

    const [row] = await outboxOf(USERS.producer);
    expect(row).toMatchObject({ channel: '@EMAIL', recipient: USERS.producer, subject: 'Redefinição de senha', status: '@SENT' });
    expect(row.sentAt).toBeTruthy();
    expect(row.body).toContain('[link enviado somente ao destinatário]');
    expect(row.body).not.toContain('reset-password');
    expect(row.body).not.toContain(token);

    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/accounts/forgot-password/reset-password',
      headers: bearerOf(token!),
      payload: { password: 'nova-senha-123' },
      remoteAddress: '10.8.0.2',
    });
    expect(reset.statusCode).toBe(200);
  });

  it('a refused e-mail is recorded as failed with the reason, the link hidden', async () => {
    rejected.add(USERS.cashier);
    expect((await forgot(USERS.cashier)).statusCode).toBe(200);
    await ctx.app.passwordResetMail.settle();
    const [row] = await outboxOf(USERS.cashier);
    expect(row).toMatchObject({ status: '@FAILED', sentAt: null });
    expect(row.error).toMatch(/Recipient address rejected/);
    expect(row.body).toContain('[link enviado somente ao destinatário]');
    expect(row.body).not.toContain('reset-password');
  });
});
