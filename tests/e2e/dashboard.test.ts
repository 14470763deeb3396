/**
 * The dashboard in the browser (issue 13; docs/dashboard.md): the figures as cards and the graphs
 * (MUI X Charts, their own chunk) at 1366 and 390 px with axe-core and screenshots; a custom period
 * typed dd/mm/aaaa with its refusal; and a box-office sale made through the API that moves
 * 'Faturamento hoje' on the open page without a reload.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeFindings } from './axe';
import { apiJson, loggedIn, login, newPage, screenshot, useBrowser } from './browser';
import { formatAmount } from '../../src/framework/money';

const SIZES = [
  { name: 'desktop', width: 1366, height: 850 },
  { name: 'phone', width: 390, height: 844 },
];

const card = (page: Page, key: string) => page.locator(`[data-widget="${key}"] [data-value]`);
const widgetOf = (answer: { widgets: { key: string; value?: number }[] }, key: string) => answer.widgets.find((w) => w.key === key)!;

describe('the dashboard, as admin@demo.com.br', () => {
  const browser = useBrowser();

  it.each(SIZES)('shows the figures and the graphs, passes axe and fits the screen at $width px', async ({ name, width, height }) => {
    const { context, page, api } = await loggedIn(browser(), 'admin@demo.com.br', { width, height });
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    const answer = await api.get('/api/business/reports');
    await expect.poll(() => card(page, 'revenue').innerText()).toBe(formatAmount(widgetOf(answer, 'revenue').value));
    expect(await card(page, 'ticketsSold').innerText()).toBe(widgetOf(answer, 'ticketsSold').value!.toLocaleString('pt-BR'));
    expect(await page.getByLabel('Período').innerText()).toContain('Este mês');
    // The graphs: bars of the days and of the channels, and the ranked events.
    await page.getByRole('region', { name: 'Vendas por dia' }).locator('svg').first().waitFor();
    await page.getByRole('region', { name: 'Vendas por canal' }).getByText('Bilheteria').waitFor();
    await page.getByRole('region', { name: 'Eventos que mais venderam' }).getByRole('listitem').first().waitFor();
    expect(await axeFindings(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await screenshot(page, `dashboard-${name}`);
    await context.close();
  });

  it('asks for chosen days typed dd/mm/aaaa, and says when the end comes before the start', async () => {
    const { context, page, api } = await loggedIn(browser(), 'admin@demo.com.br');
    await card(page, 'revenue').waitFor();
    await page.getByLabel('Período').click();
    await page.getByRole('option', { name: 'Personalizado' }).click();
    await page.waitForURL(/period=custom/);
    const from = page.getByLabel('De', { exact: true });
    await from.fill('');
    await from.pressSequentially('01102026');
    const to = page.getByLabel('Até', { exact: true });
    await to.fill('');
    await to.pressSequentially('15102026');
    await expect.poll(() => new URL(page.url()).search).toMatch(/startAt=2026-10-01.*endAt=2026-10-15|endAt=2026-10-15.*startAt=2026-10-01/);
    const answer = await api.get('/api/business/reports?period=custom&startAt=2026-10-01&endAt=2026-10-15');
    await expect.poll(() => card(page, 'revenue').innerText()).toBe(formatAmount(widgetOf(answer, 'revenue').value));
    await page.getByRole('region', { name: 'Vendas por dia' }).getByText('15/10').waitFor();
    await to.fill('');
    await to.pressSequentially('30092026');
    await page.getByRole('alert').getByText('A data final deve ser igual ou posterior à inicial').waitFor();
    expect(await axeFindings(page)).toEqual([]);
    await screenshot(page, 'dashboard-custom-refused-desktop');
    await context.close();
  });

  it('moves today’s revenue live when the box office sells, without a reload', async () => {
    const { context, page } = await newPage(browser());
    // The sale must reach the page's socket, whose code loads on its own and may join after the
    // cards are drawn: wait for socket.io's CONNECT answer ("40") before selling.
    let joined = false;
    page.on('websocket', (ws) => ws.on('framereceived', (frame) => void (String(frame.payload).startsWith('40') && (joined = true))));
    await login(page, 'admin@demo.com.br');
    const api = apiJson(context, 'admin@demo.com.br');
    const before = widgetOf(await api.get('/api/business/reports'), 'revenueToday').value!;
    await expect.poll(() => card(page, 'revenueToday').innerText()).toBe(formatAmount(before));
    await expect.poll(() => joined).toBe(true);
    // A sale at the counter: the admin's own cash session, one ticket of a lot on sale, paid by Pix.
    await api.post('/api/cashier/sessions', { openingFloat: 0 }).catch(() => undefined);
    const [event] = await api.get('/api/cashier/events');
    const sectors = await api.get(`/api/cashier/events/${event.id}/lots`);
    const lot = sectors.flatMap((s: { tickets: { lots: { id: string; price: number; status: string; left: number }[] }[] }) => s.tickets.flatMap((t) => t.lots))
      .find((l: { price: number; status: string; left: number }) => l.status === '@ON_SALE' && l.left > 0 && l.price > 0);
    const navigations: string[] = [];
    page.on('framenavigated', (f) => f === page.mainFrame() && navigations.push(f.url()));
    await api.post('/api/cashier/orders', { eventId: event.id, items: [{ lotId: lot.id, quantity: 1 }], payments: [{ method: '@PIX', amount: lot.price }] });
    await expect.poll(() => card(page, 'revenueToday').innerText()).toBe(formatAmount(before + lot.price));
    expect(navigations).toEqual([]);
    await context.close();
  });
});
