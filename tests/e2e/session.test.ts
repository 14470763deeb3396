import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, useBrowser, login, newPage, screenshot, PASSWORD } from './browser';

/** The refresh cookie the server sets (HttpOnly), one per path it is sent to. */
const REFRESH_COOKIE = 'sessionRefresh';
const refreshCookies = async (context: BrowserContext) => (await context.cookies()).filter((c) => c.name === REFRESH_COOKIE);

/** Signs out through the user menu. */
async function signOut(page: Page) {
  await page.getByRole('button', { name: /menu do usuário/i }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await page.waitForURL(/\/auth\/login/);
}

describe('session tokens', () => {
  const browser = useBrowser();

  it('logging in from a deep link lands on the page asked for, with its query (issue 9 item 20)', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/producers?search=a&page=2');
    await page.waitForURL(/\/auth\/login/);
    await page.getByLabel('E-mail').fill('admin@demo.com.br');
    await page.getByLabel('Senha').fill(PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(/\/producers\?search=a&page=2$/);
    await expect.poll(() => page.getByRole('heading', { name: 'Produtores' }).count()).toBe(1);
    // Leaving with Sair: the next login starts on the dashboard, not on the page left.
    await signOut(page);
    await page.getByLabel('E-mail').fill('caixa@demo.com.br');
    await page.getByLabel('Senha').fill(PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(/\/dashboard$/);
    await context.close();
  });

  it('logs in, reloads and stays logged in with no token a script can read; logging out ends every tab and the copied cookie (issue 10 item 3)', async () => {
    const { context, page } = await newPage(browser());
    await login(page, 'admin@demo.com.br');
    const cookies = await refreshCookies(context);
    expect(cookies.map((c) => c.path).sort()).toEqual(['/api/accounts/logout', '/api/accounts/token/refresh']);
    for (const c of cookies) expect(c).toMatchObject({ httpOnly: true, sameSite: 'Strict', secure: false });
    const copied = cookies[0].value;
    // Nothing the page's scripts can reach holds the refresh token: no cookie, no storage.
    const readable = () => page.evaluate(() => [document.cookie, JSON.stringify(localStorage), JSON.stringify(sessionStorage)].join('\n'));
    expect(await readable()).not.toContain(copied);
    expect(await page.evaluate(() => document.cookie)).not.toMatch(/accessToken|refreshToken|sessionRefresh/);

    // A reload keeps the session: the cookie brings a new access token.
    await page.goto('/producers');
    await expect.poll(() => page.getByRole('row').count(), { timeout: 15_000 }).toBeGreaterThan(1);
    await page.reload();
    await expect.poll(() => page.getByRole('row').count(), { timeout: 15_000 }).toBeGreaterThan(1);
    expect(page.url()).toMatch(/\/producers$/);
    expect(await readable()).not.toMatch(/accessToken|refreshToken|sessionRefresh/);

    // A second tab of the same browser works beside the first...
    const other = await context.newPage();
    await other.goto('/producers');
    await expect.poll(() => other.getByRole('row').count(), { timeout: 15_000 }).toBeGreaterThan(1);
    const latest = (await refreshCookies(context))[0].value;

    // ...and logging out in the first ends it too.
    await signOut(page);
    await other.waitForURL(/\/auth\/login/, { timeout: 15_000 });
    expect(await refreshCookies(context)).toEqual([]);

    // The cookies copied before the logout no longer refresh, by cookie or by bearer.
    for (const token of new Set([copied, latest])) {
      const byCookie = await fetch(`${baseURL()}/api/accounts/token/refresh`, {
        method: 'POST',
        headers: { cookie: `${REFRESH_COOKIE}=${token}`, 'x-requested-with': 'fetch' },
      });
      expect(byCookie.status).toBe(401);
      const byBearer = await fetch(`${baseURL()}/api/accounts/token/refresh`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
      expect(byBearer.status).toBe(401);
    }
    await context.close();
  });

  it('refreshes an expired access token without the user noticing', async () => {
    const { context, page } = await newPage(browser());
    await login(page, 'admin@demo.com.br');
    const refreshBefore = (await refreshCookies(context))[0].value;
    const refreshCalls: string[] = [];
    page.on('request', (r) => r.url().includes('/api/accounts/token/refresh') && refreshCalls.push(r.url()));
    // The test server issues access tokens that live 8 s (the page renews a little before, for its socket).
    await page.waitForTimeout(9_000);
    await page.getByRole('link', { name: 'Produtores' }).first().click();
    await expect.poll(() => page.getByRole('row').count(), { timeout: 15_000 }).toBeGreaterThan(1);
    expect(page.url()).toMatch(/\/producers/);
    const after = await refreshCookies(context);
    expect(after[0].value).not.toBe(refreshBefore);
    expect(refreshCalls.length).toBeGreaterThanOrEqual(1);
    // 30 days of cookie life (spec 1 section 7), give or take the test's own seconds.
    for (const c of after) {
      const days = (c.expires * 1000 - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(29.9);
      expect(days).toBeLessThanOrEqual(30.01);
    }
    await context.close();
  });

  it('keeps the session when a reload drops the answer of a refresh the server already made', async () => {
    const { context, page } = await newPage(browser());
    await login(page, 'admin@demo.com.br');
    // The next list call meets an expired access token: the page refreshes at once.
    await page.route('**/api/producers?*', (route) => route.fulfill({ status: 401, contentType: 'application/json', body: '{}' }), { times: 1 });
    let rotated = 0;
    await page.route('**/api/accounts/token/refresh', async (route) => {
      await route.fetch(); // the server rotates the token...
      rotated += 1;
      await route.abort('connectionreset'); // ...and the page never hears of it
    });
    await page.getByRole('link', { name: 'Produtores' }).first().click();
    await expect.poll(() => rotated).toBe(1);
    await page.getByText('Sem conexão com o servidor. Verifique sua internet e tente novamente.').first().waitFor();
    // What failed to load is said, with the way to try again, and no 'Nenhum produtor encontrado.'.
    await page.getByRole('button', { name: 'Tentar novamente' }).waitFor();
    expect(await page.getByText('Nenhum produtor encontrado.').count()).toBe(0);
    await screenshot(page, 'list-load-error');
    expect(page.url()).toMatch(/\/producers/);
    await page.unroute('**/api/accounts/token/refresh');
    // The reload presents the cookie already used: within seconds of its use, still the same session.
    await page.reload();
    await expect.poll(() => page.getByRole('row').count(), { timeout: 15_000 }).toBeGreaterThan(1);
    expect(page.url()).toMatch(/\/producers/);
    await context.close();
  });

  it('lands on /auth/login when the refresh is refused', async () => {
    const { context, page } = await newPage(browser());
    await login(page, 'admin@demo.com.br');
    // A refresh cookie the server does not know (expired, revoked or forged).
    const forged = (await refreshCookies(context)).map((c) => ({ ...c, value: `${c.value}x` }));
    await context.addCookies(forged);
    await page.goto('/producers');
    await page.waitForURL(/\/auth\/login/, { timeout: 15_000 });
    await screenshot(page, 'login-after-refused-refresh');
    await context.close();
  });

  it('the script-readable token cookies of an old session are removed on load, whatever the page', async () => {
    const { context, page } = await newPage(browser());
    const url = new URL(baseURL());
    await context.addCookies(
      ['accessToken', 'refreshToken'].map((name) => ({ name, value: 'old.session.token', domain: url.hostname, path: '/' })),
    );
    await page.goto('/auth/login');
    await page.getByLabel('E-mail').waitFor();
    await expect.poll(async () => (await context.cookies()).map((c) => c.name)).toEqual([]);
    await context.close();
  });
});
