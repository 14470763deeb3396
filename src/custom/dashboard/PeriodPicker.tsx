/** The dashboard's period: a choice of periods, and the days of a custom one typed dd/mm/aaaa. */
import { Box, MenuItem, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PERIODS, type PeriodCode } from '../../shared/dashboard/period';
import { DayInput } from '../../framework/inputs/DayInput';
import { FieldError } from '../../framework/inputs/FieldError';
import { formatDay } from '../../framework/dates';
import type { PeriodState } from './usePeriodQuery';

const FIELD = { width: { xs: 'calc(50% - 4px)', sm: 170 } };

export function PeriodPicker({ state, shown }: { state: PeriodState; shown?: { startAt: string; endAt: string } }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1, mb: 2 }}>
      <TextField
        select
        size="small"
        label={translate('dashboard.periodLabel')}
        value={state.code}
        onChange={(e) => state.choose(e.target.value as PeriodCode)}
        sx={{ width: { xs: '100%', sm: 200 } }}
      >
        {PERIODS.map((p) => (
          <MenuItem key={p} value={p}>
            {translate(`dashboard.periods.${p}`)}
          </MenuItem>
        ))}
      </TextField>
      {state.code === 'custom' ? (
        <>
          <DayInput sx={FIELD} label={translate('dashboard.startAt')} value={state.startAt} onChange={(day) => state.setDay('startAt', day)} />
          <Box sx={FIELD}>
            <DayInput sx={{ width: '100%' }} label={translate('dashboard.endAt')} value={state.endAt} onChange={(day) => state.setDay('endAt', day)} />
            {state.issue ? (
              <Typography variant="caption" color="error" role="alert" sx={{ display: 'block', mt: 0.5, mx: 1.75 }}>
                <FieldError message={state.issue.message} />
              </Typography>
            ) : null}
          </Box>
        </>
      ) : shown ? (
        <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
          {shown.startAt === shown.endAt ? formatDay(shown.startAt) : translate('dashboard.range', { start: formatDay(shown.startAt), end: formatDay(shown.endAt) })}
        </Typography>
      ) : null}
    </Box>
  );
}
