/**
 * Issue 9 item 15 in Chromium: the event list's start-date filters are typed dd/mm/aaaa (the
 * native input showed mm/dd/yyyy) and narrow the list; the calendar buttons of the filters and
 * of the schedule hand the browser's picker value back to the typed field.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser, loggedIn, screenshot } from './browser';

const PHONE = { width: 390, height: 844 };
const WORD = `Calendario${Date.now().toString(36)}`;

/** The hidden native input beside the calendar button of the field labelled `label`. */
const nativeOf = (page: Page, label: string) =>
  page.locator('.MuiFormControl-root', { has: page.getByLabel(label, { exact: true }) }).locator('input[aria-hidden="true"]');

describe('date inputs', () => {
  const browser = useBrowser();

  it('filters the event list by a day typed 01/12/2026, and fills it from the calendar', async () => {
    const { context, page, api } = await loggedIn(browser(), 'admin@demo.com.br');
    // 30/11/2026 23:30 and 01/12/2026 00:30 in São Paulo: the day boundary is São Paulo's midnight.
    await api.post('/api/events', { title: `${WORD} novembro`, startAt: '2026-12-01T02:30:00.000Z' });
    await api.post('/api/events', { title: `${WORD} dezembro`, startAt: '2026-12-01T03:30:00.000Z' });
    await page.goto(`/events?search=${WORD}`);
    await expect.poll(() => page.getByRole('article').count()).toBe(2);
    const from = page.getByLabel('Início a partir de', { exact: true });
    expect(await from.getAttribute('placeholder')).toBe('dd/mm/aaaa');
    await from.pressSequentially('01122026');
    expect(await from.inputValue()).toBe('01/12/2026');
    await page.waitForURL(/startAt=2026-12-01/);
    await expect.poll(() => page.getByRole('article').count()).toBe(1);
    await page.getByRole('article', { name: `${WORD} dezembro` }).waitFor();
    await screenshot(page, 'date-filter-1366');

    // An impossible day says so and filters nothing.
    await from.fill('');
    await from.pressSequentially('31022026');
    await page.getByText('Data inválida').waitFor();
    await expect.poll(() => page.getByRole('article').count()).toBe(2);
    expect(page.url()).not.toContain('startAt=');
    await screenshot(page, 'date-filter-invalid-1366');

    // The browser's picker (its value set on the hidden native input) fills the typed field.
    await page.getByRole('button', { name: 'Abrir calendário' }).first().click();
    await nativeOf(page, 'Início a partir de').fill('2026-12-01', { force: true });
    await expect.poll(() => from.inputValue()).toBe('01/12/2026');
    await expect.poll(() => page.getByRole('article').count()).toBe(1);
    await context.close();
  });

  it('gives the schedule fields a calendar whose choice is saved as São Paulo time', async () => {
    const { context, page, api } = await loggedIn(browser(), 'admin@demo.com.br');
    const event = await api.post('/api/events', { title: `${WORD} agenda` });
    await page.goto(`/events/${event.id}/edit/schedule`);
    const start = page.getByLabel('Início', { exact: true });
    await start.waitFor();
    await page.getByRole('button', { name: 'Abrir calendário' }).first().click();
    await nativeOf(page, 'Início').fill('2026-12-05T20:00', { force: true });
    await expect.poll(() => start.inputValue()).toBe('05/12/2026 20:00');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await page.getByText('Evento atualizado com sucesso!').waitFor();
    expect((await api.get(`/api/events/${event.id}`)).startAt).toBe('2026-12-05T23:00:00.000Z');
    await screenshot(page, 'date-schedule-1366');
    await context.close();
  });

  it('fits the date filters on a phone', async () => {
    const { context, page } = await loggedIn(browser(), 'admin@demo.com.br', PHONE);
    await page.goto(`/events?search=${WORD}&startAt=2026-12-01`);
    const from = page.getByLabel('Início a partir de', { exact: true });
    await expect.poll(() => from.inputValue()).toBe('01/12/2026');
    await page.getByRole('article', { name: `${WORD} dezembro` }).waitFor();
    const box = (await page.getByLabel('Início até', { exact: true }).boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'date-filter-390');
    await context.close();
  });
});
