/**
 * Opening a page and waiting until it is what a user would see: the app drawn in place of the
 * loading bar, no request in flight for a moment, nothing loading or moving (`settle`). Playwright's
 * 'networkidle' waits 500 ms of silence after every page, most of a page's time in the suites that
 * visit dozens (the accessibility audit spent 1.2 s a page on it).
 */
import type { Page, Response } from 'playwright-core';
import { settle } from './axe';

interface Traffic {
  inFlight: number;
  lastChange: number;
}

const traffic = new WeakMap<Page, Traffic>();

/** Counts the page's requests from now on; `newPage` calls it before the first navigation. */
export function trackRequests(page: Page): void {
  if (traffic.has(page)) return;
  const t: Traffic = { inFlight: 0, lastChange: performance.now() };
  traffic.set(page, t);
  const started = () => {
    t.inFlight++;
    t.lastChange = performance.now();
  };
  const ended = () => {
    t.inFlight = Math.max(0, t.inFlight - 1);
    t.lastChange = performance.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
}

/** Waits until no request of the page has been in flight for `quietMs`, and not before `notBefore`. */
export async function quietNetwork(page: Page, quietMs: number, notBefore = 0, timeout = 15_000): Promise<void> {
  const t = traffic.get(page);
  if (!t) throw new Error('trackRequests(page) was not called before the page opened');
  const end = performance.now() + timeout;
  while (t.inFlight > 0 || performance.now() - t.lastChange < quietMs || performance.now() < notBefore) {
    if (performance.now() > end) throw new Error(`requests still in flight after ${timeout} ms (${t.inFlight})`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Loads `path` from the server and waits for it: React's page in place of index.html's bar, then quiet. */
export async function openPage(page: Page, path: string): Promise<Response | null> {
  const res = await page.goto(path);
  await page.waitForFunction(() => !document.getElementById('app-shell') && document.querySelector('#root > :not(script)'), null, { polling: 50 });
  await quietNetwork(page, 100);
  await settle(page);
  return res;
}

/**
 * Goes to `path` inside the running app through the router, as a link does (no reload), and waits
 * for it. The router draws the new route within a frame or two and asks for its code and data at
 * once, so the page is given 300 ms before the network's quiet counts.
 */
export async function routeTo(page: Page, path: string): Promise<void> {
  const notBefore = performance.now() + 300;
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  await quietNetwork(page, 100, notBefore);
  await settle(page);
}
