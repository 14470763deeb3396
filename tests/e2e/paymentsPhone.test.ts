/**
 * The event's payments page on a phone (issue 9 item 2): each section typed, saved with the page's
 * one Save and still there after a reload; the Save can be tapped (it used to be one of four bars
 * stacked at the bottom, three of them covered). Screenshots at 390 and 1366 px.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser, loggedIn, pickOption, screenshot } from './browser';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Taps Save (a covered button fails the click) and waits for the success toast. */
async function save(page: Page) {
  await page.getByRole('button', { name: 'Salvar', exact: true }).click({ timeout: 5_000 });
  await expect.poll(() => page.getByText('Configurações de pagamento salvas com sucesso!').count()).toBeGreaterThan(0);
}

async function reload(page: Page) {
  await page.reload();
  await field(page, 'Taxa de serviço (%)').waitFor();
}

/** Clears a percent field and types it the Brazilian way. */
async function typePercent(page: Page, label: string, text: string) {
  await field(page, label).fill('');
  await field(page, label).pressSequentially(text);
}

describe('payments page at 390x844', () => {
  const browser = useBrowser();

  it('saves the service fee, the payment methods and the POS fees, each kept after a reload', async () => {
    const { context, page, api } = await loggedIn(browser(), 'admin@demo.com.br', { width: 390, height: 844 });
    const event = await api.post('/api/events', { title: 'Pagamentos no celular' });
    await page.goto(`/events/${event.id}/edit/payments`);
    await field(page, 'Taxa de serviço (%)').waitFor();
    await screenshot(page, 'payments-390');

    await typePercent(page, 'Taxa de serviço (%)', '12,50');
    expect(await field(page, 'Taxa de serviço (%)').inputValue()).toBe('12,50');
    await save(page);
    await reload(page);
    expect(await field(page, 'Taxa de serviço (%)').inputValue()).toBe('12,50');

    await page.getByRole('checkbox', { name: 'Boleto' }).uncheck();
    await field(page, 'Parcelamento máximo no cartão').click();
    await pickOption(page, '6x');
    await save(page);
    await reload(page);
    expect(await page.getByRole('checkbox', { name: 'Boleto' }).isChecked()).toBe(false);
    expect(await page.getByRole('checkbox', { name: 'Pix' }).isChecked()).toBe(true);
    expect(await field(page, 'Parcelamento máximo no cartão').textContent()).toBe('6x');

    await typePercent(page, 'Débito', '2,50');
    await typePercent(page, 'Dinheiro', '1,00');
    await save(page);
    await reload(page);
    expect(await field(page, 'Débito').inputValue()).toBe('2,50');
    expect(await field(page, 'Dinheiro').inputValue()).toBe('1,00');
    expect(await field(page, 'Taxa de serviço (%)').inputValue()).toBe('12,50');

    const stored = await api.get(`/api/events/${event.id}/pos-fees`);
    expect(stored).toMatchObject({ debit: 250, cash: 100 });
    // Scrolled to the end, the Save bar fixed at the bottom leaves the last field in sight.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const last = (await field(page, 'Dinheiro').boundingBox())!;
    const bar = (await page.getByRole('toolbar').boundingBox())!;
    expect(last.y + last.height).toBeLessThanOrEqual(bar.y);
    await page.screenshot({ path: 'test-results/screenshots/payments-390-end.png' });

    await page.setViewportSize({ width: 1366, height: 850 });
    await screenshot(page, 'payments-1366');
    await context.close();
  });
});
