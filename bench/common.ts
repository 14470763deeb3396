/** Pieces the benchmarks share: the browser, a logged-in context and page, a new event, percentiles. */
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const BENCH_USER = { email: 'admin@demo.com.br', password: 'demo1234' };

export async function login(url: string) {
  const res = await fetch(`${url}/api/auth/login/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: BENCH_USER.email, password: BENCH_USER.password }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  return (await res.json()) as { accessToken: string; refreshToken: string };
}

/**
 * Logs a browser context in as the admin would be after a login: the server's HttpOnly refresh
 * cookie (one per path it is sent to) and the session flag, so the first page refreshes from it.
 */
export async function logInContext(context: BrowserContext, url: string): Promise<void> {
  const { refreshToken } = await login(url);
  const domain = new URL(url).hostname;
  await context.addCookies(
    ['/api/accounts/token/refresh', '/api/accounts/logout'].map((path) => ({
      name: 'sessionRefresh',
      value: refreshToken,
      domain,
      path,
      httpOnly: true,
      sameSite: 'Strict' as const,
    })),
  );
  await context.addInitScript("localStorage.setItem('bilheteria.session', '1')");
}

/** Debian's Chromium (never a downloaded browser) with the flags above. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/** Creates an event titled `title` as the bench user; answers its id. */
export async function createEvent(url: string, title: string): Promise<string> {
  const { accessToken } = await login(url);
  const created = await fetch(`${url}/api/events`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ title }),
  });
  return ((await created.json()) as { id: string }).id;
}

/** The id of the seeded event titled `title` (the demo data's 'Festival de Forró de Caruaru'...), read as `token`'s user. */
export async function seededEventId(url: string, token: string, title: string): Promise<string | undefined> {
  const events = (await (await fetch(`${url}/api/events?limit=9999`, { headers: { authorization: `Bearer ${token}` } })).json()) as { data: { id: string; title: string }[] };
  return events.data.find((e) => e.title === title)?.id;
}

/**
 * A page of the admin at `url`, logged in as the bench user, in a 1440×900 window; `initScript`
 * (a string: tsx's helpers do not exist in the page) runs before the page's own scripts.
 */
export async function openBenchPage(browser: Browser, url: string, initScript?: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: url, viewport: { width: 1440, height: 900 } });
  await logInContext(context, url);
  if (initScript) await context.addInitScript(initScript);
  return { context, page: await context.newPage() };
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** When each path was first asked for on this CDP session, in ms from its first request (Network must be enabled). */
export function watchAsked(cdp: CDPSession): Record<string, number> {
  let start = 0;
  const asked: Record<string, number> = {};
  cdp.on('Network.requestWillBeSent', (e) => {
    start ||= e.timestamp;
    asked[new URL(e.request.url).pathname] ??= (e.timestamp - start) * 1000;
  });
  return asked;
}

/** The page's first paint with content and its largest paint so far, in the page's own clock. */
export async function paintsOf(page: Page): Promise<{ fcp: number; lcp: number }> {
  const lcp = (await page.evaluate(
    `new Promise((r) => new PerformanceObserver((l) => { const e = l.getEntries(); r(e[e.length - 1].startTime); }).observe({ type: 'largest-contentful-paint', buffered: true }))`,
  )) as number;
  const fcp = (await page.evaluate(`performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN`)) as number;
  return { fcp, lcp };
}
