/**
 * Generic data provider: resource -> definition -> API path. Parent ids of nested paths
 * ('/events/:eventId/sectors') come from `meta`, then `filter`, then the record, so the
 * same table serves every resource (no per-resource branches).
 */
import type { DataProvider, GetListParams, GetListResult, GetOneParams, GetOneResult, Identifier, RaRecord } from 'ra-core';
import { buildPath, kebabCase, pathParams, type ResourceDefinition } from '../shared/definition';
import { RESOURCES } from '../shared/resources/registry';
import { httpClient as defaultClient, type HttpClient } from './httpClient';
import { orderCalls } from '../resources/orders/orderCalls';
import { cashierCalls } from './cashierCalls';
import { customerCalls } from '../resources/customers/customerCalls';
import { reportCalls } from '../resources/reports/reportCalls';
import { dashboardCalls } from './dashboardCalls';
import { historyCalls } from './historyCalls';
import { balanceCalls } from '../resources/balances/balanceCalls';
import { accreditationCalls } from '../resources/accreditations/accreditationCalls';
import { callKey, createPrefetchedAnswers, listKey, oneKey } from './prefetchedAnswers';

interface ListAnswer {
  data: RaRecord[];
  pagination: { totalItems: number };
}

type Bag = Record<string, unknown> | undefined;

