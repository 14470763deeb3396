/**
 * The date and money formats are built when first used, not when their modules load: building
 * one loads its locale's and time zone's data (~80 ms of the admin's first screen on a 2-core
 * machine, measured with a CPU profile), which every page paid even when it shows no date.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const built: string[] = [];
const real = { DateTimeFormat: Intl.DateTimeFormat, NumberFormat: Intl.NumberFormat };

beforeEach(() => {
  built.length = 0;
  vi.resetModules();
  for (const name of ['DateTimeFormat', 'NumberFormat'] as const) {
    Object.assign(Intl, {
      [name]: new Proxy(real[name], {
        construct: (target, args: unknown[]) => (built.push(name), Reflect.construct(target, args)),
        apply: (target, self, args: unknown[]) => (built.push(name), Reflect.apply(target, self, args)),
      }),
    });
  }
});

afterEach(() => Object.assign(Intl, real));

describe('date and money formats', () => {
  it('are not built by loading the modules that hold them', async () => {
    await import('../../src/framework/dates');
    await import('../../src/framework/money');
    await import('../../src/shared/money');
    expect(built).toEqual([]);
  });

  it('are built once, on first use, and write what the spec writes', async () => {
    const { formatDate, formatDateTime, formatYear } = await import('../../src/framework/dates');
    const { formatAmount, formatCompactAmount } = await import('../../src/framework/money');
    const { formatReais } = await import('../../src/shared/money');
    expect([formatDate('2026-11-23T21:55:00Z'), formatDate('2026-12-01T12:00:00Z')]).toEqual(['23/11/2026', '01/12/2026']);
    expect([formatDateTime('2026-11-23T21:55:00Z'), formatDateTime('2026-01-01T02:59:00Z')]).toEqual(['23/11/2026 18:55', '31/12/2025 23:59']);
    expect([formatYear('2026-01-01T02:59:00Z'), formatYear('2026-06-01T12:00:00Z')]).toEqual(['2025', '2026']);
    expect([formatReais(123456), formatReais(5)]).toEqual(['R$ 1.234,56', 'R$ 0,05']);
    expect([formatAmount(0), formatAmount(null)]).toEqual(['R$ 0,00', 'R$ 0,00']);
    expect([formatCompactAmount(120_000), formatCompactAmount(250_000_000)]).toEqual(['R$ 1,2 mil', 'R$ 2,5 mi']);
    // The day, the wall clock, the year, reais (zero too) and the compact amount: one each.
    expect(built.sort()).toEqual(['DateTimeFormat', 'DateTimeFormat', 'DateTimeFormat', 'NumberFormat', 'NumberFormat']);
  });
});
