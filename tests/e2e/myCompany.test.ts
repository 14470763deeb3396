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
    await api.json('patch', '/api/sales-page-theme', before);
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
    await api.json('patch', `/api/event-card-theme/${businessId}`, before);
    await preview.context().close();
    await context.close();
  }, 120_000);
});
