/**
 * Heavy first renders are drawn as interruptible work (src/framework/deferred.tsx) and the
 * theme is rebuilt only when a colour changes: a first commit without the heavy part, then
 * the part; a business name arriving keeps the theme object the whole admin is styled with.
 */
import { describe, expect, it } from 'vitest';
import { act, render, renderHook, screen } from '@testing-library/react';
import { DeferredMount, useDeferredData } from '../../src/framework/deferred';
import { useAppTheme } from '../../src/layout/useAppTheme';
import { setPreferences } from '../../src/layout/preferences';

describe('DeferredMount', () => {
  it('commits its fallback first, then its children', async () => {
    const commits: string[] = [];
    const Probe = ({ name }: { name: string }) => {
      commits.push(name);
      return <p>{name}</p>;
    };
    render(
      <DeferredMount fallback={<Probe name="fallback" />}>
        <Probe name="page" />
      </DeferredMount>,
    );
    expect(await screen.findByText('page')).toBeInTheDocument();
    expect(screen.queryByText('fallback')).toBeNull();
    expect(commits[0]).toBe('fallback');
    expect(commits.at(-1)).toBe('page');
  });
});

describe('useDeferredData', () => {
  it('draws a new answer one step behind, saying it is catching up meanwhile', async () => {
    const seen: { shown: string | undefined; catchingUp: boolean }[] = [];
    const { rerender } = renderHook(({ data }: { data: string | undefined }) => {
      const state = useDeferredData(data);
      seen.push(state);
      return state;
    }, { initialProps: { data: undefined as string | undefined } });
    rerender({ data: 'page 1' });
    // The urgent render keeps the old data and says so; the deferred one draws the answer.
    expect(seen).toContainEqual({ shown: undefined, catchingUp: true });
    expect(seen.at(-1)).toEqual({ shown: 'page 1', catchingUp: false });
  });
});

describe('useAppTheme', () => {
  it('keeps the theme object when the name arrives and builds a new one when a colour changes', () => {
    const { result } = renderHook(() => useAppTheme());
    const first = result.current;
    act(() => setPreferences({ businessId: 'b1', businessName: `Bilheteria ${Math.random()}` }));
    expect(result.current).toBe(first);
    act(() => setPreferences({ primaryColor: '#123456' }));
    expect(result.current).not.toBe(first);
    expect(result.current.palette).toMatchObject({ primary: { main: '#123456' } });
  });
});
