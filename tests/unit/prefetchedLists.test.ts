/** A prefetched list answer goes to the first page that asks for the same list, once, while fresh. */
import { describe, expect, it, vi } from 'vitest';
import { createPrefetchedLists, PREFETCH_FRESH_MS } from '../../src/dataProvider/prefetchedLists';

const params = { pagination: { page: 1, perPage: 16 }, sort: { field: 'startAt', order: 'DESC' as const }, filter: { status: '@DRAFT' } };
const answer = { data: [{ id: 'e1' }], total: 1 };

describe('prefetched lists', () => {
  it('hands the answer to the same request once, and asks the server once for two prefetches of it', async () => {
    const lists = createPrefetchedLists();
    const fetch = vi.fn(async () => answer);
    lists.put('events', params, fetch);
    lists.put('events', { ...params, filter: { status: '@DRAFT' } }, fetch);
    expect(fetch).toHaveBeenCalledTimes(1);
    await expect(lists.take('events', { ...params, signal: new AbortController().signal } as never)).resolves.toBe(answer);
    expect(lists.take('events', params)).toBeUndefined();
  });

  it('keeps it from another page, another filter or another resource', () => {
    const lists = createPrefetchedLists();
    lists.put('events', params, async () => answer);
    expect(lists.take('events', { ...params, pagination: { page: 2, perPage: 16 } })).toBeUndefined();
    expect(lists.take('events', { ...params, filter: {} })).toBeUndefined();
    expect(lists.take('producers', params)).toBeUndefined();
    expect(lists.take('events', params)).toBeDefined();
  });

  it('lets a stale answer go, and asks again when prefetched after it went stale', () => {
    let now = 0;
    const lists = createPrefetchedLists(() => now);
    const fetch = vi.fn(async () => answer);
    lists.put('events', params, fetch);
    now = PREFETCH_FRESH_MS;
    lists.put('events', params, fetch);
    expect(fetch).toHaveBeenCalledTimes(2);
    now += PREFETCH_FRESH_MS;
    expect(lists.take('events', params)).toBeUndefined();
  });

  it("hands a failure to the page that takes it, and reports none while nobody has", async () => {
    const lists = createPrefetchedLists();
    lists.put('events', params, async () => Promise.reject(new Error('Falha de rede')));
    await new Promise((r) => setTimeout(r, 0)); // an unhandled rejection would fail the run here
    await expect(lists.take('events', params)).rejects.toThrow('Falha de rede');
  });
});
