/**
 * The accreditation area end to end (issue 15): staff add a user on /accreditations/{id}/users;
 * the e-mail's link (read from the outbox, the e2e server has no SMTP) sets the password; the user
 * logs in at /accreditation/{id}/login on a phone, registers a participant on site typing the
 * phone and the CPF with their masks, accredits them, sees the credential's QR, checks them into
 * an activity, finds them again by CPF, and logs out onto the login.
 */
import { describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { apiAs, baseURL, loggedIn, newPage, screenshot, useBrowser } from './browser';
import { launchWithCamera, qrVideo } from './fakeCamera';

const ADMIN = 'admin@demo.com.br';
const stamp = Date.now().toString(36);
const PASSWORD = 'portaria-segura-1';

/** The path of the password link e-mailed to `email`, from the outbox as the demo's admin. */
async function passwordLinkPath(context: BrowserContext, email: string): Promise<string> {
  const api = apiAs(context, ADMIN);
  for (let tries = 0; ; tries++) {
    const rows = (await api.json('get', `/api/outbox?search=${encodeURIComponent(email)}&limit=20`)).data as { body: string }[];
    const url = rows.map((r) => /https?:\/\/\S+\/accreditation\/[^/\s]+\/password#token=\S+/.exec(r.body)?.[0]).find(Boolean);
    if (url) {
      const { pathname, hash } = new URL(url);
      return pathname + hash;
    }
    if (tries > 30) throw new Error(`no password link for ${email} in the outbox`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('accreditation area', () => {
  const browser = useBrowser();

  it('staff add a user who sets a password, logs in, registers, accredits and checks in a participant, and logs out', async () => {
    const email = `porteira.${stamp}@teste.com.br`;
    const { context, page, api } = await loggedIn(browser(), ADMIN);
    const festival = ((await api.get('/api/accreditations?search=Festival')).data as { id: string; name: string }[]).find((a) => a.name === 'Credenciamento Festival de Verão')!;

    await page.goto(`/accreditations/${festival.id}/users`);
    const list = page.getByRole('list', { name: 'Usuários do credenciamento' });
    await list.getByText('credenciador@demo.com.br').waitFor();
    await page.getByRole('button', { name: 'Adicionar usuário' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Nome/).fill('Patrícia');
    await dialog.getByLabel(/^Sobrenome/).fill('Porteira');
    await dialog.getByLabel(/^E-mail/).fill('credenciador@demo.com.br');
    await dialog.getByRole('button', { name: 'Adicionar' }).click();
    // The server's message, on the field and on top.
    await expect.poll(() => dialog.getByText('Já existe um usuário com este e-mail neste credenciamento').count()).toBeGreaterThan(0);
    await dialog.getByLabel(/^E-mail/).fill(email);
    await screenshot(page, 'accreditation-users-add-1366');
    await dialog.getByRole('button', { name: 'Adicionar' }).click();
    await expect.poll(() => page.getByText('Usuário adicionado. O e-mail de senha está na caixa de saída.').count()).toBe(1);
    await list.getByText(email).waitFor();
    await expect.poll(() => list.getByRole('listitem').filter({ hasText: email }).getByText('Senha ainda não definida').count()).toBe(1);
    await screenshot(page, 'accreditation-users-1366');

    const link = await passwordLinkPath(context, email);
    const phone = await newPage(browser(), { width: 390, height: 844 });
    const p = phone.page;
    await p.goto(link);
    await p.getByText(`Olá, Patrícia! Escolha a senha do seu acesso (${email}) ao Credenciamento Festival de Verão.`).waitFor();
    // A phone that never opened anything here wears the accreditation's business colours (#1E3A8A).
    const businessColours = () => p.locator('main').first().evaluate((el) => getComputedStyle(el).backgroundImage);
    await expect.poll(businessColours).toContain('rgb(30, 58, 138)');
    // The token leaves the address bar once the page holds it.
    await p.waitForURL((url) => url.pathname === `/accreditation/${festival.id}/password` && url.hash === '');
    await p.getByLabel(/^Nova senha/).fill(PASSWORD);
    await p.getByLabel(/^Confirme a nova senha/).fill(PASSWORD);
    await screenshot(p, 'accreditation-password-390');
    await p.getByRole('button', { name: 'Salvar nova senha' }).click();
    await p.waitForURL(`**/accreditation/${festival.id}/login`);
    await p.getByText('Senha definida. Entre com o seu e-mail e a nova senha.').waitFor();
    await expect.poll(businessColours).toContain('rgb(30, 58, 138)');

    await p.getByLabel(/^E-mail/).fill(email);
    await p.getByLabel(/^Senha/).fill('senha-errada-1');
    await p.getByRole('button', { name: 'Entrar' }).click();
    await p.getByText('E-mail ou senha inválidos.').waitFor();
    await p.getByLabel(/^Senha/).fill(PASSWORD);
    await screenshot(p, 'accreditation-login-390');
    await p.getByRole('button', { name: 'Entrar' }).click();
    await p.waitForURL((url) => url.pathname === `/accreditation/${festival.id}`);
    const header = p.getByRole('banner');
    await header.getByText('Credenciamento Festival de Verão').waitFor();
    await header.getByText('Patrícia Porteira').waitFor();
    // No token for scripts: the session is an HttpOnly cookie, the page keeps a flag only.
    expect(await p.evaluate(() => document.cookie)).not.toContain('accreditationSession');
    expect(await p.evaluate(() => localStorage.getItem('bilheteria.accreditation'))).toBe(festival.id);
    await screenshot(p, 'accreditation-area-find-390');

    await p.getByRole('link', { name: 'Cadastrar participante' }).click();
    await p.getByRole('heading', { name: 'Cadastrar participante' }).waitFor();
    await p.getByRole('button', { name: 'Cadastrar' }).click();
    await expect.poll(() => p.getByText('Este campo é obrigatório').count()).toBeGreaterThan(0);
    await p.getByLabel(/^Nome/).fill('Joana Participante');
    await p.getByLabel(/^E-mail/).fill(`joana.${stamp}@teste.com.br`);
    await p.getByLabel(/^Telefone/).pressSequentially('(81) 98765-4321');
    await p.getByLabel(/^CPF/).pressSequentially('529.982.247-25');
    expect(await p.getByLabel(/^Telefone/).inputValue()).toBe('(81) 98765-4321');
    expect(await p.getByLabel(/^CPF/).inputValue()).toBe('529.982.247-25');
    await p.getByRole('radio', { name: 'Imprensa' }).check();
    await p.getByLabel(/^Empresa/).fill('Jornal do Recife');
    await p.getByLabel(/^Data de nascimento/).pressSequentially('15/03/1990');
    await screenshot(p, 'accreditation-area-register-390');
    await p.getByRole('button', { name: 'Cadastrar' }).click();
    await p.getByText('Participante cadastrado com sucesso!').waitFor();
    await p.getByRole('heading', { name: 'Joana Participante' }).waitFor();
    await p.getByText('Telefone: (81) 98765-4321').waitFor();
    await p.getByText('CPF: 529.982.247-25').waitFor();
    await p.getByText('Data de nascimento: 15/03/1990').waitFor();

    // Not accredited yet: the entry says so.
    await p.getByRole('combobox', { name: 'Atividade' }).click();
    await p.getByRole('option', { name: /Palestra de abertura/ }).click();
    await p.getByRole('button', { name: 'Registrar entrada' }).click();
    await p.getByText('O participante ainda não foi credenciado: credencie antes de registrar a entrada.').waitFor();

    await p.getByRole('button', { name: 'Credenciar' }).click();
    await p.getByText('Participante credenciado com sucesso!').waitFor();
    const credential = p.getByRole('region', { name: 'Credencial' });
    await credential.getByText('Joana Participante').waitFor();
    await credential.getByText('Função: Imprensa').waitFor();
    const qr = credential.getByRole('img', { name: /^QR code da credencial [A-Z0-9]{10}$/ });
    await qr.waitFor();
    const code = (await qr.getAttribute('alt'))!.slice(-10);
    await credential.getByText(code, { exact: true }).waitFor();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    await p.getByRole('button', { name: 'Imprimir credencial' }).waitFor();

    await p.getByRole('button', { name: 'Registrar entrada' }).click();
    await p.getByText('Entrada registrada em Palestra de abertura.').waitFor();
    await p.getByRole('button', { name: 'Registrar entrada' }).click();
    await p.getByText(/^Entrada em Palestra de abertura já registrada em \d{2}\/\d{2} \d{2}:\d{2}\.$/).waitFor();
    await screenshot(p, 'accreditation-area-participant-390');

    // Found again by the CPF typed with its mask; opened, it says when it was accredited.
    await p.getByRole('link', { name: 'Voltar à busca' }).click();
    await p.getByLabel('Buscar participante').fill('529.982.247-25');
    await p.getByRole('button', { name: 'Buscar' }).click();
    const results = p.getByRole('list', { name: 'Participantes encontrados' });
    await results.getByText('Joana Participante').click();
    await p.getByText(/^Já credenciado em \d{2}\/\d{2} \d{2}:\d{2}$/).waitFor();

    // The staff session in the other browser is untouched by the area's login.
    await page.reload();
    await page.getByRole('list', { name: 'Usuários do credenciamento' }).getByText(email).waitFor();
    await expect.poll(() => page.getByRole('list', { name: 'Usuários do credenciamento' }).getByRole('listitem').filter({ hasText: email }).getByText('Senha ainda não definida').count()).toBe(0);

    await p.getByRole('button', { name: 'Sair' }).click();
    await p.waitForURL(`**/accreditation/${festival.id}/login`);
    expect(await p.evaluate(() => localStorage.getItem('bilheteria.accreditation'))).toBeNull();
    // Inside the area again without a session: the login.
    await p.goto(`/accreditation/${festival.id}/register`);
    await p.waitForURL(`**/accreditation/${festival.id}/login`);

    // The same pages at 1366 px.
    const wide = await newPage(browser());
    await wide.page.goto(`/accreditation/${festival.id}/login`);
    await wide.page.getByLabel(/^E-mail/).fill(email);
    await wide.page.getByLabel(/^Senha/).fill(PASSWORD);
    await wide.page.getByRole('button', { name: 'Entrar' }).click();
    await wide.page.waitForURL((url) => url.pathname === `/accreditation/${festival.id}`);
    await wide.page.getByLabel('Buscar participante').fill(code.toLowerCase());
    await wide.page.getByRole('button', { name: 'Buscar' }).click();
    await wide.page.getByRole('list', { name: 'Participantes encontrados' }).getByText('Joana Participante').click();
    await wide.page.getByRole('region', { name: 'Credencial' }).getByText('Função: Imprensa').waitFor();
    await screenshot(wide.page, 'accreditation-area-participant-1366');
    await Promise.all([context.close(), phone.context.close(), wide.context.close()]);
  });

  it('reads a credential\'s QR with the camera and opens its participant', async () => {
    // The demo's credential of Ana Beatriz Souza (accredited), read through the area's own API.
    const { context } = await newPage(browser());
    const festival = ((await apiAs(context, ADMIN).json('get', '/api/accreditations?search=Festival')).data as { id: string }[])[0].id;
    await context.request.post('/api/accreditation/login', { data: { accreditationId: festival, email: 'credenciador@demo.com.br', password: 'demo1234' } });
    const ana = ((await (await context.request.get('/api/accreditation/participants?search=Ana%20Beatriz', { headers: { 'x-requested-with': 'fetch' } })).json()).data as { id: string; code: string }[])[0];
    await context.close();

    const camera = await launchWithCamera(qrVideo(ana.code));
    try {
      const phone = await camera.newContext({ baseURL: baseURL(), viewport: { width: 390, height: 844 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', permissions: ['camera'] });
      const p = await phone.newPage();
      await p.goto(`/accreditation/${festival}/login`);
      await p.getByLabel(/^E-mail/).fill('credenciador@demo.com.br');
      await p.getByLabel(/^Senha/).fill('demo1234');
      await p.getByRole('button', { name: 'Entrar' }).click();
      await p.waitForURL((url) => url.pathname === `/accreditation/${festival}`);
      await p.getByRole('button', { name: 'Ler QR code' }).click();
      await p.waitForURL((url) => url.pathname === `/accreditation/${festival}/participants/${ana.id}`, { timeout: 30_000 });
      await p.getByRole('heading', { name: 'Ana Beatriz Souza' }).waitFor();
      await p.getByText(/^Já credenciado em \d{2}\/\d{2} \d{2}:\d{2}$/).waitFor();
      await phone.close();
    } finally {
      await camera.close();
    }
  });
});
