/**
 * The password flow end to end (issue 10 item 4): 'Esqueci minha senha' on the login, the link
 * read from the business's outbox (the e2e server has no SMTP), a new password on the link's page,
 * then the login takes the new password and refuses the old one. The server is shared by every
 * browser test: the demo user's password is put back through the same flow at the end.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { apiJson, newPage, screenshot, useBrowser, PASSWORD } from './browser';

const EMAIL = 'eventos@demo.com.br';
const NEW_PASSWORD = 'senha-nova-do-luis';

interface OutboxRow {
  id: string;
  subject: string | null;
  body: string;
}

/** The reset links the admin of the demo business reads in the outbox for EMAIL, newest first. */
async function outboxLinks(context: BrowserContext): Promise<OutboxRow[]> {
  const rows = (await apiJson(context, 'admin@demo.com.br').get(`/api/outbox?search=${encodeURIComponent(EMAIL)}&limit=100`)).data as OutboxRow[];
  return rows.filter((r) => r.subject === 'Redefinição de senha');
}

/** Waits for a reset message not in `seen` and answers the path of its link (this server, whatever PUBLIC_URL says). */
async function newLinkPath(context: BrowserContext, seen: Set<string>): Promise<string> {
  // Sent after the answer: polled here (afterAll has no expect.poll).
  for (let tries = 0; ; tries++) {
    const row = (await outboxLinks(context)).find((r) => !seen.has(r.id));
    const url = row && /https?:\/\/\S+\/auth\/reset-password#token=\S+/.exec(row.body)?.[0];
    if (url) {
      const { pathname, hash } = new URL(url);
      return pathname + hash;
    }
    if (tries > 50) throw new Error(`no reset link for ${EMAIL} in the outbox`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('password reset through the outbox', () => {
  const browser = useBrowser();
  let changed = false;

  afterAll(async () => {
    if (!changed) return;
    // The demo password again, for the other browser tests on this server.
    const { context } = await newPage(browser());
    const seen = new Set((await outboxLinks(context)).map((r) => r.id));
    await context.request.post('/api/accounts/forgot-password', { data: { email: EMAIL } });
    const token = (await newLinkPath(context, seen)).split('#token=')[1];
    await context.request.post('/api/accounts/forgot-password/reset-password', { headers: { authorization: `Bearer ${token}` }, data: { password: PASSWORD } });
    const back = await context.request.post('/api/auth/login/local', { data: { username: EMAIL, password: PASSWORD } });
    await context.close();
    if (!back.ok()) throw new Error(`the demo password of ${EMAIL} was not put back: ${back.status()}`);
  });

  it('asks for a link on the login page, sets a new password on it, and logs in with it (never with the old one)', async () => {
    const { context, page } = await newPage(browser());
    const seen = new Set((await outboxLinks(context)).map((r) => r.id));

    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
    await page.waitForURL(/\/auth\/forgot-password$/);
    await page.getByLabel('E-mail').fill(EMAIL);
    await page.getByRole('button', { name: 'Enviar link' }).click();
    await expect.poll(() => page.getByText('Se o e-mail estiver cadastrado, enviaremos um link').count()).toBe(1);
    await screenshot(page, 'password-forgot-sent');

    const link = await newLinkPath(context, seen);
    await page.goto(link);
    await page.getByRole('heading', { name: 'Criar nova senha' }).waitFor();
    // The token leaves the address bar once the page holds it.
    await page.waitForURL((url) => url.pathname === '/auth/reset-password' && url.hash === '');
    await page.getByLabel(/^Nova senha/).fill(NEW_PASSWORD);
    await page.getByLabel('Confirme a nova senha').fill('outra-coisa-qualquer');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect.poll(() => page.getByText('As senhas não conferem.').count()).toBe(1);
    await page.getByLabel('Confirme a nova senha').fill(NEW_PASSWORD);
    await screenshot(page, 'password-reset-form');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    changed = true;

    await page.waitForURL(/\/auth\/login$/);
    await expect.poll(() => page.getByText('Senha alterada. Entre com a nova senha.').count()).toBe(1);

    // The old password no longer opens the account...
    await page.getByLabel('E-mail').fill(EMAIL);
    await page.getByLabel('Senha').fill(PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect.poll(() => page.getByText('E-mail ou senha inválidos.').count()).toBe(1);
    // ...the new one does.
    await page.getByLabel('Senha').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(/\/dashboard$/);

    // The link was spent: opening it again says so and offers a new one.
    await page.goto(link);
    await page.getByLabel(/^Nova senha/).fill('mais-uma-senha-nova');
    await page.getByLabel('Confirme a nova senha').fill('mais-uma-senha-nova');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect.poll(() => page.getByText('Este link de redefinição de senha expirou ou já foi usado. Peça um novo link.').count()).toBe(1);
    await expect.poll(() => page.getByRole('link', { name: 'Pedir um novo link' }).count()).toBe(1);
    await context.close();
  });
});
