/**
 * The sales tree in the browser, as admin@demo.com.br, on trees built through the API (spec 1
 * sections 4, 5): a ticket dragged within its sector, a sector and a ticket without sales
 * removed, a lot edited in its dialog and shown or hidden in the cashier; each kept after a
 * reload. Drags, toasts and the refusal to delete what has sales are in salesTree.test.ts.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser, screenshot, loggedIn } from './browser';
import { eventWithLots, sectorWithTickets } from './fixtures';

const ADMIN = 'admin@demo.com.br';
const GRIP = 'Arrastar para reordenar';

const sees = (page: Page, text: string) => expect.poll(() => page.getByText(text, { exact: true }).count()).toBeGreaterThan(0);

/** The names of the sectors, in the order on screen. */
const sectorNames = (page: Page) => page.locator('section[data-testid^="sector-"] h2').allInnerTexts();

/** The titles of a sector's tickets, in the order on screen. */
const ticketTitles = (sector: Locator) => sector.locator('[data-testid^="ticket-"]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));

/** No list is saving an order any more: dragging is back on. */
const settled = (page: Page) => expect.poll(() => page.locator(`[aria-label="${GRIP}"][aria-busy="true"]`).count()).toBe(0);

/** The answer to a ticket's ordination (tokens live 8 s here: a 401 may come first, then the replay). */
const ticketOrdered = (page: Page) =>
  page.waitForResponse((r) => r.url().includes('/tickets/') && r.url().endsWith('/ordination') && r.request().method() === 'POST' && r.status() !== 401);

async function openTree(page: Page, eventId: string, firstSector: string) {
  await page.goto(`/events/${eventId}/sectors-and-sales/sectors`);
  await page.getByRole('region', { name: firstSector, exact: true }).waitFor();
}

describe('editing the sales tree, as admin@demo.com.br', () => {
  const browser = useBrowser();

  it('drags a ticket within its sector, up and down, and keeps the order after a reload', async () => {
    const { context, page, api } = await loggedIn(browser(), ADMIN);
    const { id: eventId } = await api.post('/api/events', { title: 'Ingressos arrastados E2E' });
    const lot = (title: string) => [{ title, price: 5000, quantity: 100 }];
    await sectorWithTickets(api, eventId, 'Pista', [
      { title: 'Inteira', category: '@ENTIRE', lots: lot('Lote da inteira') },
      { title: 'Meia', category: '@HALF', lots: lot('Lote da meia') },
      { title: 'Solidário', category: '@SUPPORTIVE', lots: lot('Lote solidário') },
    ]);
    await openTree(page, eventId, 'Pista');
    const pista = page.getByRole('region', { name: 'Pista', exact: true });
    const row = (title: string) => pista.getByRole('listitem', { name: title, exact: true });
    expect(await ticketTitles(pista)).toEqual(['Inteira', 'Meia', 'Solidário']);

    // Up: the last ticket's own grip (the first in its row: its lot has one too) onto the first's title.
    let saved = ticketOrdered(page);
    await row('Solidário').getByRole('button', { name: GRIP }).first().dragTo(row('Inteira').getByRole('heading', { name: 'Inteira' }));
    expect((await saved).status()).toBe(200);
    await expect.poll(() => ticketTitles(pista)).toEqual(['Solidário', 'Inteira', 'Meia']);
    await settled(page);

    // Down: Inteira onto the lower half of the last row.
    const last = row('Meia');
    const { height } = (await last.boundingBox())!;
    saved = ticketOrdered(page);
    await row('Inteira').getByRole('button', { name: GRIP }).first().dragTo(last, { targetPosition: { x: 40, y: height - 4 } });
    expect((await saved).status()).toBe(200);
    await expect.poll(() => ticketTitles(pista)).toEqual(['Solidário', 'Meia', 'Inteira']);
    await settled(page);
    // Each ticket keeps its own lot.
    await row('Inteira').getByRole('listitem', { name: 'Lote da inteira' }).waitFor();

    await page.reload();
    await pista.waitFor();
    await expect.poll(() => ticketTitles(pista)).toEqual(['Solidário', 'Meia', 'Inteira']);
    await row('Meia').getByRole('listitem', { name: 'Lote da meia' }).waitFor();
    await screenshot(page, 'sales-ticket-dragged');
    await context.close();
  });

  it('removes a ticket and a sector without sales after their confirmation, for good', async () => {
    const { context, page, api } = await loggedIn(browser(), ADMIN);
    const { eventId } = await eventWithLots(api, { title: 'Remoções E2E' }); // Pista · Inteira · 1º lote
    await sectorWithTickets(api, eventId, 'Arquibancada', [{ title: 'Avulso', lots: [{ title: 'Lote avulso', price: 2000, quantity: 10 }] }, { title: 'Meia', category: '@HALF' }]);
    await sectorWithTickets(api, eventId, 'Camarote', [{ title: 'Open bar', lots: [{ title: 'Lote VIP', price: 30000, quantity: 50 }] }]);
    await openTree(page, eventId, 'Pista');
    expect(await sectorNames(page)).toEqual(['Pista', 'Arquibancada', 'Camarote']);

    // The ticket with its lot: its confirmation, then gone; its sector counts one ticket less.
    const stand = page.getByRole('region', { name: 'Arquibancada', exact: true });
    await stand.getByText('2 ingressos', { exact: true }).waitFor();
    await stand.getByRole('listitem', { name: 'Avulso' }).getByRole('button', { name: 'Remover ingresso' }).click();
    let dialog = page.getByRole('dialog', { name: 'Remover ingresso' });
    await dialog.getByText('Tem certeza que deseja remover o ingresso "Avulso"? Os lotes dele também serão removidos.').waitFor();
    await dialog.getByRole('button', { name: 'Remover' }).click();
    await sees(page, 'Ingresso removido!');
    await dialog.waitFor({ state: 'detached' });
    await stand.getByText('1 ingresso', { exact: true }).waitFor();
    expect(await ticketTitles(stand)).toEqual(['Meia']);

    // The sector with its ticket and lot: its confirmation warns of both.
    const camarote = page.getByRole('region', { name: 'Camarote', exact: true });
    await camarote.getByRole('button', { name: 'Remover setor' }).click();
    dialog = page.getByRole('dialog', { name: 'Remover setor' });
    await dialog.getByText('Tem certeza que deseja remover o setor "Camarote"? Os ingressos e lotes dele também serão removidos.').waitFor();
    await screenshot(page, 'sales-delete-sector-dialog');
    await dialog.getByRole('button', { name: 'Remover' }).click();
    await sees(page, 'Setor removido!');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => sectorNames(page)).toEqual(['Pista', 'Arquibancada']);

    await page.reload();
    await page.getByRole('region', { name: 'Pista', exact: true }).waitFor();
    expect(await sectorNames(page)).toEqual(['Pista', 'Arquibancada']);
    await stand.getByText('1 ingresso', { exact: true }).waitFor();
    expect(await ticketTitles(stand)).toEqual(['Meia']);
    for (const gone of ['Avulso', 'Lote avulso', 'Open bar', 'Lote VIP']) expect(await page.getByText(gone).count()).toBe(0);
    // What was not removed stays.
    await page.getByRole('listitem', { name: 'Inteira', exact: true }).getByRole('listitem', { name: '1º lote' }).waitFor();
    await screenshot(page, 'sales-deleted');
    await context.close();
  });

  it("edits a lot's price and quantity, and shows or hides it in the cashier", async () => {
    const { context, page, api } = await loggedIn(browser(), ADMIN);
    const { eventId, lotIds } = await eventWithLots(api, { title: 'Lote editado E2E' }); // 1º lote: R$ 80,00 for 200
    await openTree(page, eventId, 'Pista');
    const lot = page.getByTestId(`lot-${lotIds[0]}`);
    await lot.getByText('R$ 80,00').waitFor();
    await lot.getByText('0 de 200 vendidos').waitFor();
    const menu = async () => {
      await lot.getByRole('button', { name: 'Mais ações do lote' }).click();
      await page.getByRole('menu').waitFor();
    };

    // The dialog opens with the lot's values; the price is typed in reais.
    await menu();
    await page.getByRole('menuitem', { name: 'Editar lote' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar lote' });
    const price = dialog.getByLabel('Preço');
    const quantity = dialog.getByLabel('Quantidade');
    expect(await dialog.getByLabel('Nome do lote').inputValue()).toBe('1º lote');
    expect(await price.inputValue()).toBe('80,00');
    expect(await quantity.inputValue()).toBe('200');
    // As a user clears it: select all, erase; then typed key by key as a Brazilian writes it.
    await price.click();
    await page.keyboard.press('Control+a');
    await page.keyboard.press('Backspace');
    await expect.poll(() => price.inputValue()).toBe('');
    await price.pressSequentially('1.234,5');
    await expect.poll(() => price.inputValue()).toBe('1.234,5');
    await quantity.fill('150');
    await expect.poll(() => price.inputValue()).toBe('1.234,50'); // formatted on leaving the field
    await screenshot(page, 'sales-lot-edit-dialog');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await sees(page, 'Lote atualizado com sucesso!');
    await dialog.waitFor({ state: 'detached' });
    await lot.getByText('R$ 1.234,50').waitFor();
    await lot.getByText('0 de 150 vendidos').waitFor();

    // In the cashier by default: the menu offers to hide it.
    await menu();
    expect(await page.getByRole('menuitem', { name: 'Exibir no caixa' }).count()).toBe(0);
    await page.getByRole('menuitem', { name: 'Ocultar no caixa' }).click();
    await sees(page, 'Lote oculto no caixa!');
    await lot.getByText('Fora do caixa').waitFor();

    await page.reload();
    await lot.waitFor();
    await lot.getByText('R$ 1.234,50').waitFor();
    await lot.getByText('0 de 150 vendidos').waitFor();
    await lot.getByText('Fora do caixa').waitFor();
    await screenshot(page, 'sales-lot-edited');
    await menu();
    expect(await page.getByRole('menuitem', { name: 'Ocultar no caixa' }).count()).toBe(0);
    await page.getByRole('menuitem', { name: 'Exibir no caixa' }).click();
    await sees(page, 'Lote exibido no caixa!');
    await expect.poll(() => lot.getByText('Fora do caixa').count()).toBe(0);

    await page.reload();
    await lot.getByText('R$ 1.234,50').waitFor();
    expect(await lot.getByText('Fora do caixa').count()).toBe(0);
    await menu();
    await page.getByRole('menuitem', { name: 'Ocultar no caixa' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Exibir no caixa' }).count()).toBe(0);
    await context.close();
  });

  it('creates a lot on a phone with its price typed 1.234,56 and shows R$ 1.234,56 in its row', async () => {
    const { context, page, api } = await loggedIn(browser(), ADMIN, { width: 390, height: 844 });
    const { eventId, sectorId, ticketId } = await eventWithLots(api, { title: 'Lote no celular E2E' }); // Pista · Inteira · 1º lote
    await openTree(page, eventId, 'Pista');
    const ticket = page.getByRole('listitem', { name: 'Inteira', exact: true });
    await ticket.getByRole('button', { name: 'Novo lote' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo lote' });
    await dialog.getByLabel('Nome do lote').fill('2º lote');
    const price = dialog.getByLabel('Preço');
    // Key by key: nothing is reformatted under the caret ('1.2' is not turned into 1,20 midway).
    await price.pressSequentially('1.234,56');
    expect(await price.inputValue()).toBe('1.234,56');
    expect(await price.evaluate((el) => (el as HTMLInputElement).inputMode)).toBe('decimal');
    // In the middle: a refused key (a third decimal) leaves the caret where it was, Backspace deletes there.
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.type('7');
    expect(await price.inputValue()).toBe('1.234,56');
    await page.keyboard.press('Backspace');
    expect(await price.inputValue()).toBe('1.234,6');
    await page.keyboard.type('5');
    expect(await price.inputValue()).toBe('1.234,56');
    await dialog.getByLabel('Quantidade').pressSequentially('1.500');
    await expect.poll(() => price.inputValue()).toBe('1.234,56');
    await screenshot(page, 'sales-lot-new-dialog-phone');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await sees(page, 'Lote criado com sucesso!');
    await dialog.waitFor({ state: 'detached' });
    const lot = ticket.getByRole('listitem', { name: '2º lote' });
    await lot.getByText('R$ 1.234,56').waitFor();
    const stored = (await api.get(`/api/events/${eventId}/${sectorId}/${ticketId}/lots`)).data.find((l: { title: string }) => l.title === '2º lote');
    expect(stored).toMatchObject({ price: 123456, quantity: 1500 });
    await context.close();
  });
});
