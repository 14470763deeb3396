/** The refund arithmetic (server/resources/orders/refundAmount.ts): shares to the cent, never beyond what is held. */
import { describe, expect, it } from 'vitest';
import { allocate, planRefund, type RefundFacts } from '../../server/resources/orders/refundAmount';

const units = (prices: number[]) => prices.map((p, i) => ({ id: `t${i}`, unitPrice: p, gone: false, used: false }));
const facts = (over: Partial<RefundFacts> = {}): RefundFacts => ({ fees: 1000, discounts: 0, paid: 21000, units: units([10000, 10000]), refunds: [], ...over });

describe('allocate', () => {
  it('shares in proportion and adds up to the cent, largest remainders first', () => {
    expect(allocate(1000, [1, 1, 1])).toEqual([334, 333, 333]);
    expect(allocate(100, [5000, 2500, 2500])).toEqual([50, 25, 25]);
    expect(allocate(7, [0, 0])).toEqual([4, 3]);
    expect(allocate(0, [1, 2])).toEqual([0, 0]);
  });
});

describe('planRefund', () => {
  it('@FEES returns the fees still held', () => {
    expect(planRefund(facts(), '@FEES')).toEqual({ amount: 1000, feesAmount: 1000, ticketIds: [] });
    expect(planRefund(facts({ refunds: [{ amount: 1000, feesAmount: 1000 }] }), '@FEES')).toEqual({ refusal: 'noFees' });
  });

  it('@TICKETS_AND_FEES returns the chosen tickets less their share of discounts, plus their share of fees', () => {
    const f = facts({ discounts: 2000, paid: 19000 });
    expect(planRefund(f, '@TICKETS_AND_FEES', ['t0'])).toEqual({ amount: 9500, feesAmount: 500, ticketIds: ['t0'] });
    expect(planRefund(f, '@TICKETS_AND_FEES')).toEqual({ amount: 19000, feesAmount: 1000, ticketIds: ['t0', 't1'] });
  });

  it('after a fees refund, tickets return their price only; after some tickets, the rest returns exactly what is left', () => {
    const afterFees = facts({ refunds: [{ amount: 1000, feesAmount: 1000 }] });
    expect(planRefund(afterFees, '@TICKETS_AND_FEES', ['t1'])).toMatchObject({ amount: 10000, feesAmount: 0 });
    const three = facts({ fees: 1000, paid: 31000, units: units([10000, 10000, 10000]) });
    const first = planRefund(three, '@TICKETS_AND_FEES', ['t0']);
    expect(first).toEqual({ amount: 10334, feesAmount: 334, ticketIds: ['t0'] });
    const rest = planRefund({ ...three, units: three.units.map((u) => (u.id === 't0' ? { ...u, gone: true } : u)), refunds: [{ amount: 10334, feesAmount: 334 }] }, '@TICKETS_AND_FEES');
    expect(rest).toEqual({ amount: 31000 - 10334, feesAmount: 666, ticketIds: ['t1', 't2'] });
  });

  it('never returns more than was paid less what was refunded (pending refunds hold their amount)', () => {
    expect(planRefund(facts({ paid: 5000 }), '@TICKETS_AND_FEES')).toMatchObject({ amount: 5000, feesAmount: 1000 });
    expect(planRefund(facts({ refunds: [{ amount: 21000, feesAmount: 1000 }], units: units([10000, 10000]).map((u) => ({ ...u, gone: true })) }), '@TICKETS_AND_FEES')).toEqual({ refusal: 'noTickets' });
  });

  it('refuses tickets used at the door, gone already, or of another order', () => {
    const f = facts({ units: [{ id: 't0', unitPrice: 10000, gone: false, used: true }, { id: 't1', unitPrice: 10000, gone: true, used: false }] });
    expect(planRefund(f, '@TICKETS_AND_FEES', ['t0'])).toEqual({ refusal: 'ticketUsed', ticketId: 't0' });
    expect(planRefund(f, '@TICKETS_AND_FEES', ['t1'])).toEqual({ refusal: 'ticketGone', ticketId: 't1' });
    expect(planRefund(f, '@TICKETS_AND_FEES', ['x'])).toEqual({ refusal: 'ticketNotInOrder', ticketId: 'x' });
    expect(planRefund(f, '@TICKETS_AND_FEES')).toEqual({ refusal: 'noTickets' });
  });

  it('refuses a refund of nothing (a free order)', () => {
    expect(planRefund(facts({ fees: 0, paid: 0, units: units([0]) }), '@TICKETS_AND_FEES')).toEqual({ refusal: 'nothingToRefund' });
  });
});
