/**
 * Delivery (issue 11 goal 1): the login page starts with a small entry and never asks for the
 * admin's chunk (react-admin's lists, the menu, the resource views); logging in brings it and
 * works as before. Scripts come precompressed (brotli) and cached for a year.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loggedIn, login, newPage, useBrowser, PASSWORD, SCREENSHOTS } from './browser';
import { axeFindingsNow } from './axe';

/** The admin's chunk as `vite build` names it (src/App.tsx, loaded by src/Root.tsx). */
function adminChunk(): string {
  const names = readdirSync('dist/assets').filter((f) => /^App-[\w-]+\.js$/.test(f));
  expect(names, 'one admin chunk in dist/assets').toHaveLength(1);
  return `/assets/${names[0]}`;
}

/** The libraries' code only the admin needs, one file (scripts/adminChunkGroup.ts). */
function adminLibrariesChunk(): string {
  const names = readdirSync('dist/assets').filter((f) => /^admin-[\w-]+\.js$/.test(f));
  expect(names, "one admin libraries' file in dist/assets").toHaveLength(1);
  return `/assets/${names[0]}`;
}

/** A string only the side menu's code holds (src/layout/Menu.tsx): its catalogue key. */
const MENU_CODE = 'app.layout.mainMenu';

interface Script {
  path: string;
  encoding?: string;
  cacheControl?: string;
  text: Promise<string>;
}

/** The scripts the page asked for, in order, with the headers and text of their answers. */
function recordScripts(page: Page) {
  const scripts: Script[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const headers = response.headers();
    const text = response.text().catch(() => '');
    scripts.push({ path: new URL(response.url()).pathname, encoding: headers['content-encoding'], cacheControl: headers['cache-control'], text });
  });
  return scripts;
}

/** The scripts among `scripts` that carry the side menu's code. */
const withMenu = async (scripts: Script[]) => (await Promise.all(scripts.map(async (s) => ((await s.text).includes(MENU_CODE) ? s.path : null)))).filter(Boolean);

