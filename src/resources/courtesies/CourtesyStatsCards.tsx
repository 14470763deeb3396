/**
 * The courtesy totals (spec 1 section 3: totalCourtesiesSent, totalCaptured, totalUncaptured) and,
 * while the server's queue still holds some, the delivery progress. Polls every few seconds until
 * nothing is queued, then refreshes the table once so its delivery states are current.
 */
import { useEffect, useRef } from 'react';
import { Box, LinearProgress, Paper, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { courtesyKeys, useCourtesiesApi, type CourtesyStats } from './courtesiesApi';
import { DeliveryChannelsAlert } from './DeliveryChannelsAlert';

export const STATS_POLL_MS = 3000;

function Card({ label, value }: { label: string; value: number | undefined }) {
  return (
    <Paper variant="outlined" component="section" aria-label={label} sx={{ p: 2, flex: '1 1 160px', minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
        {value === undefined ? '–' : value.toLocaleString('pt-BR')}
      </Typography>
    </Paper>
  );
}

export function CourtesyStatsCards({ eventId }: { eventId: string }) {
  const translate = useTranslate();
  const api = useCourtesiesApi();
  const queryClient = useQueryClient();
  const stats = useQuery({
    queryKey: courtesyKeys.stats(eventId),
    queryFn: () => api.stats(eventId),
    refetchInterval: (query) => ((query.state.data as CourtesyStats | undefined)?.queued ? STATS_POLL_MS : false),
  });
  const queued = stats.data?.queued ?? 0;

  // While delivering, the table's states change too: refresh it at each poll and once at the end.
  const wasQueued = useRef(false);
  useEffect(() => {
    if (queued > 0 || wasQueued.current) {
      void queryClient.invalidateQueries({ queryKey: [...courtesyKeys.all(eventId), 'list'] });
    }
    wasQueued.current = queued > 0;
  }, [queued, stats.dataUpdatedAt, eventId, queryClient]);

  const data = stats.data;
  const attempted = (data?.sent ?? 0) + (data?.failed ?? 0) + (data?.outbox ?? 0);
  const total = attempted + queued;
  return (
    <Box sx={{ mb: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <DeliveryChannelsAlert channels={data?.channels} />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Card label={translate('resources.courtesies.stats.totalCourtesiesSent')} value={data?.totalCourtesiesSent} />
        <Card label={translate('resources.courtesies.stats.totalCaptured')} value={data?.totalCaptured} />
        <Card label={translate('resources.courtesies.stats.totalUncaptured')} value={data?.totalUncaptured} />
      </Box>
      {queued > 0 ? (
        <Box role="status">
          <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            {translate('resources.courtesies.stats.delivering', { done: attempted, total, failed: data?.failed ?? 0 })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={total ? (attempted / total) * 100 : 0}
            aria-label={translate('resources.courtesies.stats.progress')}
          />
        </Box>
      ) : null}
    </Box>
  );
}
