/**
 * /clients (spec 2, "Clientes"): the business's buyers, newest first, 12 a page, searched and
 * filtered by event and purchase days (all in the address), a table on a computer and cards on a
 * phone, and the CSV of the current filters.
 */
import { Alert, Box, useMediaQuery, type Theme } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { usePageAccess } from '../../framework/usePageAccess';
import { PageHeader } from '../../framework/PageHeader';
import { ListPagination } from '../../framework/ListPagination';
import { LoadError } from '../../framework/LoadError';
import { useListLocation } from '../../framework/useListLocation';
import { useQueryFilters } from '../../framework/useQueryFilters';
import { dayBoundary } from '../../framework/dates';
import { customers } from '../../shared/resources/customers/definition';
import { CustomerFilters } from './CustomerFilters';
import { CustomerCards, CustomerSkeleton, CustomerTable, NoCustomers } from './CustomerRows';
import { ExportButton } from './ExportButton';
import { CUSTOMER_FILTER_KEYS, type CustomerRecord } from './customerTypes';

const PER_PAGE = customers.list.perPage;

export function CustomerList() {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const { allowed } = usePageAccess('list', customers.name);
  const { search, page, input, setInput, setPage } = useListLocation();
  const { values, setFilter } = useQueryFilters(CUSTOMER_FILTER_KEYS);
  const [, setParams] = useSearchParams();
  const clear = () =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const key of CUSTOMER_FILTER_KEYS) next.delete(key);
      next.set('page', '1');
      return next;
    });

  // The address keeps the typed days; the API takes São Paulo's day bounds in ISO UTC.
  const filter = {
    search: search || undefined,
    eventId: values.eventId || undefined,
    startAt: dayBoundary(values.startAt, 'start'),
    endAt: dayBoundary(values.endAt, 'end'),
  };
  const ordersFiltered = Boolean(filter.eventId || filter.startAt || filter.endAt);
  const { data, total, isPending, error, refetch } = useGetList<CustomerRecord>(
    customers.name,
    { pagination: { page, perPage: PER_PAGE }, sort: customers.list.sort, filter },
    { enabled: allowed },
  );
  const rows = data ?? [];

  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <PageHeader title={translate('resources.customers.name', { smart_count: 2 })} actions={allowed ? <ExportButton filter={filter} /> : null} />
      <CustomerFilters search={input} onSearch={setInput} values={values} onFilter={setFilter} onClear={clear} />
      {ordersFiltered ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('resources.customers.filters.note')}
        </Alert>
      ) : null}
      {error ? <LoadError error={error} fallback="resources.customers.loadError" onRetry={() => void refetch()} /> : null}
      {isPending || !allowed ? (
        error ? null : <CustomerSkeleton phone={phone} rows={PER_PAGE} />
      ) : rows.length === 0 ? (
        <NoCustomers />
      ) : (
        <>
          {phone ? <CustomerCards rows={rows} /> : <CustomerTable rows={rows} />}
          <ListPagination page={page} perPage={PER_PAGE} count={rows.length} total={total ?? 0} onPage={setPage} />
        </>
      )}
    </Box>
  );
}
