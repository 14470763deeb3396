/**
 * The borderô and ticket-usage PDFs, rendered in Node by react-pdf from fixture reports and read
 * back with poppler's pdftotext: the header, the figures as the page writes them (R$ pt-BR,
 * 1.234), accents intact, "Página X de Y", and the table's head again on the pages it continues on.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderToBuffer } from '@react-pdf/renderer';
import { describe, expect, it, vi } from 'vitest';
import { translatePtBR } from '../../src/shared/catalogue';
import type { Bordero, BorderoFigures, TicketUsageReport } from '../../src/shared/reports/types';
import { reportPdfDocument, type ReportPdf } from '../../src/resources/reports/pdf/makeReportPdf';
import type { PdfHeader } from '../../src/resources/reports/pdf/PdfReport';

// Laying out and reading back a multi-page PDF is seconds of CPU: on a loaded 2-core CI machine it
// passed unit tests' 5 s default (the clean-clone run at load 12 failed on it).
vi.setConfig({ testTimeout: 60_000 });

const dir = mkdtempSync(join(tmpdir(), 'report-pdf-'));
const PNG = `data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==`;

const header = (logo: string | null = null): PdfHeader => ({
  businessName: 'Bilheteria São João',
  logo,
  event: { title: 'Forró da Ação – Edição Ímpar', startAt: '2026-06-24T23:00:00.000Z', location: 'Pátio de São Pedro', city: 'Recife', state: 'PE' },
  generatedAt: '2026-11-25T12:30:00.000Z',
});

/** The PDF's pages as text (layout kept, so a row's cells stay on one line). */
async function pdfPages(report: ReportPdf, logo: string | null = null, name = report.kind): Promise<{ pages: string[]; file: string }> {
  const bytes = await renderToBuffer(reportPdfDocument(translatePtBR, header(logo), report) as Parameters<typeof renderToBuffer>[0]);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const file = join(dir, `${name}.pdf`);
  writeFileSync(file, bytes);
  const text = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  return { pages: text.split('\f').filter((p) => p.trim()), file };
}

const figures = (f: { gross: number; sold: number }): BorderoFigures => {
  const iss = Math.round(f.gross * 0.05);
  return {
    placesAvailable: 1500,
    sold: { entire: f.sold - 10, half: 10, others: 0, total: f.sold },
    courtesies: { issued: 3, used: 1 },
    refundedTickets: 2,
    refunded: 5000,
    feesCharged: 12345,
    grossRevenue: f.gross,
    gatewayRevenue: f.gross,
    deductions: { serviceFee: 0, gatewayFee: 0, iss, ecad: 0, total: iss },
    netRevenue: f.gross - iss,
  };
};

const bordero: Bordero = {
  eventId: 'e1',
  event: header().event,
  rates: { taxMethod: '@CUSTOMER', serviceFee: 1000, gatewayRate: 0, issRate: 500, ecadRate: 0 },
  sessions: [
    {
      sessionId: null,
      sessionTitle: null,
      startAt: null,
      rows: [{ sectorId: 's1', sectorName: 'Camarote Ação', ...figures({ gross: 123456789, sold: 1234 }) }],
      totals: figures({ gross: 123456789, sold: 1234 }),
      halfQuota: { places: 1500, quota: 600, half: 10, share: 67, overQuota: false },
    },
  ],
  totals: figures({ gross: 123456789, sold: 1234 }),
  halfQuota: { places: 1500, quota: 600, half: 10, share: 67, overQuota: false },
  generatedAt: '2026-11-25T12:30:00.000Z',
};

const usage = (sectors: number): TicketUsageReport =>
  Array.from({ length: sectors }, (_, s) => ({
    sectorId: `s${s}`,
    sectorName: s === 0 ? 'Pista Ação' : `Setor ${s + 1}`,
    tickets: [
      {
        ticketName: 'Inteira única',
        lots: [1, 2].map((n) => ({
          lotId: `s${s}l${n}`,
          lotName: `${n}º lote`,
          data: { totalTickets: 1200, ticketsSold: 1000, courtesy: 50, others: 10, validatedTickets: 900, unvalidatedTickets: 150, canceledTickets: 140 },
        })),
      },
    ],
  }));

describe('borderô PDF', () => {
  it("writes the header, the page's figures in pt-BR and the page count", async () => {
    const { pages } = await pdfPages({ kind: 'bordero', data: bordero });
    const text = pages.join('\n');
    expect(text).toContain('Forró da Ação – Edição Ímpar');
    expect(text).toContain('Bilheteria São João');
    expect(text).toContain('Local: Pátio de São Pedro, Recife - PE');
    expect(text).toContain('Data: 24/06/2026 20:00');
    expect(text).toContain('Gerado em 25/11/2026 09:30');
    expect(text).toContain('Camarote Ação');
    expect(text).toMatch(/Camarote Ação +1\.500 +1\.224 +10 +0 +1\.234 +3 +1 +2 +R\$ 1\.234\.567,89 +R\$ 0,00 +R\$ 0,00 +R\$ 61\.728,39 +R\$ 0,00 +R\$ 1\.172\.839,50/);
    expect(text).toContain('Receita líquida');
    expect(text).toContain('Meia-entrada: 10 de 600 ingressos da cota de 40%');
    expect(text).toContain('Sessão única');
    expect(text).toContain('R$ 123,45');
    expect(pages).toHaveLength(1);
    expect(text).toContain('Página 1 de 1');
  });
});

describe('ticket-usage PDF', () => {
  it('writes sectors, tickets and lots with the totals, the head repeated on every page', async () => {
    const { pages, file } = await pdfPages({ kind: 'ticketUsage', data: usage(40) }, PNG);
    expect(pages.length).toBeGreaterThan(1);
    const text = pages.join('\n');
    expect(text).toContain('Forró da Ação – Edição Ímpar');
    expect(text).toMatch(/Pista Ação +2\.400 +2\.000 +100 +20 +1\.800 +300 +280/);
    expect(text).toMatch(/1º lote +1\.200 +1\.000 +50 +10 +900 +150 +140/);
    expect(text).toMatch(/Total +96\.000 +80\.000 +4\.000 +800 +72\.000 +12\.000 +11\.200/);
    pages.forEach((page, i) => {
      expect(page).toContain(`Página ${i + 1} de ${pages.length}`);
      expect(page).toMatch(/Emitidos +Vendidos +Cortesias/);
    });
    // Page 1 as an image, to look at while working on the layout.
    execFileSync('pdftoppm', ['-png', '-r', '50', '-f', '1', '-l', '1', file, join(dir, 'usage')]);
  });
});
