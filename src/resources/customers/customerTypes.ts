/** A customer as the API answers it (server/resources/customers/present.ts and detail.ts). */
import type { RaRecord } from 'react-admin';

export interface CustomerRecord extends RaRecord {
  id: string;
  profile: { fullName: string | null; firstName: string | null; lastName: string | null; phoneNumber: string | null };
  docCPF: string | null;
  email: string | null;
  lastOrderAt: string;
  ordersCount: number;
  ticketsCount: number;
  /** Cents, refunds done subtracted. */
  totalSpent: number;
}

export interface CustomerOrder {
  id: string;
  code: string;
  createdAt: string;
  status: string;
  channel: string;
  event: { id: string; title: string | null };
  ticketsCount: number;
  total: number;
  refunded: number;
}

export interface CustomerDetail extends CustomerRecord {
  orders: CustomerOrder[];
  moreOrders: boolean;
}

/** The list's filters as the address keeps them (days 'yyyy-MM-dd'). */
export const CUSTOMER_FILTER_KEYS = ['eventId', 'startAt', 'endAt'] as const;
export type CustomerFilterKey = (typeof CUSTOMER_FILTER_KEYS)[number];
