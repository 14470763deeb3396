/**
 * /clients/{id}/show: who the customer is (with spec 2's texts for what they did not give), what
 * they bought (orders, tickets, money less refunds) and their newest orders, each a link to its page.
 */
import type { ReactNode } from 'react';
import { Box, LinearProgress, Paper, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useGetOne, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { routeOf } from '../../shared/definition';
import { customers } from '../../shared/resources/customers/definition';
import { usePageAccess } from '../../framework/usePageAccess';
import { PageHeader } from '../../framework/PageHeader';
import { DetailSection } from '../../framework/DetailSection';
import { LoadError } from '../../framework/LoadError';
import { formatAmount } from '../../framework/money';
import { formatDateTime } from '../../framework/dates';
import { EmptyState } from '../../custom/EmptyState';
import { CustomerValue } from './CustomerRows';
import { CustomerOrderCards, CustomerOrdersTable, NoOrders } from './CustomerOrders';
import type { CustomerDetail } from './customerTypes';

const DETAIL = { view: 'detail' };

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: '1 1 140px' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p">
        {value}
      </Typography>
    </Paper>
  );
}

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ minWidth: 120 }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

export function CustomerShow() {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const { id = '' } = useParams();
  const { allowed } = usePageAccess('show', customers.name);
  // Its own cache key: the list fills the plain one with its row, whose figures are the filters'
  // and which has no orders; the page waits for the customer instead.
  const { data, isPending, error, refetch } = useGetOne<CustomerDetail>(customers.name, { id, meta: DETAIL }, { enabled: allowed && Boolean(id) });
  const field = (name: string) => translate(`resources.customers.fields.${name}`);
  const title = data?.profile.fullName || translate(data ? 'resources.customers.missing.name' : 'resources.customers.name', { smart_count: 1 });

  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <PageHeader title={title} backTo={routeOf(customers)} />
      {error ? <LoadError error={error} fallback="resources.customers.loadError" onRetry={() => void refetch()} /> : null}
      {isPending || !allowed ? (
        error ? null : <LinearProgress aria-label={translate('app.toast.loading')} />
      ) : !data ? (
        <EmptyState />
      ) : (
        <Stack spacing={2}>
          <DetailSection title={translate('resources.customers.show.data')}>
            <Stack component="dl" spacing={1} sx={{ m: 0 }}>
              {['profile.fullName', 'docCPF', 'email', 'profile.phoneNumber'].map((name) => (
                <Line key={name} label={field(name)}>
                  <CustomerValue record={data} field={name} />
                </Line>
              ))}
              <Line label={field('lastOrderAt')}>{formatDateTime(data.lastOrderAt)}</Line>
            </Stack>
          </DetailSection>
          <Box component="section" aria-label={translate('resources.customers.show.figures')} sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <Figure label={field('ordersCount')} value={data.ordersCount.toLocaleString('pt-BR')} />
            <Figure label={field('ticketsCount')} value={data.ticketsCount.toLocaleString('pt-BR')} />
            <Figure label={field('totalSpent')} value={formatAmount(data.totalSpent)} />
          </Box>
          <DetailSection title={translate('resources.customers.show.orders')}>
            {data.orders.length === 0 ? <NoOrders /> : phone ? <CustomerOrderCards orders={data.orders} /> : <CustomerOrdersTable orders={data.orders} />}
            {data.moreOrders ? (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {translate('resources.customers.show.moreOrders', { smart_count: data.orders.length })}
              </Typography>
            ) : null}
          </DetailSection>
        </Stack>
      )}
    </Box>
  );
}
