/**
 * What every report view shows around its figures: grey bars while it loads (never an empty state
 * first), the server's message with 'Tentar novamente' when it failed, the no-permission text for
 * whoever may not read reports, then the figures and when they were read.
 */
import type { ReactNode } from 'react';
import { Alert, Box, Button, Skeleton, Typography } from '@mui/material';
import Refresh from '@mui/icons-material/Refresh';
import { useTranslate } from 'react-admin';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadError } from '../../framework/LoadError';
import { formatDateTime } from '../../framework/dates';
import { useReportAccess } from './useReport';

export function ReportSkeleton({ rows = 6 }: { rows?: number }) {
  const translate = useTranslate();
  return (
    <Box aria-busy="true" aria-label={translate('app.toast.loading')} sx={{ display: 'grid', gap: 1 }}>
      <Skeleton variant="rounded" height={72} />
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={37} />
      ))}
    </Box>
  );
}

export function ReportFrame<T>({ query, children, actions, rows }: { query: UseQueryResult<T>; children: (data: T) => ReactNode; actions?: ReactNode; rows?: number }) {
  const translate = useTranslate();
  const allowed = useReportAccess('show');
  if (allowed === false) return <Alert severity="warning">{translate('resources.reports.noPermission')}</Alert>;
  return (
    // One column that never grows past the screen: wide tables scroll inside their own box.
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, mt: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1, minWidth: 200 }} role="status">
          {query.data ? translate('resources.reports.readAt', { date: formatDateTime(new Date(query.dataUpdatedAt)) }) : ''}
        </Typography>
        {actions}
        <Button size="small" startIcon={<Refresh />} onClick={() => void query.refetch()} disabled={query.isFetching}>
          {translate('resources.reports.refresh')}
        </Button>
      </Box>
      {query.error ? <LoadError error={query.error} fallback="resources.reports.loadError" onRetry={() => void query.refetch()} /> : null}
      {query.data ? children(query.data) : query.error ? null : <ReportSkeleton rows={rows} />}
    </Box>
  );
}
