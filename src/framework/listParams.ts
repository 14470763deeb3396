/**
 * What a list page asks the data provider for, built from its address query by one function that
 * the page and the first load's prefetch (firstLoad.ts) both call: the same address gives the
 * same request, so the page finds the prefetched answer.
 */
import type { ResourceDefinition } from '../shared/definition';
import type { ListLocation } from './useListLocation';

export interface ListParams {
  pagination: { page: number; perPage: number };
  sort: { field: string; order: 'ASC' | 'DESC' };
  filter: Record<string, unknown>;
}

/** A list page's request for an address query, when the page declares it (src/resources/views.ts). */
export type ListParamsOf = (address: URLSearchParams) => ListParams;

/** The generated list (ResourceList): its page and search. */
export const generatedListParams = (def: ResourceDefinition, { search, page }: ListLocation): ListParams => ({
  pagination: { page, perPage: def.list.perPage },
  sort: def.list.sort,
  filter: search ? { search } : {},
});
