/**
 * A list's search and page live in the address query as plain `?search=...&page=N`
 * (spec: the value survives a reload and a shared link). The input writes the query after
 * 750 ms without typing, and a new search starts again at page 1.
 */
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

export const SEARCH_DEBOUNCE_MS = 750;

/** The list's page in an address query (`?page=N`, 1 when absent or not a page). */
export const listPage = (params: URLSearchParams) => Math.max(1, Number(params.get('page')) || 1);

/** The search and page an address query asks a list for: what the list page and its first-load prefetch read. */
export interface ListLocation {
  search: string;
  page: number;
}

export const listLocation = (params: URLSearchParams): ListLocation => ({ search: params.get('search') ?? '', page: listPage(params) });

export function useListLocation() {
  const [params, setParams] = useSearchParams();
  const { search, page } = listLocation(params);
  const [input, setInput] = useState(search);
  const lastWritten = useRef(search);

  // Back/forward navigation changes the query: show it in the input.
  useEffect(() => {
    if (search !== lastWritten.current) {
      lastWritten.current = search;
      setInput(search);
    }
  }, [search]);

  useEffect(() => {
    if (input === lastWritten.current) return;
    const timer = setTimeout(() => {
      lastWritten.current = input;
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (input) next.set('search', input);
          else next.delete('search');
          next.set('page', '1');
          return next;
        },
        { replace: true },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input, setParams]);

  const setPage = (n: number) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      next.set('page', String(n));
      return next;
    });

  return { search, page, input, setInput, setPage };
}
