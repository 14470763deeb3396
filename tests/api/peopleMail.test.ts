/**
 * People's e-mails through SMTP (a real smtp-server on loopback): the invite and the collaborator's
 * reset link leave by SMTP, the outbox keeps the message with the link hidden, and a refused
 * recipient answers the spec's 'Erro ao enviar e-mail de redefinição de senha'.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { bearerOf, login, setup, USERS, type Json, type TestContext } from './helper';

const mails: { to: string[]; raw: string }[] = [];
const rejected = new Set(['recusa@teste.com.br', 'caixa@demo.com.br']);
let smtp: SMTPServer;
let ctx: TestContext;
let admin: string;

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
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: decodeQp(Buffer.concat(chunks).toString('latin1')) });
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.server.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  ctx = await setup({ delivery: { smtpUrl: `smtp://127.0.0.1:${port}`, smtpFrom: 'equipe@bilheteria-demo.com.br', intervalMs: 0, timeoutMs: 5000 } });
  admin = (await login(ctx.app, USERS.admin)).accessToken;
});
afterAll(async () => {
  await ctx?.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

const outboxOf = async (email: string): Promise<Json[]> => (await ctx.app.inject({ url: `/api/outbox?search=${encodeURIComponent(email)}`, headers: bearerOf(admin) })).json().data;
const roleId = async (name: string) => (await ctx.app.inject({ url: `/api/roles?search=${name}`, headers: bearerOf(admin) })).json().data[0].id as string;

it('an invite leaves by SMTP with its link, and the outbox keeps it with the link hidden', async () => {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/collaborators/invites', headers: bearerOf(admin), payload: { email: 'smtp@teste.com.br', roleId: await roleId('Caixa') } });
  expect(res.statusCode).toBe(201);
  expect(res.json().delivery).toBe('@SENT');
  const mail = mails.find((m) => m.to.includes('smtp@teste.com.br'))!;
  expect(mail.raw).toContain('Convite para a equipe de Bilheteria Demo');
  expect(mail.raw).toMatch(/\/convite\/[0-9a-f-]{36}#token=[\w-]{43}/);
  const [row] = await outboxOf('smtp@teste.com.br');
  expect(row.status).toBe('@SENT');
  expect(row.body).not.toContain('#token=');
  expect(row.body).toContain('[link enviado somente ao destinatário]');
});

it('a refused recipient: the invite is still pending and says @FAILED; a reset answers the spec message', async () => {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/collaborators/invites', headers: bearerOf(admin), payload: { email: 'recusa@teste.com.br', roleId: await roleId('Caixa') } });
  expect(res.json().delivery).toBe('@FAILED');
  const cashier = (await ctx.app.inject({ url: '/api/collaborators?search=caixa%40demo', headers: bearerOf(admin) })).json().data[0].id;
  const reset = await ctx.app.inject({ method: 'POST', url: `/api/collaborators/${cashier}/reset-password`, headers: bearerOf(admin) });
  expect(reset.statusCode).toBe(502);
  expect(reset.json().message).toBe('Erro ao enviar e-mail de redefinição de senha');
  const sent = await ctx.app.inject({ method: 'POST', url: `/api/collaborators/${(await ctx.app.inject({ url: '/api/collaborators?search=eventos%40demo', headers: bearerOf(admin) })).json().data[0].id}/reset-password`, headers: bearerOf(admin) });
  expect(sent.json()).toEqual({ message: 'E-mail de redefinição de senha enviado para eventos@demo.com.br.', delivery: '@SENT' });
  expect(mails.find((m) => m.to.includes('eventos@demo.com.br'))!.raw).toMatch(/\/auth\/reset-password#token=/);
});
