/** useSortableList: the order follows the drag, one call on drop, back to the server's order on failure. */
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSortableList } from '../../src/framework/ordering';

const items = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
const ids = (list: { items: readonly { id: unknown }[] }) => list.items.map((i) => i.id);

describe('useSortableList', () => {
  it('moves while dragging and commits once with the new index on drop', async () => {
    const commit = vi.fn().mockResolvedValue(undefined);
    const { result } = renderHook(() => useSortableList(items, commit, vi.fn()));
    act(() => result.current.handle.move('c', 1));
    act(() => result.current.handle.move('c', 0));
    expect(ids(result.current)).toEqual(['c', 'a', 'b']);
    act(() => result.current.handle.finish('c', true));
    expect(result.current.busy).toBe(true);
    expect(commit).toHaveBeenCalledTimes(1);
    expect(commit).toHaveBeenCalledWith('c', 0);
    await waitFor(() => expect(result.current.busy).toBe(false));
  });

  it('puts the server order back and reports when the call fails', async () => {
    const onError = vi.fn();
    const commit = vi.fn().mockRejectedValue(new Error('500'));
    const { result } = renderHook(() => useSortableList(items, commit, onError));
    act(() => result.current.handle.move('a', 2));
    expect(ids(result.current)).toEqual(['b', 'c', 'a']);
    act(() => result.current.handle.finish('a', true));
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(ids(result.current)).toEqual(['a', 'b', 'c']));
    expect(result.current.busy).toBe(false);
  });

  it('drops outside the list or on the same place without calling the server', () => {
    const commit = vi.fn().mockResolvedValue(undefined);
    const { result } = renderHook(() => useSortableList(items, commit, vi.fn()));
    act(() => result.current.handle.move('b', 0));
    act(() => result.current.handle.finish('b', false));
    expect(ids(result.current)).toEqual(['a', 'b', 'c']);
    act(() => result.current.handle.move('b', 0));
    act(() => result.current.handle.move('b', 1));
    act(() => result.current.handle.finish('b', true));
    expect(commit).not.toHaveBeenCalled();
  });

  it('follows fresh server data when nothing is being moved', () => {
    const { result, rerender } = renderHook(({ source }) => useSortableList(source, vi.fn(), vi.fn()), { initialProps: { source: items } });
    rerender({ source: [{ id: 'c' }, { id: 'a' }, { id: 'b' }] });
    expect(ids(result.current)).toEqual(['c', 'a', 'b']);
  });

  it('moves one place with the keyboard and saves at once; not past the ends', async () => {
    const commit = vi.fn().mockResolvedValue(undefined);
    const { result } = renderHook(() => useSortableList(items, commit, vi.fn()));
    act(() => result.current.handle.step('a', -1));
    expect(commit).not.toHaveBeenCalled();
    act(() => result.current.handle.step('c', -1));
    expect(ids(result.current)).toEqual(['a', 'c', 'b']);
    expect(commit).toHaveBeenCalledWith('c', 1);
    await waitFor(() => expect(result.current.busy).toBe(false));
  });

  it('keeps arrow keys pressed while saving: shown at once, saved where the item ended, then the server order', async () => {
    let release: () => void = () => undefined;
    const commit = vi.fn().mockImplementationOnce(() => new Promise<void>((r) => (release = r))).mockResolvedValue(undefined);
    const four = [...items, { id: 'd' }];
    const { result } = renderHook(() => useSortableList(four, commit, vi.fn()));
    act(() => result.current.handle.step('d', -1)); // saving: a b d c
    act(() => result.current.handle.step('d', -1)); // a d b c
    act(() => result.current.handle.step('d', -1)); // d a b c
    expect(ids(result.current)).toEqual(['d', 'a', 'b', 'c']);
    expect(commit).toHaveBeenCalledTimes(1);
    expect(commit).toHaveBeenLastCalledWith('d', 2);
    await act(async () => release());
    // One more call, for where d ended; still in progress until it answers.
    await waitFor(() => expect(commit).toHaveBeenCalledTimes(2));
    expect(commit).toHaveBeenLastCalledWith('d', 0);
    // Then what the server holds (this fake server never changes its order).
    await waitFor(() => expect(result.current.busy).toBe(false));
    expect(ids(result.current)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('forgets the steps made while saving when the save fails', async () => {
    let fail: (e: Error) => void = () => undefined;
    const onError = vi.fn();
    const commit = vi.fn().mockImplementationOnce(() => new Promise<void>((_r, j) => (fail = j)));
    const { result } = renderHook(() => useSortableList(items, commit, onError));
    act(() => result.current.handle.step('c', -1));
    act(() => result.current.handle.step('c', -1));
    await act(async () => fail(new Error('500')));
    await waitFor(() => expect(result.current.busy).toBe(false));
    expect(onError).toHaveBeenCalledTimes(1);
    expect(commit).toHaveBeenCalledTimes(1);
    expect(ids(result.current)).toEqual(['a', 'b', 'c']);
  });
});
