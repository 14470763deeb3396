/**
 * Event reports in the browser (issue 13): a copy of a demo event, published and sold at the box
 * office through the API, opened at its Relatórios tab; the borderô's figures match the API's,
 * an ISS rate typed as a Brazilian types it changes the net revenue, and the sales CSV that
 * Chromium saves holds the sales the API lists. axe-core on every report view and /reports at
 * 1366 px and 390 px, with screenshots.
 */
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import Papa from 'papaparse';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatReais } from '../../src/shared/money';
import { axeFindings, settle } from './axe';
import { apiAs, login, newPage, screenshot, useBrowser } from './browser';

const ADMIN = 'admin@demo.com.br';
const VIEWS = ['summary', 'consolidated', 'channels', 'bordero', 'ticket-usage', 'sales', 'by-period'];
const SIZES = [
  { name: 'desktop', width: 1366, height: 850 },
  { name: 'phone', width: 390, height: 844 },
];

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const findingsOf = async (page: Page) => (await axeFindings(page)).map((f) => `${new URL(page.url()).pathname} ${f.id}: ${f.targets.join(', ')}`);

/** The value of a figure card in a named list of cards ('Totais do evento' > 'Receita líquida'). */
const card = (page: Page, list: string, label: string) => page.getByRole('list', { name: list }).getByRole('listitem').filter({ hasText: label }).locator('p').nth(1);

