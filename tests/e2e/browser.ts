/** Debian's Chromium driven by playwright-core (never a downloaded browser), and screenshot artifacts. */
import { mkdirSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { trackRequests } from './pageLoad';

export const SCREENSHOTS = 'test-results/screenshots';
export const baseURL = () => inject('baseURL');
export const PASSWORD = 'demo1234';

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** One browser per test file: launched before its tests, closed after them. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => browser!;
}

export async function newPage(browser: Browser, viewport = { width: 1366, height: 850 }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseURL(), viewport, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const page = await context.newPage();
  trackRequests(page);
  return { context, page };
}

export async function screenshot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

/** Logs in through the login page and waits for the dashboard. */
export async function login(page: Page, email: string) {
  await page.goto('/auth/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/\/dashboard/);
}

/** The labels of the side menu, in order. */
export async function menuLabels(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Menu principal' });
  await nav.getByRole('link').first().waitFor();
  return (await nav.getByRole('link').allInnerTexts()).map((t) => t.trim()).filter(Boolean);
}

/**
 * Picks an option of an open select or autocomplete and waits for its list to close: while
 * the list is open MUI hides the dialog behind it from the accessibility tree.
 */
export async function pickOption(page: Page, name: string | RegExp) {
  await page.getByRole('option', { name }).first().click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

/**
 * Calls the API as `email` with a token of its own (access tokens live 8 s in these tests):
 * logs in on the first call and again after a 401, so a test never races the page's refresh.
 * Answers Playwright's responses; `json` helpers expect the status given.
 */
export function apiAs(context: BrowserContext, email: string) {
  let token = '';
  const call = async (method: 'get' | 'post' | 'put' | 'patch' | 'delete', url: string, data?: unknown) => {
    for (let attempt = 0; ; attempt++) {
      const res = await context.request[method](url, { headers: { authorization: `Bearer ${token}` }, data: data as never });
      if (res.status() !== 401 || attempt > 0) return res;
      const login = await context.request.post('/api/auth/login/local', { data: { username: email, password: PASSWORD } });
      token = (await login.json()).accessToken;
    }
  };
  return {
    raw: call,
    get: (url: string) => call('get', url),
    json: async (method: 'get' | 'post' | 'put' | 'patch' | 'delete', url: string, data?: unknown, status = method === 'post' ? 201 : 200) => {
      const res = await call(method, url, data);
      if (res.status() !== status) throw new Error(`${method.toUpperCase()} ${url}: ${res.status()} ${await res.text()}`);
      return res.json();
    },
  };
}

/** `apiAs` with JSON answers: `get` expects 200, `post` 201. */
export function apiJson(context: BrowserContext, email: string) {
  const api = apiAs(context, email);
  return {
    get: (url: string) => api.json('get', url),
    post: (url: string, data: unknown = {}) => api.json('post', url, data),
  };
}

/** A new page logged in as `email`, with JSON calls to the API as that user: how most tests start. */
export async function loggedIn(browser: Browser, email: string, viewport?: { width: number; height: number }) {
  const { context, page } = await newPage(browser, viewport);
  await login(page, email);
  return { context, page, api: apiJson(context, email) };
}
