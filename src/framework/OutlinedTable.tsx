/**
 * A small outlined table named for screen readers, for a custom list's computer view: the column
 * titles (catalogue keys) and the rows (TableRow elements) as children. On a phone such a list
 * shows RecordCards instead (the orders', customers' and accreditation participants' rule).
 */
import type { ReactNode } from 'react';
import { Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface OutlinedTableProps {
  /** Catalogue key of the table's name. */
  label: string;
  /** Catalogue keys of the column titles. */
  columns: readonly string[];
  children: ReactNode;
}

export function OutlinedTable({ label, columns, children }: OutlinedTableProps) {
  const translate = useTranslate();
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={translate(label)}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c}>{translate(c)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}
