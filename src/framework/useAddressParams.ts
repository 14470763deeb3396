/**
 * The address query with updates that never undo each other: react-router hands a functional
 * update the query of the render that made it, so two changes made before the page renders again
 * (a day typed in one field, then the next field cleared at once) lost the first. Updates here
 * apply to the query as the last update left it, until the address has caught up.
 */
import { useCallback, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

export function useAddressParams(): [URLSearchParams, (change: (next: URLSearchParams) => void) => void] {
  const [params, setParams] = useSearchParams();
  const pending = useRef<URLSearchParams | null>(null);
  // Caught up: the address reads what the last update wrote.
  if (pending.current && pending.current.toString() === params.toString()) pending.current = null;
  const latest = useRef(params);
  latest.current = params;
  const update = useCallback(
    (change: (next: URLSearchParams) => void) => {
      const next = new URLSearchParams(pending.current ?? latest.current);
      change(next);
      pending.current = next;
      setParams(next);
    },
    [setParams],
  );
  return [params, update];
}
