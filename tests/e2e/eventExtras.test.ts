/** An event's affiliates and options in the browser, as admin@demo.com.br (spec 1 sections 2.3, 4, 5, 8). */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser, apiJson, login, newPage, screenshot, pickOption } from './browser';

/** Waits for a toast (or any text) to show. */
const sees = (page: Page, text: string) => expect.poll(() => page.getByText(text, { exact: true }).count()).toBeGreaterThan(0);

describe('event affiliates and options, as admin@demo.com.br', () => {
  const browser = useBrowser();

  it('adds, edits, deactivates an affiliate and copies its link; creates a group with items of each type and deletes one', async () => {
    const { context, page } = await newPage(browser());
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await login(page, 'admin@demo.com.br');
    const events = await apiJson(context, 'admin@demo.com.br').get('/api/events?status=@PUBLISHED&limit=1&orderBy=startAt&order=ASC');
    const eventId = events.data[0].id as string; // the seed gives the earliest one more than a page of affiliates

    // Affiliates: the seeded ones, 10 per page.
    await page.goto(`/events/${eventId}/advantages-and-services/affiliates`);
    const table = page.getByRole('table', { name: 'Afiliados' });
    await table.waitFor();
    await expect.poll(() => page.getByText(/Mostrando 10 de \d+ itens/).count()).toBe(1);
    await screenshot(page, 'affiliates-list');

    // Blank name, then a real one.
    await page.getByRole('button', { name: 'Adicionar afiliado' }).click();
    let dialog = page.getByRole('dialog', { name: 'Adicionar afiliado' });
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dialog.getByText('Este campo é obrigatório').waitFor();
    await screenshot(page, 'affiliates-required');
    await dialog.getByLabel('Nome completo').fill('Zé Vendedor E2E');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await sees(page, 'Afiliado criado com sucesso!');
    await dialog.waitFor({ state: 'detached' });

    // Search keeps the text in the address.
    await page.getByRole('textbox', { name: 'Pesquisar' }).fill('vendedor e2e');
    await page.waitForURL(/search=vendedor\+e2e/);
    let row = table.getByRole('row', { name: /Zé Vendedor E2E/ });
    await row.waitFor();
    await expect.poll(() => page.getByText('Mostrando 1 de 1 item').count()).toBe(1);

    // Edit the name.
    await row.getByRole('button', { name: 'Editar' }).click();
    dialog = page.getByRole('dialog', { name: 'Editar afiliado' });
    await dialog.getByLabel('Nome completo').fill('Zé Vendedor E2E Editado');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await sees(page, 'Afiliado atualizado com sucesso!');
    row = table.getByRole('row', { name: /Zé Vendedor E2E Editado/ });
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain('Ativo');
    await expect.poll(() => row.textContent()).toContain('R$ 0,00');

    // Deactivate: the name stays.
    await row.getByRole('button', { name: 'Desativar' }).click();
    await sees(page, 'Afiliado desativado!');
    await expect.poll(() => row.textContent()).toContain('Desativado');
    await row.getByRole('button', { name: 'Ativar' }).waitFor();

    // Copy the sales link.
    await row.getByRole('button', { name: 'Copiar link de vendas' }).click();
    await row.getByRole('status').filter({ hasText: 'Link copiado!' }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(new RegExp(`^https://bilheteria-demo\\.com\\.br/evento/${eventId}\\?afiliado=[A-Z2-9]{8}$`));
    expect(await row.textContent()).toContain(copied);
    await screenshot(page, 'affiliates-copied');

    // Options: a new group with items of each type.
    await page.getByRole('tab', { name: 'Opções' }).click();
    await page.waitForURL(/\/advantages-and-services\/options$/);
    await page.getByRole('region', { name: 'Estacionamento' }).first().waitFor();
    await page.getByRole('button', { name: 'Criar grupo de opções' }).click();
    dialog = page.getByRole('dialog', { name: 'Criar grupo de opções' });
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dialog.getByText('Este campo é obrigatório').waitFor();
    await dialog.getByLabel('Título').fill('Brindes E2E');
    await dialog.getByLabel('Ícone').click();
    // The list stays where it is drawn when something scrolls the page behind the dialog: placed
    // against the document, it moved with it for a frame, and a click could land beside its option.
    const shift = await page.evaluate(() => {
      const option = [...document.querySelectorAll('[role=option]')].at(-1) as HTMLElement;
      const top = option.getBoundingClientRect().top;
      const y = window.scrollY;
      window.scrollBy(0, 100);
      const result = { scrolled: window.scrollY - y, moved: option.getBoundingClientRect().top - top };
      window.scrollTo(0, y);
      return result;
    });
    expect(shift.scrolled).toBeGreaterThan(0);
    expect(shift.moved).toBe(0);
    await pickOption(page, 'Brinde');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await sees(page, 'Grupo de opções criado com sucesso!');
    const group = page.getByRole('region', { name: 'Brindes E2E' });
    await group.waitFor();

    const items: [string, string, string | null][] = [
      ['Sem brinde', 'Sem valor', null],
      ['Caneca', 'Valor adicional', '25,00'],
      ['Desconto fã-clube', 'Desconto', '5,00'],
    ];
    for (const [title, type, value] of items) {
      await group.getByRole('button', { name: 'Adicionar item' }).click();
      dialog = page.getByRole('dialog', { name: 'Adicionar item' });
      await dialog.getByLabel('Título').fill(title);
      await dialog.getByLabel('Tipo de valor').click();
      await pickOption(page, type);
      if (value) {
        await dialog.getByRole('button', { name: 'Salvar' }).click();
        await dialog.getByText('Este campo é obrigatório').waitFor();
        await dialog.getByLabel('Valor', { exact: true }).pressSequentially(value);
        if (title === 'Caneca') await screenshot(page, 'options-item-dialog');
      } else {
        expect(await dialog.getByLabel('Valor', { exact: true }).count()).toBe(0);
      }
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await sees(page, 'Item criado com sucesso!');
      await dialog.waitFor({ state: 'detached' });
      await group.getByRole('row', { name: new RegExp(title) }).waitFor();
    }
    await expect.poll(() => group.getByRole('row', { name: /Caneca/ }).textContent()).toContain('+ R$ 25,00');
    await expect.poll(() => group.getByRole('row', { name: /fã-clube/ }).textContent()).toContain('− R$ 5,00');
    await expect.poll(() => group.getByRole('row', { name: /Sem brinde/ }).textContent()).toContain('—');
    await screenshot(page, 'options-group');

    // Delete one item, after the confirmation.
    await group.getByRole('row', { name: /Caneca/ }).getByRole('button', { name: 'Remover' }).click();
    dialog = page.getByRole('dialog', { name: 'Remover item' });
    await dialog.getByText('Tem certeza que deseja remover o item "Caneca"?').waitFor();
    await dialog.getByRole('button', { name: 'Remover' }).click();
    await sees(page, 'Item removido!');
    await expect.poll(() => group.getByRole('row', { name: /Caneca/ }).count()).toBe(0);
    await expect.poll(() => group.getByText(/Mostrando 2 de 2 itens/).count()).toBe(1);
    await screenshot(page, 'options-after-delete');
    await context.close();
  });
});
