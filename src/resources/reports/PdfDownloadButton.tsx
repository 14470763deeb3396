/**
 * "Baixar PDF" on the borderô and ticket-usage tabs. The renderer and the documents are imported on
 * the click only (react-pdf is about 440 KB), the logo is read through /api/renderImage (none, or
 * one the PDF cannot embed: the business's name alone), and the file is saved under a pt-BR name.
 */
import { useState } from 'react';
import { Button } from '@mui/material';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import { useNotify, useTranslate } from 'react-admin';
import { saveFile } from '../../framework/saveFile';
import { getPreferences } from '../../layout/preferences';
import { fileDay, titleSlug } from '../../shared/reports/fileName';
import type { PdfEvent } from './pdf/PdfReport';
import type { ReportPdf } from './pdf/makeReportPdf';
import { useReportCalls, type ReportCalls } from './reportCalls';

const P = 'resources.reports.pdf.';

const dataUri = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });

async function logoOf(calls: ReportCalls, url: string | null | undefined): Promise<string | null> {
  if (!url) return null;
  try {
    return await dataUri(await calls.renderImage(url));
  } catch {
    // An SVG logo (415) or one removed meanwhile: the header keeps the business's name.
    return null;
  }
}

export function PdfDownloadButton({ event, report, file }: { event: PdfEvent; report: ReportPdf; file: 'borderoFile' | 'usageFile' }) {
  const translate = useTranslate();
  const notify = useNotify();
  const calls = useReportCalls();
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      const preferences = getPreferences();
      const [{ reportPdfBlob }, logo] = await Promise.all([import('./pdf/makeReportPdf'), logoOf(calls, preferences.logo)]);
      const header = { businessName: preferences.businessName ?? '', logo, event, generatedAt: new Date().toISOString() };
      const blob = await reportPdfBlob((key, options) => translate(key, options), header, report);
      const slug = titleSlug(event.title) || translate('server.reports.salesCsv.untitled');
      saveFile(blob, translate(`${P}${file}`, { event: slug, date: fileDay() }));
    } catch {
      notify(`${P}error`, { type: 'error' });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button size="small" variant="outlined" startIcon={<PictureAsPdf />} onClick={() => void download()} disabled={busy}>
      {translate(busy ? `${P}making` : `${P}download`)}
    </Button>
  );
}
