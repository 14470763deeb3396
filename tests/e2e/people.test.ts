/**
 * People end to end (issue 14): a collaborator invited from /collaborators through the outbox
 * e-mail (the e2e server has no SMTP) accepts on the public page and logs in; a permission taken
 * from a role leaves the holder's open menu at once (two browsers); a user of two businesses
 * switches from the user menu. The server is shared by every browser test: Outra Produtora's
 * administrator is put back in her own business at the end.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { apiAs, login, loggedIn, menuLabels, newPage, pickOption, screenshot, useBrowser, PASSWORD } from './browser';

const ADMIN = 'admin@demo.com.br';
const OTHER = 'admin@outra.com.br';
const stamp = Date.now().toString(36);

/** The path of the invite link e-mailed to `email` (read from the outbox as the demo's admin). */
async function inviteLinkPath(context: BrowserContext, email: string): Promise<string> {
  const api = apiAs(context, ADMIN);
  for (let tries = 0; ; tries++) {
    const rows = (await api.json('get', `/api/outbox?search=${encodeURIComponent(email)}&limit=20`)).data as { body: string }[];
    const url = rows.map((r) => /https?:\/\/\S+\/convite\/\S+#token=\S+/.exec(r.body)?.[0]).find(Boolean);
    if (url) {
      const { pathname, hash } = new URL(url);
      return pathname + hash;
    }
    if (tries > 30) throw new Error(`no invite for ${email} in the outbox`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A collaborator of Bilheteria Demo with `roleName`, made through an invite accepted by API. */
async function invited(context: BrowserContext, email: string, roleId: string) {
  const api = apiAs(context, ADMIN);
  await api.json('post', '/api/collaborators/invites', { email, roleId });
  const path = await inviteLinkPath(context, email);
  const [, businessId, token] = /\/convite\/([^#]+)#token=(.+)$/.exec(path)!;
  await api.json('post', `/api/collaborators/invite/${token}/business/${businessId}`, { firstName: 'Pessoa', lastName: 'Ao Vivo', password: PASSWORD }, 200);
}

describe('people', () => {
  const browser = useBrowser();

  afterAll(async () => {
    // Outra Produtora's administrator opens her own business again at her next login (other suites expect it).
    const { context } = await newPage(browser());
    const res = await context.request.post('/api/auth/login/local', { data: { username: OTHER, password: PASSWORD } });
    const { accessToken } = await res.json();
    const outra = ((await (await context.request.get('/api/profile', { headers: { authorization: `Bearer ${accessToken}` } })).json()).businesses as { id: string; name: string }[]).find((b) => b.name === 'Outra Produtora')!;
    await context.request.post('/api/accounts/switch-business', { headers: { authorization: `Bearer ${accessToken}` }, data: { businessId: outra.id } });
    await context.close();
  });

  it('invites a collaborator, who accepts on the public page from the outbox e-mail and logs in', async () => {
    const email = `convidada.${stamp}@teste.com.br`;
    const { context, page } = await loggedIn(browser(), ADMIN);
    await page.goto('/collaborators');
    await page.getByRole('table', { name: 'Colaboradores' }).waitFor();
    await screenshot(page, 'people-collaborators-1366');
    await page.getByRole('button', { name: 'Convidar colaborador' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/E-mail/).fill('convidada@');
    await dialog.getByRole('button', { name: 'Enviar convite' }).click();
    await expect.poll(() => dialog.getByText('E-mail inválido').count()).toBe(1);
    await expect.poll(() => dialog.getByText('Você precisa selecionar um cargo.').count()).toBe(1);
    await dialog.getByLabel(/E-mail/).fill(email);
    await dialog.getByRole('combobox').click();
    await pickOption(page, /^Caixa \(2 permissões\)/);
    await screenshot(page, 'people-invite-dialog');
    await dialog.getByRole('button', { name: 'Enviar convite' }).click();
    await expect.poll(() => page.getByText(`o convite para ${email} está na caixa de saída`, { exact: false }).count()).toBe(1);
    await expect.poll(() => page.getByRole('region', { name: 'Convites pendentes' }).getByText(email).count()).toBe(1);

    const link = await inviteLinkPath(context, email);
    const guest = await newPage(browser(), { width: 390, height: 844 });
    await guest.page.goto(link);
    await guest.page.getByText('Você foi convidado(a) para trabalhar em Bilheteria Demo com o cargo Caixa.').waitFor();
    // The token leaves the address bar once the page holds it.
    await guest.page.waitForURL((url) => url.pathname.startsWith('/convite/') && url.hash === '');
    await guest.page.getByLabel(/^Nome/).fill('Beatriz');
    await guest.page.getByLabel(/^Sobrenome/).fill('Convidada');
    await guest.page.getByLabel(/^Senha/).fill('curta');
    await guest.page.getByRole('button', { name: 'Criar conta e aceitar' }).click();
    await expect.poll(() => guest.page.getByText('A senha deve ter pelo menos 8 caracteres.').count()).toBe(1);
    await guest.page.getByLabel(/^Senha/).fill('senha-da-beatriz');
    await guest.page.getByLabel(/^Confirme a senha/).fill('senha-da-beatriz');
    await screenshot(guest.page, 'people-invite-page-390');
    await guest.page.getByRole('button', { name: 'Criar conta e aceitar' }).click();
    await guest.page.getByText('Pronto! Agora você faz parte de Bilheteria Demo.').waitFor();
    await guest.page.getByRole('link', { name: 'Ir para o login' }).click();
    await guest.page.getByLabel('E-mail').fill(email);
    await guest.page.getByLabel('Senha').fill('senha-da-beatriz');
    await guest.page.getByRole('button', { name: 'Entrar' }).click();
    await guest.page.waitForURL(/\/dashboard/);
    // A phone's menu is a drawer: the cashier's role opens the box office.
    await guest.page.goto('/cashier');
    await expect.poll(() => guest.page.getByText('Você não tem permissão para acessar essa página.').count()).toBe(0);
    await guest.context.close();

    // The link works once.
    const again = await newPage(browser());
    await again.page.goto(link);
    await again.page.getByText('Este convite expirou, foi cancelado ou já foi usado. Peça um novo convite a quem convidou você.').waitFor();
    await again.context.close();

    // The new collaborator is listed; on a phone, as cards whose role shows its permissions.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/collaborators?search=${encodeURIComponent('Beatriz')}`);
    const chip = page.getByRole('button', { name: /^Caixa\. Permissões de Beatriz Convidada/ });
    await chip.hover();
    await page.getByRole('tooltip').getByText('Vender na frente de caixa').waitFor();
    await screenshot(page, 'people-collaborators-390');
    await context.close();
  });

  it("a permission taken from a role leaves the holder's open menu at once", async () => {
    const email = `ao.vivo.${stamp}@teste.com.br`;
    const admin = await loggedIn(browser(), ADMIN);
    const role = await apiAs(admin.context, ADMIN).json('post', '/api/roles', { name: `Ao vivo ${stamp}`, permissions: ['@EVENTS.LIST', '@COLLABORATORS.VIEW'] });
    await invited(admin.context, email, role.id);

    const holder = await newPage(browser());
    await holder.page.goto('/auth/login');
    await holder.page.getByLabel('E-mail').fill(email);
    await holder.page.getByLabel('Senha').fill(PASSWORD);
    await holder.page.getByRole('button', { name: 'Entrar' }).click();
    await holder.page.waitForURL(/\/dashboard/);
    expect(await menuLabels(holder.page)).toEqual(['Dashboard', 'Eventos', 'Validadores', 'Colaboradores']);

    await admin.page.goto('/roles');
    await admin.page.getByRole('button', { name: `Editar o cargo Ao vivo ${stamp}` }).click();
    const dialog = admin.page.getByRole('dialog');
    await dialog.getByRole('checkbox', { name: 'Ver os colaboradores' }).uncheck();
    await screenshot(admin.page, 'people-role-dialog');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await admin.page.getByText('Cargo salvo.').waitFor();

    // No reload, no new login: the holder's menu follows.
    await expect.poll(() => menuLabels(holder.page)).toEqual(['Dashboard', 'Eventos', 'Validadores']);
    await screenshot(holder.page, 'people-menu-after-role-change');
    await holder.context.close();
    await admin.context.close();
  });

  it('switches business from the user menu', async () => {
    const { context, page } = await newPage(browser());
    await login(page, OTHER);
    expect(await menuLabels(page)).toEqual(['Dashboard', 'Relatórios', 'Frente de caixa', 'Eventos', 'Mapas de Eventos']);
    // A second tab of the same browser, on a page of the first business.
    const tab = await context.newPage();
    await tab.goto('/events');
    await expect.poll(() => menuLabels(tab)).toEqual(['Dashboard', 'Relatórios', 'Frente de caixa', 'Eventos', 'Mapas de Eventos']);
    await page.getByRole('button', { name: /menu do usuário/i }).click();
    await screenshot(page, 'people-switch-menu');
    // The admin starts again on the dashboard (a new document): wait for it, not for the old page's menu.
    const reloaded = page.waitForEvent('load');
    const followed = tab.waitForEvent('load');
    await page.getByRole('menuitem', { name: 'Bilheteria Demo' }).click();
    await reloaded;

    await expect.poll(() => menuLabels(page)).toEqual(['Dashboard', 'Eventos', 'Validadores']);
    // The other tab does not go on drawing the old business with the new one's session: it starts again there too.
    await followed;
    await expect.poll(() => new URL(tab.url()).pathname).toBe('/dashboard');
    await expect.poll(() => menuLabels(tab)).toEqual(['Dashboard', 'Eventos', 'Validadores']);
    await tab.close();
    await page.getByRole('button', { name: /menu do usuário/i }).click();
    await page.getByRole('menuitem', { name: 'Bilheteria Demo (atual)' }).waitFor();
    const back = page.waitForEvent('load');
    await page.getByRole('menuitem', { name: 'Outra Produtora' }).click();
    await back;
    await expect.poll(() => menuLabels(page)).toEqual(['Dashboard', 'Relatórios', 'Frente de caixa', 'Eventos', 'Mapas de Eventos']);
    await context.close();
  });
});
