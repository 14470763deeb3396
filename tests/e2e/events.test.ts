import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser, login, newPage, screenshot, pickOption } from './browser';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
// A 1x1 PNG, uploaded from a buffer.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function save(page: Page) {
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  try {
    await expect.poll(() => page.getByText('Evento atualizado com sucesso!').count()).toBeGreaterThan(0);
  } catch (error) {
    await screenshot(page, 'events-save-failed');
    throw error;
  }
}

/** From the event's page, asks to publish again and follows one link of the publish-fix dialog. */
async function publishAndFollow(page: Page, linkName: string, url: RegExp) {
  await page.getByRole('tab', { name: 'Visão geral' }).click();
  await page.getByRole('button', { name: 'Publicar', exact: true }).click();
  const fix = page.getByRole('dialog', { name: 'Complete o evento para publicar' });
  await fix.waitFor();
  await fix.getByRole('link', { name: new RegExp(`^${linkName}`) }).click();
  await page.waitForURL(url);
}

describe('events, as admin@demo.com.br', () => {
  const browser = useBrowser();

  it('creates an event from empty, fixes what publication needs, publishes, unpublishes and duplicates it', async () => {
    const { context, page } = await newPage(browser());
    await login(page, 'admin@demo.com.br');
    await page.goto('/events');
    await page.getByRole('article').first().waitFor();
    await expect.poll(() => page.getByText(/Mostrando \d+ de \d+ itens/).count()).toBe(1);
    await screenshot(page, 'events-list');

    // Novo opens a form; leaving it stores nothing (issue 9 item 8).
    await page.getByRole('link', { name: 'Novo' }).click();
    await page.waitForURL(/\/events\/create$/);
    await page.getByRole('heading', { name: 'Novo evento' }).waitFor();
    await page.getByRole('link', { name: 'Voltar' }).click();
    await page.waitForURL(/\/events$/);
    await page.goto('/events?search=Evento%20sem%20nome');
    await expect.poll(() => page.getByText('Nenhum evento encontrado.').count()).toBe(1);
    await page.goto('/events/create');
    await page.getByLabel(/^Título/).fill('Festival de Inverno E2E');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await page.waitForURL(/\/events\/[0-9a-f-]{36}$/);
    const eventUrl = page.url();
    await page.getByRole('tab', { name: 'Visão geral' }).waitFor();
    await page.getByRole('heading', { name: 'Festival de Inverno E2E' }).waitFor();

    // Publishing an incomplete draft opens the publish-fix dialog at once, with no toast over it (item 11).
    await page.getByRole('button', { name: 'Publicar', exact: true }).click();
    const fix = page.getByRole('dialog', { name: 'Complete o evento para publicar' });
    await fix.waitFor();
    await expect.poll(() => fix.getByRole('link').count()).toBe(7);
    expect(await page.getByRole('dialog', { name: 'Publicar evento' }).count()).toBe(0);
    expect(await page.getByText('Erro ao publicar evento').count()).toBe(0);
    await screenshot(page, 'events-publish-fix');
    // The link lands on the field itself (item 12).
    await fix.getByRole('link', { name: /^Classificação indicativa/ }).click();
    await page.waitForURL(/\/edit\/general-info#classification$/);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('.MuiFormControl-root')?.textContent ?? '')).toMatch(/Classificação indicativa/);

    // General info.
    await field(page, 'Título').fill('Festival de Inverno E2E');
    await field(page, 'Classificação indicativa').click();
    await pickOption(page, '16 anos');
    await save(page);
    // Leaving with typed data asks first.
    await field(page, 'Título').fill('Festival de Inverno E2E!');
    await page.getByRole('tab', { name: 'Descrição' }).click();
    const unsaved = page.getByRole('dialog', { name: 'Alterações não salvas' });
    await unsaved.getByRole('button', { name: 'Continuar editando' }).click();
    await unsaved.waitFor({ state: 'detached' });
    expect(await field(page, 'Título').inputValue()).toBe('Festival de Inverno E2E!');
    // The browser's Back button asks too, and staying keeps what was typed.
    await page.goBack();
    await unsaved.getByRole('button', { name: 'Continuar editando' }).click();
    await unsaved.waitFor({ state: 'detached' });
    expect(page.url()).toMatch(/\/edit\/general-info(#classification)?$/);
    expect(await field(page, 'Título').inputValue()).toBe('Festival de Inverno E2E!');
    await field(page, 'Título').fill('Festival de Inverno E2E');
    await save(page);

    // Description: the rich-text editor.
    await page.getByRole('tab', { name: 'Descrição' }).click();
    await page.waitForURL(/\/edit\/description$/);
    const editor = page.locator('.ProseMirror');
    await editor.waitFor();
    await editor.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('Três noites de música na serra com artistas locais.');
    await expect.poll(() => page.getByText('9 palavras').count()).toBe(1);
    await expect.poll(() => page.getByText('Alterado').count()).toBe(1);
    await screenshot(page, 'events-description');
    await save(page);
    await expect.poll(() => page.getByText('Alterado').count()).toBe(0);

    // Images: a PNG from a buffer; a text file is refused.
    await publishAndFollow(page, 'Imagem principal', /\/edit\/images#primaryImage$/);
    await page.getByLabel('Enviar imagem principal').setInputFiles({ name: 'capa.png', mimeType: 'image/png', buffer: PNG });
    await expect.poll(() => page.getByText('Imagem enviada com sucesso!').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('img', { name: 'Imagem principal' }).count()).toBe(1);
    await screenshot(page, 'events-images');

    // Schedule.
    await page.getByRole('tab', { name: 'Data e horário' }).click();
    await page.waitForURL(/\/edit\/schedule$/);
    await field(page, 'Início').pressSequentially('180720262000');
    expect(await field(page, 'Início').inputValue()).toBe('18/07/2026 20:00');
    await field(page, 'Término').pressSequentially('180720261900');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(() => page.getByText('A data de término deve ser depois da data de início').count()).toBe(1);
    await field(page, 'Término').fill('');
    await field(page, 'Término').pressSequentially('200720262330');
    await save(page);

    // Location, typed by hand (the test server has no postal-code service).
    await page.getByRole('tab', { name: 'Localização' }).click();
    await page.waitForURL(/\/edit\/location$/);
    await field(page, 'Local do evento').fill('Centro de Convenções');
    await field(page, 'Rua').fill('Avenida Professor Andrade Bezerra');
    await field(page, 'Número').fill('100');
    await field(page, 'Bairro').fill('Salgadinho');
    await field(page, 'Cidade').fill('Olinda');
    await field(page, 'Estado').click();
    await pickOption(page, 'Pernambuco');
    await field(page, 'CEP').pressSequentially('53110110');
    expect(await field(page, 'CEP').inputValue()).toBe('53110-110');
    await save(page);
    await screenshot(page, 'events-location');

    // Payment account.
    await publishAndFollow(page, 'Conta de pagamento', /\/edit\/payments#paymentAccountId$/);
    await field(page, 'Conta de pagamento').click();
    await page.getByRole('option').nth(1).click();
    // Service fee: 12,34% absorbed by the producer, saved with the account by the page's one Save.
    await page.getByRole('radio', { name: /Absorver a taxa/ }).check();
    await field(page, 'Taxa de serviço (%)').fill('');
    await field(page, 'Taxa de serviço (%)').pressSequentially('12,34');
    expect(await field(page, 'Taxa de serviço (%)').inputValue()).toBe('12,34');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect.poll(() => page.getByText('Configurações de pagamento salvas com sucesso!').count()).toBeGreaterThan(0);
    await screenshot(page, 'events-payments');

    // Publish for real.
    await page.goto(eventUrl);
    await page.getByRole('button', { name: 'Publicar', exact: true }).click();
    await page.getByRole('dialog', { name: 'Publicar evento' }).getByRole('button', { name: 'Confirme' }).click();
    await expect.poll(() => page.getByText('Evento publicado com sucesso!').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Despublicar' }).waitFor();
    await screenshot(page, 'events-published');

    // Unpublish from the card, then duplicate.
    await page.goto('/events?search=Festival%20de%20Inverno%20E2E');
    const card = page.getByRole('article', { name: 'Festival de Inverno E2E', exact: true });
    await card.waitFor();
    await expect.poll(() => card.getByText('Olinda - PE').count()).toBe(1);
    await card.getByRole('button', { name: 'Despublicar' }).click();
    const unpublish = page.getByRole('dialog', { name: 'Despublicar evento' });
    await unpublish.getByText('Tem certeza que deseja despublicar o evento?').waitFor();
    await screenshot(page, 'events-unpublish-dialog');
    await unpublish.getByRole('button', { name: 'Despublicar Evento' }).click();
    await expect.poll(() => page.getByText('Evento despublicado com sucesso!').count()).toBeGreaterThan(0);
    await expect.poll(() => card.getByText('Rascunho').count()).toBe(1);

    await card.getByRole('button', { name: 'Duplicar' }).click();
    await page.getByRole('dialog', { name: 'Duplicar evento' }).getByRole('button', { name: 'Confirme' }).click();
    await expect.poll(() => page.getByText('Evento duplicado com sucesso!').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('article', { name: 'Festival de Inverno E2E (cópia)' }).count()).toBe(1);
    await screenshot(page, 'events-duplicated');
    await context.close();
  });
});
