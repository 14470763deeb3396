/**
 * /cashier/sessions/{id}: a cash session's report, printable (docs/cashier.md). Per tender what
 * was taken, given back as change, refunded, expected and counted, with the difference; the
 * totals of the sales (the POS fees as the producer's cost) and the orders. While open and read
 * by its seller the money stays hidden (blind count).
 */
import type { ReactNode } from 'react';
import { Alert, Box, Button, Paper, Skeleton, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import Print from '@mui/icons-material/Print';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { PageHeader } from '../../framework/PageHeader';
import { LoadError } from '../../framework/LoadError';
import { PrintArea } from '../../framework/PrintArea';
import { formatDateTime } from '../../framework/dates';
import { formatAmount } from '../../framework/money';
import type { SessionReport } from '../../dataProvider/cashierCalls';
import { cashierKeys, useCashierApi } from './useCashier';
import { METHOD_LABEL } from './PaymentRows';

const R = 'app.cashier.report.';
const money = (v: number | null) => (v === null ? '—' : formatAmount(v));

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography>{children}</Typography>
    </Box>
  );
}

function Difference({ value }: { value: number | null }) {
  if (value === null) return <>—</>;
  return (
    <Box component="span" sx={{ color: value < 0 ? 'error.main' : value > 0 ? 'warning.main' : 'success.main', fontWeight: 600 }}>
      {formatAmount(value)}
    </Box>
  );
}

function Report({ report }: { report: SessionReport }) {
  const translate = useTranslate();
  const t = report.totals;
  const cell = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
  return (
    <PrintArea>
      <Stack spacing={2}>
        {/* The page's title is outside the printed area: the paper gets its own. */}
        <Typography variant="h5" component="p" sx={{ display: 'none', '@media print': { display: 'block' } }}>
          {translate(report.status === '@OPEN' ? `${R}titleOpen` : `${R}title`)}
        </Typography>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
            <Fact label={translate(`${R}seller`)}>{report.user.name}</Fact>
            <Fact label={translate(`${R}openedAt`)}>{formatDateTime(report.openedAt)}</Fact>
            <Fact label={translate(`${R}closedAt`)}>{report.closedAt ? formatDateTime(report.closedAt) : translate(`${R}stillOpen`)}</Fact>
            <Fact label={translate(`${R}openingFloat`)}>{formatAmount(report.openingFloat)}</Fact>
            {report.closedBy ? <Fact label={translate(`${R}closedBy`)}>{report.closedBy.name}</Fact> : null}
            {report.note ? <Fact label={translate(`${R}note`)}>{report.note}</Fact> : null}
          </Box>
        </Paper>
        {report.blind ? <Alert severity="info">{translate(`${R}blind`)}</Alert> : null}
        <Box component="section" aria-labelledby="report-tenders">
          <Typography id="report-tenders" variant="h6" component="h2" sx={{ mb: 1 }}>
            {translate(`${R}tenders`)}
          </Typography>
          <TableContainer component={Paper} variant="outlined" tabIndex={0}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  {['method', 'payments', 'received', 'change', 'refunds', 'expected', 'counted', 'difference'].map((c) => (
                    <TableCell key={c} align={c === 'method' ? 'left' : 'right'}>
                      {translate(`${R}columns.${c}`)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {report.tenders.map((x) => (
                  <TableRow key={x.method}>
                    <TableCell component="th" scope="row">
                      {translate(`${METHOD_LABEL}${x.method}`)}
                    </TableCell>
                    <TableCell align="right" sx={cell}>{x.payments}</TableCell>
                    <TableCell align="right" sx={cell}>{money(x.received)}</TableCell>
                    <TableCell align="right" sx={cell}>{money(x.change)}</TableCell>
                    <TableCell align="right" sx={cell}>{money(x.refunds)}</TableCell>
                    <TableCell align="right" sx={cell} data-testid={`expected-${x.method}`}>{money(x.expected)}</TableCell>
                    <TableCell align="right" sx={cell} data-testid={`counted-${x.method}`}>{money(x.counted)}</TableCell>
                    <TableCell align="right" sx={cell} data-testid={`difference-${x.method}`}>
                      <Difference value={x.difference} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Box>
        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="report-totals">
          <Typography id="report-totals" variant="h6" component="h2" sx={{ mb: 1 }}>
            {translate(`${R}totals`)}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
            <Fact label={translate(`${R}orders`)}>{t.orders.toLocaleString('pt-BR')}</Fact>
            <Fact label={translate(`${R}tickets`)}>{t.tickets.toLocaleString('pt-BR')}</Fact>
            <Fact label={translate(`${R}subtotal`)}>{money(t.subtotal)}</Fact>
            <Fact label={translate(`${R}couponDiscount`)}>{money(t.couponDiscount)}</Fact>
            <Fact label={translate(`${R}discount`)}>{money(t.discount)}</Fact>
            <Fact label={translate(`${R}total`)}>{money(t.total)}</Fact>
            <Fact label={translate(`${R}posFees`)}>{money(t.posFees)}</Fact>
          </Box>
        </Paper>
        <Box component="section" aria-labelledby="report-orders">
          <Typography id="report-orders" variant="h6" component="h2" sx={{ mb: 1 }}>
            {translate(`${R}orderList`)}
          </Typography>
          {report.orders.length ? (
            <TableContainer component={Paper} variant="outlined" tabIndex={0}>
              <Table size="small">
                <TableHead>
                  <TableRow>
                    {['time', 'code', 'event', 'buyer', 'tickets', 'total', 'methods'].map((c) => (
                      <TableCell key={c} align={c === 'tickets' || c === 'total' ? 'right' : 'left'}>
                        {translate(`${R}columns.${c}`)}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {report.orders.map((o) => (
                    <TableRow key={o.id}>
                      <TableCell sx={cell}>{formatDateTime(o.createdAt)}</TableCell>
                      <TableCell sx={{ fontFamily: 'monospace' }}>{o.code}</TableCell>
                      <TableCell>{o.event ?? '—'}</TableCell>
                      <TableCell>{o.buyerName ?? translate('app.missing.noName')}</TableCell>
                      <TableCell align="right" sx={cell}>{o.tickets}</TableCell>
                      <TableCell align="right" sx={cell}>{money(o.total)}</TableCell>
                      <TableCell>{o.methods.map((m) => translate(`${METHOD_LABEL}${m}`)).join(' + ') || '—'}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          ) : (
            <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
              <Typography color="text.secondary">{translate(`${R}noOrders`)}</Typography>
            </Paper>
          )}
          {report.ordersTruncated ? <Typography variant="caption">{translate(`${R}truncated`)}</Typography> : null}
        </Box>
      </Stack>
    </PrintArea>
  );
}

export function SessionReportPage() {
  const translate = useTranslate();
  const api = useCashierApi();
  const { id = '' } = useParams();
  const report = useQuery({ queryKey: cashierKeys.report(id), queryFn: () => api.cashierSessionReport(id) });
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <PageHeader
        title={translate(report.data?.status === '@OPEN' ? `${R}titleOpen` : `${R}title`)}
        backTo="/cashier"
        actions={
          report.data ? (
            <Button variant="outlined" startIcon={<Print />} onClick={() => window.print()}>
              {translate(`${R}print`)}
            </Button>
          ) : null
        }
      />
      {report.isPending ? (
        <Stack spacing={2}>
          <Skeleton variant="rounded" height={96} />
          <Skeleton variant="rounded" height={220} />
        </Stack>
      ) : report.isError ? (
        <LoadError error={report.error} onRetry={() => void report.refetch()} />
      ) : (
        <Report report={report.data} />
      )}
    </Box>
  );
}