describe('event reports, as admin@demo.com.br', () => {
  const browser = useBrowser();

  it('shows the borderô as the API computes it, recomputes it with a new ISS rate, and downloads the sales CSV', async () => {
    const { context, page } = await newPage(browser());
    await login(page, ADMIN);
    const api = apiAs(context, ADMIN);
    // A published copy of a demo event of its own, so nothing else sells in it.
    const samba = (await api.json('get', '/api/reports?search=Noite%20de%20Samba')).data.find((e: Json) => e.title === 'Noite de Samba na Lapa');
    const copy = await api.json('post', `/api/events/${samba.id}/duplicate`, {});
    // A title of its own: '... (cópia)' would also answer the other suites' pickers of the demo event.
    await api.json('patch', `/api/events/${copy.id}`, { title: 'Borderô E2E' });
    await api.json('patch', `/api/events/${copy.id}/publish`, {});
    const catalog = await api.json('get', `/api/cashier/events/${copy.id}/lots`);
    const lotOf = (ticket: string) => catalog.flatMap((s: Json) => s.tickets).find((t: Json) => t.title === ticket).lots.find((l: Json) => l.status === '@ON_SALE');
    const inteira = lotOf('Inteira');
    const meia = lotOf('Meia-entrada');
    if (!(await api.json('get', '/api/cashier/sessions/current'))) await api.json('post', '/api/cashier/sessions', { openingFloat: 0 });
    const sell = (lot: Json, quantity: number, method: string) =>
      api.json('post', '/api/cashier/orders', { requestId: randomUUID(), eventId: copy.id, sessionId: null, items: [{ lotId: lot.id, quantity }], buyer: null, couponCode: null, discount: 0, payments: [{ method, amount: lot.price * quantity }] });
    await sell(inteira, 2, '@CASH');
    await sell(meia, 3, '@PIX');
    await sell(inteira, 1, '@CREDIT_CARD');

    // The borderô: the event's totals and the sector's row as the API has them.
    const before = await api.json('get', `/api/events/${copy.id}/reports/consolidated2`);
    expect(before.totals.sold).toEqual({ entire: 3, half: 3, others: 0, total: 6 });
    await page.goto(`/events/${copy.id}/reports/bordero`);
    await page.getByRole('heading', { name: 'Alíquotas do borderô' }).waitFor();
    await expect.poll(() => card(page, 'Totais do evento', 'Receita líquida').textContent()).toBe(formatReais(before.totals.netRevenue));
    expect(await card(page, 'Totais do evento', 'Receita bruta').textContent()).toBe(formatReais(before.totals.grossRevenue));
    // The Pista's lots have no session: one row, with the three inteiras and three meias.
    const pistaRow = before.sessions.flatMap((s: Json) => s.rows).find((r: Json) => r.sectorName === 'Pista');
    const cells = await page.getByRole('row', { name: /^Pista\b/ }).getByRole('cell').allTextContents();
    expect(cells.slice(0, 4)).toEqual([pistaRow.placesAvailable.toLocaleString('pt-BR'), '3', '3', '0']);
    expect(cells).toContain(formatReais(pistaRow.grossRevenue));
    await screenshot(page, 'reports-bordero-desktop');

    // 5% of ISS, typed '5': the net revenue drops by 5% of the gross.
    await page.getByLabel('ISS').fill('5');
    await page.getByRole('button', { name: 'Salvar alíquotas' }).click();
    await page.getByText('Alíquotas salvas.').waitFor();
    const after = await api.json('get', `/api/events/${copy.id}/reports/consolidated2`);
    expect(after.rates.issRate).toBe(500);
    expect(after.totals.netRevenue).toBe(before.totals.netRevenue - after.totals.deductions.iss);
    expect(after.totals.deductions.iss).toBeGreaterThan(0);
    await expect.poll(() => card(page, 'Totais do evento', 'Receita líquida').textContent()).toBe(formatReais(after.totals.netRevenue));
    await expect.poll(() => card(page, 'Totais do evento', 'Deduções').textContent()).toBe(formatReais(after.totals.deductions.total));
    await screenshot(page, 'reports-bordero-iss-desktop');

    // The sales: every method by default, the CSV of them as Chromium saves it.
    await page.goto(`/events/${copy.id}/reports/sales`);
    await page.getByRole('combobox', { name: 'Meio de pagamento' }).filter({ hasText: 'Todos os meios de pagamento' }).waitFor();
    const listed = await api.json('get', `/api/events/${copy.id}/reports/sales`);
    expect(listed.data).toHaveLength(3);
    await page.getByRole('region', { name: 'Vendas do evento' }).getByRole('row').nth(3).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Baixar CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^relatorio-de-vendas-bordero-e2e-\d{2}-\d{2}-\d{4}\.csv$/);
    const text = readFileSync((await download.path())!, 'utf8');
    expect(text.startsWith('\uFEFFPedido;Data;Situação;Canal;')).toBe(true);
    const rows = Papa.parse<string[]>(text.slice(1), { delimiter: ';', newline: '\r\n', skipEmptyLines: true }).data.slice(1);
    expect(rows.map((r) => r[0])).toEqual(listed.data.map((s: Json) => s.code));
    for (const [i, r] of rows.entries()) {
      expect(r[3]).toBe('Bilheteria');
      expect(r[13]).toBe(formatReais(listed.data[i].total).replace(/^R\$ /, ''));
    }
    await page.getByText('Relatório de vendas baixado com 3 vendas.').waitFor();

    // Pix only, through the filter.
    await page.getByRole('combobox', { name: 'Meio de pagamento' }).click();
    await page.getByRole('option', { name: 'Pix' }).click();
    await page.waitForURL(/type=%40PIX|type=@PIX/);
    await expect.poll(() => page.getByRole('region', { name: 'Vendas do evento' }).getByRole('row').count()).toBe(2);

    // By period: this month by default (the dashboard's 'Este mês'), the API's figures per sector; days typed dd/mm/aaaa.
    const month = await api.json('get', `/api/reports/${copy.id}/sectors`);
    expect(month.totals.sold).toBe(6);
    await page.goto(`/events/${copy.id}/reports/by-period`);
    await page.getByRole('combobox', { name: 'Período' }).filter({ hasText: 'Este mês' }).waitFor();
    await expect.poll(() => card(page, 'Totais do período', 'Vendidos').textContent()).toBe('6');
    expect(await card(page, 'Totais do período', 'Faturamento').textContent()).toBe(formatReais(month.totals.net));
    const pista = month.sectors.find((x: Json) => x.sectorName === 'Pista');
    expect(await page.getByRole('region', { name: 'Vendas por setor no período' }).getByRole('row', { name: /^Pista\b/ }).getByRole('cell').first().textContent()).toBe(String(pista.sold));
    await screenshot(page, 'reports-by-period-desktop');
    await page.getByRole('combobox', { name: 'Período' }).click();
    await page.getByRole('option', { name: 'Personalizado' }).click();
    const from = page.getByLabel('De', { exact: true });
    await from.fill('');
    await from.pressSequentially('01012020');
    const to = page.getByLabel('Até', { exact: true });
    await to.fill('');
    await to.pressSequentially('31012020');
    await expect.poll(() => new URL(page.url()).search).toMatch(/startAt=2020-01-01/);
    await expect.poll(() => card(page, 'Totais do período', 'Vendidos').textContent()).toBe('0');
    await context.close();
  });

  it('passes axe on every report view and /reports at 1366 px and 390 px', async () => {
    const findings: string[] = [];
    for (const size of SIZES) {
      const { context, page } = await newPage(browser(), { width: size.width, height: size.height });
      await login(page, ADMIN);
      const api = apiAs(context, ADMIN);
      const event = (await api.json('get', '/api/reports?search=Festival%20de%20Forr')).data[0];
      await page.goto('/reports');
      await page.getByRole('list', { name: 'Eventos' }).getByRole('listitem').first().waitFor();
      findings.push(...(await findingsOf(page)));
      await screenshot(page, `reports-page-${size.name}`);
      for (const view of VIEWS) {
        await page.goto(`/events/${event.id}/reports/${view}`);
        await page.getByText(/^Atualizado em /).waitFor();
        await settle(page);
        findings.push(...(await findingsOf(page)));
        await screenshot(page, `reports-${view}-${size.name}`);
      }
      await context.close();
    }
    expect(findings).toEqual([]);
  });
});
