/**
 * Points of sale at /points-of-sale (spec 1 sections 2.1, 6) and the ticket actions panel with
 * the ticket detail page (sections 2.2, 2.3, 4), in the browser.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser, login, menuLabels, newPage, screenshot, apiAs } from './browser';
import { eventWithLots } from './fixtures';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const sees = (page: Page, text: string) => expect.poll(() => page.getByText(text, { exact: true }).count()).toBeGreaterThan(0);

/** The shared API helper with the shapes these tests use. */
function apiFor(context: BrowserContext, email: string) {
  const api = apiAs(context, email);
  return {
    get: (url: string) => api.get(url),
    post: (url: string, data: object = {}) => api.json('post', url, data),
    postRaw: (url: string, data: object) => api.raw('post', url, data),
  };
}

describe('points of sale', () => {
  const browser = useBrowser();

  it('admin@demo.com.br creates one, meets the duplicate-name error, finds and edits it', async () => {
    const { context, page } = await newPage(browser());
    await login(page, 'admin@demo.com.br');
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Pontos de venda' }).click();
    await page.waitForURL(/\/points-of-sale$/);
    for (const header of ['Nome', 'Dispositivo', 'Ativo']) {
      await expect.poll(() => page.getByRole('columnheader', { name: header, exact: true }).count()).toBe(1);
    }
    await screenshot(page, 'pos-list');

    await page.getByRole('link', { name: 'Novo' }).click();
    await page.waitForURL(/\/points-of-sale\/create$/);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await sees(page, 'Este campo é obrigatório');
    await field(page, 'Nome').fill('Guichê Arena Pernambuco');
    await field(page, 'Dispositivo').fill('Maquininha 09');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await sees(page, 'Ponto de venda criado com sucesso!');
    await page.waitForURL(/\/points-of-sale(\?|$)/);

    // The same name again: the server's message under the field, nothing saved.
    await page.getByRole('link', { name: 'Novo' }).click();
    await field(page, 'Nome').fill('Guichê Arena Pernambuco');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await sees(page, 'Já existe um ponto de venda com este nome');
    expect(page.url()).toMatch(/\/points-of-sale\/create$/);
    await screenshot(page, 'pos-duplicate');

    // Search, then edit at /points-of-sale/{id}/edit. Leaving what was typed asks first (issue 9 item 19).
    await page.getByRole('link', { name: 'Voltar' }).click();
    await page.getByRole('dialog', { name: 'Alterações não salvas' }).getByRole('button', { name: 'Sair sem salvar' }).click();
    await page.waitForURL(/\/points-of-sale$/);
    await page.getByRole('textbox', { name: 'Pesquisar' }).fill('arena pernambuco');
    await page.waitForURL(/search=arena/);
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await page.getByRole('link', { name: 'Editar' }).click();
    await page.waitForURL(/\/points-of-sale\/[0-9a-f-]{36}\/edit$/);
    await expect.poll(() => field(page, 'Nome').inputValue()).toBe('Guichê Arena Pernambuco');
    await field(page, 'Nome').fill('Guichê Arena Recife');
    await page.getByRole('switch', { name: 'Ativo' }).click();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await sees(page, 'Ponto de venda atualizado com sucesso!');
    await page.waitForURL(/\/points-of-sale(\?|$)/);
    await page.goto('/points-of-sale?search=arena%20recife');
    const row = page.getByRole('row').filter({ hasText: 'Guichê Arena Recife' });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.innerText()).toMatch(/Maquininha 09\s+Não/);
    await screenshot(page, 'pos-edited');

    // react-admin's own name-based address leads to the spec's route.
    await page.goto('/pointsOfSale?search=arena');
    await page.waitForURL(/\/points-of-sale\?search=arena$/);
    await context.close();
  });

  it('caixa@demo.com.br has no menu entry, no page, and the API answers 403', async () => {
    const { context, page } = await newPage(browser());
    await login(page, 'caixa@demo.com.br');
    expect(await menuLabels(page)).not.toContain('Pontos de venda');
    await page.goto('/points-of-sale');
    await sees(page, 'Você não tem permissão para acessar essa página.');
    const api = apiFor(context, 'caixa@demo.com.br');
    expect((await api.get('/api/points-of-sale')).status()).toBe(403);
    expect((await api.postRaw('/api/points-of-sale', { name: 'Caixa do bar' })).status()).toBe(403);
    await context.close();
  });
});

