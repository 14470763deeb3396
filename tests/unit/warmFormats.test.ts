/**
 * The pt-BR formats' data is loaded while the page waits, in pieces short enough not to block a
 * phone's main thread (docs/decisions.md, sessions 39 and 53): nothing on the call itself, then one
 * idle task after another, each asking for the next.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmFormats } from '../../src/warmFormats';

describe('warming the pt-BR formats', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('runs in three idle tasks, the locale, the numbers, then the dates with the time zone', () => {
    const pending: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (work: () => void) => pending.push(work));
    const made: string[] = [];
    // A stand-in Intl that says which piece of ICU each idle task asked for.
    vi.stubGlobal('Intl', {
      Locale: class {
        maximize() {
          made.push('locale');
          return this;
        }
      },
      DateTimeFormat: class {
        format() {
          made.push('date');
          return '31';
        }
      },
    });
    const number = vi.spyOn(Number.prototype, 'toLocaleString').mockImplementation(() => (made.push('number'), '0'));
    try {
      warmFormats();
      expect(made).toEqual([]);
      const tasks: string[][] = [];
      while (pending.length) {
        const before = made.length;
        pending.shift()!();
        tasks.push(made.slice(before));
      }
      expect(tasks).toEqual([['locale'], ['number'], ['date']]);
    } finally {
      number.mockRestore();
    }
  });
});
