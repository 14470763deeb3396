import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser, login, newPage, screenshot } from './browser';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

describe('producers, as admin@demo.com.br', () => {
  const browser = useBrowser();

  it('lists 12 per page with the spec columns and pagination', async () => {
    const { context, page } = await newPage(browser());
    await login(page, 'admin@demo.com.br');
    await page.getByRole('link', { name: 'Produtores' }).first().click();
    await page.waitForURL(/\/producers/);
    for (const header of ['Produtor', 'Responsável', 'Email', 'Telefone', 'Ações']) {
      await expect.poll(() => page.getByRole('columnheader', { name: header, exact: true }).count()).toBe(1);
    }
    await expect.poll(() => page.getByText(/Mostrando 12 de \d+ itens/).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Anterior' }).isDisabled()).toBe(true);
    await screenshot(page, 'producers-list');
    await page.getByRole('button', { name: 'Próxima' }).click();
    await page.waitForURL(/page=2/);
    await context.close();
  });

  it('creates a producer with masks, validation and toasts, then finds and edits it', async () => {
    const { context, page } = await newPage(browser());
    await login(page, 'admin@demo.com.br');
    await page.goto('/producers');
    await page.getByRole('link', { name: 'Novo' }).or(page.getByRole('button', { name: 'Novo' })).first().click();
    await page.waitForURL(/\/producers\/create/);

    // Invalid input: messages under the fields, nothing saved.
    await field(page, 'CNPJ/CPF').fill('11222333000182');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(() => page.getByText('Este campo é obrigatório').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('CNPJ/CPF inválido').count()).toBe(1);
    await screenshot(page, 'producers-create-errors');

    await field(page, 'Produtor').fill('Estrela Cadente Produções');
    await field(page, 'Email').fill('contato@estrelacadente.com.br');
    await field(page, 'CNPJ/CPF').fill('');
    await field(page, 'CNPJ/CPF').pressSequentially('11222333000181');
    expect(await field(page, 'CNPJ/CPF').inputValue()).toBe('11.222.333/0001-81');
    await field(page, 'Telefone').pressSequentially('11987654321');
    expect(await field(page, 'Telefone').inputValue()).toBe('(11) 98765-4321');
    await field(page, 'Responsável').fill('Marina Albuquerque');
    await field(page, 'CPF do responsável').pressSequentially('52998224725');
    expect(await field(page, 'CPF do responsável').inputValue()).toBe('529.982.247-25');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(() => page.getByText('Produtor criado com sucesso!').count()).toBeGreaterThan(0);
    await page.waitForURL(/\/producers(\?|$)/);

    // Search is kept in the address query after the typing pause.
    await page.getByRole('textbox', { name: 'Pesquisar' }).fill('estrela cadente');
    await page.waitForURL(/search=estrela/);
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await expect.poll(() => page.getByText('(11) 98765-4321').count()).toBe(1);
    await screenshot(page, 'producers-search');

    // The same document again is refused with the server's message.
    await page.goto('/producers/create');
    await field(page, 'Produtor').fill('Cópia');
    await field(page, 'Email').fill('copia@exemplo.com.br');
    await field(page, 'CNPJ/CPF').pressSequentially('11222333000181');
    await field(page, 'Telefone').pressSequentially('1133334444');
    await field(page, 'Responsável').fill('Outra Pessoa');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(() => page.getByText('Já existe um produtor com este CNPJ/CPF.').count()).toBeGreaterThan(0);

    // Edit at /producers/{id}/edit.
    await page.goto('/producers?search=estrela%20cadente');
    await page.getByRole('link', { name: 'Editar' }).first().click();
    await page.waitForURL(/\/producers\/[0-9a-f-]{36}\/edit$/);
    await field(page, 'Produtor').fill('Estrela Cadente Eventos');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(() => page.getByText('Produtor atualizado com sucesso!').count()).toBeGreaterThan(0);
    await page.goto('/producers?search=cadente%20eventos');
    await expect.poll(() => page.getByRole('cell', { name: 'Estrela Cadente Eventos' }).count()).toBe(1);
    await context.close();
  });

  it('shows cards instead of the table on a phone, and the empty state for a search without results', async () => {
    const { context, page } = await newPage(browser(), { width: 390, height: 844 });
    await login(page, 'admin@demo.com.br');
    await page.goto('/producers');
    await expect.poll(() => page.getByText(/Mostrando 12 de \d+ itens/).count()).toBe(1);
    expect(await page.getByRole('table').count()).toBe(0);
    await screenshot(page, 'producers-mobile');
    await page.goto('/producers?search=zzzz-nada');
    await expect.poll(() => page.getByText('Nenhum produtor encontrado.').count()).toBe(1);
    await context.close();
  });
});
