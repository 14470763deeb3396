/** Search, status (Todos / Rascunho / Publicado) and start-date range (typed dd/mm/aaaa) of the event list. */
import { Box, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SearchInput } from '../../../framework/SearchInput';
import { DayInput } from '../../../framework/inputs/DayInput';

export const EVENT_FILTER_KEYS = ['status', 'startAt', 'endAt'] as const;
export type EventFilterKey = (typeof EVENT_FILTER_KEYS)[number];
export const EVENT_STATUSES = ['@DRAFT', '@PUBLISHED'] as const;

export interface EventFiltersProps {
  search: string;
  onSearch: (value: string) => void;
  values: Record<EventFilterKey, string>;
  onFilter: (key: EventFilterKey, value: string) => void;
}

export function EventFilters({ search, onSearch, values, onFilter }: EventFiltersProps) {
  const translate = useTranslate();
  const date = (key: 'startAt' | 'endAt') => (
    <DayInput
      sx={{ width: 190 }}
      label={translate(`resources.events.filters.${key}`)}
      value={values[key]}
      onChange={(day) => onFilter(key, day)}
    />
  );
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}>
      <SearchInput value={search} onChange={onSearch} />
      <TextField
        select
        size="small"
        fullWidth={false}
        label={translate('resources.events.filters.status')}
        value={values.status}
        onChange={(e) => onFilter('status', e.target.value)}
        sx={{ minWidth: 160 }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{translate('resources.events.filters.all')}</MenuItem>
        {EVENT_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {translate(`resources.events.filters.statuses.${status}`)}
          </MenuItem>
        ))}
      </TextField>
      {date('startAt')}
      {date('endAt')}
    </Box>
  );
}
