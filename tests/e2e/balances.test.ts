/**
 * An event's Financeiro in the browser (issue 13, balances; docs/balances.md): a debit typed as a
 * Brazilian types it (1.234,56 and dd/mm/aaaa hh:mm) with a receipt photo, then a credit, and the
 * settlement following each; the type filter; axe-core at 1366 and 390 px, with screenshots.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeFindings } from './axe';
import { loggedIn, pickOption, screenshot, useBrowser } from './browser';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const settlement = (page: Page) => page.getByTestId('settlement');
const rows = (page: Page) => page.getByRole('table', { name: 'Lançamentos' }).getByRole('row');

describe('Financeiro of an event, as admin@demo.com.br', () => {
  const browser = useBrowser();

  it('adds a debit with its receipt and a credit, and the settlement follows each', async () => {
    const { context, page, api } = await loggedIn(browser(), 'admin@demo.com.br');
    const event = await api.post('/api/events', { title: 'Show do Acerto E2E' });
    await page.goto(`/events/${event.id}/finance`);
    await page.getByRole('heading', { name: 'Show do Acerto E2E · Financeiro' }).waitFor();
    await page.getByText('Nenhum lançamento cadastrado').waitFor();
    await expect.poll(() => settlement(page).innerText()).toContain('A repassar ao produtor');

    await page.getByRole('button', { name: 'Novo lançamento' }).click();
    let dialog = page.getByRole('dialog', { name: 'Novo lançamento' });
    await dialog.getByLabel('Descrição').fill('Aluguel do palco');
    await dialog.getByLabel('Valor').pressSequentially('1.234,56');
    await dialog.getByLabel('Data').pressSequentially('201120261430');
    await dialog.locator('input[type=file]').setInputFiles({ name: 'recibo.png', mimeType: 'image/png', buffer: PNG });
    await dialog.getByRole('img', { name: 'Comprovante' }).waitFor();
    await screenshot(page, 'balances-dialog-desktop');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Lançamento criado com sucesso!').waitFor();
    const debit = rows(page).filter({ hasText: 'Aluguel do palco' });
    await expect.poll(() => debit.innerText()).toContain('R$ 1.234,56');
    expect(await debit.innerText()).toContain('20/11/2026 14:30');
    expect(await debit.getByRole('link', { name: 'Ver comprovante' }).getAttribute('href')).toMatch(/^\/uploads\/.+\.png$/);
    // Nothing sold: the debit is what the producer owes.
    await expect.poll(() => settlement(page).innerText()).toContain('O produtor deve à bilheteria');
    expect(await settlement(page).innerText()).toMatch(/Débitos\s*\n?.*\n?.*R\$ 1\.234,56/);

    await page.getByRole('button', { name: 'Novo lançamento' }).click();
    dialog = page.getByRole('dialog', { name: 'Novo lançamento' });
    await dialog.getByLabel('Tipo').click();
    await pickOption(page, 'Crédito');
    await dialog.getByLabel('Descrição').fill('Patrocínio da rádio');
    await dialog.getByLabel('Valor').pressSequentially('2.000');
    await dialog.getByLabel('Data').pressSequentially('211120261000');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dialog.waitFor({ state: 'detached' });
    // 2.000,00 − 1.234,56 = 765,44 owed to the producer.
    await expect.poll(() => settlement(page).innerText()).toContain('A repassar ao produtor');
    expect(await settlement(page).innerText()).toContain('R$ 765,44');
    const details = await api.get(`/api/events/${event.id}/balances/details`);
    expect(details).toMatchObject({ owed: 76544, credits: { count: 1, total: 200000 }, debits: { count: 1, total: 123456 } });

    // The type filter, kept in the address.
    await page.getByLabel('Tipo').click();
    await pickOption(page, 'Crédito');
    await expect.poll(() => new URL(page.url()).searchParams.get('type')).toBe('@CREDIT');
    await expect.poll(() => rows(page).count()).toBe(2);
    expect(await rows(page).nth(1).innerText()).toContain('Patrocínio da rádio');
    await screenshot(page, 'balances-filtered-desktop');
    await context.close();
  });

  it.each([
    { name: 'desktop', width: 1366, height: 850 },
    { name: 'phone', width: 390, height: 844 },
  ])('has no critical or serious axe finding on the demo festival at $width px', async ({ name, width, height }) => {
    const { context, page, api } = await loggedIn(browser(), 'admin@demo.com.br', { width, height });
    const { data } = await api.get('/api/events?search=Caruaru&limit=1');
    await page.goto(`/events/${data[0].id}/finance`);
    await settlement(page).waitFor();
    await rows(page).nth(1).waitFor();
    expect(await axeFindings(page)).toEqual([]);
    await screenshot(page, `balances-${name}`);
    await page.getByRole('button', { name: 'Novo lançamento' }).click();
    await page.getByRole('dialog', { name: 'Novo lançamento' }).waitFor();
    expect(await axeFindings(page)).toEqual([]);
    await context.close();
  });
});