describe('ticket actions panel and ticket details, as admin@demo.com.br', () => {
  const browser = useBrowser();

  it('switches visibility, creates the hidden link, connects points of sale, reopens after a reload and opens the details', async () => {
    const { context, page } = await newPage(browser());
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await login(page, 'admin@demo.com.br');
    const api = apiFor(context, 'admin@demo.com.br');
    const { eventId, sectorId, ticketId } = await eventWithLots(api, { title: 'Ações E2E', ticket: { title: 'Inteira Pista', description: 'Acesso à pista.' } });
    await api.post('/api/points-of-sale', { name: 'Barraca Praia E2E', device: 'Maquininha 12' });
    const salesPage = `/events/${eventId}/sectors-and-sales/sectors`;

    await page.goto(salesPage);
    await page.getByRole('listitem', { name: 'Inteira Pista' }).getByRole('button', { name: 'Ações', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Ações' });
    await panel.waitFor();
    expect((await panel.boundingBox())!.width).toBeGreaterThanOrEqual(340);

    // Hide from the site: the toast, then the stored ticket reopens the panel after a reload.
    await panel.getByRole('switch', { name: 'Exibir no site' }).click();
    await sees(page, 'Ingresso ocultado do site!');
    await page.reload();
    await panel.waitFor();
    await expect.poll(() => panel.getByRole('switch', { name: 'Exibir no site' }).isChecked()).toBe(false);

    // Hidden link: created, copied, switched off.
    await panel.getByRole('button', { name: 'Criar link oculto' }).click();
    await sees(page, 'Link oculto criado!');
    await panel.getByText(/https:\/\/bilheteria-demo\.com\.br\/evento\/.+\?ingresso=/).waitFor();
    await panel.getByRole('button', { name: 'Copiar link oculto' }).click();
    await sees(page, 'Link copiado para a área de transferência!');
    await panel.getByRole('switch', { name: 'Link ativo' }).click();
    await sees(page, 'Link oculto desativado!');

    // Points of sale: search, tick, save.
    await panel.getByRole('textbox', { name: 'Pesquisar' }).fill('praia e2e');
    await expect.poll(() => panel.getByRole('checkbox').count()).toBe(1);
    const pos = panel.getByRole('checkbox', { name: /Barraca Praia E2E/ });
    await pos.check();
    await panel.getByRole('button', { name: 'Salvar' }).click();
    await sees(page, 'Pontos de venda do ingresso atualizados!');
    await screenshot(page, 'ticket-actions-panel');

    // Details: fields, lots, points of sale and hidden link; back to the sales page.
    await panel.getByRole('link', { name: 'Ver detalhes' }).click();
    await page.waitForURL(new RegExp(`/sectors-and-sales/sectors/${sectorId}/${ticketId}/details$`));
    await page.getByRole('heading', { name: 'Inteira Pista', level: 1 }).waitFor();
    const lots = page.getByRole('table', { name: 'Lotes' });
    await lots.getByRole('cell', { name: 'R$ 80,00' }).waitFor();
    await lots.getByRole('cell', { name: 'À venda' }).waitFor();
    await page.getByRole('region', { name: 'Pontos de venda vinculados' }).getByText('Barraca Praia E2E · Maquininha 12').waitFor();
    await page.getByRole('region', { name: 'Link oculto' }).getByText('Inativo').waitFor();
    await screenshot(page, 'ticket-details');
    // What the server kept (asked right after the page's own calls, while its token is fresh).
    const saved = await (await api.get(`/api/events/${eventId}/${sectorId}/tickets/${ticketId}`)).json();
    expect(saved).toMatchObject({ showInSite: false, showInPOS: true, hiddenLink: { isActive: false } });
    expect(saved.posIds).toHaveLength(1);

    // The event page has its own 'Voltar' (to the events): this one goes to the sales page.
    await page.getByRole('link', { name: 'Voltar' }).and(page.locator(`[href="${salesPage}"]`)).click();
    await page.waitForURL(new RegExp(`${salesPage}$`));
    // Closing clears the stored ticket: a reload leaves the panel closed.
    await panel.waitFor();
    await panel.getByRole('button', { name: 'Fechar' }).click();
    await panel.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('listitem', { name: 'Inteira Pista' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('ticket'))).toBeNull();
    expect(await panel.count()).toBe(0);

    // A ticket that does not exist reads as no information, not an error.
    await page.goto(`${salesPage}/${sectorId}/${eventId}/details`);
    await sees(page, 'Nenhuma informação disponível.');
    await context.close();
  });

  it('fits a phone: the panel takes the screen width and the details scroll inside', async () => {
    const { context, page } = await newPage(browser(), { width: 390, height: 844 });
    await login(page, 'admin@demo.com.br');
    const api = apiFor(context, 'admin@demo.com.br');
    const { eventId, sectorId, ticketId } = await eventWithLots(api, {
      title: 'Ações no celular',
      sector: 'Camarote',
      ticket: { title: 'Meia Camarote', category: '@HALF' },
      lots: [{ title: 'Lote único', price: 4000, quantity: 50 }],
    });

    await page.goto(`/events/${eventId}/sectors-and-sales/sectors`);
    await page.getByRole('listitem', { name: 'Meia Camarote' }).getByRole('button', { name: 'Ações', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Ações' });
    await panel.waitFor();
    // Once slid in, it covers the screen from edge to edge.
    await expect.poll(async () => (await panel.boundingBox())?.x).toBe(0);
    expect((await panel.boundingBox())!.width).toBe(390);
    await screenshot(page, 'ticket-actions-phone');

    await page.goto(`/events/${eventId}/sectors-and-sales/sectors/${sectorId}/${ticketId}/details`);
    await page.getByRole('table', { name: 'Lotes' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'ticket-details-phone');
    await context.close();
  });
});
