/**
 * /events/{id}/advantages-and-services/courtesies (spec 1 sections 2.3, 4, 8, 9): stats, search
 * and filters in the address, 10 courtesies a page, resend / cancel / detail per row, resend all,
 * the way to the sending screen and, for admins, to the outbox.
 */
import { useState } from 'react';
import {
  Badge, Box, Button, IconButton, LinearProgress, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tooltip, Typography,
} from '@mui/material';
import FilterList from '@mui/icons-material/FilterList';
import Send from '@mui/icons-material/Send';
import Replay from '@mui/icons-material/Replay';
import Block from '@mui/icons-material/Block';
import Visibility from '@mui/icons-material/Visibility';
import Outbox from '@mui/icons-material/Outbox';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { Link, useCanAccess, useTranslate } from 'react-admin';
import { SearchInput } from '../../framework/SearchInput';
import { LoadError } from '../../framework/LoadError';
import { ListPagination } from '../../framework/ListPagination';
import { useListLocation } from '../../framework/useListLocation';
import { formatDateTime } from '../../framework/dates';
import { EmptyState } from '../../custom/EmptyState';
import { COURTESIES_PAGE_SIZE, courtesyKeys, useCourtesiesApi, type Courtesy } from './courtesiesApi';
import { CourtesyName, DeliveryBadge, RedeemedBadge, SendTypeText } from './CourtesyBadges';
import { CourtesyFilterDialog, type CourtesyFilters } from './CourtesyFilterDialog';
import { CourtesyStatsCards } from './CourtesyStatsCards';
import { canCancel, canResend, useCourtesyActions } from './useCourtesyActions';

export const courtesiesPath = (eventId: string) => `/events/${encodeURIComponent(eventId)}/advantages-and-services/courtesies`;

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

function RowActions({ courtesy, eventId, actions }: { courtesy: Courtesy; eventId: string; actions: ReturnType<typeof useCourtesyActions> }) {
  const translate = useTranslate();
  const detail = translate('resources.courtesies.actions.detail');
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
      {canResend(courtesy) ? (
        <Tooltip title={translate('resources.courtesies.actions.resend')}>
          <IconButton size="small" aria-label={translate('resources.courtesies.actions.resend')} disabled={actions.busy} onClick={() => void actions.resend(courtesy)}>
            <Replay fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
      {canCancel(courtesy) ? (
        <Tooltip title={translate('resources.courtesies.actions.cancel')}>
          <IconButton size="small" aria-label={translate('resources.courtesies.actions.cancel')} disabled={actions.busy} onClick={() => actions.askCancel(courtesy)}>
            <Block fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
      {courtesy.canceledAt ? null : (
        <Tooltip title={detail}>
          <IconButton size="small" component={Link} to={`${courtesiesPath(eventId)}/${courtesy.id}`} aria-label={detail}>
            <Visibility fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Box>
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
  const headers = ['name', 'contact', 'sendBy', 'ticket', 'isCaptured', 'deliveryStatus', 'createdAt'];

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
          <TableContainer component={Paper} variant="outlined">
            <Table size="small" aria-label={translate('resources.courtesies.name', { smart_count: 2 })}>
              <TableHead>
                <TableRow>
                  {headers.map((h) => (
                    <TableCell key={h}>{translate(`resources.courtesies.fields.${h}`)}</TableCell>
                  ))}
                  <TableCell align="right">{translate('app.table.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((c) => (
                  <TableRow key={c.id} hover sx={c.canceledAt ? { opacity: 0.6 } : undefined}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <CourtesyName courtesy={c} />
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{c.contact}</TableCell>
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
                      <RowActions courtesy={c} eventId={eventId} actions={actions} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
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
