/** Issue 9 item 23: each page names the browser tab, an unknown address says so, toasts stay on their page. */
import { describe, expect, it } from 'vitest';
import { useBrowser, login, newPage, screenshot } from './browser';

describe('page title, 404 and toasts across pages', () => {
  const browser = useBrowser();

  it('names the tab after the page and the business', async () => {
    const { context, page } = await newPage(browser());
    await login(page, 'admin@demo.com.br');
    await page.goto('/events');
    await expect.poll(() => page.title()).toBe('Eventos · Bilheteria Demo');
    await page.goto('/producers');
    await expect.poll(() => page.title()).toBe('Produtores · Bilheteria Demo');
    await context.close();
  });

  it('an unknown address says the page was not found, in pt-BR, with the way home', async () => {
    const { context, page } = await newPage(browser());
    await login(page, 'admin@demo.com.br');
    await page.goto('/nao-existe/mesmo');
    await page.getByRole('heading', { name: 'Página não encontrada' }).waitFor();
    await page.getByText('O endereço aberto não existe nesta bilheteria.', { exact: false }).waitFor();
    await expect.poll(() => page.title()).toBe('Página não encontrada · Bilheteria Demo');
    await screenshot(page, 'not-found');
    await page.getByRole('link', { name: 'Voltar para o início' }).click();
    await page.waitForURL(/\/dashboard$/);
    await context.close();
  });

  it('a toast of one event tab is gone when another tab opens', async () => {
    const { context, page } = await newPage(browser());
    await login(page, 'admin@demo.com.br');
    await page.goto('/events');
    await page.getByRole('link', { name: 'Editar Evento' }).first().click();
    await page.getByRole('tab', { name: 'Dados do evento' }).click();
    await page.waitForURL(/\/edit\/general-info$/);
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect.poll(() => page.getByText('Evento atualizado com sucesso!').count()).toBe(1);
    await page.waitForTimeout(1_700);
    await page.getByRole('tab', { name: 'Descrição' }).click();
    await page.waitForURL(/\/edit\/description$/);
    await expect.poll(() => page.getByText('Evento atualizado com sucesso!').count(), { timeout: 1_500 }).toBe(0);
    await context.close();
  });
});
