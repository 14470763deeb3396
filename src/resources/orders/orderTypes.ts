/** The orders API's answers as the admin reads them (docs/api-contract.md, "Orders"). Money in cents, dates ISO UTC. */
import type { OrderChannel, OrderStatus, PaymentMethod, RefundStatus, RefundType } from '../../shared/resources/orders/codes';

export interface OrderRecord {
  id: string;
  code: string;
  status: OrderStatus;
  channel: OrderChannel;
  eventId: string;
  event: { id: string; title: string | null; startAt?: string | null };
  customerName: string | null;
  customerEmail: string | null;
  customerCpf: string | null;
  customerPhone: string | null;
  couponCode: string | null;
  couponDiscount: number;
  discount: number;
  fees: number;
  total: number;
  paymentMethods: PaymentMethod[];
  tickets: number;
  paidAt: string | null;
  canceledAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface OrderRefund {
  id: string;
  type: RefundType;
  amount: number;
  feesAmount: number;
  status: RefundStatus;
  method: PaymentMethod | null;
  gateway: '@MERCADOPAGO' | '@PAGSEGURO' | null;
  gatewayReference: string | null;
  gatewayMessage: string | null;
  reason: string | null;
  ticketIds: string[];
  createdByName: string | null;
  createdAt: string;
  canRetry: boolean;
}

export interface IssuedTicket {
  id: string;
  code: string;
  qr: string | null;
  category: string | null;
  holderName: string | null;
  sectorName: string | null;
  ticketTitle: string | null;
  lotTitle: string | null;
  unitPrice: number;
  checkedInAt: string | null;
  canceledAt: string | null;
  cancelReason: '@REFUNDED' | '@CANCELED' | null;
}

export interface TimelineEntry {
  type: '@CREATED' | '@PAID' | '@CANCELED' | '@REFUND' | '@CHECKIN' | '@CHECKIN_UNDONE' | '@MESSAGE';
  at: string;
  refundType?: RefundType;
  amount?: number;
  status?: string;
  ticketCode?: string;
  channel?: '@EMAIL' | '@WHATSAPP';
  contact?: string;
}

export interface OrderDetail extends OrderRecord {
  session: { id: string; title: string | null } | null;
  sellerName: string | null;
  items: {
    id: string;
    sector: { name: string | null };
    ticket: { title: string | null };
    lot: { title: string | null };
    unitPrice: number;
    quantity: number;
    canceledQuantity: number;
  }[];
  payments: {
    id: string;
    method: PaymentMethod;
    amount: number;
    status: '@PENDING' | '@APPROVED' | '@REFUSED';
    received: number | null;
    change: number | null;
    installments: number | null;
    gateway: '@MERCADOPAGO' | '@PAGSEGURO' | null;
    gatewayReference: string | null;
  }[];
  refunds: OrderRefund[];
  issuedTickets: IssuedTicket[];
  messages: { id: string; channel: '@EMAIL' | '@WHATSAPP'; contact: string; status: string; error: string | null; createdAt: string }[];
  timeline: TimelineEntry[];
  paid: number;
  refunded: number;
  refundPending: number;
  held: { tickets: number; fees: number; total: number };
  can: { refundFees: boolean; refundTickets: boolean; cancel: boolean; resend: boolean };
}

export interface RefundPreview {
  type: RefundType;
  amount: number;
  feesAmount: number;
  ticketsAmount: number;
  ticketIds: string[];
  method: PaymentMethod;
  gateway: '@MERCADOPAGO' | '@PAGSEGURO' | null;
}

/** A refund as recorded: @DONE, @PENDING (the gateway processes it, or did not answer) or @FAILED with the reason. */
export interface RefundAnswer {
  id: string;
  status: RefundStatus;
  amount: number;
  gatewayMessage: string | null;
}

/** What the buyer's page reads (POST /api/public/order-tickets). */
export interface PublicOrderTickets {
  code: string;
  status: OrderStatus;
  name: string | null;
  event: { title: string | null; startAt: string | null; city: string | null; state: string | null };
  business: { name: string; primaryColor?: string | null; secondaryColor?: string | null; logo?: string | null };
  tickets: { code: string; holderName: string | null; sectorName: string | null; ticketTitle: string | null; lotTitle: string | null; checkedInAt: string | null; canceled: boolean; qr: string | null }[];
}
