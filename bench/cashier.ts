/**
 * Box-office figures (issue 12; docs/cashier.md), against the server as `npm start` runs it
 * (PGlite) on loopback, as the demo cashier in its seeded open session:
 *  - POST /api/cashier/orders (two tickets, cash with change) over HTTP: p50 and p99 of 300
 *    sales one after another, and of 300 sales four at a time (sales per second);
 *  - /cashier in Chromium: bytes on the wire (CDP encodedDataLength) and time until the sell
 *    screen can be used, and a sale from Enter to its tickets on screen; medians.
 * Alone: `npx tsx bench/run.ts cashier`.
 */
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { randomUUID } from 'node:crypto';
import { spawnServer, type RunningServer } from '../scripts/spawnServer';
import { CHROMIUM_ARGS, percentile } from './common';

const CASHIER = { email: 'caixa@demo.com.br', password: 'demo1234' };
const ADMIN = { email: 'admin@demo.com.br', password: 'demo1234' };
const SALES = 300;

async function tokensOf(url: string, who: { email: string; password: string }) {
  const res = await fetch(`${url}/api/auth/login/local`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: who.email, password: who.password }) });
  if (!res.ok) throw new Error(`login ${who.email}: ${res.status}`);
  return (await res.json()) as { accessToken: string; refreshToken: string };
}

type Json = Record<string, unknown>;

/** The Caruaru lot the sales take: its 'Inteira' lot on sale, enlarged (as the admin) so 600 sales fit. */
async function saleLot(url: string, cashier: string): Promise<{ eventId: string; lotId: string; price: number }> {
  const get = async (path: string) => (await fetch(`${url}${path}`, { headers: { authorization: `Bearer ${cashier}` } })).json();
  const events = (await get('/api/cashier/events')) as Json[];
  const event = events.find((e) => e.title === 'Festival de Forró de Caruaru')!;
  const sectors = (await get(`/api/cashier/events/${event.id}/lots`)) as { id: string; tickets: { id: string; title: string; lots: Json[] }[] }[];
  for (const s of sectors) {
    for (const t of s.tickets) {
      const lot = t.lots.find((l) => l.status === '@ON_SALE' && t.title === 'Inteira');
      if (!lot) continue;
      const admin = (await tokensOf(url, ADMIN)).accessToken;
      const patched = await fetch(`${url}/api/events/${event.id}/${s.id}/${t.id}/lots/${lot.id}`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
        body: JSON.stringify({ quantity: 100_000 }),
      });
      if (!patched.ok) throw new Error(`lot quantity: ${patched.status} ${await patched.text()}`);
      return { eventId: String(event.id), lotId: String(lot.id), price: Number(lot.price) };
    }
  }
  throw new Error('no lot on sale');
}

async function apiSales(server: RunningServer) {
  const { accessToken } = await tokensOf(server.url, CASHIER);
  const { eventId, lotId, price } = await saleLot(server.url, accessToken);
  const sale = async () => {
    const body = { requestId: randomUUID(), eventId, items: [{ lotId, quantity: 2 }], payments: [{ method: '@CASH', amount: price * 2 + 1000 }] };
    const started = performance.now();
    const res = await fetch(`${server.url}/api/cashier/orders`, { method: 'POST', headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const text = await res.text();
    if (res.status !== 201) throw new Error(`sale: ${res.status} ${text.slice(0, 200)}`);
    return performance.now() - started;
  };
  for (let i = 0; i < 20; i++) await sale(); // warms the caches
  const one: number[] = [];
  for (let i = 0; i < SALES; i++) one.push(await sale());
  const four: number[] = [];
  const started = performance.now();
  for (let i = 0; i < SALES; i += 4) four.push(...(await Promise.all([sale(), sale(), sale(), sale()])));
  const perSecond = four.length / ((performance.now() - started) / 1000);
  return { one, four, perSecond };
}

/** A browser context logged in as the cashier (the refresh cookie and the session flag, as after a login). */
async function cashierContext(browser: Browser, url: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: url, viewport: { width: 1366, height: 850 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const { refreshToken } = await tokensOf(url, CASHIER);
  await context.addCookies(
    ['/api/accounts/token/refresh', '/api/accounts/logout'].map((path) => ({ name: 'sessionRefresh', value: refreshToken, domain: new URL(url).hostname, path, httpOnly: true, sameSite: 'Strict' as const })),
  );
  await context.addInitScript("localStorage.setItem('bilheteria.session', '1')");
  return context;
}

async function browserFigures(server: RunningServer) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const toContent: number[] = [];
  const bytes: number[] = [];
  const saleMs: number[] = [];
  try {
    for (let run = 0; run < 5; run++) {
      const context = await cashierContext(browser, server.url);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      let wire = 0;
      cdp.on('Network.loadingFinished', (e) => (wire += e.encodedDataLength));
      const started = performance.now();
      await page.goto('/cashier');
      await page.getByLabel('Evento', { exact: true }).waitFor();
      toContent.push(performance.now() - started);
      await page.waitForLoadState('networkidle');
      bytes.push(wire);
      // Two sales from the keyboard: the lot, '+' twice, Enter; timed from Enter to the tickets on screen.
      const select = page.getByLabel('Evento', { exact: true });
      const option = (await select.locator('option').allInnerTexts()).find((o) => o.includes('Caruaru'))!;
      await select.selectOption({ label: option });
      for (let sale = 0; sale < 2; sale++) {
        const qty = page.getByLabel('Quantidade de Inteira – 2º lote');
        await qty.focus();
        await page.keyboard.press('+');
        await page.keyboard.press('+');
        const t = performance.now();
        await page.keyboard.press('Enter');
        await page.getByRole('button', { name: 'Nova venda' }).waitFor();
        await page.getByRole('img', { name: /^QR code do ingresso / }).first().waitFor();
        saleMs.push(performance.now() - t);
        await page.keyboard.press('Escape');
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { toContent, bytes, saleMs };
}

export async function benchCashier(): Promise<void> {
  const server = await spawnServer();
  try {
    const api = await apiSales(server);
    const web = await browserFigures(server);
    const ms = (v: number) => `${v.toFixed(1)} ms`;
    console.log(`cashier sale, POST /api/cashier/orders over HTTP (2 tickets, cash with change), ${SALES} one after another: p50 ${ms(percentile(api.one, 50))}, p99 ${ms(percentile(api.one, 99))}`);
    console.log(`  four at a time: p50 ${ms(percentile(api.four, 50))}, p99 ${ms(percentile(api.four, 99))}, ${api.perSecond.toFixed(0)} sales/s`);
    console.log(`/cashier in Chromium: sell screen usable after ${ms(percentile(web.toContent, 50))} (median of 5), ${(percentile(web.bytes, 50) / 1024).toFixed(1)} KiB on the wire`);
    console.log(`  a sale from Enter to its tickets' QR codes on screen: median ${ms(percentile(web.saleMs, 50))} (${web.saleMs.length} sales)`);
  } finally {
    await server.stop();
  }
}
