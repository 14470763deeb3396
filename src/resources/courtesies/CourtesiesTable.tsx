/**
 * /events/{id}/advantages-and-services/courtesies (spec 1 sections 2.3, 4, 8, 9): stats, search
 * and filters in the address, 10 courtesies a page, resend / cancel / detail per row, resend all,
 * the way to the sending screen and, for admins, to the outbox.
 */
import { useState } from 'react';
import {
  Badge, Box, Button, LinearProgress, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography, useMediaQuery, type Theme,
} from '@mui/material';
import FilterList from '@mui/icons-material/FilterList';
import Send from '@mui/icons-material/Send';
import Replay from '@mui/icons-material/Replay';
import Outbox from '@mui/icons-material/Outbox';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { Link, useCanAccess, useTranslate } from 'react-admin';
import { SearchInput } from '../../framework/SearchInput';
import { LoadError } from '../../framework/LoadError';
import { ListPagination } from '../../framework/ListPagination';
import { useListLocation } from '../../framework/useListLocation';
import { formatDateTime } from '../../framework/dates';
import { EllipsisText } from '../../framework/EllipsisText';
import { EmptyState } from '../../custom/EmptyState';
import { COURTESIES_PAGE_SIZE, courtesiesPath, courtesyKeys, useCourtesiesApi, type Courtesy } from './courtesiesApi';
import { CourtesyName, DeliveryBadge, RedeemedBadge, SendTypeText, contactText } from './CourtesyBadges';
import { CourtesyCards } from './CourtesyCards';
import { CourtesyFilterDialog, type CourtesyFilters } from './CourtesyFilterDialog';
import { CourtesyRowActions, type CourtesyActions } from './CourtesyRowActions';
import { CourtesyStatsCards } from './CourtesyStatsCards';
import { useCourtesyActions } from './useCourtesyActions';

function useFilters() {
  const [params, setParams] = useSearchParams();
  const value: CourtesyFilters = { isCaptured: params.get('isCaptured') ?? '', type: params.get('type') ?? '' };
  // One address change for both filters (two functional updates in a row would lose one).
  const apply = (next: CourtesyFilters) =>
    setParams((prev) => {
      const p = new URLSearchParams(prev);
      for (const [key, v] of Object.entries(next)) {
        if (v) p.set(key, v);
        else p.delete(key);
      }
      p.set('page', '1');
      return p;
    });
  return { value, apply, count: [value.isCaptured, value.type].filter(Boolean).length };
}

const HEADERS = ['name', 'contact', 'sendBy', 'ticket', 'isCaptured', 'deliveryStatus', 'createdAt'];

function CourtesyRowsTable({ rows, eventId, actions }: { rows: Courtesy[]; eventId: string; actions: CourtesyActions }) {
  const translate = useTranslate();
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={translate('resources.courtesies.name', { smart_count: 2 })}>
        <TableHead>
          <TableRow>
            {HEADERS.map((h) => (
              <TableCell key={h}>{translate(`resources.courtesies.fields.${h}`)}</TableCell>
            ))}
            <TableCell align="right">{translate('app.table.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((c) => (
            <TableRow key={c.id} hover sx={c.canceledAt ? { opacity: 0.6 } : undefined}>
              {/* Long names and e-mails end in an ellipsis where the column ends, whole on hover. */}
              <TableCell sx={{ maxWidth: 180 }}>
                <CourtesyName courtesy={c} />
              </TableCell>
              <TableCell sx={{ maxWidth: 180 }}>
                <EllipsisText text={contactText(c)} />
              </TableCell>
              <TableCell>
                <SendTypeText type={c.sendBy} />
              </TableCell>
              <TableCell sx={{ minWidth: 120 }}>
                {c.userTicket?.orderItem.ticket?.title}
                <Typography variant="caption" color="text.secondary" component="div">
                  {c.userTicket?.orderItem.lot?.title}
                </Typography>
              </TableCell>
              <TableCell>
                <RedeemedBadge captured={c.isCaptured} />
              </TableCell>
              <TableCell>
                <DeliveryBadge courtesy={c} />
              </TableCell>
              {/* Date and time may take two lines: the row's actions must stay in view. */}
              <TableCell sx={{ minWidth: 90 }}>{formatDateTime(c.createdAt)}</TableCell>
              <TableCell align="right" sx={{ px: 1 }}>
                <CourtesyRowActions courtesy={c} eventId={eventId} actions={actions} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export function CourtesiesTable({ eventId }: { eventId: string }) {
  const translate = useTranslate();
  const api = useCourtesiesApi();
  const { search, page, input, setInput, setPage } = useListLocation();
  const filters = useFilters();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const actions = useCourtesyActions(eventId);
  const { canAccess: canSeeOutbox = false } = useCanAccess({ action: 'list', resource: 'outbox' });

  const query = { page, search, isCaptured: filters.value.isCaptured, type: filters.value.type };
  const list = useQuery({ queryKey: courtesyKeys.list(eventId, query), queryFn: () => api.list(eventId, query), placeholderData: keepPreviousData });
  const rows = list.data?.data ?? [];
  const total = list.data?.pagination.totalItems ?? 0;
  // Cards where the generated lists show them (ResourceList): eight columns do not fit a phone.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));

  return (
    <Box sx={{ mt: 2 }}>
      <CourtesyStatsCards eventId={eventId} />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        {/* The theme's text fields take the whole width: keep the search to a box's size. */}
        <Box sx={{ flex: { xs: '1 1 100%', sm: '0 1 360px' } }}>
          <SearchInput value={input} onChange={setInput} />
        </Box>
        <Badge badgeContent={filters.count} color="primary">
          <Button variant="outlined" startIcon={<FilterList />} onClick={() => setFiltersOpen(true)}>
            {translate('resources.courtesies.filters.open')}
          </Button>
        </Badge>
        <Box sx={{ flex: 1 }} />
        {canSeeOutbox ? (
          <Button component={Link} to="/outbox" startIcon={<Outbox />}>
            {translate('resources.courtesies.actions.outbox')}
          </Button>
        ) : null}
        <Button variant="outlined" startIcon={<Replay />} disabled={actions.busy} onClick={actions.askResendAll}>
          {translate('resources.courtesies.actions.resendAll')}
        </Button>
        <Button variant="contained" startIcon={<Send />} component={Link} to={`${courtesiesPath(eventId)}/send`}>
          {translate('resources.courtesies.actions.send')}
        </Button>
      </Box>
      {list.isFetching && !list.isPending ? <LinearProgress sx={{ height: 2 }} /> : null}
      {list.isPending ? (
        <LinearProgress aria-label={translate('app.toast.loading')} />
      ) : list.error ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState message="app.empty.noRecords" />
      ) : (
        <>
          {phone ? <CourtesyCards rows={rows} eventId={eventId} actions={actions} /> : <CourtesyRowsTable rows={rows} eventId={eventId} actions={actions} />}
          <ListPagination page={page} perPage={COURTESIES_PAGE_SIZE} count={rows.length} total={total} onPage={setPage} />
        </>
      )}
      <CourtesyFilterDialog
        open={filtersOpen}
        value={filters.value}
        onClose={() => setFiltersOpen(false)}
        onApply={(next) => {
          setFiltersOpen(false);
          filters.apply(next);
        }}
      />
      {actions.dialogs}
    </Box>
  );
}
