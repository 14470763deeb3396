/** Marketing's e-mail templates in the browser, as admin@demo.com.br (spec 2 sections 2, 3). */
import { describe, expect, it } from 'vitest';
import { useBrowser, login, newPage, screenshot } from './browser';
import { axeFindings } from './axe';

describe('e-mail templates, as admin@demo.com.br', () => {
  const browser = useBrowser();

  it('opens from Marketing, searches, creates one in the editor, reads it on its page, edits and removes it', async () => {
    const { context, page } = await newPage(browser());
    await login(page, 'admin@demo.com.br');
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Marketing' }).click();
    await page.waitForURL(/\/marketing\/mail\/templates$/);
    await page.getByRole('heading', { name: 'Modelos de e-mail' }).waitFor();
    const table = page.getByRole('table');
    await table.getByRole('row', { name: /Lançamento de evento/ }).waitFor();
    for (const header of ['Nome', 'Assunto', 'Ações']) expect(await table.getByRole('columnheader', { name: header, exact: true }).count()).toBe(1);
    await expect.poll(() => page.getByText('Mostrando 2 de 2 itens').count()).toBe(1);

    // The search is kept in the address; accents are not needed.
    await page.getByRole('textbox', { name: 'Pesquisar' }).fill('vespera');
    await page.waitForURL(/search=vespera/);
    await expect.poll(() => page.getByText('Mostrando 1 de 1 item').count()).toBe(1);
    await screenshot(page, 'mail-templates-search');
    // The spec's own address, with its trailing slash, opens the same list.
    await page.goto('/marketing/mail/templates/?page=1&search=lancamento');
    await table.getByRole('row', { name: /Lançamento de evento/ }).waitFor();
    await expect.poll(() => page.getByText('Mostrando 1 de 1 item').count()).toBe(1);

    // A new one: every field is asked for, then the body is typed in the editor with bold.
    await page.goto('/marketing/mail/templates');
    await page.getByRole('link', { name: 'Novo' }).click();
    await page.waitForURL(/\/marketing\/mail\/templates\/create$/);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(() => page.getByText('Este campo é obrigatório').count()).toBe(3);
    await page.getByLabel('Nome', { exact: true }).fill('Pré-venda E2E');
    await page.getByLabel('Assunto', { exact: true }).fill('Pré-venda: 20% de desconto até sexta');
    const editor = page.getByRole('textbox', { name: 'Conteúdo do e-mail' });
    await editor.click();
    await page.keyboard.type('Olá! A pré-venda começou. ');
    await page.getByRole('button', { name: 'Negrito' }).click();
    await page.keyboard.type('Só até sexta.');
    await screenshot(page, 'mail-templates-create');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Modelo de e-mail criado com sucesso!').waitFor();

    // Its page shows the body as the customer reads it, and offers the edit.
    await page.goto('/marketing/mail/templates?search=pre-venda');
    await table.getByRole('row', { name: /Pré-venda E2E/ }).click();
    await page.waitForURL(/\/marketing\/mail\/templates\/[^/]+\/view$/);
    const bold = page.locator('dd strong', { hasText: 'Só até sexta.' });
    await bold.waitFor();
    expect(await page.getByText('Pré-venda: 20% de desconto até sexta').count()).toBe(1);
    await screenshot(page, 'mail-templates-view');
    await page.getByRole('link', { name: 'Editar' }).click();
    await page.waitForURL(/\/marketing\/mail\/templates\/[^/]+\/edit$/);
    const subject = page.getByLabel('Assunto', { exact: true });
    await expect.poll(() => subject.inputValue()).toBe('Pré-venda: 20% de desconto até sexta');
    await subject.fill('Pré-venda: últimas horas');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Modelo de e-mail atualizado com sucesso!').waitFor();
    await page.goto('/marketing/mail/templates?search=pre-venda');
    const row = table.getByRole('row', { name: /Pré-venda E2E/ });
    await expect.poll(() => row.textContent()).toContain('Pré-venda: últimas horas');

    // Removed after the question, from its edit page.
    await row.getByRole('link', { name: 'Editar' }).click();
    await page.waitForURL(/\/edit$/);
    await page.getByRole('button', { name: 'Remover' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remover modelo de e-mail' });
    await dialog.getByText('Tem certeza que deseja remover o modelo "Pré-venda E2E"?').waitFor();
    await screenshot(page, 'mail-templates-remove');
    await dialog.getByRole('button', { name: 'Remover' }).click();
    await page.getByText('Modelo de e-mail removido!').waitFor();
    await page.waitForURL(/\/marketing\/mail\/templates$/);
    await expect.poll(() => page.getByText('Mostrando 2 de 2 itens').count()).toBe(1);
    expect(await page.getByText('Pré-venda E2E').count()).toBe(0);
    await context.close();
  });

  it('shows the no-permission page to a cashier who opens Marketing by address, without asking for the templates', async () => {
    const { context, page } = await newPage(browser());
    await login(page, 'caixa@demo.com.br');
    expect(await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Marketing' }).count()).toBe(0);
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/marketing')) asked.push(r.url());
    });
    for (const path of ['/marketing', '/marketing/mail/templates', '/marketing/mail/templates/create']) {
      await page.goto(path);
      await expect.poll(() => page.getByText('Você não tem permissão para acessar essa página.').count()).toBe(1);
    }
    expect(asked).toEqual([]);
    await context.close();
  });

  for (const width of [1366, 390]) {
    it(`has no critical or serious axe finding on the list, a template and its edit at ${width} px`, async () => {
      const { context, page } = await newPage(browser(), { width, height: width > 500 ? 850 : 844 });
      await login(page, 'admin@demo.com.br');
      await page.goto('/marketing');
      await page.waitForURL(/\/marketing\/mail\/templates$/);
      await page.getByText('Lembrete da véspera').first().waitFor();
      expect(await axeFindings(page)).toEqual([]);
      await screenshot(page, `mail-templates-list-${width}`);
      await page.getByText('Lembrete da véspera').first().click();
      await page.waitForURL(/\/view$/);
      await page.getByText('Leve um documento com foto.').waitFor();
      expect(await axeFindings(page)).toEqual([]);
      await screenshot(page, `mail-templates-view-${width}`);
      await page.getByRole('link', { name: 'Editar' }).click();
      await page.waitForURL(/\/edit$/);
      await page.getByRole('textbox', { name: 'Conteúdo do e-mail' }).waitFor();
      expect(await axeFindings(page)).toEqual([]);
      await screenshot(page, `mail-templates-edit-${width}`);
      await context.close();
    });
  }
});
