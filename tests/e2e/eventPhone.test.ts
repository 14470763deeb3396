/**
 * The event's screens on a phone (issue 9 item 18): the tab rows get arrows when they overflow, so
 * the first tab ('Visão geral') is in sight or one arrow away; a sector's edit and delete icons sit
 * on its title's row instead of wrapping onto a line of their own.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser, loggedIn, screenshot } from './browser';
import { sectorWithTickets } from './fixtures';

const PHONE = { width: 390, height: 844 };

/** The MUI Tabs root (scroller and arrows) of the event's first row of tabs. */
const mainRow = (page: Page) => page.locator('.MuiTabs-root', { has: page.getByRole('tablist', { name: 'Seções do evento' }) });

/** Whether the tab lies wholly inside the visible part of its row. */
async function inSight(row: Locator, tab: Locator) {
  const scroller = (await row.locator('.MuiTabs-scroller').boundingBox())!;
  const box = (await tab.boundingBox())!;
  return box.x >= scroller.x - 0.5 && box.x + box.width <= scroller.x + scroller.width + 0.5;
}

/** Taps the row's back arrow until the first tab is in sight (a few taps at most). */
async function revealFirst(page: Page, row: Locator, tab: Locator) {
  for (let taps = 0; taps < 5 && !(await inSight(row, tab)); taps++) {
    await row.locator('.MuiTabs-scrollButtons').first().click({ timeout: 2_000 });
    await page.waitForTimeout(400);
  }
  return inSight(row, tab);
}

describe('event screens at 390x844', () => {
  const browser = useBrowser();

  it("keeps the first tab's label reachable and a sector's icons on its title's row", async () => {
    const { context, page, api } = await loggedIn(browser(), 'admin@demo.com.br', PHONE);
    const event = await api.post('/api/events', { title: 'Abas no celular' });
    await sectorWithTickets(api, event.id, 'Camarote Premium Open Bar', [{ title: 'Inteira' }]);

    await page.goto(`/events/${event.id}/sectors-and-sales/sectors`);
    const main = mainRow(page);
    const first = main.getByRole('tab', { name: 'Visão geral' });
    await first.waitFor();
    // The row overflows a phone: its arrows are on screen, and the first tab is in sight or brought there by them.
    await expect.poll(() => main.locator('.MuiTabs-scrollButtons').first().isVisible()).toBe(true);
    expect(await revealFirst(page, main, first)).toBe(true);

    const sector = page.getByRole('region', { name: 'Camarote Premium Open Bar' });
    const title = (await sector.getByRole('heading', { name: 'Camarote Premium Open Bar' }).boundingBox())!;
    for (const name of ['Editar setor', 'Remover setor']) {
      const icon = (await sector.getByRole('button', { name }).boundingBox())!;
      // On the title's row: the icon's vertical middle lies within the title's line box.
      const middle = icon.y + icon.height / 2;
      expect(middle, name).toBeGreaterThanOrEqual(title.y);
      expect(middle, name).toBeLessThanOrEqual(title.y + title.height);
      expect(icon.x + icon.width, name).toBeLessThanOrEqual(PHONE.width);
    }
    // The ticket's category reads whole ('Inteira', not 'I…'): its buttons go to the next line instead.
    const category = sector.getByRole('listitem', { name: 'Inteira' }).locator('.MuiChip-label').first();
    expect(await category.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await screenshot(page, 'event-sectors-390');

    await page.goto(`/events/${event.id}/edit/payments`);
    await page.getByRole('tab', { name: 'Pagamentos' }).waitFor();
    expect(await revealFirst(page, mainRow(page), mainRow(page).getByRole('tab', { name: 'Visão geral' }))).toBe(true);
    await screenshot(page, 'event-payments-tabs-390');
    await context.close();
  });
});
