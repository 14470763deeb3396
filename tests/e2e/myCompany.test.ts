/**
 * My company in the browser (issue 14): colours changed and seen at once in another open session of
 * the business and on the login page; the sales theme previewed live on both devices; a card layout
 * chosen and seen in the card preview and in the sales-page preview.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs, loggedIn, newPage, screenshot, useBrowser } from './browser';

const ADMIN = 'admin@demo.com.br';
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
const background = (page: Page, selector: string) => page.locator(selector).first().evaluate((el) => getComputedStyle(el).backgroundColor);

describe('my company', () => {
  const browser = useBrowser();

  it('colours: prefilled from the address, saved, worn at once by another open session and by the login page', async () => {
    const admin = await loggedIn(browser(), ADMIN);
    const api = apiAs(admin.context, ADMIN);
    const saved = await api.json('get', '/api/business/logged');
    const { primaryColor, secondaryColor, thirdColor } = saved.preferences;
    try {
      // A second session of the same business (the events user), left open on its dashboard.
      const other = await loggedIn(browser(), 'eventos@demo.com.br');
      const headerBefore = await background(other.page, 'header');

      const { page } = admin;
      await page.goto('/my-company/colors?primaria=0B6E4F');
      const primary = page.getByRole('textbox', { name: 'Cor principal', exact: true });
      await expect.poll(() => primary.inputValue()).toBe('#0B6E4F');
      // The live preview wears the colour before any save.
      await expect.poll(() => background(page, '[data-testid="primary-preview"]')).toBe(rgb('#0B6E4F'));

      // Required and hex rules, on the field.
      const third = page.getByRole('textbox', { name: 'Cor alternativa', exact: true });
      await third.fill('');
      await page.getByRole('button', { name: 'Atualizar', exact: true }).and(page.locator('[type=submit]')).click();
      await page.getByText('Este campo é obrigatório').waitFor();
      await third.fill('#12');
      await page.getByText('Informe uma cor com # e 3 ou 6 dígitos hexadecimais (ex.: #1E3A8A)').waitFor();
      await third.fill('#0EA5E9');
      const secondary = page.getByRole('textbox', { name: 'Cor secundária', exact: true });
      await secondary.fill('#6B21A8');
      // The address mirrors the form (hex without '#').
      await expect.poll(() => new URL(page.url()).searchParams.get('secundaria')).toBe('6B21A8');
      expect(new URL(page.url()).searchParams.get('alternativa')).toBe('0EA5E9');
      await page.getByRole('button', { name: 'Atualizar', exact: true }).and(page.locator('[type=submit]')).click();
      await page.getByText('Cores atualizadas').waitFor();
      await screenshot(page, 'my-company-colors-1366');

      // The other session's admin follows without a reload.
      await expect.poll(() => background(other.page, 'header'), { timeout: 15_000 }).not.toBe(headerBefore);
      expect([rgb('#0B6E4F'), rgb('#6B21A8')]).toContain(await background(other.page, 'header'));
      await screenshot(other.page, 'my-company-colors-other-session');
      await other.context.close();

      // The login page of this browser wears them.
      await admin.context.clearCookies();
      await page.goto('/auth/login');
      await page.getByLabel('E-mail').fill(ADMIN);
      await page.getByLabel('Senha').fill('demo1234');
      await expect.poll(() => background(page, 'button[type="submit"]')).toBe(rgb('#0B6E4F'));
      await screenshot(page, 'my-company-login-colors');
    } finally {
      await api.json('patch', '/api/business/preferences', { primaryColor, secondaryColor, thirdColor });
      await admin.context.close();
    }
  }, 120_000);

  it('sales theme: a live preview on phones and computers, then saved', async () => {
    const { context, page } = await loggedIn(browser(), ADMIN, { width: 1366, height: 900 });
    const api = apiAs(context, ADMIN);
    const before = await api.json('get', '/api/sales-page-theme');
    await page.goto('/my-company/sales-theme');
    await page.getByText('Carregando tema...').waitFor({ state: 'detached' });
    const frame = page.frameLocator('iframe[title="Pré-visualização da página de vendas"]');
    await frame.locator('header').waitFor();
    await page.getByRole('textbox', { name: 'Fundo do cabeçalho', exact: true }).fill('#123456');
    // Unsaved, and already in the frame.
    await expect.poll(() => frame.locator('header').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(rgb('#123456'));
    const iframe = page.locator('iframe[title="Pré-visualização da página de vendas"]');
    expect((await iframe.boundingBox())!.width).toBeLessThanOrEqual(392);
    await screenshot(page, 'my-company-sales-theme-mobile');
    await page.getByRole('button', { name: 'Computadores' }).click();
    await expect.poll(async () => (await iframe.boundingBox())!.width).toBeGreaterThan(600);
    await expect.poll(() => frame.locator('header').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(rgb('#123456'));
    await screenshot(page, 'my-company-sales-theme-desktop');
    await page.getByRole('button', { name: 'Dispositivos móveis' }).click();
    await page.getByRole('button', { name: 'Atualizar tema' }).click();
    await page.getByText('Tema atualizado').waitFor();
    expect((await api.json('get', '/api/sales-page-theme')).headerBackground).toBe('#123456');
    await api.json('patch', '/api/sales-page-theme', { ...before, updatedAt: undefined });
    await context.close();
  }, 120_000);

  it('card theme: a layout chosen is seen in the card preview and, saved, in the sales page preview', async () => {
    const { context, page } = await loggedIn(browser(), ADMIN, { width: 390, height: 844 });
    const api = apiAs(context, ADMIN);
    const businessId = (await api.json('get', '/api/business/logged')).id as string;
    const before = await api.json('get', `/api/event-card-theme/${businessId}`);
    await page.goto('/my-company/card-theme');
    await page.locator('[data-testid="card-preview"] article').waitFor();
    await page.getByRole('radio', { name: /Layout 3/ }).check();
    await expect.poll(() => page.locator('[data-testid="card-preview"] article').getAttribute('data-layout')).toBe('layout_3');
    await page.getByRole('textbox', { name: 'Cor do título', exact: true }).fill('#B91C1C');
    await screenshot(page, 'my-company-card-theme-390');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Tema do cartão atualizado').waitFor();
    // The sales page's preview draws its cards with the saved theme.
    const { page: preview } = await newPage(browser(), { width: 390, height: 844 });
    await preview.goto(`/preview/sales-page?business=${businessId}`);
    const card = preview.locator('article').first();
    await card.waitFor();
    expect(await card.getAttribute('data-layout')).toBe('layout_3');
    expect(await card.locator('h3').evaluate((el) => getComputedStyle(el).color)).toBe(rgb('#B91C1C'));
    await screenshot(preview, 'my-company-sales-preview-cards');
    await api.json('patch', `/api/event-card-theme/${businessId}`, { ...before, updatedAt: undefined });
    await preview.context().close();
    await context.close();
  }, 120_000);

  it('hub, details and modules: every screen listed, a PNG logo saved, the modules with their menu entries; others see no permission', async () => {
    const { context, page } = await loggedIn(browser(), ADMIN, { width: 390, height: 844 });
    const api = apiAs(context, ADMIN);
    const before = await api.json('get', '/api/business/logged');
    try {
      await page.goto('/my-company');
      for (const title of ['Cores da empresa', 'Dados da empresa', 'Tema de vendas', 'Tema do Card do Evento', 'Módulos']) {
        await page.getByRole('link', { name: new RegExp(title) }).waitFor();
      }
      await screenshot(page, 'my-company-hub-390');
      await page.getByRole('link', { name: /Dados da empresa/ }).click();
      await page.waitForURL(/\/my-company\/details$/);
      const name = page.getByRole('textbox', { name: 'Nome' });
      await expect.poll(() => name.inputValue()).toBe(before.name);
      // A 1x1 PNG, as a person picks it from the disk.
      const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a2e8a1b50000000049454e44ae426082', 'hex');
      await page.locator('input[type=file][name=logo]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
      await page.getByTestId('logo-image').waitFor();
      await page.getByRole('textbox', { name: 'Descrição' }).fill('Ingressos para o melhor do forró e do samba.');
      await page.getByRole('button', { name: 'Salvar' }).click();
      await page.getByText('Informações salvas').waitFor();
      const after = await api.json('get', '/api/business/logged');
      expect(after.preferences.logo).toMatch(/^\/uploads\/.+\.png$/);
      expect(after.description).toBe('Ingressos para o melhor do forró e do samba.');
      await screenshot(page, 'my-company-details-390');
      await page.getByRole('link', { name: 'Voltar' }).click();
      await page.waitForURL(/\/my-company$/);
      await page.goto('/modules');
      const events = page.locator('[data-module="@M_EVENTS"]');
      await events.getByText('Ativo').waitFor();
      await events.getByText('Eventos', { exact: true }).first().waitFor();
      await events.getByText('Frente de caixa').waitFor();
      await screenshot(page, 'my-company-modules-390');
    } finally {
      await api.json('patch', '/api/business/preferences', { logo: before.preferences.logo });
      await api.json('patch', '/api/business/', { name: before.name, description: before.description });
      await context.close();
    }
    const cashier = await loggedIn(browser(), 'caixa@demo.com.br');
    await cashier.page.goto('/my-company/colors');
    await cashier.page.getByText('Você não tem permissão para acessar essa página.').waitFor();
    await cashier.context.close();
  }, 120_000);
});
