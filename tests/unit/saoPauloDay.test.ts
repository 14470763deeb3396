import { describe, expect, it } from 'vitest';
import { waitForWholeDay } from '../api/saoPauloDay';

describe('a test file kept on one São Paulo day', () => {
  it('starts at once with enough of the day left', () => {
    expect(waitForWholeDay(new Date('2026-12-01T15:00:00Z'), 5)).toBe(0); // 12:00 in São Paulo
    expect(waitForWholeDay(new Date('2026-12-02T02:55:00Z'), 5)).toBe(0); // 23:55: five minutes left
  });

  it('waits past São Paulo midnight (03:00 UTC), not UTC midnight', () => {
    expect(waitForWholeDay(new Date('2026-12-02T02:56:00Z'), 5)).toBe(4 * 60_000 + 1_000); // 23:56 in São Paulo
    expect(waitForWholeDay(new Date('2026-12-01T23:59:00Z'), 5)).toBe(0); // 20:59 in São Paulo
  });
});
