/**
 * A figures table for the PDFs: the row's name first, figures right-aligned, a totals row. The head
 * is `fixed`, so react-pdf repeats it on every page the table continues on; a row never splits.
 */
import { Text, View } from '@react-pdf/renderer';
import type { TextColumn } from '../borderoColumns';
import { styles } from './pdfStyles';

export interface PdfRow<R> {
  key: string;
  name: string;
  data: R;
  /** 0 (top) to 2: indented, bold at the top. */
  level?: number;
}

export function PdfTable<R>({
  firstLabel,
  firstWidth,
  columns,
  rows,
  totals,
  totalsLabel,
  wide = () => false,
  fontSize = 7.5,
}: {
  firstLabel: string;
  /** Points of the name column; the figures share the rest. */
  firstWidth: number;
  columns: TextColumn<R>[];
  rows: PdfRow<R>[];
  totals?: R;
  totalsLabel?: string;
  /** Columns that take more room (money: 'R$ 1.234.567,89' on one line). */
  wide?: (key: string) => boolean;
  fontSize?: number;
}) {
  const name = { width: firstWidth, ...styles.nameCell };
  return (
    <View style={[styles.table, { fontSize }]}>
      <View style={styles.headRow} fixed>
        <Text style={[styles.headCell, name]}>{firstLabel}</Text>
        {columns.map((c) => (
          <Text key={c.key} style={[styles.headCell, { flex: wide(c.key) ? 1.7 : 1 }]}>
            {c.label}
          </Text>
        ))}
      </View>
      {rows.map((r) => (
        <View key={r.key} style={styles.row} wrap={false}>
          <Text style={[styles.cell, name, { paddingLeft: 2 + (r.level ?? 0) * 8, fontFamily: r.level ? 'Helvetica' : 'Helvetica-Bold' }]}>{r.name}</Text>
          {columns.map((c) => (
            <Text key={c.key} style={[styles.cell, { flex: wide(c.key) ? 1.7 : 1 }]}>
              {c.cell(r.data)}
            </Text>
          ))}
        </View>
      ))}
      {totals !== undefined ? (
        <View style={styles.totalRow} wrap={false}>
          <Text style={[styles.cell, name]}>{totalsLabel}</Text>
          {columns.map((c) => (
            <Text key={c.key} style={[styles.cell, { flex: wide(c.key) ? 1.7 : 1 }]}>
              {c.cell(totals)}
            </Text>
          ))}
        </View>
      ) : null}
    </View>
  );
}
