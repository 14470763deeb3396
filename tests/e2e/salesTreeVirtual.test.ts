/**
 * The sales tree draws only the rows in sight (issue 11): on a tree taller than the window,
 * reordering still works where the target is scrolled out of view; the page's actions come with
 * its first lots, its dialogs' code after them. The keyboard moves a sector
 * above one whose header is off-screen and keeps the focus on the grip, in view; a ticket
 * dragged while the window scrolls back up lands at the top of its sector; axe finds nothing
 * critical or serious on the half-drawn tree at 1366 and 390 px.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiJson, loggedIn, screenshot, useBrowser } from './browser';
import { sectorWithTickets, type FixtureApi } from './fixtures';

const ADMIN = 'admin@demo.com.br';
const GRIP = 'Arrastar para reordenar';
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Three sectors (A, B, C) of six tickets with five lots each: about 1,600 px a sector. */
async function tallTree(api: FixtureApi, title: string) {
  const { id: eventId } = await api.post('/api/events', { title });
  const sectors: Record<string, Awaited<ReturnType<typeof sectorWithTickets>>> = {};
  for (const s of ['A', 'B', 'C']) {
    const tickets = Array.from({ length: 6 }, (_, t) => ({
      title: `Ingresso ${s}${t + 1}`,
      lots: Array.from({ length: 5 }, (_, l) => ({ title: `Lote ${s}${t + 1}.${l + 1}`, price: 1000 * (l + 1), quantity: 100 })),
    }));
    sectors[s] = await sectorWithTickets(api, eventId, `Setor ${s}`, tickets);
  }
  return { eventId, sectors };
}

/**
 * Scrolls down until `target` is drawn (a group is there as soon as one of its rows is), then
 * puts its top (drawn or not: a group spans all its rows) `margin` px below the window's top.
 */
async function scrollToTop(page: Page, target: Locator, margin = 120) {
  for (let i = 0; i < 50 && !(await target.count()); i++) await page.evaluate(() => window.scrollBy(0, window.innerHeight / 2));
  await target.evaluate((el, m) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - m), margin);
}

/** In sight: inside the window and below the app bar (64 px). */
async function inSight(page: Page, target: Locator) {
  const box = await target.boundingBox();
  const { height } = page.viewportSize()!;
  return box !== null && box.y >= 64 && box.y + box.height <= height;
}

/** The answer to an ordination of `kind` (tokens live 8 s here: a 401 may come first, then the replay). */
const ordered = (page: Page, kind: 'sectors' | 'tickets') =>
  page.waitForResponse((r) => r.url().includes(`/${kind}/`) && r.url().endsWith('/ordination') && r.request().method() === 'POST' && r.status() !== 401);

const settled = (page: Page) => expect.poll(() => page.locator(`[aria-label="${GRIP}"][aria-busy="true"]`).count()).toBe(0);

/**
 * Records the DOM commit that first shows a lot (React writes a commit at once): when, in the
 * page's clock, and whether the page's 'Novo setor' was in it. Read with `firstLot`.
 */
const recordFirstLot = (page: Page) =>
  page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('[data-testid^="lot-"]')) return;
      const withAdd = [...document.querySelectorAll('button')].some((b) => b.textContent?.trim() === 'Novo setor');
      (window as unknown as { firstLot: unknown }).firstLot = { at: performance.now(), withAdd };
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
const firstLot = (page: Page) => page.evaluate(() => (window as unknown as { firstLot: { at: number; withAdd: boolean } }).firstLot);