describe('delivery of the admin', () => {
  const browser = useBrowser();

  it('the login page loads neither the menu nor the admin chunk; logging in loads them and lands on the dashboard', async () => {
    const { context, page } = await newPage(browser());
    const scripts = recordScripts(page);
    await page.goto('/auth/login');
    await page.getByLabel('Senha').waitFor();
    await page.waitForLoadState('networkidle');

    expect(scripts.length).toBeGreaterThan(0);
    expect(await withMenu(scripts)).toEqual([]);
    for (const script of scripts) {
      expect(script.encoding, script.path).toBe('br');
      expect(script.cacheControl, script.path).toBe('public, max-age=31536000, immutable');
    }
    const admin = adminChunk();
    expect(scripts.map((s) => s.path)).not.toContain(admin);

    await page.getByLabel('E-mail').fill('admin@demo.com.br');
    await page.getByLabel('Senha').fill(PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link').first().waitFor();
    expect(scripts.map((s) => s.path)).toContain(admin);
    expect(await withMenu(scripts)).not.toEqual([]);
    await context.close();
  });

  it("the first page's code comes as the first script's requests, its two largest libraries and the rest, and runs in slices with the admin's (scripts/slicedEvaluation.ts)", () => {
    const named = (path: string) => path.match(/([\w-]+)-[\w-]{8}\.js$/)?.[1];
    const html = readFileSync('dist/index.html', 'utf8');
    const first = [...html.matchAll(/(?:src|href)="(\/assets\/[\w-]+\.js)"/g)].map((m) => named(m[1]));
    expect(first).toEqual(['index', 'rolldown-runtime', 'first-requests', 'react-dom', 'router']);
    for (const name of ['index', 'router', 'App', 'admin']) {
      const files = readdirSync('dist/assets').filter((f) => named(f) === name);
      expect(files, name).toHaveLength(1);
      expect(readFileSync(`dist/assets/${files[0]}`, 'utf8'), name).toContain('scheduler?.yield');
    }
  });

  it('a private page without a session goes to the login without loading the admin, and back after the login', async () => {
    const { context, page } = await newPage(browser());
    const scripts = recordScripts(page);
    await page.goto('/events?page=1');
    await page.waitForURL(/\/auth\/login$/);
    await page.getByLabel('Senha').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await withMenu(scripts)).toEqual([]);
    expect(scripts.map((s) => s.path)).not.toContain(adminChunk());

    await page.getByLabel('E-mail').fill('admin@demo.com.br');
    await page.getByLabel('Senha').fill(PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(/\/events\?page=1$/);
    await page.getByRole('article').first().waitFor();
    await context.close();
  });

  it("a page opened with a session asks for the session as its first script runs, before the admin's code and before the shell's modules run, and for its list before the menu is drawn", async () => {
    const { context, page } = await loggedIn(browser(), 'admin@demo.com.br');
    await page.close();
    // A new tab: the access token lives in the old page's memory; the refresh cookie brings it back.
    const tab = await context.newPage();
    // When the side menu first appears: the admin's first screen is drawn.
    await tab.addInitScript(() => {
      const seen = new MutationObserver(() => {
        if (!document.querySelector('nav[aria-label="Menu principal"]')) return;
        (window as unknown as { menuDrawnAt: number }).menuDrawnAt = performance.now();
        seen.disconnect();
      });
      seen.observe(document, { childList: true, subtree: true });
      // In the order the page does them: its first fetch, and the styles' module looking for styles
      // a server drew (emotion does that as its module runs, before anything is drawn).
      const order: string[] = ((window as unknown as { firstSteps: string[] }).firstSteps = []);
      const { fetch } = window;
      window.fetch = (...args) => {
        order.push(`fetch ${new URL(String(args[0] instanceof Request ? args[0].url : args[0]), location.href).pathname}`);
        return fetch(...args);
      };
      const query = Document.prototype.querySelectorAll;
      Document.prototype.querySelectorAll = function (this: Document, selector: string) {
        if (selector.includes('data-emotion')) order.push('styles module');
        return query.call(this, selector);
      } as typeof query;
    });
    const asked: string[] = [];
    tab.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await tab.goto('/events');
    await tab.getByRole('article').first().waitFor();
    const session = asked.indexOf('/api/accounts/token/refresh');
    expect(session, asked.join(' ')).toBeGreaterThan(0);
    // Asked before the admin's own chunk (not after it has loaded and drawn): on a phone's network
    // the call's round trips then overlap the admin's download.
    expect(session, asked.join(' ')).toBeLessThan(asked.indexOf(adminChunk()));
    // And as the entry's file starts running, not once its ~550 kB of modules (React, MUI, the
    // shell) have run: src/main.tsx imports src/firstRequests.ts first.
    const steps = await tab.evaluate(() => (window as unknown as { firstSteps: string[] }).firstSteps);
    expect(steps.indexOf('fetch /api/accounts/token/refresh'), steps.join(', ')).toBe(0);
    expect(steps.indexOf('styles module'), steps.join(', ')).toBeGreaterThan(0);
    // The refresh brought the profile along: no second round trip before the first page.
    expect(asked, asked.join(' ')).not.toContain('/api/profile');
    // The events list was asked for while the admin drew its first screen, not once it was drawn
    // (src/framework/firstLoad.ts), and only once: the grid took that answer.
    const { list, menu, lists } = await tab.evaluate(() => {
      const calls = performance.getEntriesByType('resource').filter((e) => new URL(e.name).pathname === '/api/events');
      return { list: calls[0]?.startTime, lists: calls.length, menu: (window as unknown as { menuDrawnAt: number }).menuDrawnAt };
    });
    expect(lists).toBe(1);
    expect(list).toBeLessThan(menu);
    await context.close();
  });

  it("the first screen's style rules go in as style text, not one call each, and the page is drawn with them (src/framework/renderTimeStyles.ts)", async () => {
    const { context, page } = await loggedIn(browser(), 'admin@demo.com.br');
    await page.close();
    const tab = await context.newPage();
    await tab.addInitScript(() => {
      const counted = window as unknown as { rulesOneByOne: number };
      counted.rulesOneByOne = 0;
      const insertRule = CSSStyleSheet.prototype.insertRule;
      CSSStyleSheet.prototype.insertRule = function (this: CSSStyleSheet, ...args: [string, number?]) {
        counted.rulesOneByOne++;
        return insertRule.apply(this, args);
      };
    });
    await tab.goto('/events');
    const card = tab.getByRole('article').first();
    await card.waitFor();
    const { asText, oneByOne, radius } = await tab.evaluate(() => {
      const tags = [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion]')].filter((tag) => tag.textContent);
      return {
        asText: tags.reduce((sum, tag) => sum + (tag.sheet?.cssRules.length ?? 0), 0),
        oneByOne: (window as unknown as { rulesOneByOne: number }).rulesOneByOne,
        radius: getComputedStyle(document.querySelector('article')!).borderRadius,
      };
    });
    // Emotion alone writes each of the ~500 rules with insertRule, leaving the tags' text empty.
    expect(asText).toBeGreaterThan(200);
    expect(oneByOne).toBeLessThan(asText);
    expect(radius).not.toBe('0px');
    await context.close();
  });

  it("a page opened with a session shows the business's bar while the admin's files load, then the admin in its place", async () => {
    const { context, page } = await loggedIn(browser(), 'admin@demo.com.br', { width: 390, height: 844 });
    // The business's preferences have arrived with the session (and are cached in the browser).
    await page.getByRole('banner').getByText('Bilheteria Demo').waitFor();
    await expect.poll(() => page.getByRole('banner').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(245, 158, 11)');
    await page.close();
    // A new tab whose admin chunk is held back: what a phone shows during the seconds it takes.
    const tab = await context.newPage();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await tab.route(`**${adminChunk()}`, async (route) => {
      await held;
      await route.continue();
    });
    // The first script a moment late, as on a slow network: the bar index.html painted is seen first.
    await tab.route('**/assets/index-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await tab.goto('/events');
    const bar = tab.getByRole('banner');
    // The business's name and colour, cached by the earlier page (src/layout/AppShell.tsx).
    await expect.poll(() => bar.textContent()).toBe('Bilheteria Demo');
    // React's first render has taken the place of the bar index.html painted, and of its script.
    await tab.waitForFunction(() => !document.querySelector('#root > script'));
    // Drawn once by React: the same element stays until the admin replaces it (no second mount).
    await bar.evaluate((el) => ((el as HTMLElement).dataset.seen = 'yes'));
    await tab.waitForTimeout(1000);
    expect(await bar.evaluate((el) => [(el as HTMLElement).dataset.seen, getComputedStyle(el).backgroundColor])).toEqual(['yes', 'rgb(245, 158, 11)']);
    expect(await tab.getByRole('progressbar', { name: 'carregando...' }).count()).toBe(1);
    const { y, height } = (await bar.boundingBox())!;
    expect([y, height]).toEqual([0, 48]);
    await tab.screenshot({ path: `${SCREENSHOTS}/admin-shell-390.png` });
    expect(await axeFindingsNow(tab)).toEqual([]);
    release();
    await tab.getByRole('article').first().waitFor();
    // The admin's own bar, at the same place.
    expect(await tab.getByRole('banner').count()).toBe(1);
    expect((await tab.getByRole('banner').boundingBox())!.y).toBe(0);
    expect(await tab.getByRole('banner').getByText('Bilheteria Demo').count()).toBe(1);
    await context.close();
  });

  it("an admin page shows the business's bar as its document arrives, before any script, and the bar keeps its place and colours until the admin's own takes over", async () => {
    const { context, page } = await loggedIn(browser(), 'admin@demo.com.br', { width: 390, height: 844 });
    await page.getByRole('banner').getByText('Bilheteria Demo').waitFor();
    await page.close();
    const tab = await context.newPage();
    const refused: string[] = [];
    tab.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    // The page's bar in every frame from the document's first: its top, background and text colours.
    await tab.addInitScript(() => {
      const seen: string[] = ((window as unknown as { bars: string[] }).bars = []);
      const frame = () => {
        const bar = document.querySelector('header');
        const state = bar ? `${bar.getBoundingClientRect().top} ${getComputedStyle(bar).backgroundColor} ${getComputedStyle(bar).color}` : 'none';
        if ((bar || seen.length) && seen[seen.length - 1] !== state) seen.push(state);
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    // No script file arrives until released: what index.html alone shows.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await tab.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await tab.goto('/events', { waitUntil: 'commit' });
    const bar = tab.getByRole('banner');
    await expect.poll(() => bar.textContent()).toBe('Bilheteria Demo');
    expect(await bar.evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).color])).toEqual(['rgb(245, 158, 11)', 'rgba(0, 0, 0, 0.87)']);
    expect(await tab.getByRole('progressbar', { name: 'carregando...' }).count()).toBe(1);
    expect(await bar.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 48 });
    await tab.screenshot({ path: `${SCREENSHOTS}/admin-shell-html-390.png` });
    expect(await axeFindingsNow(tab)).toEqual([]);
    release();
    await tab.getByRole('article').first().waitFor();
    await tab.waitForTimeout(300);
    // One state from the first frame to the admin's own bar: never absent, moved or in other colours.
    expect(await tab.evaluate(() => (window as unknown as { bars: string[] }).bars)).toEqual(['0 rgb(245, 158, 11) rgba(0, 0, 0, 0.87)']);
    expect(refused).toEqual([]);
    await context.close();
  });

  it("a browser that never saw the business's colours draws the admin in them from its first frame, after a login and on a reload: they come with the session", async () => {
    // Every colour the admin's own bar (the one with the menu's button; the shell's has none) wears, frame by frame.
    const recordBar = () => {
      const seen: string[] = ((window as unknown as { barColours: string[] }).barColours = []);
      const frame = () => {
        const bar = [...document.querySelectorAll('header')].find((h) => h.querySelector('button'));
        const colour = bar && getComputedStyle(bar).backgroundColor;
        if (colour && seen[seen.length - 1] !== colour) seen.push(colour);
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    };
    const barColours = (page: Page) => page.evaluate(() => (window as unknown as { barColours: string[] }).barColours);
    const preferenceCalls = async (page: Page) =>
      (await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname))).filter((path) => path.endsWith('/preferences'));
    // The business's secondary colour (#F59E0B), never the product's default (#0f766e) first.
    const BUSINESS = 'rgb(245, 158, 11)';

    const { context, page } = await newPage(browser());
    await page.addInitScript(recordBar);
    await login(page, 'admin@demo.com.br');
    await page.getByRole('navigation', { name: 'Menu principal' }).waitFor();
    await page.waitForTimeout(500);
    expect(await barColours(page)).toEqual([BUSINESS]);

    // A reload in a browser that has forgotten them.
    await page.evaluate(() => localStorage.removeItem('preferences'));
    await page.close();
    const tab = await context.newPage();
    await tab.addInitScript(recordBar);
    await tab.goto('/events');
    await tab.getByRole('article').first().waitFor();
    await tab.waitForTimeout(500);
    expect(await barColours(tab)).toEqual([BUSINESS]);
    // No call of their own: the session's profile brought them.
    expect(await preferenceCalls(tab)).toEqual([]);
    await context.close();
  });

  it('the password pages load neither the menu nor the admin chunk', async () => {
    const { context, page } = await newPage(browser());
    const scripts = recordScripts(page);
    await page.goto('/auth/forgot-password');
    await page.getByRole('button', { name: 'Enviar link' }).waitFor();
    await page.goto('/auth/reset-password#token=abc');
    await page.locator('#new-password').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await withMenu(scripts)).toEqual([]);
    expect(scripts.map((s) => s.path)).not.toContain(adminChunk());
    await context.close();
  });

  it("the public pages (a courtesy's activation, the buyer's tickets, the door's and the accreditation's validation, a participant's registration, the accreditation area) load none of the admin's files", async () => {
    // They used to receive the admin's group (~90 KB compressed): the build read every import of
    // 'react-admin' or '@mui/material' as needing the whole package (scripts/moduleEdges.ts). The
    // registration page and the area did until session 50 (~70 KB): react-admin's form needs
    // modules the first page seemed to have, and the admin's file took them.
    const unknown = '00000000-0000-0000-0000-000000000000';
    const pages: [string, (page: Page) => Promise<void>][] = [
      [`/ativar-cortesia?courtesyId=${unknown}`, (page) => page.getByText('Cortesia não encontrada.').waitFor()],
      ['/ingressos', (page) => page.getByText('Link incompleto: abra o link exatamente como o recebeu.').waitFor()],
      ['/validate', (page) => page.getByRole('heading', { name: 'Validação de ingressos' }).waitFor()],
      ['/validate/accreditation', (page) => page.getByRole('heading', { name: 'Validação de credenciamento' }).waitFor()],
      ['/validate/accreditation-activity', (page) => page.getByRole('heading', { name: 'Validação de atividade do credenciamento' }).waitFor()],
      [`/accreditation-participant?accreditation=${unknown}`, (page) => page.getByTestId('page-failure').waitFor()],
      [`/accreditation/${unknown}/register`, (page) => page.waitForURL(`**/accreditation/${unknown}/login`)],
    ];
    for (const [path, drawn] of pages) {
      const { context, page } = await newPage(browser());
      const scripts = recordScripts(page);
      await page.goto(path);
      await drawn(page);
      await page.waitForLoadState('networkidle');
      expect(scripts.length, path).toBeGreaterThan(0);
      expect(scripts.map((s) => s.path), path).not.toContain(adminChunk());
      expect(scripts.map((s) => s.path), path).not.toContain(adminLibrariesChunk());
      await context.close();
    }
  });
});
