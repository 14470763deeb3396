/**
 * What the "Baixar PDF" buttons import on click, and only then: react-pdf (about 440 KB) and the
 * documents stay out of every page's first load. Returns the PDF's bytes as a Blob.
 */
import { pdf } from '@react-pdf/renderer';
import type { Bordero, TicketUsageReport } from '../../../shared/reports/types';
import type { Translate } from '../borderoColumns';
import { BorderoPdf } from './BorderoPdf';
import type { PdfHeader } from './PdfReport';
import { TicketUsagePdf } from './TicketUsagePdf';

export type ReportPdf = { kind: 'bordero'; data: Bordero } | { kind: 'ticketUsage'; data: TicketUsageReport };

export function reportPdfDocument(t: Translate, header: PdfHeader, report: ReportPdf) {
  return report.kind === 'bordero' ? <BorderoPdf t={t} header={header} bordero={report.data} /> : <TicketUsagePdf t={t} header={header} usage={report.data} />;
}

export const reportPdfBlob = (t: Translate, header: PdfHeader, report: ReportPdf): Promise<Blob> => pdf(reportPdfDocument(t, header, report)).toBlob();