describe('the sales tree drawn only where the window shows it, as admin@demo.com.br', () => {
  const browser = useBrowser();

  it('moves a sector with the keyboard above one whose header is off-screen, keeping its grip focused and in view', async () => {
    const { context, page, api } = await loggedIn(browser(), ADMIN, { width: 1366, height: 700 });
    const { eventId } = await tallTree(api, 'Árvore longa teclado E2E');
    await page.goto(`/events/${eventId}/sectors-and-sales/sectors`);
    await page.getByRole('heading', { name: 'Setor A' }).waitFor();
    // Only what is in sight is drawn: the last sector is not there yet, nor most of the 90 lots.
    expect(await page.getByRole('region', { name: 'Setor C' }).count()).toBe(0);
    expect(await page.locator('[data-testid^="lot-"]').count()).toBeLessThan(40);

    // To the bottom of the page: the last sector's last lot is drawn.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByRole('listitem', { name: 'Lote C6.5' }).waitFor();
    const sectorC = page.getByRole('region', { name: 'Setor C' });
    await scrollToTop(page, sectorC);
    // The sector's own grip: the first in its region once its header is drawn (its tickets have theirs).
    await sectorC.getByRole('heading', { name: 'Setor C' }).waitFor();
    const grip = sectorC.getByRole('button', { name: GRIP }).first();
    await grip.focus();
    // Where it goes is out of sight: Setor B's header is some 1,600 px up, not drawn.
    expect(await page.getByRole('heading', { name: 'Setor B' }).count()).toBe(0);

    let saved = ordered(page, 'sectors');
    await page.keyboard.press('ArrowUp');
    expect((await saved).status()).toBe(200);
    await settled(page);
    // The grip went with its sector, kept the focus and was brought into view.
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('section')?.getAttribute('aria-label'))).toBe('Setor C');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(GRIP);
    await expect.poll(() => inSight(page, grip)).toBe(true);
    const names = async () => ((await api.get(`/api/events/${eventId}/sectors`)).data as { name: string }[]).map((s) => s.name);
    expect(await names()).toEqual(['Setor A', 'Setor C', 'Setor B']);
    await screenshot(page, 'sales-virtual-keyboard');

    // Once more: above Setor A, again out of sight.
    saved = ordered(page, 'sectors');
    await page.keyboard.press('ArrowUp');
    expect((await saved).status()).toBe(200);
    await settled(page);
    await expect.poll(() => inSight(page, grip)).toBe(true);
    expect(await names()).toEqual(['Setor C', 'Setor A', 'Setor B']);
    await page.reload();
    await page.getByRole('heading', { name: 'Setor C' }).waitFor();
    expect(await page.locator('section[data-testid^="sector-"] h2').first().innerText()).toBe('Setor C');
    await context.close();
  });

  it('drags a ticket from the bottom of its sector to the top, scrolling up while dragging', async () => {
    const { context, page, api } = await loggedIn(browser(), ADMIN, { width: 1366, height: 600 });
    const { eventId, sectors } = await tallTree(api, 'Árvore longa arrasto E2E');
    await page.goto(`/events/${eventId}/sectors-and-sales/sectors`);
    await page.getByRole('heading', { name: 'Setor A' }).waitFor();
    const sectorA = page.getByRole('region', { name: 'Setor A' });
    const last = sectorA.getByRole('listitem', { name: 'Ingresso A6', exact: true });
    await scrollToTop(page, last, 300);
    await last.getByRole('heading', { name: 'Ingresso A6' }).waitFor();
    // The place it goes to is out of sight, not drawn.
    expect(await page.getByRole('heading', { name: 'Ingresso A1' }).count()).toBe(0);

    const from = (await last.getByRole('button', { name: GRIP }).first().boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
    // Back to the top while the ticket is held: its row stays drawn though far out of sight.
    await page.evaluate(() => window.scrollTo(0, 0));
    const first = sectorA.getByRole('listitem', { name: 'Ingresso A1', exact: true });
    await first.getByRole('heading', { name: 'Ingresso A1' }).waitFor();
    expect(await page.getByTestId(`ticket-${sectors.A.tickets[5].id}`).count()).toBe(1);
    const to = (await first.getByRole('heading', { name: 'Ingresso A1' }).boundingBox())!;
    const saved = ordered(page, 'tickets');
    await page.mouse.move(to.x + 20, to.y + to.height / 2, { steps: 15 });
    await page.mouse.up();
    expect((await saved).status()).toBe(200);
    await settled(page);

    const titles = async () =>
      ((await api.get(`/api/events/${eventId}/tickets-all-lots?sectorIds=${sectors.A.sectorId}`)).data as { title: string }[]).map((t) => t.title);
    expect(await titles()).toEqual(['Ingresso A6', 'Ingresso A1', 'Ingresso A2', 'Ingresso A3', 'Ingresso A4', 'Ingresso A5']);
    const onScreen = () => sectorA.locator('[data-testid^="ticket-"]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    await expect.poll(async () => (await onScreen())[0]).toBe('Ingresso A6');
    await screenshot(page, 'sales-virtual-drag');
    await context.close();
  });

  it('opens the next page at its first sector, scrolled back to the top', async () => {
    const { context, page, api } = await loggedIn(browser(), ADMIN, { width: 1366, height: 700 });
    const { id: eventId } = await api.post('/api/events', { title: 'Duas páginas E2E' });
    // Two full pages: the second as tall as the first, so the window could stay at its end.
    for (let i = 1; i <= 40; i++) await api.post(`/api/events/${eventId}/sectors`, { name: `Setor ${String(i).padStart(2, '0')}` });
    await page.goto(`/events/${eventId}/sectors-and-sales/sectors`);
    await page.getByRole('heading', { name: 'Setor 01' }).waitFor();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByRole('button', { name: 'Próxima' }).click();
    const heading = page.getByRole('heading', { name: 'Setor 21' });
    await heading.waitFor();
    await expect.poll(() => inSight(page, heading)).toBe(true);
    expect(await page.getByRole('heading', { name: 'Setor 01' }).count()).toBe(0);
    await context.close();
  });

  it("draws the page's 'Novo setor' with its first lot, not one render later (the tree would move down under the eyes)", async () => {
    const { context, page, api } = await loggedIn(browser(), ADMIN, { width: 1366, height: 700 });
    const { eventId } = await tallTree(api, 'Árvore de uma vez E2E');
    await recordFirstLot(page);
    await page.goto(`/events/${eventId}/sectors-and-sales/sectors`);
    await page.locator('[data-testid^="lot-"]').first().waitFor();
    expect((await firstLot(page)).withAdd).toBe(true);
    await context.close();
  });

  it("draws its first screen without the dialogs' code, which comes after it, and opens a dialog with it", async () => {
    const { context, page, api } = await loggedIn(browser(), ADMIN, { width: 1366, height: 700 });
    const { eventId } = await tallTree(api, 'Árvore sem formulários E2E');
    await recordFirstLot(page);
    await page.goto(`/events/${eventId}/sectors-and-sales/sectors`);
    await page.locator('[data-testid^="lot-"]').first().waitFor();
    // The parts shown on demand (src/framework/lazyPart.tsx), by their chunks' names.
    const parts = /\/assets\/(SalesFormDialog|TicketActionsPanel)-[\w-]+\.js$/;
    const asked = () =>
      page.evaluate((source) => {
        const pattern = new RegExp(source);
        return performance
          .getEntriesByType('resource')
          .filter((e) => pattern.test(new URL(e.name).pathname))
          .map((e) => ({ file: new URL(e.name).pathname.split('/').pop()!.split('-')[0], at: e.startTime }));
      }, parts.source);
    await expect.poll(async () => (await asked()).map((a) => a.file).sort(), { timeout: 15_000 }).toEqual(['SalesFormDialog', 'TicketActionsPanel']);
    const { at } = await firstLot(page);
    for (const part of await asked()) expect(part.at, part.file).toBeGreaterThan(at);
    await page.getByRole('button', { name: 'Novo setor' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Novo setor' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await context.close();
  });

  it.each([
    { width: 1366, height: 768 },
    { width: 390, height: 844 },
  ])('has no critical or serious axe violation on a half-drawn tree at $width px', async (viewport) => {
    const { context, page } = await loggedIn(browser(), ADMIN, viewport);
    const api = apiJson(context, ADMIN);
    const { eventId } = await tallTree(api, `Árvore longa acessível ${viewport.width}`);
    await page.goto(`/events/${eventId}/sectors-and-sales/sectors`);
    await page.getByRole('heading', { name: 'Setor A' }).waitFor();
    // Half way down: sector B drawn from the middle, its header and sector A out of the DOM.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], .MuiSkeleton-root'));
    await page.evaluate(AXE);
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
      const result = await axe.run(document, { resultTypes: ['violations'] });
      return result.violations.map((v) => ({ rule: v.id, impact: v.impact, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
    });
    expect(violations.filter((v) => v.impact === 'critical' || v.impact === 'serious')).toEqual([]);
    await context.close();
  });
});
