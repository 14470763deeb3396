/**
 * The borderô and ticket-usage PDFs in the browser (issue 13): "Baixar PDF" makes the file in the
 * page, with react-pdf fetched only on the click, and Chromium saves it under a pt-BR name; the
 * file is a PDF whose text (poppler's pdftotext) holds the event's title, accents intact.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs, login, newPage, SCREENSHOTS, useBrowser } from './browser';

const ADMIN = 'admin@demo.com.br';
const TITLE = 'Festival de Forró de Caruaru';

/** Scripts the page fetches from now on. */
function scriptsFetched(page: Page): string[] {
  const urls: string[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') urls.push(r.url());
  });
  return urls;
}

/** Clicks 'Baixar PDF'; the file's name and text. Its first page is kept as a PNG beside the screenshots. */
async function downloadPdf(page: Page, png: string) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Baixar PDF' }).click()]);
  const file = (await download.path())!;
  mkdirSync(SCREENSHOTS, { recursive: true });
  execFileSync('pdftoppm', ['-png', '-r', '50', '-f', '1', '-l', '1', '-singlefile', file, join(SCREENSHOTS, png)]);
  return { name: download.suggestedFilename(), text: execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }) };
}

describe('report PDFs, as admin@demo.com.br', () => {
  const browser = useBrowser();

  it('downloads the borderô and the ticket usage as PDFs, loading the renderer on the click only', async () => {
    const { context, page } = await newPage(browser());
    await login(page, ADMIN);
    const api = apiAs(context, ADMIN);
    const event = (await api.json('get', '/api/reports?search=Festival%20de%20Forr')).data.find((e: { title: string }) => e.title === TITLE);
    const bordero = await api.json('get', `/api/events/${event.id}/reports/consolidated2`);

    const scripts = scriptsFetched(page);
    await page.goto(`/events/${event.id}/reports/bordero`);
    await page.getByText(/^Atualizado em /).waitFor();
    const beforeClick = scripts.length;
    const pdf = await downloadPdf(page, 'report-pdf-bordero');
    // The renderer came with the click, as scripts the page had not fetched.
    expect(scripts.length).toBeGreaterThan(beforeClick);
    expect(pdf.name).toMatch(/^bordero-festival-de-forro-de-caruaru-\d{2}-\d{2}-\d{4}\.pdf$/);
    expect(pdf.text).toContain(TITLE);
    expect(pdf.text).toContain('Borderô');
    expect(pdf.text).toMatch(/Página 1 de \d+/);
    const sector = bordero.sessions[0].rows[0].sectorName as string;
    expect(pdf.text).toContain(sector);
    expect(pdf.text).toContain(`Receita líquida`);
    expect(pdf.text).toContain(new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(bordero.totals.netRevenue / 100).replace(/\u00a0/g, ' '));

    await page.goto(`/events/${event.id}/reports/ticket-usage`);
    await page.getByText(/^Atualizado em /).waitFor();
    const usage = await downloadPdf(page, 'report-pdf-ticket-usage');
    expect(usage.name).toMatch(/^uso-de-ingressos-festival-de-forro-de-caruaru-\d{2}-\d{2}-\d{4}\.pdf$/);
    expect(usage.text).toContain(TITLE);
    expect(usage.text).toContain('Uso de ingressos');
    expect(usage.text).toMatch(/Emitidos +Vendidos +Cortesias/);
    await context.close();
  });
});
