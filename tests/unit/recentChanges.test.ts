/** What a socket missed (server/recentChanges.ts): its business's changes, or "unknown" past what is kept. */
import { describe, expect, it } from 'vitest';
import { createRecentChanges } from '../../server/recentChanges';

const change = (id: string) => ({ resource: 'producers', id, action: 'updated' as const });

describe('recent changes', () => {
  it("answers the business's changes from a moment on, and no other business's", () => {
    let t = 1_000;
    const recent = createRecentChanges({ now: () => t });
    t = 2_000;
    recent.record('b1', change('p1'));
    t = 3_000;
    recent.record('b1', change('p2'));
    recent.record('b2', change('x'));
    expect(recent.since('b1', 2_500)).toEqual([change('p2')]);
    expect(recent.since('b1', 2_000)).toEqual([change('p1'), change('p2')]);
    expect(recent.since('b3', 2_000)).toEqual([]);
  });

  it('says unknown for a moment before the process started, or older than what is kept', () => {
    let t = 10_000;
    const recent = createRecentChanges({ now: () => t, keepMs: 5_000 });
    expect(recent.since('b1', 9_999)).toBeNull();
    expect(recent.since('b1', 10_000)).toEqual([]);
    t = 20_000;
    recent.record('b1', change('p1'));
    expect(recent.since('b1', 14_000)).toBeNull();
    expect(recent.since('b1', 15_000)).toEqual([change('p1')]);
  });

  it('says unknown once changes of the asked span were dropped for the count', () => {
    let t = 0;
    const recent = createRecentChanges({ now: () => t, perBusiness: 2 });
    for (const id of ['a', 'b', 'c']) {
      t += 10;
      recent.record('b1', change(id));
    }
    // "a" (at 10) was dropped: a span from 10 may have missed it, one from 11 did not.
    expect(recent.since('b1', 10)).toBeNull();
    expect(recent.since('b1', 11)).toEqual([change('b'), change('c')]);
  });
});
