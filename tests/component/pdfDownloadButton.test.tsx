/**
 * 'Baixar PDF' (issue 13): the renderer is imported on the click only; the business's logo is read
 * through /api/renderImage into the header (none readable: the name alone, and the file is still
 * made); the file is saved as bordero-<evento>-dd-mm-aaaa.pdf.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, memoryStore, testDataProvider } from 'react-admin';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { createQueryClient } from '../../src/App';
import { Notification } from '../../src/layout/Notification';
import { setPreferences } from '../../src/layout/preferences';
import { PdfDownloadButton } from '../../src/resources/reports/PdfDownloadButton';
import type { Bordero } from '../../src/shared/reports/types';
import { fakeAuthProvider, USERS } from './fixtures';

const made = vi.hoisted(() => ({ imported: 0, headers: [] as { logo: string | null; businessName: string }[], saved: [] as string[] }));

vi.mock('../../src/resources/reports/pdf/makeReportPdf', () => {
  made.imported += 1;
  return {
    reportPdfBlob: vi.fn(async (_t: unknown, header: { logo: string | null; businessName: string }) => {
      made.headers.push(header);
      return new Blob(['%PDF-1.3'], { type: 'application/pdf' });
    }),
  };
});
vi.mock('../../src/framework/saveFile', () => ({ saveFile: (_blob: Blob, name: string) => made.saved.push(name) }));

const EVENT = { title: 'Forró da Ação', startAt: '2026-06-24T23:00:00.000Z', location: 'Pátio', city: 'Recife', state: 'PE' };
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function renderButton(renderImage: (url: string) => Promise<Blob>) {
  const calls = { renderImage: vi.fn(renderImage) };
  render(
    <AdminContext dataProvider={testDataProvider(calls as never)} authProvider={fakeAuthProvider(USERS.admin)} i18nProvider={i18nProvider} store={memoryStore()} queryClient={createQueryClient()}>
      <PdfDownloadButton event={EVENT} report={{ kind: 'bordero', data: { event: EVENT } as unknown as Bordero }} file="borderoFile" />
      <Notification />
    </AdminContext>,
  );
  return calls;
}

beforeEach(() => {
  made.headers.length = 0;
  made.saved.length = 0;
  setPreferences({ businessName: 'Bilheteria São João', logo: '/uploads/b1/logo.png' });
});

describe('Baixar PDF', () => {
  it('imports the renderer on the click, puts the logo read through renderImage in the header and saves a pt-BR name', async () => {
    const calls = renderButton(async () => new Blob([PNG], { type: 'image/png' }));
    await screen.findByRole('button', { name: 'Baixar PDF' });
    expect(made.imported).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Baixar PDF' }));
    await waitFor(() => expect(made.saved).toHaveLength(1));
    expect(made.imported).toBe(1);
    expect(calls.renderImage).toHaveBeenCalledWith('/uploads/b1/logo.png');
    expect(made.headers[0]).toMatchObject({ businessName: 'Bilheteria São João', logo: expect.stringMatching(/^data:image\/png;base64,/) });
    expect(made.saved[0]).toMatch(/^bordero-forro-da-acao-\d{2}-\d{2}-\d{4}\.pdf$/);
  });

  it("makes the file with the business's name alone when the logo cannot go into a PDF", async () => {
    renderButton(async () => {
      throw Object.assign(new Error('Esta imagem não pode ir para o PDF: use PNG ou JPEG.'), { status: 415 });
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Baixar PDF' }));
    await waitFor(() => expect(made.saved).toHaveLength(1));
    expect(made.headers[0]).toMatchObject({ businessName: 'Bilheteria São João', logo: null });
  });
});
