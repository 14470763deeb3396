/**
 * The courtesy sending screen in the browser, as admin@demo.com.br (spec 1 sections 2.3, 4, 5,
 * 8, 9): one by one, from a CSV file with column mapping, and the duplicate warning with force.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser, login, newPage, pickOption, screenshot, apiJson } from './browser';
import { eventWithLots } from './fixtures';

const sees = (page: Page, text: string) => expect.poll(() => page.getByText(text, { exact: true }).count()).toBeGreaterThan(0);

/** The API as the same user with a token of its own (tokens live 8 s here). */
const apiOf = apiJson;

type Api = ReturnType<typeof apiOf>;

/** The lots of each test's event (sector 'Pista', ticket 'Inteira'). */
const TWO_LOTS = [
  { title: '1º lote', price: 8000, quantity: 200 },
  { title: '2º lote', price: 9000, quantity: 100 },
];

const courtesies = async (api: Api, eventId: string) =>
  (await api.get(`/api/events/${eventId}/send-courtesy?limit=100`)).data as { contact: string; name: string | null; sendBy: string; userTicket: { orderItem: { lot: { title: string } } } }[];

async function openSendScreen(page: Page, eventId: string) {
  await page.goto(`/events/${eventId}/advantages-and-services/courtesies`);
  await page.getByRole('link', { name: 'Enviar cortesias' }).click();
  await page.waitForURL(/\/advantages-and-services\/courtesies\/send$/);
  await page.getByRole('combobox', { name: 'Ingresso e lote' }).waitFor();
}

async function chooseLot(page: Page, name: string) {
  const select = page.getByRole('combobox', { name: 'Ingresso e lote' });
  await expect.poll(() => select.getAttribute('aria-disabled')).toBeNull();
  await select.click();
  await pickOption(page, name);
}

const backOnTable = (page: Page) => page.waitForURL(/\/advantages-and-services\/courtesies$/);

