/**
 * The first load's list, or record and its section's reads, are asked for as the admin starts
 * drawing, not once its page is drawn (src/framework/firstLoad.ts), and the page takes those
 * answers instead of asking again.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { createDataProvider } from '../../src/dataProvider/dataProvider';
import type { HttpClient } from '../../src/dataProvider/httpClient';
import { RESOURCES } from '../../src/shared/resources/registry';
import { renderApp, USERS } from './fixtures';
import { event } from './eventsFixtures';
import { salesApi } from '../../src/resources/sectors/salesApi';

afterEach(() => vi.restoreAllMocks());

/** The API's list answers, recording each request and whether the menu was drawn when it was made. */
function fakeHttp(records: Record<string, unknown[]>, items: Record<string, unknown> = {}) {
  const calls: { path: string; query: Record<string, unknown>; menuDrawn: boolean }[] = [];
  const http = (async (path: string, options: { query?: Record<string, unknown> } = {}) => {
    calls.push({ path, query: options.query ?? {}, menuDrawn: Boolean(document.querySelector('nav[aria-label="Menu principal"]')) });
    if (path in items) return { status: 200, headers: new Headers(), body: '', json: items[path] };
    const data = records[path] ?? [];
    return { status: 200, headers: new Headers(), body: '', json: { data, pagination: { totalItems: data.length } } };
  }) as unknown as HttpClient;
  return { http, calls };
}

describe('the first list', () => {
  it("asks for the events grid's page before the menu is drawn, once, with the address's filters", async () => {
    const { http, calls } = fakeHttp({ '/events': [event(1), event(2)] });
    render(renderApp('/events?status=@DRAFT&startAt=2025-12-01', { dataProvider: createDataProvider(RESOURCES, http) }));
    expect(await screen.findByRole('article', { name: 'Show 2' })).toBeInTheDocument();
    const lists = calls.filter((c) => c.path === '/events');
    expect(lists).toHaveLength(1);
    expect(lists[0].menuDrawn).toBe(false);
    expect(lists[0].query).toMatchObject({ page: 1, limit: 16, status: '@DRAFT', startAt: '2025-12-01T03:00:00.000Z', orderBy: 'startAt', order: 'DESC' });
  });

  it('asks for a generated list the same way, with its search', async () => {
    const { http, calls } = fakeHttp({ '/producers': [{ id: 'p1', corporateName: 'Forró Produções' }] });
    render(renderApp('/producers?search=forr', { dataProvider: createDataProvider(RESOURCES, http) }));
    expect(await screen.findAllByText('Forró Produções')).not.toHaveLength(0);
    const lists = calls.filter((c) => c.path === '/producers');
    expect(lists).toHaveLength(1);
    expect(lists[0].menuDrawn).toBe(false);
    expect(lists[0].query).toMatchObject({ page: 1, search: 'forr' });
  });

  it('never asks for a list the user may not open', async () => {
    const { http, calls } = fakeHttp({ '/events': [event(1)] });
    render(renderApp('/events', { user: USERS.caixa, dataProvider: createDataProvider(RESOURCES, http) }));
    expect(await screen.findByText('Você não tem permissão para acessar essa página.')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/events')).toHaveLength(0);
  });

  it("asks for an event and its sales page's sectors before the menu is drawn, each once", async () => {
    const { http, calls } = fakeHttp({ '/events/e1/sectors': [{ id: 's1', name: 'Pista', eventId: 'e1' }] }, { '/events/e1': event(1, { id: 'e1' }) });
    const tree = vi.spyOn(salesApi, 'tree').mockResolvedValue([]);
    render(renderApp('/events/e1/sectors-and-sales/sectors', { dataProvider: createDataProvider(RESOURCES, http) }));
    expect(await screen.findByRole('region', { name: 'Pista' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByText('Nenhum ingresso')).toBeInTheDocument();
    const record = calls.filter((c) => c.path === '/events/e1');
    const sectors = calls.filter((c) => c.path === '/events/e1/sectors');
    expect(record).toHaveLength(1);
    expect(record[0].menuDrawn).toBe(false);
    expect(sectors).toHaveLength(1);
    expect(sectors[0].menuDrawn).toBe(false);
    expect(tree).toHaveBeenCalledTimes(1);
  });

  it("asks for a generated edit page's record the same way", async () => {
    const { http, calls } = fakeHttp({}, { '/producers/p1': { id: 'p1', corporateName: 'Forró Produções', tradeName: 'Forró' } });
    render(renderApp('/producers/p1', { dataProvider: createDataProvider(RESOURCES, http) }));
    expect(await screen.findByDisplayValue('Forró Produções', {}, { timeout: 10_000 })).toBeInTheDocument();
    const record = calls.filter((c) => c.path === '/producers/p1');
    expect(record).toHaveLength(1);
    expect(record[0].menuDrawn).toBe(false);
  });

  it('never asks for an event the user may not open', async () => {
    const { http, calls } = fakeHttp({}, { '/events/e1': event(1, { id: 'e1' }) });
    render(renderApp('/events/e1/sectors-and-sales/sectors', { user: USERS.caixa, dataProvider: createDataProvider(RESOURCES, http) }));
    expect(await screen.findByText('Você não tem permissão para acessar essa página.')).toBeInTheDocument();
    expect(calls.filter((c) => c.path.startsWith('/events/e1'))).toHaveLength(0);
  });

  it("asks for the dashboard's figures of the address's period before the menu is drawn, once", async () => {
    const { http, calls } = fakeHttp({}, {
      '/business/reports': { period: { code: 'custom', startAt: '2026-11-02', endAt: '2026-11-20' }, widgets: [{ key: 'ticketsSold', type: '@NUMBER', label: 'Ingressos vendidos', value: 3100 }] },
    });
    render(renderApp('/dashboard?period=custom&startAt=2026-11-02&endAt=2026-11-20', { dataProvider: createDataProvider(RESOURCES, http) }));
    await waitFor(() => expect(document.querySelector('[data-widget="ticketsSold"] [data-value]')?.textContent).toBe('3.100'), { timeout: 10_000 });
    const reports = calls.filter((c) => c.path === '/business/reports');
    expect(reports).toHaveLength(1);
    expect(reports[0].menuDrawn).toBe(false);
    expect(reports[0].query).toMatchObject({ period: 'custom', startAt: '2026-11-02', endAt: '2026-11-20' });
  });
});
