/**
 * The answers of the event reports (docs/api-contract.md, "Reports"), typed once for the server
 * that builds them, the pages that draw them and the PDFs made from them.
 */
import type { BorderoRates, Deductions, HalfQuota, LineFigures, MoneyFigures } from './money';
import type { PeriodRange } from './periods';

export const REPORT_CHANNELS = ['@SITE', '@POS', '@CASHIER', '@COURTESY'] as const;
export type ReportChannel = (typeof REPORT_CHANNELS)[number];

/** Money per payment method: approved payments, refunds done through it (method null: not recorded). */
export interface MethodLine {
  method: string | null;
  payments: number;
  received: number;
  refunded: number;
  net: number;
}

export interface ChannelLine extends MoneyFigures {
  channel: ReportChannel;
  orders: number;
  /** Sold and still valid (courtesies issued, for @COURTESY). */
  tickets: number;
  refundedTickets: number;
}

/** GET /events/{id}/reports. */
export interface EventSummary extends MoneyFigures {
  eventId: string;
  /** Paid sales (courtesies are not sales). */
  orders: number;
  tickets: { sold: number; courtesies: number; refunded: number; checkedIn: number };
  /** Orders waiting for their payment. */
  pending: { orders: number; total: number };
  byPaymentMethod: MethodLine[];
  byChannel: ChannelLine[];
}

export interface LotLine extends LineFigures {
  lotId: string;
  lotName: string;
  price: number;
}

export interface TicketLine extends LineFigures {
  ticketId: string;
  ticketName: string;
  category: string | null;
  lots: LotLine[];
}

export interface SectorLine extends LineFigures {
  sectorId: string;
  sectorName: string;
  tickets: TicketLine[];
}

/** GET /events/{id}/reports/consolidated. */
export interface ConsolidatedReport {
  eventId: string;
  sectors: SectorLine[];
  totals: LineFigures;
  byPaymentMethod: MethodLine[];
}

/** GET /events/{id}/reports/report-pos-and-site. */
export interface ChannelReport {
  eventId: string;
  channels: { channel: ReportChannel; totals: LineFigures; sectors: SectorLine[] }[];
  totals: LineFigures;
}

export interface BorderoFigures {
  placesAvailable: number;
  sold: { entire: number; half: number; others: number; total: number };
  courtesies: { issued: number; used: number };
  refundedTickets: number;
  refunded: number;
  /** Service fees the buyers paid on top (the ticket office's, not the producer's). */
  feesCharged: number;
  /** The tickets' money kept: face value − discounts − the tickets' part of refunds done. */
  grossRevenue: number;
  /** The part of grossRevenue sold on the site and POS (what the gateway fee applies to). */
  gatewayRevenue: number;
  deductions: Deductions;
  netRevenue: number;
}

export interface BorderoRow extends BorderoFigures {
  sectorId: string;
  sectorName: string;
}

export interface BorderoSession {
  /** null: lots sold for no session (every lot of an event without sessions). */
  sessionId: string | null;
  sessionTitle: string | null;
  startAt: string | null;
  rows: BorderoRow[];
  totals: BorderoFigures;
  halfQuota: HalfQuota;
}

/** GET /events/{id}/reports/consolidated2. */
export interface Bordero {
  eventId: string;
  event: { title: string | null; startAt: string | null; location: string | null; city: string | null; state: string | null };
  rates: BorderoRates;
  sessions: BorderoSession[];
  totals: BorderoFigures;
  halfQuota: HalfQuota;
  generatedAt: string;
}

/** GET /events/{id}/reports/ticket-usage: spec 1 section 3's usage report, as it says. */
export interface UsageData {
  totalTickets: number;
  ticketsSold: number;
  courtesy: number;
  others: number;
  validatedTickets: number;
  unvalidatedTickets: number;
  canceledTickets: number;
}
export interface UsageSector {
  sectorId: string;
  sectorName: string;
  tickets: { ticketName: string; lots: { lotId: string; lotName: string; data: UsageData }[] }[];
}
export type TicketUsageReport = UsageSector[];

/** A row of GET /events/{id}/reports/sales. */
export interface SaleRow {
  id: string;
  code: string;
  createdAt: string;
  paidAt: string | null;
  status: string;
  channel: string;
  buyer: { name: string | null; email: string | null; cpf: string | null; phone: string | null };
  /** Units still valid. */
  tickets: number;
  gross: number;
  discounts: number;
  fees: number;
  total: number;
  refunded: number;
  paymentMethods: string[];
}

/** GET /reports/{id}/sectors. */
export interface SectorsByPeriod extends PeriodRange {
  eventId: string;
  sectors: (LineFigures & { sectorId: string; sectorName: string })[];
  totals: LineFigures;
}

/** GET /reports/{id} and the rows of GET /reports: an event and its headline figures. */
export interface EventReportHeader {
  id: string;
  title: string | null;
  startAt: string | null;
  endAt: string | null;
  isDraft: boolean;
  city: string | null;
  state: string | null;
  figures: { orders: number; sold: number; courtesies: number; checkedIn: number; places: number; gross: number; net: number };
}
