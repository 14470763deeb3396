/**
 * The manage page's seven counters (GET /accreditations/{id}/dashboard; docs/accreditation.md):
 * skeletons while the first answer comes, 'Ocorreu um erro ao carregar as informações do
 * dashboard.' with 'Tentar novamente' on failure (never an empty dashboard), the period chosen as
 * two days typed dd/mm/aaaa (default: the last 7 days, today included). The counters follow the
 * realtime `change` of `accreditationParticipants` (its queries' key starts with that name).
 */
import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate, type DataProvider } from 'react-admin';
import { DayInput } from '../../framework/inputs/DayInput';
import { formatDay } from '../../framework/dates';
import { DASHBOARD_COUNTERS } from '../../shared/resources/accreditations/codes';
import { addDays, dayAt, daysBetween, MAX_PERIOD_DAYS } from '../../shared/dashboard/period';
import type { AccreditationCalls } from './accreditationCalls';

/** The realtime resource the server emits on every participant write (registration, accreditation, check-in). */
export const PARTICIPANTS_RESOURCE = 'accreditationParticipants';

const CARDS = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } } as const;

export function AccreditationDashboard({ accreditationId }: { accreditationId: string }) {
  const translate = useTranslate();
  const api = useDataProvider<DataProvider & AccreditationCalls>();
  const [startAt, setStartAt] = useState(() => addDays(dayAt(new Date()), -6));
  const [endAt, setEndAt] = useState(() => dayAt(new Date()));
  const rangeIssue = startAt && endAt ? (endAt < startAt ? 'dashboard.errors.endBeforeStart' : daysBetween(startAt, endAt) > MAX_PERIOD_DAYS ? 'dashboard.errors.tooLong' : null) : null;
  const ready = Boolean(startAt && endAt && !rangeIssue);
  const { data, error, isPending, isFetching, refetch } = useQuery({
    queryKey: [PARTICIPANTS_RESOURCE, 'dashboard', accreditationId, startAt, endAt],
    queryFn: () => api.accreditationDashboard(accreditationId, { startAt, endAt }),
    enabled: ready,
    placeholderData: keepPreviousData,
  });
  return (
    <Box component="section" aria-labelledby="accreditation-dashboard-title">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1, mb: 2 }}>
        <Typography id="accreditation-dashboard-title" component="h2" variant="h6" sx={{ flex: '1 1 200px' }}>
          {translate('resources.accreditations.dashboard.title')}
        </Typography>
        <DayInput sx={{ width: { xs: 'calc(50% - 4px)', sm: 170 } }} label={translate('resources.accreditations.dashboard.startAt')} value={startAt} onChange={setStartAt} />
        <DayInput sx={{ width: { xs: 'calc(50% - 4px)', sm: 170 } }} label={translate('resources.accreditations.dashboard.endAt')} value={endAt} onChange={setEndAt} />
      </Box>
      {rangeIssue ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate(rangeIssue)}
        </Alert>
      ) : null}
      {error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {translate('resources.accreditations.dashboard.retry')}
            </Button>
          }
        >
          {translate('resources.accreditations.dashboard.error')}
        </Alert>
      ) : (
        <Box component="ul" sx={{ ...CARDS, listStyle: 'none', p: 0, m: 0, opacity: isFetching && !isPending ? 0.7 : 1 }} aria-busy={isPending}>
          {DASHBOARD_COUNTERS.map((counter) => (
            <Box component="li" key={counter} sx={{ minWidth: 0 }}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="body2" color="text.secondary" id={`counter-${counter}`}>
                    {translate(`resources.accreditations.dashboard.counters.${counter}`)}
                  </Typography>
                  {isPending || !data ? (
                    <Skeleton variant="text" width={64} sx={{ fontSize: '2rem' }} />
                  ) : (
                    <Typography variant="h4" component="p" aria-labelledby={`counter-${counter}`} data-counter={counter}>
                      {data[counter].toLocaleString('pt-BR')}
                    </Typography>
                  )}
                  {counter === 'accreditationsByPeriod' && data ? (
                    <Typography variant="caption" color="text.secondary">
                      {translate('dashboard.range', { start: formatDay(data.period.startAt), end: formatDay(data.period.endAt) })}
                    </Typography>
                  ) : null}
                </CardContent>
              </Card>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
