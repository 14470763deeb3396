/** As admin: producers of an event (add, remove), line-up (search, register, remove), a session, the lobby. */
import { describe, expect, it } from 'vitest';
import { useBrowser, loggedIn, screenshot } from './browser';
import type { Json } from '../api/helper';

describe('people of an event, as admin@demo.com.br', () => {
  const browser = useBrowser();

  it('adds and removes a producer, builds a line-up, creates a session and shows the lobby', async () => {
    const { context, page, api } = await loggedIn(browser(), 'admin@demo.com.br');
    const apiGet = (path: string): Promise<Json> => api.get(`/api${path}`);
    const events = (await apiGet('/events?limit=9999')).data as Json[];
    const event = events.find((e) => e.title === 'Noite de Samba na Lapa')!;
    const linked = new Set(((await apiGet(`/events/${event.id}/producers?limit=9999`)).data as Json[]).map((p) => p.id));
    const producer = ((await apiGet('/producers?limit=9999')).data as Json[]).find((p) => !linked.has(p.id))!;

    // Producers.
    await page.goto(`/events/${event.id}/producers`);
    await page.getByRole('tab', { name: 'Produtores' }).waitFor();
    await expect.poll(() => page.getByRole('row').count()).toBe(linked.size + 1);
    await page.getByRole('button', { name: 'Adicionar produtor' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adicionar produtor ao evento' });
    await dialog.getByRole('combobox', { name: 'Produtor' }).fill(producer.corporateName.slice(0, 6));
    await page.getByRole('option', { name: new RegExp(producer.corporateName) }).click();
    await screenshot(page, 'event-producers-add');
    await dialog.getByRole('button', { name: 'Adicionar' }).click();
    await expect.poll(() => page.getByText('Produtor adicionado ao evento!').count()).toBeGreaterThan(0);
    await page.getByRole('cell', { name: producer.corporateName, exact: true }).waitFor();
    await screenshot(page, 'event-producers');
    await page.getByRole('button', { name: `Remover ${producer.corporateName}` }).click();
    await page.getByRole('dialog', { name: 'Remover produtor' }).getByRole('button', { name: 'Confirme' }).click();
    await expect.poll(() => page.getByText('Produtor removido do evento!').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('cell', { name: producer.corporateName, exact: true }).count()).toBe(0);

    // Line-up: an accent-free search finds 'Clara Sabiá'; a new name is registered on the way.
    await page.getByRole('tab', { name: 'Line-up' }).click();
    await page.waitForURL(/\/line-up$/);
    await page.getByRole('button', { name: 'Adicionar artistas' }).click();
    const add = page.getByRole('dialog', { name: 'Adicionar artistas ao line-up' });
    const search = add.getByRole('combobox', { name: 'Buscar artista' });
    await search.fill('clara sabia');
    await page.getByRole('option', { name: 'Clara Sabiá' }).click();
    await search.fill('Banda Jatobá E2E');
    await page.getByRole('option', { name: 'Cadastrar o artista "Banda Jatobá E2E"' }).click();
    await expect.poll(() => add.getByRole('button', { name: /Clara Sabiá|Banda Jatobá E2E/ }).count()).toBe(2);
    await screenshot(page, 'event-lineup-add');
    await add.getByRole('button', { name: 'Adicionar' }).click();
    await expect.poll(() => page.getByText('Line-up atualizado!').count()).toBeGreaterThan(0);
    const items = page.getByRole('list', { name: 'Line-up' }).getByRole('listitem');
    await expect.poll(async () => (await items.allInnerTexts()).some((t) => t.includes('Banda Jatobá E2E'))).toBe(true);
    await screenshot(page, 'event-lineup');
    await page.getByRole('button', { name: 'Remover do line-up Banda Jatobá E2E' }).click();
    await page.getByRole('dialog', { name: 'Remover artista' }).getByRole('button', { name: 'Confirme' }).click();
    await expect.poll(() => page.getByText('Artista removido do line-up!').count()).toBeGreaterThan(0);
    await expect.poll(async () => (await items.allInnerTexts()).some((t) => t.includes('Banda Jatobá E2E'))).toBe(false);
    expect((await items.allInnerTexts()).some((t) => t.includes('Clara Sabiá'))).toBe(true);

    // Sessions.
    await page.getByRole('tab', { name: 'Sessões' }).click();
    await page.waitForURL(/\/sessions$/);
    await page.getByRole('button', { name: 'Novo' }).click();
    const form = page.getByRole('dialog', { name: 'Nova sessão' });
    await form.getByLabel('Título').fill('Sessão extra E2E');
    await form.getByLabel('Início').fill('20/12/2031 20:00');
    await form.getByLabel('Término').fill('20/12/2031 19:00');
    await form.getByLabel('Capacidade').fill('450');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await form.getByText('O término deve ser depois do início').waitFor();
    await screenshot(page, 'event-sessions-error');
    await form.getByLabel('Término').fill('20/12/2031 23:30');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(() => page.getByText('Sessão criada com sucesso!').count()).toBeGreaterThan(0);
    await page.getByRole('cell', { name: 'Sessão extra E2E' }).waitFor();
    await page.getByRole('cell', { name: '20/12/2031 20:00' }).waitFor();
    await screenshot(page, 'event-sessions');
    // Thirteen tabs scroll inside the page; the page itself never gets wider than the window.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // The lobby of the seeded festival.
    const caruaru = events.find((e) => e.title === 'Festival de Forró de Caruaru')!;
    await page.goto(`/events/${caruaru.id}/lobby`);
    await page.getByRole('cell', { name: 'Fila de abertura das vendas' }).waitFor();
    await screenshot(page, 'event-lobby');
    await page.goto(`/events/${caruaru.id}/line-up`);
    await page.getByRole('list', { name: 'Line-up' }).getByRole('listitem').first().waitFor();
    await screenshot(page, 'event-lineup-caruaru');
    await context.close();
  });
});
