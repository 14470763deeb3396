/**
 * Changes of the address query (src/framework/useAddressParams.ts) through the dashboard's period
 * and the lists' filters: two changes made before the page renders again (a day typed in 'De',
 * then 'Até' cleared at once, as a fast typist or a test does) both reach the address;
 * react-router's own functional update lost the first.
 */
import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { usePeriodQuery } from '../../src/custom/dashboard/usePeriodQuery';

function setup(path: string) {
  let location = '';
  const Spy = () => {
    location = useLocation().search;
    return null;
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>
      {children}
      <Spy />
    </MemoryRouter>
  );
  const hook = renderHook(() => usePeriodQuery(), { wrapper });
  return { hook, location: () => new URLSearchParams(location) };
}

describe('usePeriodQuery', () => {
  it('keeps both days changed before the page renders again', () => {
    const { hook, location } = setup('/dashboard?period=custom&startAt=2026-11-01&endAt=2026-11-24');
    act(() => {
      hook.result.current.setDay('startAt', '2026-10-01');
      hook.result.current.setDay('endAt', '2026-10-15');
    });
    expect(location().get('startAt')).toBe('2026-10-01');
    expect(location().get('endAt')).toBe('2026-10-15');
    expect(hook.result.current.query).toEqual({ period: 'custom', startAt: '2026-10-01', endAt: '2026-10-15' });
  });

  it('starts a custom period from the days on screen, and a named period drops the days', () => {
    const { hook, location } = setup('/dashboard?period=weekly');
    act(() => hook.result.current.choose('custom'));
    expect(location().get('period')).toBe('custom');
    expect(hook.result.current.query?.endAt).toBe(location().get('endAt'));
    act(() => hook.result.current.choose('monthly'));
    expect([...location().keys()]).toEqual([]);
    expect(hook.result.current.code).toBe('monthly');
  });

  it('says when the end comes before the start, and asks nothing then', () => {
    const { hook } = setup('/dashboard?period=custom&startAt=2026-10-10&endAt=2026-10-01');
    expect(hook.result.current.query).toBeNull();
    expect(hook.result.current.issue).toEqual({ field: 'endAt', message: 'dashboard.errors.endBeforeStart' });
  });
});

describe('useQueryFilters', () => {
  it('keeps two filters set before the list renders again (the days of the orders and customers filters)', async () => {
    const { useQueryFilters } = await import('../../src/framework/useQueryFilters');
    let location = '';
    const Spy = () => {
      location = useLocation().search;
      return null;
    };
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/orders?page=3']}>
        {children}
        <Spy />
      </MemoryRouter>
    );
    const hook = renderHook(() => useQueryFilters(['startAt', 'endAt'] as const), { wrapper });
    act(() => {
      hook.result.current.setFilter('startAt', '2026-10-01');
      hook.result.current.setFilter('endAt', '2026-10-15');
    });
    expect(Object.fromEntries(new URLSearchParams(location))).toEqual({ page: '1', startAt: '2026-10-01', endAt: '2026-10-15' });
    expect(hook.result.current.values).toEqual({ startAt: '2026-10-01', endAt: '2026-10-15' });
  });
});
