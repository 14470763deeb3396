/**
 * Stores in the browser (issue 15, spec 2 sections 2-9): a store created with the postal-code
 * lookup (a ViaCEP-shaped stub on loopback, handed to a server of this file's own through
 * CEP_API_URL), its image uploaded on the edit page, a category added on its details page. The
 * pages and the category dialog pass axe in tests/e2e/accessibility.test.ts, with every other page.
 */
import { createServer, type Server } from 'node:http';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer, type RunningServer } from '../../scripts/spawnServer';
import { PASSWORD, SCREENSHOTS, launch } from './browser';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

let stub: Server;
let server: RunningServer;
let browser: Browser;
let pngPath: string;

beforeAll(async () => {
  stub = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      req.url === '/50030230/json/'
        ? JSON.stringify({ cep: '50030-230', logradouro: 'Avenida Rio Branco', complemento: '', bairro: 'Recife', localidade: 'Recife', uf: 'PE' })
        : JSON.stringify({ erro: true }),
    );
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  const { port } = stub.address() as { port: number };
  server = await spawnServer({ CEP_API_URL: `http://127.0.0.1:${port}` });
  browser = await launch();
  const dir = mkdtempSync(join(tmpdir(), 'stores-e2e-'));
  pngPath = join(dir, 'logo.png');
  writeFileSync(pngPath, PNG);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await new Promise((resolve) => stub?.close(resolve));
}, 60_000);

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const sees = (page: Page, text: string) => expect.poll(() => page.getByText(text, { exact: true }).count(), { timeout: 15_000 }).toBeGreaterThan(0);

async function open(width: number, height: number) {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width, height }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const page = await context.newPage();
  await page.goto('/auth/login');
  await page.getByLabel('E-mail').fill('admin@demo.com.br');
  await page.getByLabel('Senha').fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/\/dashboard/);
  return { context, page };
}

const shot = (page: Page, name: string) => page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });

describe('stores', () => {
  it('creates a store with the postal-code lookup, uploads its image and adds a category', async () => {
    const { context, page } = await open(1366, 850);
    await page.goto('/stores');
    await sees(page, 'Lanchonete do Parque');
    await shot(page, 'stores-list');

    await page.getByRole('link', { name: 'Nova loja' }).click();
    await page.waitForURL(/\/stores\/create$/);
    await field(page, 'Nome').pressSequentially('Empório Boa Viagem');
    await expect.poll(() => field(page, 'Slug').inputValue()).toBe('emporio-boa-viagem');
    await field(page, 'Documento').pressSequentially('11222333000181');
    await expect.poll(() => field(page, 'Documento').inputValue()).toBe('11.222.333/0001-81');
    await field(page, 'E-mail').fill('emporio@loja.com.br');
    await field(page, 'Telefone').pressSequentially('81987654321');
    await expect.poll(() => field(page, 'Telefone').inputValue()).toBe('(81) 98765-4321');
    await field(page, 'CEP').pressSequentially('50030230');
    await expect.poll(() => field(page, 'CEP').inputValue()).toBe('50030-230');
    await expect.poll(() => field(page, 'Rua').inputValue(), { timeout: 15_000 }).toBe('Avenida Rio Branco');
    await expect.poll(() => field(page, 'Cidade').inputValue()).toBe('Recife');
    await field(page, 'Número').fill('120');
    await shot(page, 'stores-create');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await sees(page, 'Loja criada com sucesso!');
    await page.waitForURL(/\/stores\/[0-9a-f-]{36}\/details$/);
    const details = new URL(page.url()).pathname;
    await sees(page, 'Avenida Rio Branco');
    await sees(page, '11.222.333/0001-81');

    // The image, on the edit page; saving returns to the details.
    await page.getByRole('link', { name: 'Editar loja' }).click();
    await page.waitForURL(/\/details\/edit$/);
    await sees(page, 'PNG ou JPEG de até 5 MB. De preferência com fundo transparente e imagem quadrada.');
    await page.locator('input[type="file"]').setInputFiles(pngPath);
    await expect.poll(() => page.getByRole('img', { name: 'Imagem' }).count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await sees(page, 'Loja atualizada com sucesso!');
    await page.waitForURL((url) => url.pathname === details);
    await expect.poll(() => page.getByRole('img', { name: 'Imagem' }).getAttribute('src'), { timeout: 15_000 }).toMatch(/\/uploads\/.+\.png$/);

    // A category, with its icon, from the details page.
    await page.getByRole('button', { name: 'Nova categoria' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova categoria' });
    await dialog.locator('input[type="file"]').setInputFiles(pngPath);
    await dialog.getByLabel('Nome', { exact: true }).fill('Bebidas geladas');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await sees(page, 'Categoria criada com sucesso!');
    await sees(page, 'Bebidas geladas');
    await shot(page, 'stores-details');

    // 'Alterar imagem' on the details page sends the image alone; a GIF is refused with the server's message.
    const gifPath = pngPath.replace(/logo\.png$/, 'logo.gif');
    writeFileSync(gifPath, GIF);
    await page.locator('input[type="file"][aria-label="Alterar imagem"]').setInputFiles(gifPath);
    await sees(page, 'Formato de imagem não suportado. Use PNG ou JPEG.');
    await page.locator('input[type="file"][aria-label="Alterar imagem"]').setInputFiles(pngPath);
    await sees(page, 'Imagem atualizada com sucesso!');

    const id = details.split('/')[2];
    const api = await context.request.post('/api/auth/login/local', { data: { username: 'admin@demo.com.br', password: PASSWORD } });
    const headers = { authorization: `Bearer ${(await api.json()).accessToken}` };
    const stored = await (await context.request.get(`/api/stores/${id}`, { headers })).json();
    expect(stored).toMatchObject({ slug: 'emporio-boa-viagem', document: '11222333000181', address: { zipCode: '50030230', street: 'Avenida Rio Branco', state: 'PE' } });
    const categories = await (await context.request.get(`/api/stores/${id}/categories`, { headers })).json();
    expect(categories.data).toEqual([expect.objectContaining({ name: 'Bebidas geladas', icon: expect.stringMatching(/^\/uploads\//) })]);
    await context.close();
  }, 180_000);
});
