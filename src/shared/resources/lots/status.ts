/**
 * Whether each lot of a ticket is on sale (docs/decisions.md, "Lots"). Pure, so the rule is
 * read and tested in one place; the API answers it as each lot's `status`.
 *
 * - @SOLD_OUT: sold reached the quantity; @ENDED: its end has passed; @SCHEDULED: its start is ahead.
 * - Otherwise an active lot (`isActive`, forced by 'activate') is @ON_SALE.
 * - A lot in automatic mode is @ON_SALE once every lot before it is @SOLD_OUT or @ENDED, and
 *   @WAITING until then: the next lot opens when the one before sells out or its window ends.
 */
export const LOT_STATUSES = ['@ON_SALE', '@WAITING', '@SCHEDULED', '@ENDED', '@SOLD_OUT'] as const;
export type LotStatus = (typeof LOT_STATUSES)[number];

export interface LotState {
  quantity: number;
  sold: number;
  isActive: boolean;
  startAt: string | null;
  endAt: string | null;
}

/** Statuses of one ticket's lots, given in their order (index). */
export function lotStatuses(lots: readonly LotState[], now: number = Date.now()): LotStatus[] {
  const out: LotStatus[] = [];
  let earlierOpen = false; // a lot before this one still sells or will sell
  for (const lot of lots) {
    let status: LotStatus;
    if (lot.sold >= lot.quantity) status = '@SOLD_OUT';
    else if (lot.endAt && Date.parse(lot.endAt) <= now) status = '@ENDED';
    else if (lot.startAt && Date.parse(lot.startAt) > now) status = '@SCHEDULED';
    else if (lot.isActive || !earlierOpen) status = '@ON_SALE';
    else status = '@WAITING';
    out.push(status);
    if (status !== '@SOLD_OUT' && status !== '@ENDED') earlierOpen = true;
  }
  return out;
}