export function createDataProvider(
  resources: readonly ResourceDefinition[] = RESOURCES,
  http: HttpClient = defaultClient,
): DataProvider {
  const definition = (resource: string) => {
    const def = resources.find((r) => r.name === resource);
    if (!def) throw new Error(`Unknown resource "${resource}"`);
    return def;
  };

  /** The collection path, with parent ids taken from meta, then filter, then record. */
  const collection = (resource: string, ...sources: Bag[]) => {
    const def = definition(resource);
    const params: Record<string, unknown> = {};
    for (const key of pathParams(def.path)) {
      params[key] = sources.map((s) => s?.[key]).find((v) => v !== undefined && v !== null && v !== '');
    }
    return buildPath(def.path, params);
  };

  /** Filters minus the parent ids already in the path. */
  const queryFilters = (resource: string, filter: Bag) => {
    const parents = new Set(pathParams(definition(resource).path));
    return Object.fromEntries(Object.entries(filter ?? {}).filter(([k]) => !parents.has(k)));
  };

  const item = (resource: string, id: Identifier, ...sources: Bag[]) =>
    `${collection(resource, ...sources)}/${encodeURIComponent(String(id))}`;

  const fetchList = async (resource: string, params: GetListParams): Promise<GetListResult> => {
    const { page = 1, perPage = 10 } = params.pagination ?? {};
    const { json } = await http<ListAnswer>(collection(resource, params.meta, params.filter), {
      query: {
        page,
        limit: perPage,
        ...queryFilters(resource, params.filter),
        orderBy: params.sort?.field,
        order: params.sort?.order,
      },
    });
    return { data: json.data, total: json.pagination.totalItems };
  };
  const fetchOne = async (resource: string, params: Pick<GetOneParams, 'id' | 'meta'>): Promise<GetOneResult> => {
    const { json } = await http<RaRecord>(item(resource, params.id, params.meta));
    return { data: json };
  };
  const prefetched = createPrefetchedAnswers();
  // Calls beyond CRUD, by area; each takes its prefetched answer when one waits (prefetchCall).
  const calls = {
    ...orderCalls(http),
    ...cashierCalls(http),
    ...customerCalls(http),
    ...reportCalls(http),
    ...dashboardCalls(http),
    ...balanceCalls(http),
    ...historyCalls(http),
    ...accreditationCalls(http),
  };
  type Calls = typeof calls;
  // Names with a prefetched answer waiting: only their next call is keyed (its arguments written
  // out), so the others' arguments (files, signals, whatever they are) are never serialised.
  const waitingCalls = new Set<string>();
  const takeCall = (name: string, args: unknown[]) => {
    if (!waitingCalls.delete(name)) return undefined;
    return prefetched.take(callKey(name, args));
  };
  const takingPrefetched = Object.fromEntries(
    Object.entries(calls).map(([name, call]) => [name, (...args: unknown[]) => takeCall(name, args) ?? (call as (...a: unknown[]) => unknown)(...args)]),
  ) as Calls;

  return {
    async getList(resource, params) {
      return (await (prefetched.take(listKey(resource, params)) ?? fetchList(resource, params))) as never;
    },

    /** Asks for a list before its page does (src/framework/firstLoad.ts); its getList takes the answer. */
    prefetchList(resource: string, params: GetListParams) {
      prefetched.put(listKey(resource, params), () => fetchList(resource, params));
    },

    /** A prefetched list's answer, taken when already in (prefetchedQueries.ts); else left for its getList. */
    prefetchedList(resource: string, params: GetListParams) {
      return prefetched.takeIfIn(listKey(resource, params))?.value as GetListResult | undefined;
    },

    async getOne(resource, params) {
      return (await (prefetched.take(oneKey(resource, params)) ?? fetchOne(resource, params))) as never;
    },

    /** Asks for a record before its page does (src/framework/firstLoad.ts); its getOne takes the answer. */
    prefetchOne(resource: string, params: Pick<GetOneParams, 'id' | 'meta'>) {
      prefetched.put(oneKey(resource, params), () => fetchOne(resource, params));
    },

    /** A prefetched record's answer, taken when already in; else left for its getOne. */
    prefetchedOne(resource: string, params: Pick<GetOneParams, 'id' | 'meta'>) {
      return prefetched.takeIfIn(oneKey(resource, params))?.value as GetOneResult | undefined;
    },

    async getMany(resource, params) {
      const data = await Promise.all(params.ids.map((id) => http<RaRecord>(item(resource, id, params.meta))));
      return { data: data.map((r) => r.json) as never };
    },

    async getManyReference(resource, params) {
      const { page = 1, perPage = 10 } = params.pagination ?? {};
      const filter = { ...params.filter, [params.target]: params.id };
      const { json } = await http<ListAnswer>(collection(resource, params.meta, filter), {
        query: { page, limit: perPage, ...queryFilters(resource, filter), orderBy: params.sort?.field, order: params.sort?.order },
      });
      return { data: json.data as never, total: json.pagination.totalItems };
    },

    async create(resource, params) {
      const { json } = await http<RaRecord>(collection(resource, params.meta, params.data as Bag), {
        method: 'POST',
        body: params.data,
      });
      return { data: json as never };
    },

    async update(resource, params) {
      const previous = params.previousData as Bag;
      const { json } = await http<RaRecord>(item(resource, params.id, params.meta, previous, params.data as Bag), {
        method: 'PATCH',
        // updatedAt of what the user saw lets the server refuse a stale write (409).
        body: { ...(params.data as object), updatedAt: previous?.updatedAt },
      });
      return { data: json as never };
    },

    async updateMany(resource, params) {
      await Promise.all(
        params.ids.map((id) => http(item(resource, id, params.meta, params.data as Bag), { method: 'PATCH', body: params.data })),
      );
      return { data: params.ids };
    },

    async delete(resource, params) {
      await http(item(resource, params.id, params.meta, params.previousData as Bag), { method: 'DELETE' });
      return { data: params.previousData as never };
    },

    /**
     * A new value of a hashed credential (FieldDefinition.hashed): the answer is the record with
     * it in clear, the only time it is shown.
     */
    async remakeCredential(resource: string, params: { id: Identifier; field: string; meta?: Bag }) {
      const { json } = await http<RaRecord>(`${item(resource, params.id, params.meta)}/${kebabCase(params.field)}`, { method: 'POST' });
      return { data: json };
    },

    async deleteMany(resource, params) {
      await Promise.all(params.ids.map((id) => http(item(resource, id, params.meta), { method: 'DELETE' })));
      return { data: params.ids };
    },

    ...takingPrefetched,

    /** Asks a read call before its page does (src/framework/firstLoad.ts); the page's call takes the answer. */
    prefetchCall<N extends keyof Calls>(name: N, ...args: Parameters<Calls[N]>) {
      waitingCalls.add(name);
      prefetched.put(callKey(name, args), () => (calls[name] as (...a: unknown[]) => Promise<unknown>)(...args));
    },
  } satisfies DataProvider;
}

export const dataProvider = createDataProvider();
