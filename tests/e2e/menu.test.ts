import { describe, expect, it } from 'vitest';
import { useBrowser, login, menuLabels, newPage, screenshot } from './browser';

const ALL = [
  'Dashboard', 'Relatórios', 'Gerenciar minha empresa', 'Frente de caixa', 'Eventos', 'Mapas de Eventos',
  'Validadores', 'Serviços', 'Agendamentos', 'Credenciamentos', 'Pontos de venda', 'Produtores', 'Cargos',
  'Colaboradores', 'Clientes', 'Pedidos', 'Páginas', 'Marketing',
];

const USERS: [string, string[]][] = [
  ['admin@demo.com.br', ALL],
  ['produtor@demo.com.br', ['Dashboard', 'Frente de caixa', 'Eventos', 'Mapas de Eventos']],
  ['caixa@demo.com.br', ['Dashboard', 'Frente de caixa']],
  ['eventos@demo.com.br', ['Dashboard', 'Eventos', 'Validadores']],
  ['admin@outra.com.br', ['Dashboard', 'Relatórios', 'Frente de caixa', 'Eventos', 'Mapas de Eventos']],
];

describe('login and the menu each demo user sees', () => {
  const browser = useBrowser();

  it.each(USERS)('%s sees exactly their entries, then logs out', async (email, expected) => {
    const { context, page } = await newPage(browser());
    await login(page, email);
    expect(await menuLabels(page)).toEqual(expected);
    await screenshot(page, `menu-${email.split('@')[0]}-${email.split('@')[1].split('.')[0]}`);

    await page.getByRole('button', { name: /menu do usuário/i }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await page.waitForURL(/\/auth\/login/);
    // The server cleared the refresh cookie; no token was ever a script-readable cookie.
    expect((await context.cookies()).map((c) => c.name)).toEqual([]);
    await context.close();
  });

  it('refuses wrong credentials with the server message in pt-BR', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/auth/login');
    await page.getByLabel('E-mail').fill('admin@demo.com.br');
    await page.getByLabel('Senha').fill('errada123');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect.poll(() => page.getByText('E-mail ou senha inválidos.').count()).toBeGreaterThan(0);
    expect(page.url()).toMatch(/\/auth\/login/);
    await context.close();
  });

  it('sends a visitor without session to the login page, and keeps public routes open', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/producers');
    await page.waitForURL(/\/auth\/login/);
    await page.goto('/validate');
    await page.getByLabel('Código de acesso').waitFor();
    expect(page.url()).toMatch(/\/validate$/);
    // The accreditation area leads to its own login; the staff's accreditation pages to the staff's.
    await page.goto('/accreditation/abc');
    await page.waitForURL(/\/accreditation\/abc\/login/);
    await page.goto('/accreditations/abc/users');
    await page.waitForURL(/\/auth\/login/);
    await context.close();
  });

  it('shows the no-permission page to a cashier who opens the producers, with its way back', async () => {
    const { context, page } = await newPage(browser());
    await login(page, 'caixa@demo.com.br');
    await page.goto('/producers');
    await expect.poll(() => page.getByText('Você não tem permissão para acessar essa página.').count()).toBe(1);
    await screenshot(page, 'no-permission');
    await page.getByRole('link', { name: 'Voltar para o início' }).or(page.getByRole('button', { name: 'Voltar para o início' })).click();
    await page.waitForURL(/\/dashboard/);
    await context.close();
  });

  // Issue 9 item 7: a page outside the user's menu is refused even when the API lets the
  // user read its data for a picker (producers, points of sale).
  it.each([
    ['caixa@demo.com.br', ['/events', '/producers', '/points-of-sale']],
    ['produtor@demo.com.br', ['/producers', '/points-of-sale', '/producers/create']],
    ['eventos@demo.com.br', ['/points-of-sale', '/producers', '/points-of-sale/create']],
  ])('%s opening pages outside their menu by address sees the no-permission page', async (email, paths) => {
    const { context, page } = await newPage(browser());
    await login(page, email);
    const contacts: string[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/api/producers')) contacts.push(r.url());
    });
    for (const path of paths) {
      await page.goto(path);
      await expect.poll(() => page.getByText('Você não tem permissão para acessar essa página.').count()).toBe(1);
      expect(await page.getByRole('row').count()).toBe(0);
    }
    // The refused page never asked for the producers.
    expect(contacts).toEqual([]);
    await screenshot(page, `no-permission-${email.split('@')[0]}`);
    await context.close();
  });
});
