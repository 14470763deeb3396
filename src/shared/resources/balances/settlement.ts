/** The answer of GET /events/{id}/balances/details (server/balances/settlement.ts; docs/balances.md), money in cents. */
export interface NetSales {
  /** Paid orders of the site, a POS or the box office. */
  orders: number;
  /** Their units still valid. */
  tickets: number;
  /** What buyers paid for tickets: totals less fees (discounts already taken). */
  ticketSales: number;
  /** The ticket part of their refunds done. */
  refunds: number;
  /** The box office's POS fees of their card and Pix payments: the producer's cost. */
  posFees: number;
  /** ticketSales − refunds − posFees. */
  net: number;
}

export interface Settlement {
  eventId: string;
  sales: NetSales;
  credits: { count: number; total: number };
  debits: { count: number; total: number };
  /** sales.net + credits.total − debits.total: owed to the producer (negative: the producer owes the ticket office). */
  owed: number;
}
