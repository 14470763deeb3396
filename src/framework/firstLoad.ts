/**
 * What the first load's page needs, asked for as the admin starts drawing: on a phone the admin's
 * first screen takes longer to draw than the page's reads take to answer, and the page would only
 * ask once it is drawn (and once its own code has arrived). For a list, its code and the request
 * the page itself makes for the address (listParams.ts); for a record's page, its code, the record
 * and what the page declares (`editPrefetch`); for another page (the dashboard), what it declares
 * (`PagePrefetch`). Only when the user may open the page; the answers wait in the data provider
 * (or the query cache) for the page.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { AuthProvider, DataProvider, GetListParams, GetOneParams } from 'react-admin';
import { pathParams, routeOf, type ResourceDefinition } from '../shared/definition';
import { generatedListParams, type ListParams } from './listParams';
import { listLocation } from './useListLocation';
import { pagesOf, type ViewOverride } from './resourceFromDefinition';
import { preload } from './lazyView';

/** What a record's page (`/<route>/<id>/<rest>`) may start before it is drawn. */
export interface RecordPrefetch {
  id: string;
  /** The address below the record (`sectors-and-sales/sectors`), '' on the record's own page. */
  rest: string;
  search: URLSearchParams;
  queryClient: QueryClient;
  dataProvider: DataProvider;
  /** Asks for the record as `getOne(resource, { id })` will, for the page to take. */
  prefetchRecord: () => void;
}

export type RecordPrefetchOf = (context: RecordPrefetch) => void;

/** A page outside the resources (a custom route), by its address: the reads it makes when drawn. */
export interface PagePrefetch {
  /** The resource of its access check (GuardedPage's `list`). */
  resource: string;
  prefetch: (context: { search: URLSearchParams; dataProvider: Prefetching }) => void;
}

type Overrides = Partial<Record<string, ViewOverride>>;
type Location = { pathname: string; search: string };

/** The list the page at this address asks for, when its page declares it. */
export function firstListRequest(resources: readonly ResourceDefinition[], overrides: Overrides, { pathname, search }: Location): { resource: string; params: ListParams } | null {
  const def = resources.find((d) => pathParams(d.path).length === 0 && routeOf(d) === pathname);
  if (!def) return null;
  const override = overrides[def.name];
  const paramsOf = override?.list ? override.listParams : (address: URLSearchParams) => generatedListParams(def, listLocation(address));
  return paramsOf ? { resource: def.name, params: paramsOf(new URLSearchParams(search)) } : null;
}

/** The record whose page is at this address (`<route>/<id>` and below, not `create` or `show`). */
export function firstRecordPage(resources: readonly ResourceDefinition[], { pathname }: Location): { def: ResourceDefinition; id: string; rest: string } | null {
  for (const def of resources) {
    const route = routeOf(def);
    if (pathParams(def.path).length > 0 || !pathname.startsWith(`${route}/`)) continue;
    const [id, ...below] = pathname.slice(route.length + 1).split('/');
    const rest = below.join('/').replace(/\/$/, '');
    if (!id || id === 'create' || rest === 'show') return null;
    return { def, id: decodeURIComponent(id), rest: rest === 'edit' ? '' : rest };
  }
  return null;
}

export type Prefetching = DataProvider & {
  prefetchList?: (resource: string, params: GetListParams) => void;
  prefetchOne?: (resource: string, params: Pick<GetOneParams, 'id'>) => void;
  /** A call beyond CRUD, by name, with the arguments its page will pass. */
  prefetchCall?: (name: never, ...args: never[]) => void;
};

export interface FirstLoad {
  resources: readonly ResourceDefinition[];
  overrides: Overrides;
  /** Custom routes' reads, by pathname. */
  pages?: Readonly<Record<string, PagePrefetch>>;
  dataProvider: Prefetching;
  authProvider: AuthProvider;
  queryClient: QueryClient;
  location: Location;
}

// The page's own access check: a refused page is neither loaded nor asked for.
const whenAllowed = (authProvider: AuthProvider, action: string, resource: string, start: () => void) =>
  authProvider.canAccess?.({ action, resource }).then(
    (allowed) => allowed && start(),
    () => undefined,
  );

export function prefetchFirstLoad({ resources, overrides, pages = {}, dataProvider, authProvider, queryClient, location }: FirstLoad): void {
  const custom = pages[location.pathname];
  if (custom) {
    whenAllowed(authProvider, 'list', custom.resource, () => custom.prefetch({ search: new URLSearchParams(location.search), dataProvider }));
    return;
  }
  const list = firstListRequest(resources, overrides, location);
  if (list) {
    whenAllowed(authProvider, 'list', list.resource, () => {
      preload(overrides[list.resource]?.list);
      dataProvider.prefetchList?.(list.resource, list.params);
    });
    return;
  }
  const page = firstRecordPage(resources, location);
  const edit = page && pagesOf(page.def, overrides[page.def.name]).edit;
  if (!page || !edit) return;
  const { def, id, rest } = page;
  const prefetchRecord = () => dataProvider.prefetchOne?.(def.name, { id });
  const override = overrides[def.name];
  whenAllowed(authProvider, 'edit', def.name, () => {
    preload(edit);
    // A generated edit page reads the record alone; a replaced one says what it reads, if anything.
    if (!override?.edit) return void prefetchRecord();
    override.editPrefetch?.({ id, rest, search: new URLSearchParams(location.search), queryClient, dataProvider, prefetchRecord });
  });
}
