import { describe, expect, it } from 'vitest';
import { useBrowser, login, newPage, screenshot, PASSWORD } from './browser';

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
    await page.getByRole('button', { name: 'Menu do usuário' }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await page.waitForURL(/\/auth\/login/);
    await page.getByLabel('E-mail').fill('caixa@demo.com.br');
    await page.getByLabel('Senha').fill(PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(/\/dashboard$/);
    await context.close();
  });

  it('refreshes an expired access token without the user noticing', async () => {
    const { context, page } = await newPage(browser());
    await login(page, 'admin@demo.com.br');
    const before = (await context.cookies()).find((c) => c.name === 'accessToken')!.value;
    const refreshBefore = (await context.cookies()).find((c) => c.name === 'refreshToken')!.value;
    // The test server issues access tokens that live 8 s.
    await page.waitForTimeout(9_000);
    const refreshCalls: string[] = [];
    page.on('request', (r) => r.url().includes('/api/accounts/token/refresh') && refreshCalls.push(r.url()));
    await page.goto('/producers');
    await expect.poll(() => page.getByRole('row').count(), { timeout: 15_000 }).toBeGreaterThan(1);
    expect(page.url()).toMatch(/\/producers/);
    const after = (await context.cookies()).find((c) => c.name === 'accessToken')!;
    expect(after.value).not.toBe(before);
    expect((await context.cookies()).find((c) => c.name === 'refreshToken')!.value).not.toBe(refreshBefore);
    expect(refreshCalls.length).toBeGreaterThanOrEqual(1);
    // 30 days of cookie life (spec 1 section 7), give or take the test's own seconds.
    const days = (after.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30.01);
    await context.close();
  });

  it('keeps the session when a reload drops the answer of a refresh the server already made', async () => {
    const { context, page } = await newPage(browser());
    await login(page, 'admin@demo.com.br');
    const url = new URL(page.url());
    // An expired access token: the next call refreshes at once.
    await context.addCookies([{ name: 'accessToken', value: 'expired.or.forged', domain: url.hostname, path: '/' }]);
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
    // The reload presents the token already used: within seconds of its use, still the same session.
    await page.reload();
    await expect.poll(() => page.getByRole('row').count(), { timeout: 15_000 }).toBeGreaterThan(1);
    expect(page.url()).toMatch(/\/producers/);
    await context.close();
  });

  it('lands on /auth/login when the refresh is refused', async () => {
    const { context, page } = await newPage(browser());
    await login(page, 'admin@demo.com.br');
    const cookies = await context.cookies();
    const url = new URL(page.url());
    await context.addCookies(
      ['accessToken', 'refreshToken'].map((name) => ({
        name,
        value: name === 'accessToken' ? 'expired.or.forged' : cookies.find((c) => c.name === 'refreshToken')!.value + 'x',
        domain: url.hostname,
        path: '/',
      })),
    );
    await page.goto('/producers');
    await page.waitForURL(/\/auth\/login/, { timeout: 15_000 });
    await screenshot(page, 'login-after-refused-refresh');
    await context.close();
  });
});
