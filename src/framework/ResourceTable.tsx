/** Desktop table: the definition's columns plus 'Ações'; the definition's empty text when there are no rows. */
import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Paper } from '@mui/material';
import { useTranslate, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { showPathOf, type ResourceDefinition } from '../shared/definition';
import { FieldValue } from './FieldValue';
import { fieldLabel } from './fields';
import { EditLink } from './EditLink';
import { ShowLink } from './ShowLink';

export interface RecordsViewProps {
  def: ResourceDefinition;
  records: RaRecord[];
  canEdit: boolean;
  /** Rows open the read-only show page (a resource with `show` and no `edit`). */
  canShow?: boolean;
  /** The row's actions in place of the edit link (e.g. remove a link between records). */
  actions?: (record: RaRecord) => ReactNode;
  /** Catalogue key of the empty text, in place of the definition's. */
  empty?: string;
}

/** The row's action: the given ones, else open and edit (each when allowed). */
export function recordAction({ def, canEdit, canShow, actions }: RecordsViewProps, record: RaRecord) {
  if (actions) return actions(record);
  return (
    <>
      {canShow ? <ShowLink def={def} id={record.id} /> : null}
      {canEdit ? <EditLink resource={def.name} id={record.id} /> : null}
    </>
  );
}

/** Click handler and pointer of a row or card that opens its show page. */
export function useOpenRecord(def: ResourceDefinition, canShow?: boolean) {
  const navigate = useNavigate();
  return (record: RaRecord) =>
    canShow ? { onClick: () => navigate(showPathOf(def, record.id)), sx: { cursor: 'pointer' } } : {};
}

export function ResourceTable(props: RecordsViewProps) {
  const { def, records, canShow, empty } = props;
  const translate = useTranslate();
  const open = useOpenRecord(def, canShow);
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
              <TableRow key={record.id} hover {...open(record)}>
                {columns.map((c) => (
                  <TableCell key={c}>
                    <FieldValue def={def} field={c} record={record} />
                  </TableCell>
                ))}
                <TableCell align="right">{recordAction(props, record)}</TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
