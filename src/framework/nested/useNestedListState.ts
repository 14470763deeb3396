/**
 * Page and search of a nested list: in the address query (`?search=...&page=N`, spec 1
 * section 2.1) for the one list of a screen, or in component state for lists repeated on one
 * screen (the items of each option group), which cannot all own `page`.
 */
import { useState } from 'react';
import { useListLocation } from '../useListLocation';

export function useNestedListState(inAddress: boolean) {
  const address = useListLocation();
  const [page, setPage] = useState(1);
  if (inAddress) return address;
  return { search: '', page, input: '', setInput: () => undefined, setPage };
}
