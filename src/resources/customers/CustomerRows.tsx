/**
 * The customers of a page: a table on a computer, cards on a phone, grey bars while a page loads.
 * What a buyer did not give reads as spec 2 section 8 writes it (the definition's `missing` keys).
 */
import type { ReactNode } from 'react';
import { Box, Paper, Skeleton, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { getPath, showPathOf } from '../../shared/definition';
import { customers } from '../../shared/resources/customers/definition';
import { FieldValue } from '../../framework/FieldValue';
import { ShowLink } from '../../framework/ShowLink';
import { RecordCard } from '../../framework/RecordCard';
import { formatAmount } from '../../framework/money';
import { formatDateTime } from '../../framework/dates';
import type { CustomerRecord } from './customerTypes';

/** A field's value, muted when it is the missing-data text. */
export function CustomerValue({ record, field }: { record: CustomerRecord; field: string }) {
  const value = getPath(record, field);
  const missing = value === null || value === undefined || value === '';
  return (
    <Box component="span" sx={missing ? { color: 'text.secondary', fontStyle: 'italic' } : undefined}>
      <FieldValue def={customers} field={field} record={record} />
    </Box>
  );
}

const count = (n: number) => n.toLocaleString('pt-BR');

/** The name with the e-mail under it: one column, so the row keeps its figures in view at 1366 px. */
function NameAndEmail({ record }: { record: CustomerRecord }) {
  return (
    <>
      <CustomerValue record={record} field="profile.fullName" />
      <Typography variant="caption" color="text.secondary" component="div" sx={{ overflowWrap: 'anywhere' }}>
        <CustomerValue record={record} field="email" />
      </Typography>
    </>
  );
}

const COLUMNS: { key: string; label: string; align?: 'right'; cell: (c: CustomerRecord) => ReactNode }[] = [
  { key: 'customer', label: 'resources.customers.list.customer', cell: (c) => <NameAndEmail record={c} /> },
  { key: 'docCPF', label: 'resources.customers.fields.docCPF', cell: (c) => <CustomerValue record={c} field="docCPF" /> },
  { key: 'phone', label: 'resources.customers.fields.profile.phoneNumber', cell: (c) => <CustomerValue record={c} field="profile.phoneNumber" /> },
  { key: 'ordersCount', label: 'resources.customers.fields.ordersCount', align: 'right', cell: (c) => count(c.ordersCount) },
  { key: 'ticketsCount', label: 'resources.customers.fields.ticketsCount', align: 'right', cell: (c) => count(c.ticketsCount) },
  { key: 'totalSpent', label: 'resources.customers.fields.totalSpent', align: 'right', cell: (c) => formatAmount(c.totalSpent) },
  { key: 'lastOrderAt', label: 'resources.customers.fields.lastOrderAt', cell: (c) => formatDateTime(c.lastOrderAt) },
];

export function CustomerTable({ rows }: { rows: CustomerRecord[] }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const name = translate('resources.customers.name', { smart_count: 2 });
  // A named region: it scrolls sideways on a narrow window, so the keyboard can reach it.
  return (
    <TableContainer component={Paper} variant="outlined" tabIndex={0} role="region" aria-label={name}>
      <Table size="small" aria-label={name}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((c) => (
              <TableCell key={c.key} align={c.align}>
                {translate(c.label)}
              </TableCell>
            ))}
            <TableCell align="right">{translate('app.table.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} hover sx={{ cursor: 'pointer' }} onClick={() => navigate(showPathOf(customers, row.id))}>
              {COLUMNS.map((c) => (
                <TableCell key={c.key} align={c.align} sx={c.key === 'customer' ? { minWidth: 200 } : { whiteSpace: 'nowrap' }}>
                  {c.cell(row)}
                </TableCell>
              ))}
              <TableCell align="right" sx={{ px: 1 }}>
                <ShowLink def={customers} id={row.id} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export function CustomerCards({ rows }: { rows: CustomerRecord[] }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {rows.map((c) => (
        <RecordCard
          key={c.id}
          sx={{ cursor: 'pointer' }}
          onClick={() => navigate(showPathOf(customers, c.id))}
          title={<CustomerValue record={c} field="profile.fullName" />}
          lines={[
            <CustomerValue key="cpf" record={c} field="docCPF" />,
            <CustomerValue key="email" record={c} field="email" />,
            <CustomerValue key="phone" record={c} field="profile.phoneNumber" />,
            [
              translate('resources.customers.card.orders', { smart_count: c.ordersCount }),
              translate('resources.customers.card.tickets', { smart_count: c.ticketsCount }),
              formatAmount(c.totalSpent),
            ].join(' · '),
            translate('resources.customers.card.lastOrder', { date: formatDateTime(c.lastOrderAt) }),
          ]}
          action={<ShowLink def={customers} id={c.id} />}
        />
      ))}
    </Box>
  );
}

/** Grey bars in the table's (or the cards') place while the page loads: never an empty state first. */
export function CustomerSkeleton({ phone, rows }: { phone: boolean; rows: number }) {
  const translate = useTranslate();
  return (
    <Box aria-busy="true" aria-label={translate('app.toast.loading')} sx={{ display: 'grid', gap: 1 }}>
      {Array.from({ length: phone ? 4 : rows }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={phone ? 128 : 37} />
      ))}
    </Box>
  );
}

export function NoCustomers() {
  const translate = useTranslate();
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
      <Typography color="text.secondary">{translate(customers.messages?.empty ?? 'app.empty.noRecords')}</Typography>
    </Paper>
  );
}
