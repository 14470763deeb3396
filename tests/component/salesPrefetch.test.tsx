/**
 * The sales page opened at its address starts its own reads (the page's sectors, then their
 * tree) while the event's record is still loading, and uses those answers once the event is in
 * instead of asking again (issue 11: a big tree's page comes in sooner).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { testDataProvider, type GetOneResult } from 'react-admin';
import { QueryClient } from '@tanstack/react-query';
import { salesApi } from '../../src/resources/sectors/salesApi';
import { prefetchSection } from '../../src/resources/events/sectionPrefetch';
import { EVENT_PAGE_VIEWS } from '../../src/resources/events/edit/eventEditPages';
import { EVENT_SECTIONS } from '../../src/resources/events/sections';
import type { LazyView } from '../../src/framework/lazyView';
import { event } from './eventsFixtures';
import { renderApp } from './fixtures';

afterEach(() => vi.restoreAllMocks());

describe('sales page opened at its address', () => {
  it("asks for its sectors and their tree while the event loads, and once only", async () => {
    let answerEvent!: (value: GetOneResult) => void;
    const eventRecord = new Promise<GetOneResult>((resolve) => (answerEvent = resolve));
    const getList = vi.fn(async (resource: string, _params: unknown) =>
      (resource === 'sectors' ? { data: [{ id: 's1', name: 'Pista', eventId: 'e1' }], total: 1 } : { data: [], total: 0 }) as never,
    );
    const tree = vi.spyOn(salesApi, 'tree').mockResolvedValue([]);
    const dataProvider = testDataProvider({ getOne: () => eventRecord as never, getList });
    render(renderApp('/events/e1/sectors-and-sales/sectors', { dataProvider }));

    const sectorCalls = () => getList.mock.calls.filter(([resource]) => resource === 'sectors');
    await vi.waitFor(() => expect(tree).toHaveBeenCalledWith('e1', ['s1']), { timeout: 10_000 });
    expect(sectorCalls()).toHaveLength(1);
    expect(sectorCalls()[0][1]).toMatchObject({ pagination: { page: 1, perPage: 20 }, meta: { eventId: 'e1' } });

    await act(async () => answerEvent({ data: event(1, { id: 'e1' }) as never }));
    expect(await screen.findByRole('region', { name: 'Pista' })).toBeInTheDocument();
    expect(await screen.findByText('Nenhum ingresso')).toBeInTheDocument();
    expect(sectorCalls()).toHaveLength(1);
    expect(tree).toHaveBeenCalledTimes(1);
  });

  it("a page of the event opened at its address starts its own code with the event's, and no other page's", () => {
    const views = EVENT_PAGE_VIEWS as unknown as Record<string, LazyView<object>>;
    const general = vi.spyOn(views['general-info'], 'preload').mockResolvedValue(undefined);
    const payments = vi.spyOn(views.payments, 'preload').mockResolvedValue(undefined);
    const sectionView = (path: string) => EVENT_SECTIONS.find((s) => s.path === path)!.view as LazyView<object>;
    const producers = vi.spyOn(sectionView('producers'), 'preload').mockResolvedValue(undefined);
    const lineup = vi.spyOn(sectionView('line-up'), 'preload').mockResolvedValue(undefined);
    const context = { eventId: 'e1', search: new URLSearchParams(), queryClient: new QueryClient(), dataProvider: testDataProvider() };
    prefetchSection('edit/general-info', context);
    expect(general).toHaveBeenCalledTimes(1);
    prefetchSection('producers/', context);
    expect(producers).toHaveBeenCalledTimes(1);
    prefetchSection('edit/unknown-page', context);
    prefetchSection('advantages-and-services/unknown', context);
    expect(general).toHaveBeenCalledTimes(1);
    expect(producers).toHaveBeenCalledTimes(1);
    expect(payments).not.toHaveBeenCalled();
    expect(lineup).not.toHaveBeenCalled();
  });
});
