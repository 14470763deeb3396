/**
 * Who changed what in the browser (issue 14): an event edited by the manager, then its history
 * read from the event's page ('Histórico') and on /my-company/history filtered by that person and
 * by the day typed as dd/mm/aaaa; the rows as cards on a phone.
 */
import { describe, expect, it } from 'vitest';
import { apiAs, loggedIn, newPage, login, screenshot, useBrowser, pickOption } from './browser';

const today = () => new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date());

describe('history of changes, as admin@demo.com.br', () => {
  const browser = useBrowser();

  it("reads an event's change from its page and on the history page with a person filter", async () => {
    const { context, page, api } = await loggedIn(browser(), 'admin@demo.com.br');
    const stamp = Date.now().toString(36);
    const event = await api.post('/api/events', { title: `Histórico E2E ${stamp}` });
    const raw = apiAs(context, 'admin@demo.com.br');
    await raw.json('patch', `/api/events/${event.id}`, { title: `Forró do Histórico ${stamp}` });
    // A field that holds another record's id reads as that record's name.
    const account = (await api.get('/api/payment-accounts?limit=1')).data[0];
    await raw.json('patch', `/api/events/${event.id}`, { paymentAccountId: account.id });

    await page.goto(`/events/${event.id}`);
    await page.getByRole('button', { name: 'Histórico' }).click();
    const drawer = page.getByRole('dialog', { name: 'Histórico do registro' });
    await drawer.getByText(`Histórico E2E ${stamp} → Forró do Histórico ${stamp}`).waitFor();
    await drawer.getByText('Alterou').first().waitFor();
    await drawer.getByText(`vazio → ${account.name}`).waitFor();
    await drawer.getByText('Criou').first().waitFor();
    await expect.poll(() => drawer.getByText('admin@demo.com.br').count()).toBeGreaterThan(0);
    await screenshot(page, 'history-event-drawer');
    await page.keyboard.press('Escape');

    await page.goto('/my-company/history');
    await page.getByRole('heading', { name: 'Histórico de alterações' }).waitFor();
    await page.getByLabel('Pessoa').click();
    await pickOption(page, /admin@demo\.com\.br/);
    await page.waitForURL(/pessoa=/);
    await page.getByRole('textbox', { name: 'De' }).pressSequentially(today().replace(/\//g, ''));
    await page.waitForURL(/de=\d{4}-\d{2}-\d{2}/);
    await page.getByText(`Eventos: Forró do Histórico ${stamp}`).first().waitFor();
    await page.getByText(`Histórico E2E ${stamp} → Forró do Histórico ${stamp}`).waitFor();
    await screenshot(page, 'history-page-1366');

    // The filters live in the address: a reload keeps them.
    await page.reload();
    await page.getByText(`Histórico E2E ${stamp} → Forró do Histórico ${stamp}`).waitFor();
    expect(await page.getByRole('textbox', { name: 'De' }).inputValue()).toBe(today());
    await context.close();
  }, 120_000);

  it('shows cards on a phone, and the no-permission view to whoever lacks @ALL', async () => {
    const { context, page } = await newPage(browser(), { width: 390, height: 844 });
    await login(page, 'admin@demo.com.br');
    await page.goto('/my-company/history');
    await page.getByRole('heading', { name: 'Histórico de alterações' }).waitFor();
    await page.getByRole('listitem').first().waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    await screenshot(page, 'history-page-390');
    await context.clearCookies();
    await login(page, 'eventos@demo.com.br');
    await page.goto('/my-company/history');
    await page.getByText('Você não tem permissão para acessar essa página.').waitFor();
    await context.close();
  }, 120_000);
});
