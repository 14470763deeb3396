/**
 * The box office in the browser (issue 12; docs/cashier.md): a producer opens a cash session with
 * a change fund typed as Brazilians type it, sells from the keyboard with a buyer (CPF and
 * WhatsApp masks) and cash change, sees the tickets' QR codes, closes with the counted amounts and
 * reads counted against expected; the sell screen, the report and the history pass axe at 1366 and
 * 390 px (the cashier's seeded session).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeFindings as settledFindings } from './axe';
import { loggedIn, screenshot, useBrowser } from './browser';

/** Critical and serious axe findings of the settled page, labelled with where they were seen. */
async function axeFindings(page: Page, where: string): Promise<string[]> {
  return (await settledFindings(page)).map((v) => `${where}: ${v.id} ${v.targets.join(', ')}`);
}

/** Chooses the event whose option contains `title`. */
async function chooseEvent(page: Page, title: string) {
  const select = page.getByLabel('Evento', { exact: true });
  await select.waitFor();
  const option = (await select.locator('option').allInnerTexts()).find((o) => o.includes(title));
  await select.selectOption({ label: option! });
}

describe('the box office', () => {
  const browser = useBrowser();

  it('opens, sells from the keyboard with change and a buyer, shows the QR codes, and closes counted against expected (1366 px)', async () => {
    const { context, page } = await loggedIn(browser(), 'produtor@demo.com.br');
    await page.goto('/cashier');
    await page.getByRole('heading', { name: 'Abrir o caixa' }).waitFor();
    expect(await axeFindings(page, 'open')).toEqual([]);
    await page.getByLabel('Fundo de troco').pressSequentially('1.234,56');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('cashier-session').innerText()).toContain('fundo de troco R$ 1.234,56 · 0 vendas');

    await chooseEvent(page, 'Noite de Samba na Lapa');
    const inteira = page.getByLabel('Quantidade de Inteira – 2º lote');
    await inteira.waitFor();
    await page.keyboard.press('F2');
    await inteira.focus();
    await page.keyboard.press('+');
    await page.keyboard.press('+');
    await expect.poll(() => inteira.inputValue()).toBe('2');
    await page.getByRole('button', { name: 'Comprador (opcional)' }).click();
    await page.getByLabel('CPF').pressSequentially('12345678909');
    expect(await page.getByLabel('CPF').inputValue()).toBe('123.456.789-09');
    await page.getByLabel('Nome').fill('Severina Cavalcanti');
    await page.getByLabel('WhatsApp').pressSequentially('81987654321');
    expect(await page.getByLabel('WhatsApp').inputValue()).toBe('(81) 98765-4321');
    await page.keyboard.press('F4');
    await page.keyboard.type('200,00');
    expect(await page.getByTestId('sale-total').innerText()).toBe('R$ 160,00');
    expect(await page.getByTestId('sale-change').innerText()).toBe('R$ 40,00');
    await screenshot(page, 'cashier-sell-1366');
    await page.keyboard.press('Enter');

    await page.getByRole('button', { name: 'Nova venda' }).waitFor();
    expect(await page.getByTestId('done-change').innerText()).toBe('R$ 40,00');
    await expect.poll(() => page.getByRole('img', { name: /^QR code do ingresso / }).count()).toBe(2);
    await page.getByText('Os ingressos estão a caminho de +55 (81) 98765-4321.').waitFor();
    await screenshot(page, 'cashier-done-1366');
    expect(await axeFindings(page, 'sale done')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('cashier-session').innerText()).toContain('1 venda');

    await page.getByRole('button', { name: 'Fechar caixa' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Dinheiro contado').pressSequentially('1.394,56');
    for (const label of ['Cartão de crédito', 'Cartão de débito', 'Pix']) await dialog.getByLabel(label).fill('0');
    expect(await axeFindings(page, 'close dialog')).toEqual([]);
    await dialog.getByRole('button', { name: 'Fechar caixa' }).click();
    await page.waitForURL(/\/cashier\/sessions\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'Fechamento de caixa' }).waitFor();
    // R$ 1.234,56 of change fund + R$ 200,00 handed over - R$ 40,00 of change.
    expect(await page.getByTestId('expected-@CASH').innerText()).toBe('R$ 1.394,56');
    expect(await page.getByTestId('counted-@CASH').innerText()).toBe('R$ 1.394,56');
    expect(await page.getByTestId('difference-@CASH').innerText()).toBe('R$ 0,00');
    await screenshot(page, 'cashier-report-1366');
    expect(await axeFindings(page, 'report')).toEqual([]);
    await context.close();
  });

  it.each([1366, 390])('the sell screen and the history pass axe at %i px', async (width) => {
    const { context, page } = await loggedIn(browser(), 'caixa@demo.com.br', { width, height: 900 });
    await page.goto('/cashier');
    await chooseEvent(page, 'Festival de Forró de Caruaru');
    await page.getByLabel('Quantidade de Inteira – 2º lote').waitFor();
    const findings = await axeFindings(page, `sell ${width}`);
    // Every field's label reads whole, the tender's method included (it was cut on a phone).
    const cut = await page.locator('.MuiFormControl-root label').evaluateAll((labels) =>
      labels.filter((l) => l.scrollWidth > l.clientWidth + 1).map((l) => l.textContent),
    );
    expect(cut).toEqual([]);
    await screenshot(page, `cashier-sell-${width}`);
    await page.getByRole('link', { name: 'Sessões de caixa' }).click();
    await page.getByRole('heading', { name: 'Sessões de caixa' }).waitFor();
    findings.push(...(await axeFindings(page, `history ${width}`)));
    await screenshot(page, `cashier-history-${width}`);
    expect(findings).toEqual([]);
    await context.close();
  });
});
