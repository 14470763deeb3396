/**
 * The event's tab rows at laptop widths: every tab in sight without arrows at 1366 px, arrows on a
 * narrower window, and gone again once the window widens (MUI alone keeps them, see useTabsFit).
 */
import { describe, expect, it } from 'vitest';
import { useBrowser, screenshot, loggedIn } from './browser';

describe('event navigation rows', () => {
  const browser = useBrowser();

  it('shows arrows only while the tabs do not fit', async () => {
    const { context, page, api } = await loggedIn(browser(), 'admin@demo.com.br', { width: 1000, height: 800 });
    const event = await api.post('/api/events', { title: 'Abas E2E' });
    await page.goto(`/events/${event.id}/advantages-and-services/coupons`);
    const main = page.getByRole('tablist', { name: 'Seções do evento' });
    await main.waitFor();
    const arrows = page.locator('.MuiTabs-scrollButtons');
    await expect.poll(() => arrows.count()).toBeGreaterThan(0);

    await page.setViewportSize({ width: 1366, height: 850 });
    await expect.poll(() => arrows.count()).toBe(0);
    const last = main.getByRole('tab', { name: 'Vantagens e serviços' });
    const box = (await last.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(1366);
    await expect.poll(async () => (await page.getByRole('tablist', { name: 'Vantagens e serviços' }).getByRole('tab').count())).toBe(5);
    await screenshot(page, 'event-nav-1366');
    await context.close();
  });
});
