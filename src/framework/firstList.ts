/**
 * The first load's list, asked for as the admin starts drawing: on a phone the admin's first
 * screen takes longer to draw than the list takes to answer, and the list's page would only ask
 * once it is drawn. The request is the one the page itself makes for the address (listParams.ts),
 * only when the user may open the page, and its answer waits in the data provider for the page.
 */
import type { AuthProvider, DataProvider, GetListParams } from 'react-admin';
import { pathParams, routeOf, type ResourceDefinition } from '../shared/definition';
import { generatedListParams, type ListParams } from './listParams';
import { listLocation } from './useListLocation';
import type { ViewOverride } from './resourceFromDefinition';

/** The list the page at this address asks for, when its page declares it. */
export function firstListRequest(
  resources: readonly ResourceDefinition[],
  overrides: Partial<Record<string, ViewOverride>>,
  { pathname, search }: { pathname: string; search: string },
): { resource: string; params: ListParams } | null {
  const def = resources.find((d) => pathParams(d.path).length === 0 && routeOf(d) === pathname);
  if (!def) return null;
  const override = overrides[def.name];
  const paramsOf = override?.list ? override.listParams : (address: URLSearchParams) => generatedListParams(def, listLocation(address));
  return paramsOf ? { resource: def.name, params: paramsOf(new URLSearchParams(search)) } : null;
}

type Prefetching = DataProvider & { prefetchList?: (resource: string, params: GetListParams) => void };

export function prefetchFirstList(
  resources: readonly ResourceDefinition[],
  overrides: Partial<Record<string, ViewOverride>>,
  dataProvider: Prefetching,
  authProvider: AuthProvider,
  location: { pathname: string; search: string },
): void {
  const request = firstListRequest(resources, overrides, location);
  if (!request || !dataProvider.prefetchList || !authProvider.canAccess) return;
  // The page's own access check: a refused page is never asked for.
  authProvider.canAccess({ action: 'list', resource: request.resource }).then(
    (allowed) => allowed && dataProvider.prefetchList!(request.resource, request.params),
    () => undefined,
  );
}