describe('sending courtesies, as admin@demo.com.br', () => {
  const browser = useBrowser();

  it('one by one: validation, lowercased e-mails and WhatsApp numbers with 55, back on the table', async () => {
    const { context, page } = await newPage(browser());
    await login(page, 'admin@demo.com.br');
    const api = apiOf(context, 'admin@demo.com.br');
    const { eventId } = await eventWithLots(api, { title: 'Cortesias um a um E2E', lots: TWO_LOTS });
    await openSendScreen(page, eventId);

    await page.getByRole('button', { name: 'Enviar', exact: true }).click();
    await sees(page, 'Selecione um ingresso');
    await sees(page, 'Contato é obrigatório');

    await chooseLot(page, 'Pista · Inteira · 2º lote');
    await page.getByRole('textbox', { name: 'E-mail' }).fill('Convidada.Um@Exemplo.com.BR');
    await page.getByRole('textbox', { name: 'Nome (opcional)' }).fill('Convidada Um');
    await page.getByRole('button', { name: 'Adicionar contato' }).click();
    await page.getByRole('textbox', { name: 'E-mail' }).nth(1).fill('convidado.dois@exemplo.com.br');
    await screenshot(page, 'courtesy-send');
    await page.getByRole('button', { name: 'Enviar', exact: true }).click();
    await sees(page, '2 cortesias enviadas com sucesso!');
    await backOnTable(page);
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'convidada.um@exemplo.com.br' }).count()).toBe(1);
    await screenshot(page, 'courtesy-send-table');

    // WhatsApp: the type switch leaves one empty row; the number goes with 55.
    await openSendScreen(page, eventId);
    await page.getByRole('textbox', { name: 'E-mail' }).fill('alguem@exemplo.com.br');
    await page.getByRole('radio', { name: 'WhatsApp' }).check();
    await expect.poll(() => page.getByRole('textbox', { name: 'WhatsApp com DDD' }).inputValue()).toBe('');
    // The lot chosen last time comes back after 3 s.
    await expect.poll(() => page.getByRole('combobox', { name: 'Ingresso e lote' }).innerText()).toBe('Pista · Inteira · 2º lote');
    await page.getByRole('textbox', { name: 'WhatsApp com DDD' }).fill('(81) 99876-5432');
    await page.getByRole('button', { name: 'Enviar', exact: true }).click();
    await sees(page, '1 cortesia enviada com sucesso!');
    await backOnTable(page);

    const sent = await courtesies(api, eventId);
    expect(sent.map((c) => [c.sendBy, c.contact, c.name, c.userTicket.orderItem.lot.title]).sort()).toEqual([
      ['@EMAIL', 'convidada.um@exemplo.com.br', 'Convidada Um', '2º lote'],
      ['@EMAIL', 'convidado.dois@exemplo.com.br', null, '2º lote'],
      ['@WHATSAPP', '5581998765432', null, '2º lote'],
    ]);
  });

  it('from a CSV file: the columns mapped, repeated and invalid rows counted, names sent', async () => {
    const { context, page } = await newPage(browser());
    await login(page, 'admin@demo.com.br');
    const api = apiOf(context, 'admin@demo.com.br');
    const { eventId } = await eventWithLots(api, { title: 'Cortesias CSV E2E', lots: TWO_LOTS });
    // A title line above the header, as spreadsheets exported by hand often have.
    const csv = [
      'Lista VIP do show;',
      'Nome;E-mail',
      'Ana Souza;ANA.SOUZA@exemplo.com.br',
      'Bruno Lima;bruno.lima@exemplo.com.br',
      'Ana de novo;ana.souza@exemplo.com.br',
      'Sem e-mail;',
      'Carla Dias;carla.dias@exemplo.com.br',
    ].join('\r\n');
    mkdirSync('test-results', { recursive: true });
    const file = 'test-results/convidados-e2e.csv';
    writeFileSync(file, csv);

    await openSendScreen(page, eventId);
    await chooseLot(page, 'Pista · Inteira · 1º lote');
    await page.getByRole('button', { name: 'Arquivo CSV' }).click();
    await page.locator('input[type=file]').setInputFiles(file);
    const summary = page.getByTestId('csv-summary');
    await expect.poll(() => summary.innerText()).toMatch(/3 contatos válidos/);
    expect(await summary.innerText()).toMatch(/1 repetido/);
    expect(await summary.innerText()).toMatch(/1 inválido/);
    // Found by its values below the title line: column B from row 3; no name column yet.
    await expect.poll(() => page.getByRole('spinbutton', { name: 'Linha inicial' }).inputValue()).toBe('3');
    expect(await page.getByRole('combobox', { name: 'Coluna do contato' }).innerText()).toBe('Coluna B: E-mail');
    await page.getByRole('combobox', { name: 'Coluna do nome' }).click();
    await pickOption(page, 'Coluna A: Nome');
    await expect.poll(() => page.getByRole('combobox', { name: 'Coluna do nome' }).innerText()).toBe('Coluna A: Nome');
    await expect.poll(() => summary.innerText()).toMatch(/3 contatos válidos/);
    // What will be sent, with the names now mapped.
    const listed = page.getByRole('list', { name: 'Contatos que serão enviados' }).getByRole('listitem');
    await expect.poll(() => listed.allInnerTexts()).toEqual([
      expect.stringMatching(/ana\.souza@exemplo\.com\.br\s+Ana Souza/),
      expect.stringMatching(/bruno\.lima@exemplo\.com\.br\s+Bruno Lima/),
      expect.stringMatching(/carla\.dias@exemplo\.com\.br\s+Carla Dias/),
    ]);
    await screenshot(page, 'courtesy-send-csv');
    await page.getByRole('button', { name: 'Enviar', exact: true }).click();
    await sees(page, '3 cortesias enviadas com sucesso!');
    await backOnTable(page);

    const sent = await courtesies(api, eventId);
    expect(sent.map((c) => [c.contact, c.name]).sort()).toEqual([
      ['ana.souza@exemplo.com.br', 'Ana Souza'],
      ['bruno.lima@exemplo.com.br', 'Bruno Lima'],
      ['carla.dias@exemplo.com.br', 'Carla Dias'],
    ]);
  });

  it('a file of 10,000 contacts: the list draws only the rows in view, and scrolling reaches the last one', async () => {
    const { context, page } = await newPage(browser());
    await login(page, 'admin@demo.com.br');
    const { eventId } = await eventWithLots(apiOf(context, 'admin@demo.com.br'), { title: 'Cortesias CSV grande E2E', lots: TWO_LOTS });
    const lines = ['Nome;E-mail', ...Array.from({ length: 10_000 }, (_, i) => `Convidado ${i + 1};convidado.${i + 1}@exemplo.com.br`)];
    mkdirSync('test-results', { recursive: true });
    const file = 'test-results/convidados-10000-e2e.csv';
    writeFileSync(file, lines.join('\r\n'));

    await openSendScreen(page, eventId);
    await page.getByRole('button', { name: 'Arquivo CSV' }).click();
    await page.locator('input[type=file]').setInputFiles(file);
    await expect.poll(() => page.getByTestId('csv-counts').innerText()).toMatch(/10\.000 contatos válidos/);
    const list = page.getByRole('list', { name: 'Contatos que serão enviados' });
    const rows = list.getByRole('listitem');
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    expect(await rows.count()).toBeLessThan(40);
    expect(await rows.first().innerText()).toMatch(/convidado\.1@exemplo\.com\.br\s+Convidado 1$/);
    await list.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await expect.poll(() => rows.last().getAttribute('aria-posinset')).toBe('10000');
    expect(await rows.last().innerText()).toMatch(/convidado\.10000@exemplo\.com\.br/);
    expect(await rows.count()).toBeLessThan(40);
  });

  it('warns about contacts already served and sends only those again with force', async () => {
    const { context, page } = await newPage(browser());
    await login(page, 'admin@demo.com.br');
    const api = apiOf(context, 'admin@demo.com.br');
    const { eventId } = await eventWithLots(api, { title: 'Cortesias repetidas E2E', lots: TWO_LOTS });
    const lots = (await api.get(`/api/events/${eventId}/tickets-lots`)).data as { ticketId: string; lotId: string }[];
    await api.post(`/api/events/${eventId}/send-courtesy`, {
      ticketId: lots[0].ticketId,
      lotId: lots[0].lotId,
      type: '@EMAIL',
      contacts: ['ja.recebeu@exemplo.com.br', 'tambem.recebeu@exemplo.com.br'],
    });

    await openSendScreen(page, eventId);
    await chooseLot(page, 'Pista · Inteira · 1º lote');
    // A paste of three contacts fills the row and adds two more.
    await page.getByRole('textbox', { name: 'E-mail' }).focus();
    await page.evaluate(() => {
      const input = document.activeElement as HTMLInputElement;
      const data = new DataTransfer();
      data.setData('text/plain', 'ja.recebeu@exemplo.com.br\nnovo.convidado@exemplo.com.br;Tambem.Recebeu@exemplo.com.br');
      input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await expect.poll(() => page.getByRole('textbox', { name: 'E-mail' }).count()).toBe(3);
    await page.getByRole('button', { name: 'Enviar', exact: true }).click();

    const dialog = page.getByRole('dialog', { name: 'Cortesias já enviadas' });
    await dialog.waitFor();
    await sees(page, '1 cortesia enviada com sucesso!');
    const items = dialog.getByTestId('duplicates-list').getByRole('listitem');
    await expect.poll(() => items.count()).toBe(2);
    expect(await dialog.getByTestId('duplicates-list').innerText()).toMatch(/ja\.recebeu@exemplo\.com\.br[\s\S]*tambem\.recebeu@exemplo\.com\.br/);
    await screenshot(page, 'courtesy-send-duplicates');
    await dialog.getByRole('button', { name: 'Enviar mesmo assim' }).click();
    await sees(page, '2 cortesias enviadas com sucesso!');
    await backOnTable(page);

    const sent = await courtesies(api, eventId);
    const count = (contact: string) => sent.filter((c) => c.contact === contact).length;
    expect([count('ja.recebeu@exemplo.com.br'), count('tambem.recebeu@exemplo.com.br'), count('novo.convidado@exemplo.com.br')]).toEqual([2, 2, 1]);
  });

  it("shows each lot's places; a send larger than them is refused under the field, and a sold-out lot cannot be chosen", async () => {
    const { context, page } = await newPage(browser());
    await login(page, 'admin@demo.com.br');
    const api = apiOf(context, 'admin@demo.com.br');
    const { eventId } = await eventWithLots(api, {
      title: 'Cortesias contadas E2E',
      lots: [
        { title: 'Lote curto', price: 0, quantity: 2 },
        { title: 'Lote cheio', price: 0, quantity: 1 },
      ],
    });
    const lots = (await api.get(`/api/events/${eventId}/tickets-lots`)).data as { ticketId: string; lotId: string }[];
    await api.post(`/api/events/${eventId}/send-courtesy`, { ticketId: lots[1].ticketId, lotId: lots[1].lotId, type: '@EMAIL', contacts: ['lotou@exemplo.com.br'] });

    await openSendScreen(page, eventId);
    const select = page.getByRole('combobox', { name: 'Ingresso e lote' });
    await expect.poll(() => select.getAttribute('aria-disabled')).toBeNull();
    await select.click();
    expect(await page.getByRole('option', { name: 'Pista · Inteira · Lote cheio (esgotado)' }).getAttribute('aria-disabled')).toBe('true');
    await pickOption(page, 'Pista · Inteira · Lote curto (restam 2)');
    await page.getByText('Restam 2 ingressos neste lote.').waitFor();

    await page.getByRole('textbox', { name: 'E-mail' }).focus();
    await page.evaluate(() => {
      const data = new DataTransfer();
      data.setData('text/plain', 'um@exemplo.com.br\ndois@exemplo.com.br\ntres@exemplo.com.br');
      document.activeElement!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await expect.poll(() => page.getByRole('textbox', { name: 'E-mail' }).count()).toBe(3);
    await page.getByRole('button', { name: 'Enviar', exact: true }).click();
    await page.getByText('O lote não tem ingressos suficientes: restam 2.').first().waitFor();
    await screenshot(page, 'courtesy-send-not-enough');
    expect(await courtesies(api, eventId)).toHaveLength(1); // nothing of this send was created
    await context.close();
  });
});
