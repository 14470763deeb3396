/** Values in tables, cards and detail pages read as a Brazilian writes them (issue 9 item 16). */
import { describe, expect, it } from 'vitest';
import { formatValue } from '../../src/framework/format';

describe('formatValue', () => {
  it('groups the thousands of whole numbers (capacity 5.000)', () => {
    expect(formatValue('integer', 5000)).toBe('5.000');
    expect(formatValue('integer', 1234567)).toBe('1.234.567');
    expect(formatValue('integer', 12)).toBe('12');
  });

  it('writes money and percentages in pt-BR', () => {
    expect(formatValue('money', 123456)).toBe('R$ 1.234,56');
    expect(formatValue('percent', 1250)).toBe('12,50%');
  });
});
