/** A prefetched answer (a list, a record) goes to the first request that asks for the same, once, while fresh. */
import { describe, expect, it, vi } from 'vitest';
import { createPrefetchedAnswers, listKey, oneKey, PREFETCH_FRESH_MS } from '../../src/dataProvider/prefetchedAnswers';
import { createDataProvider } from '../../src/dataProvider/dataProvider';
import type { HttpClient } from '../../src/dataProvider/httpClient';
import { RESOURCES } from '../../src/shared/resources/registry';

const params = { pagination: { page: 1, perPage: 16 }, sort: { field: 'startAt', order: 'DESC' as const }, filter: { status: '@DRAFT' } };
const answer = { data: [{ id: 'e1' }], total: 1 };
const key = listKey('events', params);

describe('prefetched answers', () => {
  it('hands the answer to the same request once, and asks the server once for two prefetches of it', async () => {
    const answers = createPrefetchedAnswers();
    const fetch = vi.fn(async () => answer);
    answers.put(key, fetch);
    answers.put(listKey('events', { ...params, filter: { status: '@DRAFT' } }), fetch);
    expect(fetch).toHaveBeenCalledTimes(1);
    await expect(answers.take(listKey('events', { ...params, signal: new AbortController().signal } as never))).resolves.toBe(answer);
    expect(answers.take(key)).toBeUndefined();
  });

  it('keeps a list from another page, another filter or another resource', () => {
    const answers = createPrefetchedAnswers();
    answers.put(key, async () => answer);
    expect(answers.take(listKey('events', { ...params, pagination: { page: 2, perPage: 16 } }))).toBeUndefined();
    expect(answers.take(listKey('events', { ...params, filter: {} }))).toBeUndefined();
    expect(answers.take(listKey('producers', params))).toBeUndefined();
    expect(answers.take(key)).toBeDefined();
  });

  it('hands a record to the getOne of the same id (a number or its text), not to another id, resource or meta', async () => {
    const answers = createPrefetchedAnswers();
    const record = { data: { id: '42', title: 'Festival' } };
    answers.put(oneKey('events', { id: '42' }), async () => record);
    expect(answers.take(oneKey('events', { id: '43' }))).toBeUndefined();
    expect(answers.take(oneKey('stores', { id: '42' }))).toBeUndefined();
    expect(answers.take(oneKey('events', { id: '42', meta: { include: 'x' } }))).toBeUndefined();
    expect(answers.take(listKey('events', params))).toBeUndefined();
    await expect(answers.take(oneKey('events', { id: 42, signal: new AbortController().signal } as never))).resolves.toBe(record);
  });

  it('lets a stale answer go, and asks again when prefetched after it went stale', () => {
    let now = 0;
    const answers = createPrefetchedAnswers(() => now);
    const fetch = vi.fn(async () => answer);
    answers.put(key, fetch);
    now = PREFETCH_FRESH_MS;
    answers.put(key, fetch);
    expect(fetch).toHaveBeenCalledTimes(2);
    now += PREFETCH_FRESH_MS;
    expect(answers.take(key)).toBeUndefined();
  });

  it('hands a failure to the page that takes it, and reports none while nobody has', async () => {
    const answers = createPrefetchedAnswers();
    answers.put(key, async () => Promise.reject(new Error('Falha de rede')));
    await new Promise((r) => setTimeout(r, 0)); // an unhandled rejection would fail the run here
    await expect(answers.take(key)).rejects.toThrow('Falha de rede');
  });

  it('hands an answer already in to the first that takes it; nothing while on its way (left waiting), failed, stale or taken', async () => {
    let now = 0;
    const answers = createPrefetchedAnswers(() => now);
    answers.put(key, async () => answer);
    expect(answers.takeIfIn(key)).toBeUndefined();
    await Promise.resolve();
    expect(answers.takeIfIn(listKey('events', { ...params, filter: {} }))).toBeUndefined();
    now = PREFETCH_FRESH_MS;
    expect(answers.takeIfIn(key)).toBeUndefined();
    now = 0;
    expect(answers.takeIfIn(key)).toEqual({ value: answer });
    // Taken: the page's own request, or a later one, goes to the server.
    expect(answers.takeIfIn(key)).toBeUndefined();
    expect(answers.take(key)).toBeUndefined();
    // While on its way it is left for the page's request.
    answers.put(key, async () => answer);
    expect(answers.takeIfIn(key)).toBeUndefined();
    await expect(answers.take(key)).resolves.toBe(answer);
    const failing = oneKey('events', { id: '1' });
    answers.put(failing, async () => Promise.reject(new Error('Falha de rede')));
    await new Promise((r) => setTimeout(r, 0));
    expect(answers.takeIfIn(failing)).toBeUndefined();
  });
});

describe("the data provider's calls beyond CRUD", () => {
  const fakeHttp = () => {
    const paths: string[] = [];
    const http = (async (path: string) => (paths.push(path), { status: 200, headers: new Headers(), body: '', json: { period: {}, widgets: [] } })) as unknown as HttpClient;
    return { http, paths };
  };

  it('hands a prefetched answer to the same call with the same arguments, once', async () => {
    const { http, paths } = fakeHttp();
    const provider = createDataProvider(RESOURCES, http);
    provider.prefetchCall('dashboardReport', { period: 'monthly' });
    await provider.dashboardReport({ period: 'monthly' });
    expect(paths).toHaveLength(1);
    await provider.dashboardReport({ period: 'monthly' });
    expect(paths).toHaveLength(2);
  });

  it('never writes out the arguments of a call with nothing prefetched (they may not be serialisable)', async () => {
    const { http, paths } = fakeHttp();
    const provider = createDataProvider(RESOURCES, http);
    const circular: Record<string, unknown> = { period: 'monthly' };
    circular.self = circular;
    await provider.dashboardReport(circular as never);
    expect(paths).toEqual(['/business/reports']);
  });
});
