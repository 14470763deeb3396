/**
 * A first load's list or record whose prefetched answer is already in when the page's query is
 * made is drawn in the page's first render (src/dataProvider/prefetchedQueries.ts), and the
 * page's own request still takes that answer: one call to the server.
 */
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { CoreAdminContext, useGetList, useGetOne } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../src/dataProvider/dataProvider';
import type { HttpClient } from '../../src/dataProvider/httpClient';
import { answerPrefetchedAtOnce, type PeekingProvider } from '../../src/dataProvider/prefetchedQueries';
import { RESOURCES } from '../../src/shared/resources/registry';

const PARAMS = { pagination: { page: 1, perPage: 16 }, sort: { field: 'startAt', order: 'DESC' as const }, filter: {} };
const EVENTS = [
  { id: 'e1', title: 'Festival de Forró de Caruaru' },
  { id: 'e2', title: 'Festival de Inverno de Garanhuns' },
];

function fakeHttp() {
  const http = vi.fn(async (path: string) => {
    const json = path === '/events' ? { data: EVENTS, pagination: { totalItems: 2 } } : EVENTS[0];
    return { status: 200, headers: new Headers(), body: '', json };
  });
  return http;
}

/** The grid as a page draws it; `seen` records what each render had: the titles, or 'carregando'. */
function Grid({ seen }: { seen: string[] }) {
  const { data, isPending } = useGetList('events', PARAMS);
  seen.push(isPending ? 'carregando' : (data ?? []).map((e) => e.title).join(' | '));
  return <ul>{data?.map((e) => <li key={e.id}>{e.title}</li>)}</ul>;
}

function Record({ seen }: { seen: string[] }) {
  const { data, isPending } = useGetOne('events', { id: 'e1' });
  seen.push(isPending ? 'carregando' : data.title);
  return <h1>{data?.title}</h1>;
}

async function setup(page: 'list' | 'record', { seed = true, wait = true } = {}) {
  const http = fakeHttp();
  const dataProvider = createDataProvider(RESOURCES, http as unknown as HttpClient);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (seed) answerPrefetchedAtOnce(queryClient, dataProvider as PeekingProvider);
  if (page === 'list') dataProvider.prefetchList('events', PARAMS);
  else dataProvider.prefetchOne('events', { id: 'e1' });
  if (wait) await new Promise((r) => setTimeout(r, 0)); // the answer is in before the page is drawn
  const seen: string[] = [];
  render(<CoreAdminContext dataProvider={dataProvider} queryClient={queryClient}>{page === 'list' ? <Grid seen={seen} /> : <Record seen={seen} />}</CoreAdminContext>);
  return { http, seen };
}

describe('a prefetched answer already in', () => {
  it("draws the list in the page's first render, and the page's own request takes the answer (one call)", async () => {
    const { http, seen } = await setup('list');
    expect(seen[0]).toBe('Festival de Forró de Caruaru | Festival de Inverno de Garanhuns');
    expect(screen.getByText('Festival de Inverno de Garanhuns')).toBeInTheDocument();
    await waitFor(() => expect(seen.at(-1)).toBe(seen[0]));
    await new Promise((r) => setTimeout(r, 20));
    expect(http).toHaveBeenCalledTimes(1);
    expect(seen.every((s) => s !== 'carregando')).toBe(true);
  });

  it("draws the record in the page's first render, with one call", async () => {
    const { http, seen } = await setup('record');
    expect(seen[0]).toBe('Festival de Forró de Caruaru');
    await new Promise((r) => setTimeout(r, 20));
    expect(http).toHaveBeenCalledTimes(1);
  });

  it('without it, the first render is a loading one (what a page did before)', async () => {
    const { http, seen } = await setup('list', { seed: false });
    expect(seen[0]).toBe('carregando');
    await screen.findByText('Festival de Inverno de Garanhuns');
    expect(http).toHaveBeenCalledTimes(1);
  });

  it('an answer still on its way is waited for as before, still with one call', async () => {
    const { http, seen } = await setup('list', { wait: false });
    expect(seen[0]).toBe('carregando');
    await screen.findByText('Festival de Inverno de Garanhuns');
    expect(http).toHaveBeenCalledTimes(1);
  });
});
