/**
 * Runs a search a moment after the user stops typing, only from `minLength` characters, and
 * keeps only the answer of the latest text (a slow early answer never overwrites a later one).
 */
import { useEffect, useRef, useState } from 'react';

export interface DebouncedSearch<T> {
  options: T[];
  loading: boolean;
  error: boolean;
  /** True once the text is long enough and its answer arrived. */
  searched: boolean;
}

export function useDebouncedSearch<T>(text: string, search: (text: string) => Promise<T[]>, { delay, minLength = 0 }: { delay: number; minLength?: number }): DebouncedSearch<T> {
  const [state, setState] = useState<DebouncedSearch<T>>({ options: [], loading: false, error: false, searched: false });
  const latest = useRef(0);
  const searchRef = useRef(search);
  searchRef.current = search;

  useEffect(() => {
    const call = ++latest.current;
    const query = text.trim();
    if (query.length < minLength) {
      setState({ options: [], loading: false, error: false, searched: false });
      return;
    }
    setState((s) => ({ ...s, loading: true, error: false }));
    const timer = setTimeout(async () => {
      try {
        const options = await searchRef.current(query);
        if (call === latest.current) setState({ options, loading: false, error: false, searched: true });
      } catch {
        if (call === latest.current) setState({ options: [], loading: false, error: true, searched: true });
      }
    }, delay);
    return () => clearTimeout(timer);
  }, [text, delay, minLength]);

  return state;
}
