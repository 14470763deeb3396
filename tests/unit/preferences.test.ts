/**
 * The cached business colours (src/layout/preferences.ts): the admin's theme follows them, and
 * every load reads them again from the server. An unchanged answer must not hand out a new
 * object, or the whole admin is drawn again for nothing (issue 11, delivery).
 */
import { describe, expect, it } from 'vitest';
import { getPreferences, setPreferences, subscribePreferences } from '../../src/layout/preferences';

describe('preferences', () => {
  it('notify and change only when a value changes', () => {
    let calls = 0;
    const stop = subscribePreferences(() => calls++);
    setPreferences({ businessId: 'b1', primaryColor: '#112233', secondaryColor: null });
    const first = getPreferences();
    expect(calls).toBe(1);

    setPreferences({ businessId: 'b1', primaryColor: '#112233', secondaryColor: null });
    setPreferences({ primaryColor: '#112233' });
    expect(getPreferences()).toBe(first);
    expect(calls).toBe(1);

    setPreferences({ primaryColor: '#445566' });
    expect(getPreferences()).toEqual({ businessId: 'b1', primaryColor: '#445566', secondaryColor: null });
    expect(calls).toBe(2);
    stop();
  });
});
