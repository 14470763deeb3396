/**
 * The orders list's search and filters (issue 12): status, channel, payment method, event and the
 * creation days (typed dd/mm/aaaa), each kept in the address like the search (useQueryFilters).
 */
import { Box, Button, MenuItem, TextField } from '@mui/material';
import FilterListOff from '@mui/icons-material/FilterListOff';
import { useGetList, useTranslate } from 'react-admin';
import { SearchInput } from '../../framework/SearchInput';
import { DayInput } from '../../framework/inputs/DayInput';
import { ORDER_FILTER_CODES } from '../../shared/resources/orders/definition';

export const ORDER_FILTER_KEYS = ['status', 'channel', 'paymentMethod', 'eventId', 'startAt', 'endAt'] as const;
export type OrderFilterKey = (typeof ORDER_FILTER_KEYS)[number];

export interface OrderFiltersProps {
  search: string;
  onSearch: (value: string) => void;
  values: Record<OrderFilterKey, string>;
  onFilter: (key: OrderFilterKey, value: string) => void;
  /** Clears every filter at once (the search stays). */
  onClear: () => void;
}

export function OrderFilters({ search, onSearch, values, onFilter, onClear }: OrderFiltersProps) {
  const translate = useTranslate();
  // Every event of the business for the picker (spec 1 section 9: fetch-all is limit 9999).
  const { data: events = [] } = useGetList('events', { pagination: { page: 1, perPage: 9999 }, sort: { field: 'startAt', order: 'DESC' } });
  const select = (key: OrderFilterKey, options: { value: string; label: string }[], allLabel = 'resources.orders.filters.all') => (
    <TextField
      select
      size="small"
      fullWidth={false}
      label={translate(`resources.orders.filters.${key}`)}
      value={values[key]}
      onChange={(e) => onFilter(key, e.target.value)}
      sx={{ minWidth: { xs: 'calc(50% - 8px)', sm: 170 }, flex: { xs: '1 1 calc(50% - 8px)', sm: '0 0 auto' } }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{translate(allLabel)}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
  const codes = (key: keyof typeof ORDER_FILTER_CODES) => ORDER_FILTER_CODES[key].map((code) => ({ value: code, label: translate(`resources.orders.choices.${key}.${code}`) }));
  const active = ORDER_FILTER_KEYS.some((k) => values[k]);
  return (
    <Box role="search" aria-label={translate('resources.orders.filters.label')} sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}>
      <Box sx={{ flex: { xs: '1 1 100%', md: '0 1 360px' } }}>
        <SearchInput value={search} onChange={onSearch} />
      </Box>
      {select('status', codes('status'))}
      {select('channel', codes('channel'))}
      {select('paymentMethod', codes('paymentMethod'))}
      {select(
        'eventId',
        events.map((e) => ({ value: String(e.id), label: String(e.title ?? '') })),
        'resources.orders.filters.allEvents',
      )}
      <DayInput sx={{ width: { xs: 'calc(50% - 8px)', sm: 180 } }} label={translate('resources.orders.filters.startAt')} value={values.startAt} onChange={(day) => onFilter('startAt', day)} />
      <DayInput sx={{ width: { xs: 'calc(50% - 8px)', sm: 180 } }} label={translate('resources.orders.filters.endAt')} value={values.endAt} onChange={(day) => onFilter('endAt', day)} />
      {active ? (
        <Button startIcon={<FilterListOff />} onClick={onClear}>
          {translate('resources.orders.filters.clear')}
        </Button>
      ) : null}
    </Box>
  );
}
