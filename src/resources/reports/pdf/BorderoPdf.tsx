/**
 * The borderô as an A4 landscape PDF: exactly the page's figures (docs/reports.md, "Borderô"): the
 * event's totals and deductions, each session's meia-entrada quota and its sectors, the sessions'
 * totals when there are several, and the fees note.
 */
import { Text, View } from '@react-pdf/renderer';
import type { Bordero } from '../../../shared/reports/types';
import { BORDERO, borderoColumns, borderoSessionName, type Translate } from '../borderoColumns';
import { count, money, percent } from '../reportFormat';
import { PdfReport, type PdfHeader } from './PdfReport';
import { PdfTable } from './PdfTable';
import { styles } from './pdfStyles';

const MONEY = new Set(['grossRevenue', 'serviceFee', 'gatewayFee', 'iss', 'ecad', 'netRevenue']);
const wide = (key: string) => MONEY.has(key);
/** Tables of up to this many rows are kept on one page. */
const KEEP_TOGETHER = 20;

const halfLine = (t: Translate, q: Bordero['halfQuota']) =>
  t(q.overQuota ? `${BORDERO}halfOver` : `${BORDERO}half`, { half: count(q.half), quota: count(q.quota), places: count(q.places), share: percent(q.share) });

export function BorderoPdf({ t, header, bordero: b }: { t: Translate; header: PdfHeader; bordero: Bordero }) {
  const columns = borderoColumns(t);
  const total = b.totals;
  const r = b.rates;
  const figures: [string, string][] = [
    [t(`${BORDERO}columns.places`), count(total.placesAvailable)],
    [t(`${BORDERO}columns.sold`), count(total.sold.total)],
    [t(`${BORDERO}columns.courtesiesIssued`), count(total.courtesies.issued)],
    [t(`${BORDERO}columns.grossRevenue`), money(total.grossRevenue)],
    [t(`${BORDERO}columns.netRevenue`), money(total.netRevenue)],
    [t(`${BORDERO}columns.serviceFee`), money(total.deductions.serviceFee)],
    [t(`${BORDERO}columns.gatewayFee`), money(total.deductions.gatewayFee)],
    [t(`${BORDERO}columns.iss`), money(total.deductions.iss)],
    [t(`${BORDERO}columns.ecad`), money(total.deductions.ecad)],
    [t(`${BORDERO}deductions`), money(total.deductions.total)],
  ];
  const only = b.sessions.length === 1;
  return (
    <PdfReport t={t} header={header} reportTitle={t('resources.reports.sections.bordero')} landscape>
      <Text style={styles.h2}>{t(`${BORDERO}totals`)}</Text>
      <View style={styles.summary}>
        {figures.map(([label, value]) => (
          <View key={label} style={styles.figure}>
            <Text style={styles.figureLabel}>{label}</Text>
            <Text style={styles.figureValue}>{value}</Text>
          </View>
        ))}
      </View>
      <Text style={styles.note}>{t(`${BORDERO}soldHint`, { entire: count(total.sold.entire), half: count(total.sold.half), others: count(total.sold.others) })}</Text>
      <Text style={styles.note}>
        {t(r.taxMethod === '@PRODUCER' ? `${BORDERO}serviceFeeProducer` : `${BORDERO}serviceFeeCustomer`, { rate: percent(r.serviceFee) })}{' '}
        {t('resources.reports.pdf.rates', { iss: percent(r.issRate), ecad: percent(r.ecadRate), gateway: percent(r.gatewayRate) })}
      </Text>
      <Text style={b.halfQuota.overQuota ? styles.warn : styles.note}>{halfLine(t, b.halfQuota)}</Text>
      {b.sessions.length ? null : <Text style={styles.note}>{t(`${BORDERO}empty`)}</Text>}
      {b.sessions.map((s) => (
        // A session of a few sectors moves whole to the next page rather than leave its head alone at the foot of one.
        <View key={s.sessionId ?? 'none'} wrap={s.rows.length > KEEP_TOGETHER}>
          <Text style={styles.h2}>
            {borderoSessionName(t, s, only)}
          </Text>
          <Text style={s.halfQuota.overQuota ? styles.warn : styles.note}>{halfLine(t, s.halfQuota)}</Text>
          <PdfTable
            firstLabel={t(`${BORDERO}columns.sector`)}
            firstWidth={100}
            wide={wide}
            fontSize={6.5}
            columns={columns}
            rows={s.rows.map((row) => ({ key: row.sectorId, name: row.sectorName, data: row }))}
            totals={s.totals}
            totalsLabel={t(`${BORDERO}sessionTotal`)}
          />
        </View>
      ))}
      {b.sessions.length > 1 ? (
        <View wrap={b.sessions.length > KEEP_TOGETHER}>
          <Text style={styles.h2}>
            {t(`${BORDERO}totals`)}
          </Text>
          <PdfTable
            firstLabel={t(`${BORDERO}columns.session`)}
            firstWidth={100}
            wide={wide}
            fontSize={6.5}
            columns={columns}
            rows={b.sessions.map((s) => ({ key: s.sessionId ?? 'none', name: borderoSessionName(t, s, false), data: s.totals }))}
            totals={total}
            totalsLabel={t(`${BORDERO}eventTotal`)}
          />
        </View>
      ) : null}
      <Text style={styles.note}>{t(`${BORDERO}feesNote`, { fees: money(total.feesCharged), refunded: money(total.refunded) })}</Text>
    </PdfReport>
  );
}
