/** Desktop table: the definition's columns plus 'Ações'; the definition's empty text when there are no rows. */
import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Paper } from '@mui/material';
import { useTranslate, type RaRecord } from 'react-admin';
import type { ResourceDefinition } from './definition';
import { FieldValue, fieldLabel } from './FieldValue';
import { EditLink } from './EditLink';

export interface RecordsViewProps {
  def: ResourceDefinition;
  records: RaRecord[];
  canEdit: boolean;
  /** The row's actions in place of the edit link (e.g. remove a link between records). */
  actions?: (record: RaRecord) => ReactNode;
  /** Catalogue key of the empty text, in place of the definition's. */
  empty?: string;
}

export function ResourceTable({ def, records, canEdit, actions, empty }: RecordsViewProps) {
  const translate = useTranslate();
  const columns = def.list.columns;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small">
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c}>{translate(fieldLabel(def, c))}</TableCell>
            ))}
            <TableCell align="right">{translate('app.table.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {records.length === 0 ? (
            <TableRow>
              <TableCell colSpan={columns.length + 1} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                {translate(empty ?? def.messages?.empty ?? 'app.table.empty')}
              </TableCell>
            </TableRow>
          ) : (
            records.map((record) => (
              <TableRow key={record.id} hover>
                {columns.map((c) => (
                  <TableCell key={c}>
                    <FieldValue def={def} field={c} record={record} />
                  </TableCell>
                ))}
                <TableCell align="right">{actions ? actions(record) : canEdit ? <EditLink resource={def.name} id={record.id} /> : null}</TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
