/**
 * The frame of every report PDF: the A4 document, a header with the business's logo (or its name
 * alone), the event's title, date and venue and when the file was made (São Paulo), and "Página X
 * de Y" at the foot of every page. Texts come in translated: nothing here reads react-admin.
 */
import type { ReactNode } from 'react';
import { Document, Image, Page, Text, View } from '@react-pdf/renderer';
import { formatDateTime } from '../../../shared/dateTime';
import type { Translate } from '../borderoColumns';
import { styles } from './pdfStyles';

export interface PdfEvent {
  title: string | null;
  startAt: string | null;
  location: string | null;
  city: string | null;
  state: string | null;
}

export interface PdfHeader {
  businessName: string;
  /** A data: URI of the logo (PNG or JPEG, through /api/renderImage), or null for the name only. */
  logo: string | null;
  event: PdfEvent;
  /** ISO instant the file was made. */
  generatedAt: string;
}

const P = 'resources.reports.pdf.';

export const venueOf = (e: PdfEvent) => [e.location, [e.city, e.state].filter(Boolean).join(' - ')].filter(Boolean).join(', ');

export function PdfReport({
  t,
  header,
  reportTitle,
  landscape,
  children,
}: {
  t: Translate;
  header: PdfHeader;
  reportTitle: string;
  landscape?: boolean;
  children: ReactNode;
}) {
  const { event } = header;
  const venue = venueOf(event);
  const title = event.title ?? '';
  return (
    <Document title={`${reportTitle} - ${title}`} author={header.businessName} creator={header.businessName} producer={header.businessName} language="pt-BR">
      <Page size="A4" orientation={landscape ? 'landscape' : 'portrait'} style={styles.page}>
        <View style={styles.header}>
          <View style={styles.brand}>
            {header.logo ? <Image src={header.logo} style={styles.logo} /> : null}
            <Text style={styles.business}>{header.businessName}</Text>
          </View>
          <View style={styles.meta}>
            <Text style={styles.reportTitle}>{reportTitle}</Text>
            <Text style={styles.eventTitle}>{title}</Text>
            {event.startAt ? <Text style={styles.metaLine}>{t(`${P}date`, { date: formatDateTime(event.startAt) })}</Text> : null}
            {venue ? <Text style={styles.metaLine}>{t(`${P}venue`, { venue })}</Text> : null}
            <Text style={styles.metaLine}>{t(`${P}generatedAt`, { date: formatDateTime(header.generatedAt) })}</Text>
          </View>
        </View>
        {children}
        <View style={styles.footer} fixed>
          <Text>{`${header.businessName} · ${reportTitle} · ${title}`}</Text>
          <Text render={({ pageNumber, totalPages }) => t(`${P}page`, { page: pageNumber, pages: totalPages })} />
        </View>
      </Page>
    </Document>
  );
}
