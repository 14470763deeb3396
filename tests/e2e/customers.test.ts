/**
 * Clientes in the browser (issue 12, spec 2): the list with spec 2's texts for missing data, the
 * event and day filters typed as a Brazilian types them, a customer's page, and the CSV of the
 * current filters downloaded by Chromium and read back; axe-core on the list and a customer's
 * page at 1366 px and 390 px, with screenshots.
 */
import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeFindings } from './axe';
import { apiJson, login, newPage, pickOption, screenshot, useBrowser } from './browser';

const SEEDED_EVENT = 'Noite de Samba na Lapa';
const SIZES = [
  { name: 'desktop', width: 1366, height: 768 },
  { name: 'phone', width: 390, height: 844 },
];

const findingsOf = async (page: Page) =>
  (await axeFindings(page)).map((f) => `${new URL(page.url()).pathname} ${f.id}: ${f.targets.join(', ')}`);

describe('customers, as admin@demo.com.br', () => {
  const browser = useBrowser();

  it('lists the buyers, filters them by event and days, opens one, and exports the CSV of the filters', async () => {
    const { context, page } = await newPage(browser());
    await login(page, 'admin@demo.com.br');
    const api = apiJson(context, 'admin@demo.com.br');
    await page.goto('/clients');
    await page.getByRole('heading', { name: 'Clientes' }).waitFor();
    await page.getByRole('table', { name: 'Clientes' }).getByRole('row').nth(1).waitFor();
    // The seed's buyers gave an e-mail only: spec 2's texts for the rest.
    await expect.poll(() => page.getByText('CPF não informado.', { exact: true }).count()).toBeGreaterThan(0);
    expect(await page.getByText('Telefone não informado.', { exact: true }).count()).toBeGreaterThan(0);

    // The event, and the days as dd/mm/aaaa.
    await page.getByRole('combobox', { name: 'Evento' }).click();
    await pickOption(page, new RegExp(`^${SEEDED_EVENT}$`));
    await page.getByLabel('Compras desde').pressSequentially('01012020');
    await page.waitForURL(/eventId=.*startAt=2020-01-01|startAt=2020-01-01.*eventId=/);
    await page.getByText('Pedidos, ingressos e total gasto contam só as compras dentro dos filtros.').waitFor();
    const eventId = new URL(page.url()).searchParams.get('eventId')!;
    const listed = await api.get(`/api/business/customers?eventId=${eventId}&startAt=2020-01-01T03:00:00.000Z&limit=100`);
    expect(listed.pagination.totalItems).toBeGreaterThan(0);
    await page.getByText(new RegExp(`^Mostrando \\d+ de ${listed.pagination.totalItems} ite`)).waitFor();
    await screenshot(page, 'customers-list-filtered-desktop');

    // The CSV of these filters, as Chromium saves it.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^clientes-\d{2}-\d{2}-\d{4}\.csv$/);
    const text = readFileSync((await download.path())!, 'utf8');
    expect(text.startsWith('\uFEFFNome;CPF;E-mail;Telefone;Pedidos;Ingressos;Total gasto (R$);Última compra\r\n')).toBe(true);
    const rows = Papa.parse<string[]>(text.slice(1), { delimiter: ';', newline: '\r\n', skipEmptyLines: true }).data.slice(1);
    expect(rows).toHaveLength(listed.pagination.totalItems);
    // Every buyer the API lists under these filters, page by page (the demo has hundreds).
    const emails: string[] = [];
    for (let n = 1; n; ) {
      const page = await api.get(`/api/business/customers?eventId=${eventId}&startAt=2020-01-01T03:00:00.000Z&limit=100&page=${n}`);
      emails.push(...page.data.map((c: { email: string | null }) => c.email ?? ''));
      n = page.pagination.nextPage ?? 0;
    }
    expect(rows.map((r) => r[2]).sort()).toEqual(emails.sort());
    for (const r of rows) {
      expect(r).toHaveLength(8);
      expect(r[6]).toMatch(/^\d{1,3}(\.\d{3})*,\d{2}$/);
      expect(r[7]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    }
    await page.getByText(`Arquivo exportado com ${rows.length.toLocaleString('pt-BR')} ${rows.length === 1 ? 'cliente' : 'clientes'}.`).waitFor();

    // One customer's page, and their order linked to the orders area.
    const first = listed.data[0] as { id: string; email: string };
    await page.getByRole('row').filter({ hasText: first.email }).getByRole('link', { name: 'Ver detalhes' }).click();
    await page.waitForURL(new RegExp(`/clients/${first.id}/show$`));
    await page.getByRole('region', { name: 'Pedidos' }).getByRole('link', { name: /^Abrir o pedido / }).first().waitFor();
    const href = await page.getByRole('link', { name: /^Abrir o pedido / }).first().getAttribute('href');
    expect(href).toMatch(/^\/orders\/[0-9a-f-]{36}\/show$/);
    await screenshot(page, 'customers-show-from-list-desktop');
    await context.close();
  });

  it.each(SIZES)('has no critical or serious axe finding on the list and a customer at $width px', async ({ name, width, height }) => {
    const { context, page } = await newPage(browser(), { width, height });
    await login(page, 'admin@demo.com.br');
    const { data } = await apiJson(context, 'admin@demo.com.br').get('/api/business/customers?limit=1');
    const findings: string[] = [];
    await page.goto('/clients');
    await page.getByRole('heading', { name: 'Clientes' }).waitFor();
    findings.push(...(await findingsOf(page)));
    // Readable at 390 px: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await screenshot(page, `customers-list-${name}`);
    await page.goto(`/clients/${data[0].id}/show`);
    await page.getByRole('region', { name: 'Pedidos' }).waitFor();
    findings.push(...(await findingsOf(page)));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await screenshot(page, `customers-show-${name}`);
    expect(findings).toEqual([]);
    await context.close();
  });
});
