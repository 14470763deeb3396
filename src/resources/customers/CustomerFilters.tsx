/**
 * The customers list's search and filters: an event and the days of the purchases (typed
 * dd/mm/aaaa), each kept in the address like the search (useQueryFilters).
 */
import { Box, Button, MenuItem, TextField } from '@mui/material';
import FilterListOff from '@mui/icons-material/FilterListOff';
import { useGetList, useTranslate } from 'react-admin';
import { SearchInput } from '../../framework/SearchInput';
import { DayInput } from '../../framework/inputs/DayInput';
import { CUSTOMER_FILTER_KEYS, type CustomerFilterKey } from './customerTypes';

export interface CustomerFiltersProps {
  search: string;
  onSearch: (value: string) => void;
  values: Record<CustomerFilterKey, string>;
  onFilter: (key: CustomerFilterKey, value: string) => void;
  onClear: () => void;
}

const HALF = { xs: 'calc(50% - 8px)', sm: 180 };

export function CustomerFilters({ search, onSearch, values, onFilter, onClear }: CustomerFiltersProps) {
  const translate = useTranslate();
  // Every event of the business for the picker (spec 1 section 9: a whole list is limit 9999).
  const { data: events = [] } = useGetList('events', { pagination: { page: 1, perPage: 9999 }, sort: { field: 'startAt', order: 'DESC' } });
  const label = (key: string) => translate(`resources.customers.filters.${key}`);
  return (
    <Box role="search" aria-label={label('label')} sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}>
      <Box sx={{ flex: { xs: '1 1 100%', md: '0 1 360px' } }}>
        <SearchInput value={search} onChange={onSearch} />
      </Box>
      <TextField
        select
        size="small"
        fullWidth={false}
        label={label('eventId')}
        value={events.some((e) => String(e.id) === values.eventId) ? values.eventId : ''}
        onChange={(e) => onFilter('eventId', e.target.value)}
        sx={{ width: { xs: '100%', sm: 260 } }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{label('allEvents')}</MenuItem>
        {events.map((e) => (
          <MenuItem key={e.id} value={String(e.id)}>
            {String(e.title ?? '')}
          </MenuItem>
        ))}
      </TextField>
      <DayInput sx={{ width: HALF }} label={label('startAt')} value={values.startAt} onChange={(day) => onFilter('startAt', day)} />
      <DayInput sx={{ width: HALF }} label={label('endAt')} value={values.endAt} onChange={(day) => onFilter('endAt', day)} />
      {CUSTOMER_FILTER_KEYS.some((k) => values[k]) ? (
        <Button startIcon={<FilterListOff />} onClick={onClear}>
          {label('clear')}
        </Button>
      ) : null}
    </Box>
  );
}
