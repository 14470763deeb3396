/**
 * Following up courtesies (spec 1 sections 2.2, 2.3, 4, 8) and the guest's redemption at
 * /ativar-cortesia, in the browser: the seeded table and its filter, resend one and all, cancel,
 * and a redemption without login that the table then shows as 'Sim'.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { login, newPage, screenshot, useBrowser, apiJson } from './browser';
import { eventWithLots } from './fixtures';

const sees = (page: Page, text: string) => expect.poll(() => page.getByText(text, { exact: true }).count()).toBeGreaterThan(0);

/** The API as admin@demo.com.br with a token of its own (tokens live 8 s here). */
const apiAs = (context: BrowserContext) => apiJson(context, 'admin@demo.com.br');

const SEEDED_EVENT = 'Noite de Samba na Lapa';
const courtesiesOf = (eventId: string) => `/events/${eventId}/advantages-and-services/courtesies`;
const rowWith = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

async function seededEventId(context: BrowserContext): Promise<string> {
  const { data } = await apiAs(context).get(`/api/events?search=${encodeURIComponent('Samba na Lapa')}&limit=5`);
  const event = data.find((e: { title: string }) => e.title === SEEDED_EVENT);
  expect(event, 'seeded event').toBeTruthy();
  return event.id;
}

describe('courtesies, as admin@demo.com.br', () => {
  const browser = useBrowser();

  it('lists the seeded courtesies with their badges and filters them by redeemed', async () => {
    const { context, page } = await newPage(browser());
    await login(page, 'admin@demo.com.br');
    const eventId = await seededEventId(context);

    await page.goto(courtesiesOf(eventId));
    await rowWith(page, 'marina.lopes@exemplo.com.br').waitFor();
    expect(await rowWith(page, 'marina.lopes@exemplo.com.br').getByText('Sim', { exact: true }).count()).toBe(1);
    // WhatsApp numbers written as Brazilians do (issue 9 item 10).
    expect(await rowWith(page, '+55 (81) 98765-1234').getByText('Não', { exact: true }).count()).toBe(1);
    // A long name ends in an ellipsis where its column ends, whole in the page; cancelled rows marked and without actions, failures shown.
    const longName = rowWith(page, 'patrocinio@cervejariaboa.com.br').getByText('Cervejaria Boa — patrocínio', { exact: true });
    await longName.waitFor();
    expect(await longName.evaluate((el) => getComputedStyle(el).textOverflow)).toBe('ellipsis');
    const cancelled = rowWith(page, 'rafael.tavares@exemplo.com.br');
    await cancelled.getByText('Cancelada', { exact: true }).waitFor();
    expect(await cancelled.getByRole('button').count()).toBe(0);
    expect(await rowWith(page, '+55 (81) 3322-4455').getByText('Falhou', { exact: true }).count()).toBe(1);
    // No SMTP / WhatsApp server here: delivered courtesies are in the outbox, and the page says why (issue 9 item 4).
    expect(await rowWith(page, 'marina.lopes@exemplo.com.br').getByText('Na caixa de saída', { exact: true }).count()).toBe(1);
    expect(await page.getByText('Enviada', { exact: true }).count()).toBe(0);
    await page.getByText('O envio por e-mail e por WhatsApp não está configurado', { exact: false }).waitFor();
    await page.getByRole('region', { name: 'Cortesias enviadas' }).waitFor();
    await page.getByText(/^Mostrando \d+ de \d+ itens$/).waitFor();
    // At 1366 px the row's buttons are in view, not past a sideways scroll.
    const details = await rowWith(page, 'patrocinio@cervejariaboa.com.br').getByRole('link', { name: 'Ver detalhes' }).boundingBox();
    expect(details!.x + details!.width).toBeLessThanOrEqual(1366);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);
    await screenshot(page, 'courtesies-table');

    // Filter: redeemed only, in the address; back to everything.
    await page.getByRole('button', { name: 'Filtros' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filtrar cortesias' });
    await dialog.getByRole('radiogroup', { name: 'Resgatada' }).getByRole('radio', { name: 'Sim' }).check();
    await dialog.getByRole('button', { name: 'Aplicar' }).click();
    await page.waitForURL(/isCaptured=true/);
    await expect.poll(() => rowWith(page, '+55 (81) 98765-1234').count()).toBe(0);
    await rowWith(page, 'marina.lopes@exemplo.com.br').waitFor();
    await rowWith(page, '+55 (81) 99876-5432').waitFor();
    // Polled: until the filtered answer arrives, the rows on screen may still be the unfiltered page's.
    const rows = () => page.getByRole('row').filter({ has: page.getByRole('cell') }).allInnerTexts();
    await expect.poll(async () => (await rows()).filter((row) => !/\bSim\b/.test(row))).toEqual([]);
    expect((await rows()).length).toBeGreaterThan(0);
    await screenshot(page, 'courtesies-filtered');

    // The way to the sending screen (and back).
    await page.goto(courtesiesOf(eventId));
    await page.getByRole('link', { name: 'Enviar cortesias' }).click();
    await page.waitForURL(new RegExp(`${courtesiesOf(eventId)}/send$`));
    await page.getByRole('heading', { name: 'Enviar cortesias', level: 1 }).waitFor();

    // The search is in the address too.
    await page.goto(courtesiesOf(eventId));
    await page.getByRole('textbox', { name: 'Pesquisar' }).fill('severino');
    await page.waitForURL(/search=severino/);
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await context.close();
  });

  it('resends one and all, cancels one, and a guest redeems once without login', async () => {
    const { context, page } = await newPage(browser());
    await login(page, 'admin@demo.com.br');
    const api = apiAs(context);
    const { eventId, ticketId, lotIds } = await eventWithLots(api, {
      title: 'Cortesias E2E',
      ticket: { title: 'Cortesia Pista', category: '@COURTESY' },
      lots: [{ title: 'Lote convidados', price: 0, quantity: 100 }],
    });
    const sent = await api.post(`/api/events/${eventId}/send-courtesy`, {
      ticketId,
      lotId: lotIds[0],
      type: '@EMAIL',
      contacts: ['ana.convidada@exemplo.com.br', 'bruno.imprensa@exemplo.com.br', 'carla.parceira@exemplo.com.br'],
      names: ['Ana Convidada', 'Bruno Imprensa', null],
    });
    expect(sent).toMatchObject({ created: 3, alreadySent: [] });

    await page.goto(courtesiesOf(eventId));
    await rowWith(page, 'ana.convidada@exemplo.com.br').waitFor();
    await expect.poll(() => page.getByRole('region', { name: 'Cortesias enviadas' }).innerText()).toMatch(/3$/);

    // Resend one.
    await rowWith(page, 'bruno.imprensa@exemplo.com.br').getByRole('button', { name: 'Reenviar' }).click();
    await sees(page, 'Cortesia reenviada com sucesso!');
    // Resend all, after the confirmation.
    await page.getByRole('button', { name: 'Reenviar todas' }).click();
    await page.getByRole('dialog', { name: 'Reenviar todas as cortesias' }).getByRole('button', { name: 'Reenviar todas' }).click();
    await sees(page, 'Cortesias reenviadas com sucesso!');
    // Cancel one, after the confirmation: it stays, marked, with no actions.
    await rowWith(page, 'carla.parceira@exemplo.com.br').getByRole('button', { name: 'Cancelar cortesia' }).click();
    await page.getByRole('dialog', { name: 'Cancelar cortesia' }).getByRole('button', { name: 'Cancelar cortesia' }).click();
    await sees(page, 'Cortesia cancelada com sucesso!');
    const carla = rowWith(page, 'carla.parceira@exemplo.com.br');
    await carla.getByText('Cancelada', { exact: true }).waitFor();
    expect(await carla.getByRole('button').count()).toBe(0);
    await expect.poll(() => page.getByRole('region', { name: 'Cortesias enviadas' }).innerText()).toMatch(/2$/);

    // The detail: the redeem link to copy and the ticket code.
    await rowWith(page, 'ana.convidada@exemplo.com.br').getByRole('link', { name: 'Ver detalhes' }).click();
    await page.waitForURL(/\/advantages-and-services\/courtesies\/[0-9a-f-]{36}$/);
    const link = await page.getByText(/\/ativar-cortesia\?courtesyId=/).innerText();
    const courtesyId = new URL(link).searchParams.get('courtesyId')!;
    expect(page.url()).toMatch(new RegExp(`${courtesyId}$`));
    await page.getByRole('button', { name: 'Copiar link de resgate' }).waitFor();
    await screenshot(page, 'courtesy-detail');
    const cancelledId = (await api.get(`/api/events/${eventId}/send-courtesy?search=carla`)).data[0].id;

    // The guest, on a phone and without login; a second tab loaded before the redemption.
    const guest = await newPage(browser(), { width: 390, height: 844 });
    const late = await guest.context.newPage();
    await late.goto(`/ativar-cortesia?courtesyId=${courtesyId}`);
    await late.getByRole('button', { name: 'Resgatar cortesia' }).waitFor();
    await guest.page.goto(`/ativar-cortesia?courtesyId=${courtesyId}`);
    await guest.page.getByRole('heading', { name: 'Cortesias E2E', level: 1 }).waitFor();
    await guest.page.getByText('Setor: Pista · Lote: Lote convidados').waitFor();
    await guest.page.getByRole('button', { name: 'Resgatar cortesia' }).click();
    await guest.page.getByRole('img', { name: 'QR code do ingresso' }).waitFor();
    const code = (await guest.page.getByTestId('ticket-code').innerText()).trim();
    expect(code.length).toBeGreaterThan(3);
    await screenshot(guest.page, 'courtesy-redeemed-e2e-mobile');
    // The second redemption gets the server's message.
    await late.getByRole('button', { name: 'Resgatar cortesia' }).click();
    await sees(late, 'Esta cortesia já foi resgatada.');
    // A cancelled one and an unknown one.
    await guest.page.goto(`/ativar-cortesia?courtesyId=${cancelledId}`);
    await sees(guest.page, 'Esta cortesia foi cancelada.');
    expect(await guest.page.getByRole('button', { name: 'Resgatar cortesia' }).count()).toBe(0);
    await guest.page.goto('/ativar-cortesia?courtesyId=00000000-0000-4000-8000-000000000000');
    await sees(guest.page, 'Cortesia não encontrada.');
    await guest.context.close();

    // Back in the admin: the row reads 'Sim' and the detail shows the same code.
    await page.goto(courtesiesOf(eventId));
    await rowWith(page, 'ana.convidada@exemplo.com.br').getByText('Sim', { exact: true }).waitFor();
    await expect.poll(() => page.getByRole('region', { name: 'Resgatadas', exact: true }).innerText()).toMatch(/1$/);
    await page.goto(`${courtesiesOf(eventId)}/${courtesyId}`);
    await page.getByRole('region', { name: 'Ingresso' }).getByText(code, { exact: true }).waitFor();
    await context.close();
  });

  it('fits a phone: one card per courtesy with its status and buttons in view; the seeded guest pages, available and redeemed', async () => {
    const admin = await newPage(browser(), { width: 390, height: 844 });
    await login(admin.page, 'admin@demo.com.br');
    const api = apiAs(admin.context);
    const eventId = await seededEventId(admin.context);
    await admin.page.goto(courtesiesOf(eventId));
    // Issue 9 item 10: no sideways scroll; a courtesy's delivery state and its buttons are on screen.
    const card = admin.page.getByTestId('courtesy-card').filter({ hasText: '+55 (81) 98765-1234' });
    await card.waitFor();
    expect(await admin.page.getByRole('table').count()).toBe(0);
    const inView = async (box: { x: number; width: number } | null) => {
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    };
    await inView(await card.getByText('Na caixa de saída', { exact: true }).boundingBox());
    await inView(await card.getByText('Não', { exact: true }).boundingBox());
    for (const name of ['Reenviar', 'Cancelar cortesia']) await inView(await card.getByRole('button', { name }).boundingBox());
    await inView(await card.getByRole('link', { name: 'Ver detalhes' }).boundingBox());
    expect(await admin.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(admin.page, 'courtesies-table-phone');
    const idOf = async (search: string) => (await api.get(`/api/events/${eventId}/send-courtesy?search=${search}`)).data[0].id as string;
    const available = await idOf('severino');
    const redeemed = await idOf('marina');
    await admin.context.close();

    const { context, page } = await newPage(browser(), { width: 390, height: 844 });
    await page.goto(`/ativar-cortesia?courtesyId=${available}`);
    await page.getByRole('heading', { name: SEEDED_EVENT, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Resgatar cortesia' }).waitFor();
    await page.getByText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'courtesy-redeem-mobile');
    await page.goto(`/ativar-cortesia?courtesyId=${redeemed}`);
    await page.getByRole('img', { name: 'QR code do ingresso' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'courtesy-redeemed-mobile');
    await context.close();
  });
});
