/**
 * A list's filters beside its search, kept as plain address query parameters
 * (`?status=@DRAFT&startAt=2025-12-01`) like useListLocation keeps the search; changing one
 * sends the list back to page 1.
 */
import { useCallback, useMemo } from 'react';
import { useAddressParams } from './useAddressParams';

/** The filters' values in an address query ('' when absent). */
export const queryFilterValues = <K extends string>(keys: readonly K[], params: URLSearchParams) =>
  Object.fromEntries(keys.map((k) => [k, params.get(k) ?? ''])) as Record<K, string>;

export function useQueryFilters<K extends string>(keys: readonly K[]) {
  const [params, updateParams] = useAddressParams();
  const serialized = keys.map((k) => params.get(k) ?? '').join('\u0000');
  const values = useMemo(
    () => queryFilterValues(keys, params),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- recomputed when a value changes
    [serialized],
  );

  const setFilter = useCallback(
    (key: K, value: string) =>
      updateParams((next) => {
        if (value) next.set(key, value);
        else next.delete(key);
        next.set('page', '1');
      }),
    [updateParams],
  );

  return { values, setFilter };
}
