/** /cashier/sessions: the cash sessions, newest first (every seller's for the manager, one's own otherwise), each opening its report. */
import { useState } from 'react';
import { Box, Chip, Paper, Skeleton, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useTranslate } from 'react-admin';
import { PageHeader } from '../../framework/PageHeader';
import { LoadError } from '../../framework/LoadError';
import { ListPagination } from '../../framework/ListPagination';
import { formatDateTime } from '../../framework/dates';
import { formatAmount } from '../../framework/money';
import { cashierKeys, useCashierApi } from './useCashier';

const H = 'app.cashier.history.';
const PER_PAGE = 10;

export function SessionHistoryPage() {
  const translate = useTranslate();
  const api = useCashierApi();
  const [page, setPage] = useState(1);
  const list = useQuery({ queryKey: cashierKeys.history(page), queryFn: () => api.cashierSessions(page, PER_PAGE), placeholderData: keepPreviousData });
  const money = (v: number | null) => (v === null ? '—' : formatAmount(v));
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <PageHeader title={translate(`${H}title`)} backTo="/cashier" />
      {list.isPending ? (
        <Stack spacing={1}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} variant="rounded" height={44} />
          ))}
        </Stack>
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.data.length ? (
        <>
          <TableContainer component={Paper} variant="outlined" tabIndex={0}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  {['openedAt', 'seller', 'status', 'orders', 'total', 'difference'].map((c) => (
                    <TableCell key={c} align={['orders', 'total', 'difference'].includes(c) ? 'right' : 'left'}>
                      {translate(`${H}columns.${c}`)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {list.data.data.map((s) => (
                  <TableRow key={s.id} hover>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <Link to={`/cashier/sessions/${encodeURIComponent(s.id)}`}>{formatDateTime(s.openedAt)}</Link>
                    </TableCell>
                    <TableCell>{s.user.name}</TableCell>
                    <TableCell>
                      <Chip size="small" color={s.status === '@OPEN' ? 'success' : 'default'} label={translate(`${H}status.${s.status}`)} />
                    </TableCell>
                    <TableCell align="right">{s.orders}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{money(s.total)}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap', color: (s.difference ?? 0) < 0 ? 'error.main' : undefined }}>{money(s.difference)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <ListPagination page={page} perPage={PER_PAGE} count={list.data.data.length} total={list.data.total} onPage={setPage} />
        </>
      ) : (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography color="text.secondary">{translate(`${H}empty`)}</Typography>
        </Paper>
      )}
    </Box>
  );
}
