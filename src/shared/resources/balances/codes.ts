/**
 * A balance is money outside the sales that changes what the producer is owed: @CREDIT adds to
 * it (a sponsor's money received by the ticket office, a reimbursement), @DEBIT takes from it
 * (an advance paid to the producer, the artist's fee, the venue's rent paid by the office).
 */
import { ORDER_READERS } from '../orders/access';

export const BALANCE_TYPES = ['@CREDIT', '@DEBIT'] as const;
export type BalanceType = (typeof BALANCE_TYPES)[number];

/** The settlement is money of the event: the orders' readers (@PRODUCER; @ALL always). */
export const BALANCE_READERS: readonly string[] = ORDER_READERS;
