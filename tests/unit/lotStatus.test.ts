/** The lot status rule (src/shared/resources/lots/status.ts; docs/decisions.md, "Lots"). */
import { describe, expect, it } from 'vitest';
import { lotStatuses, type LotState } from '../../src/shared/resources/lots/status';

const NOW = Date.parse('2026-06-01T12:00:00Z');
const at = (hours: number) => new Date(NOW + hours * 3_600_000).toISOString();
const lot = (over: Partial<LotState> = {}): LotState => ({ quantity: 10, sold: 0, isActive: false, startAt: null, endAt: null, ...over });
const statuses = (...lots: LotState[]) => lotStatuses(lots, NOW);

describe('lotStatuses', () => {
  it('no lots, no statuses', () => {
    expect(statuses()).toEqual([]);
  });

  it('a lot sold up to its quantity is sold out, whatever its dates or flag', () => {
    expect(statuses(lot({ sold: 10 }), lot({ sold: 12, isActive: true }), lot({ sold: 10, endAt: at(-1) }), lot({ sold: 10, startAt: at(1) }))).toEqual([
      '@SOLD_OUT',
      '@SOLD_OUT',
      '@SOLD_OUT',
      '@SOLD_OUT',
    ]);
  });

  it('a lot past its end has ended (the end itself included); one before its start is scheduled (the start itself is open)', () => {
    expect(statuses(lot({ endAt: at(-1) }))).toEqual(['@ENDED']);
    expect(statuses(lot({ endAt: at(0) }))).toEqual(['@ENDED']);
    expect(statuses(lot({ startAt: at(1), endAt: at(5) }))).toEqual(['@SCHEDULED']);
    expect(statuses(lot({ startAt: at(0) }))).toEqual(['@ON_SALE']);
    expect(statuses(lot({ startAt: at(-5), endAt: at(5) }))).toEqual(['@ON_SALE']);
  });

  it('activate never opens a lot outside its dates', () => {
    expect(statuses(lot({ isActive: true, startAt: at(2) }), lot({ isActive: true, endAt: at(-2) }))).toEqual(['@SCHEDULED', '@ENDED']);
  });

  it('automatic mode: the first lot sells; the next waits until the ones before sell out or end', () => {
    expect(statuses(lot(), lot(), lot())).toEqual(['@ON_SALE', '@WAITING', '@WAITING']);
    expect(statuses(lot({ sold: 10 }), lot(), lot())).toEqual(['@SOLD_OUT', '@ON_SALE', '@WAITING']);
    expect(statuses(lot({ endAt: at(-1) }), lot({ sold: 10 }), lot())).toEqual(['@ENDED', '@SOLD_OUT', '@ON_SALE']);
  });

  it('a scheduled lot before holds the next one back (it will sell first)', () => {
    expect(statuses(lot({ startAt: at(3) }), lot())).toEqual(['@SCHEDULED', '@WAITING']);
  });

  it('an active lot sells beside the open lot before it, and holds the automatic ones after it', () => {
    expect(statuses(lot(), lot({ isActive: true }), lot())).toEqual(['@ON_SALE', '@ON_SALE', '@WAITING']);
    expect(statuses(lot({ sold: 10 }), lot({ isActive: true }), lot())).toEqual(['@SOLD_OUT', '@ON_SALE', '@WAITING']);
  });

  it('an automatic lot whose own start has come still waits for the lots before', () => {
    expect(statuses(lot(), lot({ startAt: at(-1) }))).toEqual(['@ON_SALE', '@WAITING']);
  });

  it('uses the current time by default', () => {
    expect(lotStatuses([lot({ endAt: new Date(Date.now() - 1000).toISOString() })])).toEqual(['@ENDED']);
  });
});
