/**
 * An event's coupons and card BINs in the browser, as admin@demo.com.br (spec 1 sections 2.3, 5,
 * 7, 8): validation messages first, then create, edit and delete; a BIN linked to a ticket.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser, login, newPage, screenshot, pickOption, apiJson } from './browser';
import { sectorWithTickets } from './fixtures';

const sees = (page: Page, text: string) => expect.poll(() => page.getByText(text, { exact: true }).count()).toBeGreaterThan(0);

/** The API as the same user with a token of its own (tokens live 8 s here). */
const apiOf = apiJson;

describe('event coupons and card BINs, as admin@demo.com.br', () => {
  const browser = useBrowser();

  it('creates a coupon after its validation messages, edits it until sold out, searches and deletes it', async () => {
    const { context, page } = await newPage(browser());
    await login(page, 'admin@demo.com.br');
    const api = apiOf(context, 'admin@demo.com.br');
    const event = await api.post('/api/events', { title: 'Cupons E2E' });
    await api.post(`/api/events/${event.id}/coupons`, { code: 'PROMO', type: '@FIXED', value: 1000, quantity: 20 });

    await page.goto(`/events/${event.id}/advantages-and-services/options`);
    await page.getByRole('tab', { name: 'Cupons' }).click();
    await page.waitForURL(/\/advantages-and-services\/coupons$/);
    await page.getByRole('article', { name: 'PROMO' }).waitFor();

    // Empty form: the three required fields.
    await page.getByRole('button', { name: 'Criar cupom' }).click();
    let dialog = page.getByRole('dialog', { name: 'Criar cupom' });
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(() => dialog.getByText('Este campo é obrigatório').count()).toBe(3);
    await screenshot(page, 'coupons-required');

    // A value of 0 and an end before the start.
    await dialog.getByLabel('Código').pressSequentially('bem vindo');
    expect(await dialog.getByLabel('Código').inputValue()).toBe('BEMVINDO');
    const value = dialog.getByLabel('Valor', { exact: true });
    await value.pressSequentially('0');
    await dialog.getByLabel('Quantidade').fill('50');
    await dialog.getByLabel('Início').pressSequentially('100320262000');
    await dialog.getByLabel('Fim').pressSequentially('010320262000');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dialog.getByText('O valor deve ser maior que 0').waitFor();
    await dialog.getByText('O fim deve ser depois do início').waitFor();
    await screenshot(page, 'coupons-validation');

    // Percent typed as written, a third decimal refused, never above 99,99%.
    await value.fill('');
    await value.pressSequentially('150');
    expect(await value.inputValue()).toBe('15');
    await value.pressSequentially(',009');
    expect(await value.inputValue()).toBe('15,00');
    await dialog.getByLabel('Fim').fill('');
    await dialog.getByLabel('Fim').pressSequentially('300420262359');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await sees(page, 'Cupom criado com sucesso!');
    await dialog.waitFor({ state: 'detached' });
    let card = page.getByRole('article', { name: 'BEMVINDO' });
    await expect.poll(() => card.textContent()).toContain('15,00%');
    expect(await card.textContent()).toContain('50 restantes');
    expect(await card.textContent()).toContain('Válido de 10/03/2026 até 30/04/2026');

    // The same code again: the server's 409 under the field.
    await page.getByRole('button', { name: 'Criar cupom' }).click();
    dialog = page.getByRole('dialog', { name: 'Criar cupom' });
    await dialog.getByLabel('Código').pressSequentially('promo');
    await dialog.getByLabel('Valor', { exact: true }).pressSequentially('500');
    await dialog.getByLabel('Quantidade').fill('1');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dialog.getByText('Já existe um cupom com este código neste evento').waitFor();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Edit: a fixed value clears the percent; none left dims the card.
    await card.getByRole('button', { name: 'Editar cupom' }).click();
    dialog = page.getByRole('dialog', { name: 'Editar cupom' });
    expect(await dialog.getByLabel('Valor', { exact: true }).inputValue()).toBe('15,00');
    await dialog.getByLabel('Tipo de desconto').click();
    await pickOption(page, 'Valor fixo');
    await expect.poll(() => dialog.getByLabel('Valor', { exact: true }).inputValue()).toBe('');
    await dialog.getByLabel('Valor', { exact: true }).pressSequentially('25,00');
    expect(await dialog.getByLabel('Valor', { exact: true }).inputValue()).toBe('25,00');
    await dialog.getByLabel('Quantidade').fill('0');
    await screenshot(page, 'coupons-edit-dialog');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await sees(page, 'Cupom atualizado com sucesso!');
    await expect.poll(() => card.textContent()).toContain('R$ 25,00');
    expect(await card.textContent()).toContain('Esgotado');
    expect(await card.evaluate((el) => getComputedStyle(el).opacity)).toBe('0.5');
    expect(await page.getByRole('article', { name: 'PROMO' }).evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    await expect.poll(() => page.getByText('Mostrando 2 de 2 itens').count()).toBe(1);
    await screenshot(page, 'coupons-list');
    // On a phone the cards stack and the page never widens.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, 'coupons-mobile');
    await page.setViewportSize({ width: 1366, height: 850 });
    const stored = (await api.get(`/api/events/${event.id}/coupons`)).data.find((c: { code: string }) => c.code === 'BEMVINDO');
    expect(stored).toMatchObject({ type: '@FIXED', value: 2500, quantity: 0 });

    // Search by code, kept in the address.
    await page.getByRole('textbox', { name: 'Pesquisar' }).fill('bem');
    await page.waitForURL(/search=bem/);
    await expect.poll(() => page.getByRole('article').count()).toBe(1);
    await expect.poll(() => page.getByText('Mostrando 1 de 1 item').count()).toBe(1);

    // Delete after the confirmation.
    card = page.getByRole('article', { name: 'BEMVINDO' });
    await card.getByRole('button', { name: 'Deletar cupom' }).click();
    dialog = page.getByRole('dialog', { name: 'Deletar cupom' });
    await dialog.getByText('Tem certeza que deseja deletar o cupom BEMVINDO?', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Remover' }).click();
    await sees(page, 'Cupom deletado');
    await expect.poll(() => card.count()).toBe(0);
    await page.getByText('Nenhum cupom cadastrado').waitFor();
    await context.close();
  });

  it('creates a BIN after its validation messages, restricts a ticket to it, and deletes it', async () => {
    const { context, page } = await newPage(browser());
    await login(page, 'admin@demo.com.br');
    const api = apiOf(context, 'admin@demo.com.br');
    const event = await api.post('/api/events', { title: 'Bins E2E' });
    const path = `/events/${event.id}/advantages-and-services/card-bin`;

    // No tickets yet.
    await page.goto(path);
    await page.getByText('Nenhum bin cadastrado').waitFor();
    await page.getByText('Sem ingressos disponíveis').waitFor();
    await screenshot(page, 'card-bins-empty');

    const [inteira] = (await sectorWithTickets(api, event.id, 'Pista', [{ title: 'Inteira' }, { title: 'Meia', category: '@HALF' }])).tickets;
    await page.reload();
    const tickets = page.getByRole('list', { name: 'Ingressos restritos a bins' });
    const whole = tickets.getByRole('listitem', { name: 'Inteira' });
    await expect.poll(() => whole.textContent()).toContain('Qualquer cartão');

    // Required, then too short and too long.
    await page.getByRole('button', { name: 'Adicionar bin' }).click();
    let dialog = page.getByRole('dialog', { name: 'Adicionar bin' });
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(() => dialog.getByText('Este campo é obrigatório').count()).toBe(2);
    const bin = dialog.getByLabel('Bin do cartão');
    await bin.pressSequentially('12a345'); // the mask keeps digits only
    expect(await bin.inputValue()).toBe('12345');
    await dialog.getByLabel('Nome do cartão').fill('V'.repeat(51));
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dialog.getByText('O número do cartão deve ter pelo menos 6 caracteres').waitFor();
    await dialog.getByText('O nome do cartão deve ter no máximo 50 caracteres').waitFor();
    await screenshot(page, 'card-bins-validation');
    await bin.press('End');
    await bin.pressSequentially('67'); // six at most
    expect(await bin.inputValue()).toBe('123456');
    await dialog.getByLabel('Nome do cartão').fill('Banco Parceiro Visa');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await sees(page, 'Bin criado com sucesso!');
    await dialog.waitFor({ state: 'detached' });
    const bins = page.getByRole('table', { name: 'Bins de cartão' });
    await bins.getByRole('row', { name: /123456/ }).waitFor();

    // Edit the name.
    await bins.getByRole('row', { name: /123456/ }).getByRole('button', { name: 'Editar' }).click();
    dialog = page.getByRole('dialog', { name: 'Editar bin' });
    await dialog.getByLabel('Nome do cartão').fill('Visa Banco Parceiro');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await sees(page, 'Bin atualizado com sucesso!');
    await expect.poll(() => bins.getByRole('row', { name: /123456/ }).textContent()).toContain('Visa Banco Parceiro');

    // Restrict the Inteira ticket to it.
    await whole.getByRole('button', { name: 'Escolher bins' }).click();
    dialog = page.getByRole('dialog', { name: 'Bins do ingresso Inteira' });
    await dialog.getByRole('checkbox', { name: 'Visa Banco Parceiro · 123456' }).check();
    await screenshot(page, 'card-bins-picker');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await sees(page, 'Bins do ingresso atualizados!');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => whole.textContent()).toContain('Visa Banco Parceiro · 123456');
    expect(await tickets.getByRole('listitem', { name: 'Meia' }).textContent()).toContain('Qualquer cartão');
    const [stored] = (await api.get(`/api/events/${event.id}/card-bin`)).data;
    const listed = (await api.get(`/api/events/${event.id}/tickets/list`)).data.find((t: { id: string }) => t.id === inteira.id);
    expect(listed.binIds).toEqual([stored.id]);
    await screenshot(page, 'card-bins-linked');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, 'card-bins-mobile');
    await page.setViewportSize({ width: 1366, height: 850 });

    // Delete the BIN: the ticket sells to any card again.
    await bins.getByRole('row', { name: /123456/ }).getByRole('button', { name: 'Remover' }).click();
    dialog = page.getByRole('dialog', { name: 'Deletar bin' });
    await dialog.getByRole('button', { name: 'Remover' }).click();
    await sees(page, 'Bin deletado');
    await page.getByText('Nenhum bin cadastrado').waitFor();
    await expect.poll(() => whole.textContent()).toContain('Qualquer cartão');
    await screenshot(page, 'card-bins-after-delete');
    await context.close();
  });
});
