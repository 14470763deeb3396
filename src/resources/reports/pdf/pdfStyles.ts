/** The reports' PDF look: A4, react-pdf's built-in Helvetica (Latin-1: ç, ã, ô; no font fetched). */
import { Font, StyleSheet } from '@react-pdf/renderer';

// Words are never cut with a hyphen: a column head wraps between words ('Cortesias / emitidas').
Font.registerHyphenationCallback((word) => [word]);

export const INK = '#1f2937';
export const MUTED = '#6b7280';
export const LINE = '#d1d5db';
export const SHADE = '#f3f4f6';

export const styles = StyleSheet.create({
  page: { paddingTop: 28, paddingBottom: 40, paddingHorizontal: 28, fontFamily: 'Helvetica', fontSize: 8, color: INK },
  header: { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'flex-start', borderBottomWidth: 1, borderBottomColor: LINE, paddingBottom: 8, marginBottom: 10 },
  brand: { flexDirection: 'column', maxWidth: '45%' },
  logo: { maxHeight: 40, maxWidth: 160, objectFit: 'contain', marginBottom: 4 },
  business: { fontSize: 11, fontFamily: 'Helvetica-Bold' },
  meta: { flexDirection: 'column', alignItems: 'flex-end', maxWidth: '55%' },
  reportTitle: { fontSize: 9, color: MUTED, textTransform: 'uppercase' },
  eventTitle: { fontSize: 14, fontFamily: 'Helvetica-Bold', textAlign: 'right' },
  metaLine: { fontSize: 8, color: MUTED, textAlign: 'right' },
  h2: { fontSize: 10, fontFamily: 'Helvetica-Bold', marginTop: 10, marginBottom: 4 },
  note: { fontSize: 7.5, color: MUTED, marginBottom: 4 },
  warn: { fontSize: 7.5, color: '#92400e', marginBottom: 4 },
  footer: { position: 'absolute', bottom: 18, left: 28, right: 28, fontSize: 7, color: MUTED, flexDirection: 'row', justifyContent: 'space-between' },
  table: { borderTopWidth: 1, borderTopColor: LINE, marginBottom: 6 },
  headRow: { flexDirection: 'row', backgroundColor: SHADE, borderBottomWidth: 1, borderBottomColor: LINE },
  row: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: LINE },
  totalRow: { flexDirection: 'row', borderBottomWidth: 1, borderBottomColor: INK, fontFamily: 'Helvetica-Bold' },
  headCell: { paddingVertical: 3, paddingHorizontal: 2, fontFamily: 'Helvetica-Bold', textAlign: 'right' },
  cell: { paddingVertical: 2.5, paddingHorizontal: 2, textAlign: 'right' },
  nameCell: { textAlign: 'left' },
  summary: { flexDirection: 'row', flexWrap: 'wrap', marginBottom: 4 },
  figure: { width: '20%', paddingVertical: 3, paddingRight: 6 },
  figureLabel: { fontSize: 7, color: MUTED },
  figureValue: { fontSize: 10, fontFamily: 'Helvetica-Bold' },
});
