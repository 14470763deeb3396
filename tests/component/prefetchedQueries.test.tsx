/**
 * A first load's list or record whose prefetched answer is already in when the page's query is
 * made is drawn in the page's first render (src/dataProvider/prefetchedQueries.ts), without a
 * second fetch on mount (whose fetching state drew the page again); a later mount or an
 * invalidation asks the server.
 */
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { CoreAdminContext, useGetList, useGetOne } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../src/dataProvider/dataProvider';
import type { HttpClient } from '../../src/dataProvider/httpClient';
import { answerPrefetchedAtOnce, type PrefetchingProvider } from '../../src/dataProvider/prefetchedQueries';
import { PREFETCH_FRESH_MS } from '../../src/dataProvider/prefetchedAnswers';
import { RESOURCES } from '../../src/shared/resources/registry';

const PARAMS = { pagination: { page: 1, perPage: 16 }, sort: { field: 'startAt', order: 'DESC' as const }, filter: {} };
const EVENTS = [
  { id: 'e1', title: 'Festival de Forró de Caruaru' },
  { id: 'e2', title: 'Festival de Inverno de Garanhuns' },
];

/** The server: the events, and a renamed first event from the second call on. */
function fakeHttp() {
  let calls = 0;
  const http = vi.fn(async (path: string) => {
    const events = ++calls > 1 ? [{ ...EVENTS[0], title: 'Forró Renomeado' }, EVENTS[1]] : EVENTS;
    const json = path === '/events' ? { data: events, pagination: { totalItems: 2 } } : events[0];
    return { status: 200, headers: new Headers(), body: '', json };
  });
  return http;
}

/** `seen` records what each render had: the titles, or 'carregando'; ' (buscando)' while a fetch is under way. */
function Grid({ seen }: { seen: string[] }) {
  const { data, isPending, isFetching } = useGetList('events', PARAMS);
  seen.push((isPending ? 'carregando' : (data ?? []).map((e) => e.title).join(' | ')) + (isFetching ? ' (buscando)' : ''));
  return <ul>{data?.map((e) => <li key={e.id}>{e.title}</li>)}</ul>;
}

function Record({ seen }: { seen: string[] }) {
  const { data, isPending, isFetching } = useGetOne('events', { id: 'e1' });
  seen.push((isPending ? 'carregando' : data.title) + (isFetching ? ' (buscando)' : ''));
  return <h1>{data?.title}</h1>;
}

async function setup(page: 'list' | 'record', { seed = true, wait = true } = {}) {
  const http = fakeHttp();
  const dataProvider = createDataProvider(RESOURCES, http as unknown as HttpClient);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (seed) answerPrefetchedAtOnce(queryClient, dataProvider as PrefetchingProvider);
  if (page === 'list') dataProvider.prefetchList('events', PARAMS);
  else dataProvider.prefetchOne('events', { id: 'e1' });
  if (wait) await new Promise((r) => setTimeout(r, 0)); // the answer is in before the page is drawn
  const seen: string[] = [];
  const page_ = () => <CoreAdminContext dataProvider={dataProvider} queryClient={queryClient}>{page === 'list' ? <Grid seen={seen} /> : <Record seen={seen} />}</CoreAdminContext>;
  const view = render(page_());
  return { http, seen, queryClient, view, page: page_ };
}

const TITLES = 'Festival de Forró de Caruaru | Festival de Inverno de Garanhuns';
const RENAMED = 'Forró Renomeado | Festival de Inverno de Garanhuns';

describe('a prefetched answer already in', () => {
  it("draws the list in the page's first render, and its mount does not fetch again (one call, no render while fetching)", async () => {
    const { http, seen } = await setup('list');
    expect(seen[0]).toBe(TITLES);
    expect(screen.getByText('Festival de Inverno de Garanhuns')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 20));
    expect(http).toHaveBeenCalledTimes(1);
    expect(new Set(seen)).toEqual(new Set([TITLES]));
  });

  it("draws the record in the page's first render, with one call and no render while fetching", async () => {
    const { http, seen } = await setup('record');
    expect(seen[0]).toBe('Festival de Forró de Caruaru');
    await new Promise((r) => setTimeout(r, 20));
    expect(http).toHaveBeenCalledTimes(1);
    expect(new Set(seen)).toEqual(new Set(['Festival de Forró de Caruaru']));
  });

  it('is taken: a later mount and an invalidation (a change heard in realtime) ask the server and draw its answer', async () => {
    const { http, seen, queryClient, view, page } = await setup('list');
    await new Promise((r) => setTimeout(r, 20));
    view.unmount();
    seen.length = 0;
    render(page());
    // The kept data first, then the server's new answer.
    expect(seen[0]).toBe(`${TITLES} (buscando)`);
    await screen.findByText('Forró Renomeado');
    expect(http).toHaveBeenCalledTimes(2);
    await queryClient.invalidateQueries({ queryKey: ['events'] });
    await waitFor(() => expect(http).toHaveBeenCalledTimes(3));
    await waitFor(() => expect(seen.at(-1)).toBe(RENAMED));
  });

  it('ages like the answer when its first render never mounted it: 15 s later, a mount asks the server', async () => {
    const http = fakeHttp();
    const dataProvider = createDataProvider(RESOURCES, http as unknown as HttpClient);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    answerPrefetchedAtOnce(queryClient, dataProvider as PrefetchingProvider);
    dataProvider.prefetchList('events', PARAMS);
    await new Promise((r) => setTimeout(r, 0));
    // The first render made the query (and took the answer), then the user went elsewhere before it was drawn.
    queryClient.getQueryCache().build(queryClient, { queryKey: ['events', 'getList', { ...PARAMS, meta: undefined }] });
    expect(queryClient.getQueryData(['events', 'getList', { ...PARAMS, meta: undefined }])).toMatchObject({ total: 2 });
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + PREFETCH_FRESH_MS });
    try {
      const seen: string[] = [];
      render(
        <CoreAdminContext dataProvider={dataProvider} queryClient={queryClient}>
          <Grid seen={seen} />
        </CoreAdminContext>,
      );
      expect(seen[0]).toBe(`${TITLES} (buscando)`);
      await screen.findByText('Forró Renomeado');
      expect(http).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('without it, the first render is a loading one (what a page did before)', async () => {
    const { http, seen } = await setup('list', { seed: false });
    expect(seen[0]).toBe('carregando (buscando)');
    await screen.findByText('Festival de Inverno de Garanhuns');
    expect(http).toHaveBeenCalledTimes(1);
  });

  it('an answer still on its way is waited for as before, still with one call', async () => {
    const { http, seen } = await setup('list', { wait: false });
    expect(seen[0]).toBe('carregando (buscando)');
    await screen.findByText('Festival de Inverno de Garanhuns');
    expect(http).toHaveBeenCalledTimes(1);
  });
});
