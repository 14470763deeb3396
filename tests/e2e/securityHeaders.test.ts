/**
 * The admin under its Content-Security-Policy (issue 10 items 12 and 13): the main pages and
 * their images, editors, socket and dialogs load with no CSP violation in Chromium; another
 * origin cannot frame the admin; an uploaded SVG opened in the browser runs nothing and its
 * form posts nowhere.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ConsoleMessage, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs, baseURL, login, newPage, useBrowser } from './browser';
import { eventWithLots } from './fixtures';
import { quietNetwork } from './pageLoad';

const MENU = ['/dashboard', '/events', '/points-of-sale', '/producers', '/outbox', '/my-company', '/my-company/sales-theme', '/my-company/card-theme', '/my-company/details'];
const EVENT_PAGES = [
  '', '/edit/general-info', '/edit/description', '/edit/images', '/edit/payments', '/sectors-and-sales/sectors', '/producers', '/line-up',
  '/sessions', '/lobby', '/advantages-and-services/affiliates', '/advantages-and-services/options', '/advantages-and-services/coupons',
  '/advantages-and-services/card-bin', '/advantages-and-services/courtesies', '/advantages-and-services/courtesies/send',
];

/** Chromium's reports of a CSP violation, and of a Permissions-Policy it cannot read. */
const isPolicyReport = (m: ConsoleMessage) => /Content Security Policy|Content-Security-Policy|Permissions-Policy/i.test(m.text());

/** Opens `path`, waits for it to settle, and answers the CSP of the document. */
async function visit(page: Page, path: string): Promise<string | undefined> {
  const res = await page.goto(path);
  // The app drawn in place of index.html's loading bar (the API's docs have neither), then quiet.
  await page.waitForFunction(() => !document.getElementById('app-shell'), null, { polling: 50 });
  await quietNetwork(page, 100);
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], .MuiLinearProgress-root, .MuiSkeleton-root'), null, { timeout: 15_000 }).catch(() => undefined);
  return res?.headers()['content-security-policy'];
}

describe('the admin under its Content-Security-Policy', () => {
  const browser = useBrowser();

  it('loads the main pages with no CSP violation (nor a Permissions-Policy error)', async () => {
    const { context, page } = await newPage(browser());
    const violations: string[] = [];
    let where = '';
    page.on('console', (m) => {
      if (isPolicyReport(m)) violations.push(`${where}: ${m.text()}`);
    });
    const api = apiAs(context, 'admin@demo.com.br');
    const json = (method: 'get' | 'post' | 'put', url: string, data?: unknown) => api.json(method, url, data);
    const { eventId, sectorId, ticketId, lotIds } = await eventWithLots({ post: (url, data) => json('post', url, data) }, {
      title: 'Política de conteúdo',
      ticket: { title: 'Cortesia', category: '@COURTESY' },
      lots: [{ title: 'Convidados', price: 0, quantity: 10 }],
    });
    await json('post', `/api/events/${eventId}/send-courtesy`, { ticketId, lotId: lotIds[0], type: '@EMAIL', contacts: ['convidado@exemplo.com.br'] });
    const courtesyId = (await json('get', `/api/events/${eventId}/send-courtesy`)).data[0].id as string;
    // Redeemed, so the guest's page draws its QR code (a data: image).
    expect((await context.request.post(`/api/public/courtesies/${courtesyId}/redeem`)).status()).toBe(200);
    // An uploaded image, so the images page shows one from /uploads.
    const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
    await json('put', `/api/events/${eventId}/images`, { data: `data:image/png;base64,${png}` });

    const csps: (string | undefined)[] = [];
    for (const path of ['/auth/login', '/auth/forgot-password', '/auth/reset-password#token=expirado', `/ativar-cortesia?courtesyId=${courtesyId}`, '/validate']) {
      where = path;
      csps.push(await visit(page, path));
      if (path.startsWith('/ativar-cortesia')) await page.locator('img[src^="data:image/svg+xml"]').first().waitFor();
    }
    await login(page, 'admin@demo.com.br');
    const paths = [
      ...MENU,
      '/events/create',
      ...EVENT_PAGES.map((p) => `/events/${eventId}${p}`),
      `/events/${eventId}/advantages-and-services/courtesies/${courtesyId}`,
      `/events/${eventId}/sectors-and-sales/sectors/${sectorId}/${ticketId}/details`,
      '/api/docs',
    ];
    for (const path of paths) {
      where = path;
      csps.push(await visit(page, path));
    }
    // The events' cards show their cover images, and the socket connected (same origin, ws).
    where = '/events (cards)';
    // Its own card: other suites' events without images can fill the first page.
    await page.goto(`/events?search=${encodeURIComponent('Política de conteúdo')}`);
    await page.locator('img[src^="/uploads/"]').first().waitFor();

    for (const csp of csps) expect(csp).toMatch(/frame-ancestors 'self'/);
    expect(violations).toEqual([]);
    await context.close();
  });

  it('another origin cannot show the admin in a frame; the admin itself can', async () => {
    const { context, page } = await newPage(browser());
    const framed = async () => {
      const frame = page.frames().find((f) => f !== page.mainFrame());
      // Until the frame commits its first page its address is '' (then about:blank, then its own).
      await expect.poll(() => frame?.url() ?? '').not.toMatch(/^(about:blank)?$/);
      return { url: frame!.url(), admin: await frame!.locator('#root').count().catch(() => 0) };
    };
    // Another origin on the same site: the same host on another port.
    const other = createServer((_req, res) => {
      res.setHeader('content-type', 'text/html');
      res.end(`<!doctype html><title>Outro site</title><iframe src="${baseURL()}/auth/login"></iframe>`);
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    try {
      await page.goto(`http://127.0.0.1:${(other.address() as AddressInfo).port}/`);
      // Chromium shows its error page in place of a frame refused by frame-ancestors.
      expect(await framed()).toEqual({ url: 'chrome-error://chromewebdata/', admin: 0 });
    } finally {
      other.close();
    }

    await page.goto('/validate');
    await page.evaluate(() => {
      const iframe = document.createElement('iframe');
      iframe.src = '/auth/login';
      document.body.append(iframe);
    });
    await expect.poll(async () => (await framed()).admin).toBe(1);
    await context.close();
  });

  it('an uploaded SVG opened in the browser runs no script and its form posts nowhere', async () => {
    const { context, page } = await newPage(browser());
    const api = apiAs(context, 'admin@demo.com.br');
    const { id } = await api.json('post', '/api/events', { title: 'SVG hostil' });
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="120">' +
      '<script>document.documentElement.setAttribute("data-ran", "1")</script>' +
      '<foreignObject width="300" height="120"><form xmlns="http://www.w3.org/1999/xhtml" action="http://outro-site.test/roubo" method="post">' +
      '<input name="x" value="1"/><button id="send" type="submit">Enviar</button></form></foreignObject></svg>';
    const { images } = await api.json('put', `/api/events/${id}/images`, { data: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` });
    const posted: string[] = [];
    await page.route('http://outro-site.test/**', (route) => {
      posted.push(route.request().url());
      return route.fulfill({ body: 'ok' });
    });
    await page.goto(images[0].url);
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-ran'))).toBeNull();
    await page.locator('#send').click();
    await page.waitForTimeout(1000);
    expect(posted).toEqual([]);
    await context.close();
  });
});
