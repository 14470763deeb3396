/**
 * A table of figures, readable from a phone to a computer: the first column (what the row is)
 * stays in place while the figures scroll sideways under it, so a 390 px screen reads a
 * thirteen-column borderô without losing the row; numbers right-aligned in tabular digits. Rows
 * may be levels of a tree (sector > ticket > lot) and end with a totals row. The region is named
 * and focusable, so the keyboard scrolls it too.
 */
import type { ReactNode } from 'react';
import { Paper, Table, TableBody, TableCell, TableContainer, TableFooter, TableHead, TableRow } from '@mui/material';

export interface FigureColumn<R> {
  key: string;
  label: string;
  cell: (row: R) => ReactNode;
  /** Text columns (left-aligned); figures by default. */
  text?: boolean;
}

export interface FigureRow<R> {
  key: string;
  /** What the row is: the sticky first cell. */
  name: ReactNode;
  data: R;
  /** 0 (top) to 2: indented and lighter as it goes down a tree. */
  level?: number;
}

const sticky = { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper', minWidth: 140, maxWidth: 260 } as const;
const figure = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

export function FigureTable<R>({
  label,
  firstLabel,
  columns,
  rows,
  totals,
  totalsLabel,
}: {
  /** Names the region and the table for screen readers. */
  label: string;
  firstLabel: string;
  columns: FigureColumn<R>[];
  rows: FigureRow<R>[];
  totals?: R;
  totalsLabel?: string;
}) {
  // A tree's top rows (sectors) read in bold; a flat list's rows are all alike.
  const tree = rows.some((r) => (r.level ?? 0) > 0);
  return (
    <TableContainer component={Paper} variant="outlined" tabIndex={0} role="region" aria-label={label}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col" sx={{ ...sticky, zIndex: 2 }}>
              {firstLabel}
            </TableCell>
            {columns.map((c) => (
              <TableCell key={c.key} component="th" scope="col" align={c.text ? 'left' : 'right'} sx={{ whiteSpace: 'nowrap' }}>
                {c.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => {
            const level = r.level ?? 0;
            const weight = tree && level === 0 ? 600 : 400;
            return (
              <TableRow key={r.key} hover>
                <TableCell component="th" scope="row" sx={{ ...sticky, pl: 2 + level * 2, fontWeight: weight, color: level === 2 ? 'text.secondary' : undefined }}>
                  {r.name}
                </TableCell>
                {columns.map((c) => (
                  <TableCell key={c.key} align={c.text ? 'left' : 'right'} sx={{ ...figure, fontWeight: weight }}>
                    {c.cell(r.data)}
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
        {totals ? (
          <TableFooter>
            <TableRow>
              <TableCell component="th" scope="row" sx={{ ...sticky, fontWeight: 700, color: 'text.primary', fontSize: '0.875rem' }}>
                {totalsLabel}
              </TableCell>
              {columns.map((c) => (
                <TableCell key={c.key} align={c.text ? 'left' : 'right'} sx={{ ...figure, fontWeight: 700, color: 'text.primary', fontSize: '0.875rem' }}>
                  {c.cell(totals)}
                </TableCell>
              ))}
            </TableRow>
          </TableFooter>
        ) : null}
      </Table>
    </TableContainer>
  );
}
