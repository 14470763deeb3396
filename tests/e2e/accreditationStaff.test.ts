/**
 * The staff's accreditation back-office in the browser (issue 15, spec 2 sections 2-9): an
 * accreditation created with its image from the list's dialog, found by search and status, its
 * manage page (QR, the validation link copied, the counters), a question added to the participant
 * form and moved by its grip, an activity added and deactivated, a participant added from the
 * back-office with the masks, and the counters moving live when a participant is registered
 * elsewhere. Screenshots at 1366 and 390 px; the pages and dialogs pass axe in
 * tests/e2e/accessibility.test.ts, with every other page.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer, type RunningServer } from '../../scripts/spawnServer';
import { PASSWORD, SCREENSHOTS, launch } from './browser';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

let server: RunningServer;
let browser: Browser;
let pngPath: string;

beforeAll(async () => {
  server = await spawnServer();
  browser = await launch();
  pngPath = join(mkdtempSync(join(tmpdir(), 'accreditation-e2e-')), 'capa.png');
  writeFileSync(pngPath, PNG);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
}, 60_000);

const sees = (page: Page, text: string, timeout = 15_000) => expect.poll(() => page.getByText(text, { exact: true }).count(), { timeout }).toBeGreaterThan(0);
const shot = (page: Page, name: string) => page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
const counter = (page: Page, name: string) => page.locator(`[data-counter="${name}"]`).textContent();

async function open(width: number, height: number) {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width, height }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const page = await context.newPage();
  await page.goto('/auth/login');
  await page.getByLabel('E-mail').fill('admin@demo.com.br');
  await page.getByLabel('Senha').fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/\/dashboard/);
  return { context, page };
}

async function apiOf(context: BrowserContext) {
  const login = await context.request.post('/api/auth/login/local', { data: { username: 'admin@demo.com.br', password: PASSWORD } });
  const headers = { authorization: `Bearer ${(await login.json()).accessToken}` };
  return {
    get: async (url: string) => (await context.request.get(url, { headers })).json(),
    post: async (url: string, data: unknown) => context.request.post(url, { headers, data }),
  };
}

describe('accreditations (staff)', () => {
  it('creates an accreditation with an image, manages it, builds its form, adds an activity and a participant, and sees the counters move', async () => {
    const { context, page } = await open(1366, 900);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const api = await apiOf(context);
    await page.goto('/accreditations');
    await sees(page, 'Credenciamento Festival de Verão');

    // Create: a name of spaces is refused on the field; then a name and a PNG.
    await page.getByRole('button', { name: 'Novo credenciamento' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo credenciamento' });
    await dialog.getByLabel('Nome', { exact: true }).fill('   ');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(() => dialog.getByText('Nome é obrigatório').count()).toBeGreaterThan(0);
    await dialog.getByLabel('Nome', { exact: true }).fill('Congresso Nordeste 2027');
    await dialog.locator('input[type="file"]').setInputFiles(pngPath);
    await expect.poll(() => dialog.getByRole('img', { name: 'Imagem' }).count()).toBeGreaterThan(0);
    await sees(page, 'PNG, JPG ou JPEG, até 10 MB.');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await sees(page, 'Credenciamento criado com sucesso!');
    await sees(page, 'Congresso Nordeste 2027');
    await shot(page, 'accreditations-list');

    // Search and the status filter (both in the address). The cards' links only: the menu's
    // 'Gerenciar minha empresa' matches too, so the whole page counted 1 only while loading.
    await page.getByLabel('Pesquisar', { exact: true }).fill('congresso');
    await expect.poll(() => page.locator('#main-content').getByRole('link', { name: /^Gerenciar / }).count(), { timeout: 15_000 }).toBe(1);
    await page.getByRole('combobox', { name: /^Situação/ }).click();
    await page.getByRole('option', { name: 'Inativo' }).click();
    await sees(page, 'Nenhum credenciamento encontrado');
    await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe('@INACTIVE');
    await page.getByRole('combobox', { name: /^Situação/ }).click();
    await page.getByRole('option', { name: 'Todos' }).click();

    // The manage page: hero, last update, QR, the copied link, the counters.
    await page.getByRole('link', { name: 'Gerenciar Congresso Nordeste 2027' }).click();
    await page.waitForURL(/\/accreditations\/[0-9a-f-]{36}$/);
    const id = new URL(page.url()).pathname.split('/')[2];
    const info = await api.get(`/api/accreditations/${id}/info`);
    await expect.poll(() => page.getByRole('img', { name: 'Imagem do credenciamento Congresso Nordeste 2027' }).getAttribute('src')).toMatch(/\/uploads\/.+\.png$/);
    await expect.poll(() => page.getByText(/^Última atualização: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/).count()).toBe(1);
    await expect.poll(() => page.getByRole('img', { name: 'QR code do link de validação' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Copiar link de validação' }).click();
    await sees(page, 'Link copiado!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${server.url}/validate/accreditation?p=${info.pairCode}`);
    await expect.poll(() => counter(page, 'totalParticipants'), { timeout: 15_000 }).toBe('0');
    await expect.poll(() => counter(page, 'accreditationsByPeriod')).toBe('0');

    // The participant form: two questions, the second moved above the first by its grip's arrow key.
    await page.getByRole('link', { name: 'Formulário dos participantes' }).click();
    await page.waitForURL(/\/participants\/fields$/);
    await sees(page, 'Nenhum campo no formulário');
    await page.getByRole('button', { name: 'Adicionar pergunta' }).click();
    let question = page.getByRole('dialog', { name: 'Nova pergunta' });
    await question.getByLabel('Pergunta').fill('Empresa');
    await question.getByRole('button', { name: 'Salvar' }).click();
    await sees(page, 'Campo criado com sucesso!');
    await page.getByRole('button', { name: 'Adicionar pergunta' }).click();
    question = page.getByRole('dialog', { name: 'Nova pergunta' });
    await question.getByLabel('Pergunta').fill('Função');
    await question.getByLabel('Tipo').click();
    await page.getByRole('option', { name: 'Escolha única' }).click();
    await question.getByLabel('Obrigatório').check();
    await question.getByLabel('Opções (uma por linha)').fill('Imprensa');
    await question.getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(() => question.getByText('Informe ao menos duas opções, uma por linha').count()).toBe(1);
    await question.getByLabel('Opções (uma por linha)').fill('Imprensa\nExpositor\nEquipe');
    await question.getByRole('button', { name: 'Salvar' }).click();
    await sees(page, 'Campo criado com sucesso!');
    // The preview shows the choice as radio buttons.
    await expect.poll(() => page.getByRole('radio', { name: 'Expositor' }).count()).toBe(1);
    const grips = page.getByRole('button', { name: 'Arrastar para reordenar' });
    await expect.poll(() => grips.count()).toBe(2);
    await grips.nth(1).focus();
    await page.keyboard.press('ArrowUp');
    await expect
      .poll(async () => (await api.get(`/api/accreditations/${id}/participants/fields`)).data.map((f: { label: string }) => f.label), { timeout: 15_000 })
      .toEqual(['Função', 'Empresa']);
    // The preview checks what a participant types: a wrong CPF under its field.
    await page.getByLabel('CPF', { exact: true }).pressSequentially('11111111111');
    await expect.poll(() => page.getByLabel('CPF', { exact: true }).inputValue()).toBe('111.111.111-11');
    await page.getByRole('button', { name: 'Testar preenchimento' }).click();
    await sees(page, 'CPF inválido');
    await shot(page, 'accreditation-fields');

    // An activity, then deactivated.
    await page.goto(`/accreditations/${id}/activities`);
    await page.getByRole('button', { name: 'Nova atividade' }).click();
    const activity = page.getByRole('dialog', { name: 'Nova atividade' });
    await activity.getByLabel('Nome', { exact: true }).fill('Coletiva de imprensa');
    await activity.getByRole('button', { name: 'Salvar' }).click();
    await sees(page, 'Atividade criada com sucesso!');
    await sees(page, 'Coletiva de imprensa');
    await page.getByRole('button', { name: 'Desativar atividade' }).click();
    await sees(page, 'Atividade desativada!');
    await expect.poll(async () => (await api.get(`/api/accreditations/${id}/activities/all`)).data.map((a: { isActive: boolean }) => a.isActive)).toEqual([false]);
    await shot(page, 'accreditation-activities');

    // A participant from the back-office, typed as a Brazilian types; the credential is shown.
    await page.goto(`/accreditations/${id}/participants`);
    // The questions load as the dialog opens, here slower than its opening (as on a phone's
    // network); typing starts in the first one all the same.
    await page.route(`**/api/accreditations/${id}/participants/fields?**`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Adicionar participante' }).click();
    const add = page.getByRole('dialog', { name: 'Adicionar participante' });
    await expect.poll(() => add.getByLabel('Nome completo').evaluate((el) => el === document.activeElement)).toBe(true);
    await page.unroute(`**/api/accreditations/${id}/participants/fields?**`);
    await add.getByLabel('Nome completo').fill('Joana Prado');
    await add.getByLabel('E-mail', { exact: true }).fill('joana@exemplo.com.br');
    await add.getByLabel('Telefone', { exact: true }).pressSequentially('81987654321');
    await expect.poll(() => add.getByLabel('Telefone', { exact: true }).inputValue()).toBe('(81) 98765-4321');
    await add.getByLabel('CPF', { exact: true }).pressSequentially('52998224725');
    await add.getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(() => add.getByText('Este campo é obrigatório').count()).toBeGreaterThan(0);
    await add.getByRole('radio', { name: 'Imprensa' }).check();
    await add.getByRole('button', { name: 'Salvar' }).click();
    await sees(page, 'Participante cadastrado com sucesso!');
    const credential = page.getByRole('dialog', { name: 'Credencial do participante' });
    await expect.poll(() => credential.locator('[data-credential-code]').textContent()).toMatch(/^[A-Z0-9]{10}$/);
    await credential.getByRole('button', { name: 'Fechar' }).click();
    await sees(page, 'Joana Prado');
    await sees(page, 'Painel (equipe)');
    await shot(page, 'accreditation-participants');

    // The counters follow a registration made elsewhere (realtime), without a reload.
    await page.goto(`/accreditations/${id}`);
    await expect.poll(() => counter(page, 'totalParticipants'), { timeout: 15_000 }).toBe('1');
    await expect.poll(() => counter(page, 'preEventRegistrants')).toBe('1');
    const fields = (await api.get(`/api/accreditations/${id}/participants/fields`)).data as { id: string; label: string }[];
    const role = fields.find((f) => f.label === 'Função')!;
    const res = await api.post(`/api/accreditations/${id}/participants`, { name: 'Rui Barros', email: 'rui@exemplo.com.br', answers: { [role.id]: 'Equipe' } });
    expect(res.status()).toBe(201);
    await expect.poll(() => counter(page, 'totalParticipants'), { timeout: 15_000 }).toBe('2');
    await shot(page, 'accreditation-manage');
    await context.close();
  }, 240_000);

  it('looks right on a phone (390 px): one card per row, the manage page stacked, the participants as cards without sideways scrolling', async () => {
    const { context, page } = await open(390, 844);
    await page.goto('/accreditations');
    await sees(page, 'Credenciamento Festival de Verão');
    const boxes = await page.locator('main ul > li').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().left));
    expect(new Set(boxes.map(Math.round)).size).toBe(1);
    await shot(page, 'accreditations-list-390');
    await page.getByRole('link', { name: 'Gerenciar Credenciamento Festival de Verão' }).click();
    await expect.poll(() => counter(page, 'totalParticipants'), { timeout: 15_000 }).toBe('8');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shot(page, 'accreditation-manage-390');
    // The participants: one card each, nothing wider than the phone, every credential code in sight.
    const id = new URL(page.url()).pathname.split('/')[2];
    const api = await apiOf(context);
    const first = (await api.get(`/api/accreditations/${id}/participants?page=1&limit=25`)).data[0] as { name: string; email: string; code: string };
    await page.goto(`/accreditations/${id}/participants`);
    const code = page.getByRole('button', { name: `${first.code}: ver credencial de ${first.name}` });
    await code.waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    expect(await page.locator('table').count()).toBe(0);
    await expect.poll(() => page.locator('main ul > li [data-participant-code]').count()).toBe(8);
    for (const box of await page.locator('[data-participant-code]').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().right))) expect(box).toBeLessThanOrEqual(390);
    expect(await code.isVisible()).toBe(true);
    await sees(page, first.email);
    await code.click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Credencial do participante' }).locator('[data-credential-code]').textContent()).toBe(first.code);
    await page.getByRole('button', { name: 'Fechar' }).click();
    await shot(page, 'accreditation-participants-390');
    await context.close();
  }, 120_000);
});
