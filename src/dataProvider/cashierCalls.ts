/**
 * The box office's calls (docs/cashier.md, docs/api-contract.md "Box office"), methods of the one
 * data provider (STYLE.md example 14): the pages reach them through useDataProvider, and a test
 * swaps the provider.
 */
import type { HttpClient } from './httpClient';
import type { CashierTender } from '../shared/resources/cashier/money';

export type PerTender = Record<CashierTender, number>;

export interface CashSession {
  id: string;
  status: '@OPEN' | '@CLOSED';
  user: { id: string; name: string };
  openingFloat: number;
  openedAt: string;
  closedAt: string | null;
  closedBy: { id: string; name: string } | null;
  note: string | null;
}

/** The caller's open session with its sales and tickets so far. */
export interface CurrentSession extends CashSession {
  orders: number;
  tickets: number;
}

/** Money is null in a blind report (an open session read by its seller). */
export interface TenderFigures {
  method: CashierTender;
  payments: number;
  sales: number | null;
  received: number | null;
  change: number | null;
  refunds: number | null;
  posFees: number | null;
  expected: number | null;
  counted: number | null;
  difference: number | null;
}

export interface SessionReport extends CashSession {
  blind: boolean;
  tenders: TenderFigures[];
  totals: { orders: number; tickets: number; subtotal: number | null; couponDiscount: number | null; discount: number | null; total: number | null; posFees: number | null };
  orders: { id: string; code: string; createdAt: string; status: string; event: string | null; buyerName: string | null; tickets: number; total: number | null; methods: CashierTender[] }[];
  ordersTruncated: boolean;
}

export interface SessionRow extends CashSession {
  orders: number;
  total: number | null;
  difference: number | null;
}

export interface CashierEvent {
  id: string;
  title: string | null;
  startAt: string | null;
  endAt: string | null;
  location: string | null;
  city: string | null;
  posFees: Record<'debit' | 'credit' | 'pix' | 'cash', number>;
  sessions: { id: string; title: string; startAt: string; endAt: string | null }[];
}

export interface CatalogLot {
  id: string;
  title: string;
  price: number;
  left: number;
  status: string;
  sessionId: string | null;
}

export interface CatalogTicket {
  id: string;
  title: string;
  category: string;
  otherName: string | null;
  type: string;
  amountMultiple: number | null;
  /** 'Visa Banco Parceiro · 412345': the only cards it may be paid with; empty: any tender. */
  cardBins: string[];
  lots: CatalogLot[];
}

export interface CatalogSector {
  id: string;
  name: string;
  tickets: CatalogTicket[];
}

export interface CashierCoupon {
  code: string;
  type: '@PERCENT' | '@FIXED';
  value: number;
  left: number;
}

export interface SaleBody {
  requestId: string;
  eventId: string;
  sessionId: string | null;
  items: { lotId: string; quantity: number }[];
  buyer: { cpf: string | null; name: string | null; email: string | null; phone: string | null } | null;
  couponCode: string | null;
  discount: number;
  payments: { method: CashierTender; amount: number; cardBin: string | null; installments: number | null }[];
}

export interface CashierTicket {
  id: string;
  code: string;
  /** What the QR code draws: the code and its signature. */
  qr: string;
  category: string;
  sector: string | null;
  ticket: string | null;
  lot: string | null;
  admits: number;
  holderName: string | null;
}

export interface CashierOrder {
  id: string;
  code: string;
  status: string;
  createdAt: string;
  event: { id: string; title: string | null };
  session: { id: string; title: string | null } | null;
  seller: { id: string; name: string } | null;
  buyer: { name: string | null; email: string | null; phone: string | null; cpf: string | null } | null;
  subtotal: number;
  couponCode: string | null;
  couponDiscount: number;
  discount: number;
  total: number;
  change: number;
  payments: { method: CashierTender; amount: number; received: number | null; change: number | null; cardBin: string | null; installments: number | null }[];
  items: { lotId: string; sector: string | null; ticket: string | null; lot: string | null; unitPrice: number; quantity: number }[];
  tickets: CashierTicket[];
  messages: { channel: '@EMAIL' | '@WHATSAPP'; contact: string; status: string }[];
}

export interface CashierCalls {
  cashierSettings(): Promise<{ discountLimit: number }>;
  updateCashierSettings(discountLimit: number): Promise<{ discountLimit: number }>;
  cashierCurrentSession(): Promise<CurrentSession | null>;
  openCashierSession(openingFloat: number): Promise<CurrentSession>;
  cashierSessions(page: number, limit: number): Promise<{ data: SessionRow[]; total: number }>;
  cashierSessionReport(id: string): Promise<SessionReport>;
  closeCashierSession(id: string, counted: PerTender, note: string | null): Promise<SessionReport>;
  cashierEvents(): Promise<CashierEvent[]>;
  cashierCatalog(eventId: string): Promise<CatalogSector[]>;
  cashierCoupon(eventId: string, code: string): Promise<CashierCoupon>;
  sellAtCashier(body: SaleBody): Promise<CashierOrder>;
}

const id = (value: string) => encodeURIComponent(value);

export function cashierCalls(http: HttpClient): CashierCalls {
  const get = async <T,>(path: string, query?: Record<string, unknown>) => (await http<T>(path, { query })).json;
  const send = async <T,>(method: string, path: string, body: unknown) => (await http<T>(path, { method, body })).json;
  return {
    cashierSettings: () => get('/cashier/settings'),
    updateCashierSettings: (discountLimit) => send('PATCH', '/cashier/settings', { discountLimit }),
    cashierCurrentSession: () => get('/cashier/sessions/current'),
    openCashierSession: (openingFloat) => send('POST', '/cashier/sessions', { openingFloat }),
    cashierSessions: async (page, limit) => {
      const json = await get<{ data: SessionRow[]; pagination: { totalItems: number } }>('/cashier/sessions', { page, limit });
      return { data: json.data, total: json.pagination.totalItems };
    },
    cashierSessionReport: (sessionId) => get(`/cashier/sessions/${id(sessionId)}`),
    closeCashierSession: (sessionId, counted, note) => send('POST', `/cashier/sessions/${id(sessionId)}/close`, { counted, note }),
    cashierEvents: () => get('/cashier/events'),
    cashierCatalog: (eventId) => get(`/cashier/events/${id(eventId)}/lots`),
    cashierCoupon: (eventId, code) => get(`/cashier/events/${id(eventId)}/coupon`, { code }),
    sellAtCashier: (body) => send('POST', '/cashier/orders', body),
  };
}
