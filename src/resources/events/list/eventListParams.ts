/** The events grid's request for its address query (search, page, status and start-date filters). */
import type { ListLocation } from '../../../framework/useListLocation';
import { listLocation } from '../../../framework/useListLocation';
import { queryFilterValues } from '../../../framework/useQueryFilters';
import type { ListParams } from '../../../framework/listParams';
import { dayBoundary } from '../../../framework/dates';
import { events } from '../../../shared/resources/events/definition';
import { EVENT_FILTER_KEYS, type EventFilterKey } from './EventFilters';

export function eventListParams({ search, page }: ListLocation, values: Record<EventFilterKey, string>): ListParams {
  return {
    pagination: { page, perPage: events.list.perPage }, // 16, spec 1 section 9
    sort: events.list.sort,
    // The address keeps the typed days; the API takes the local day's bounds in ISO UTC.
    filter: {
      search: search || undefined,
      status: values.status || undefined,
      startAt: dayBoundary(values.startAt, 'start'),
      endAt: dayBoundary(values.endAt, 'end'),
    },
  };
}

export const eventListParamsOf = (address: URLSearchParams) => eventListParams(listLocation(address), queryFilterValues(EVENT_FILTER_KEYS, address));
