/**
 * The sales tree as the flat list of rows VirtualTree draws: per sector its header, then either a
 * loading row, the no-tickets row, or each ticket's header followed by its lots (or its no-lots
 * row). Each row names its groups (the sector, its tickets list, the ticket, its lots list) and
 * knows which edges of its sector's card and its ticket's box it draws.
 */
import type { RaRecord } from 'react-admin';
import type { LotRecord, TicketRecord } from './salesApi';

/** A sector's tickets: in order, or not known yet ('loading'), or not known for an error. */
export type SectorTickets = readonly TicketRecord[] | 'loading' | 'failed';

interface Edges {
  key: string;
  groups: readonly string[];
  /** The last row of its sector: it draws the card's bottom edge. */
  sectorEnd: boolean;
}

export type SalesRow = Edges &
  (
    | { kind: 'sector'; sector: RaRecord; first: boolean; tickets: number | 'loading' | 'failed' }
    | { kind: 'loading'; sector: RaRecord }
    | { kind: 'noTickets'; sector: RaRecord }
    | { kind: 'ticket'; ticket: TicketRecord; first: boolean }
    | { kind: 'lot'; lot: LotRecord; ticket: TicketRecord; position: number; size: number }
    | { kind: 'noLots'; ticket: TicketRecord }
  );

export type RowOf<K extends SalesRow['kind']> = Extract<SalesRow, { kind: K }>;

/** What a group key stands for, with its place among its siblings (aria-posinset / setsize). */
export type SalesGroup =
  | { kind: 'sector'; sector: RaRecord; position: number; size: number }
  | { kind: 'tickets'; sectorId: string }
  | { kind: 'ticket'; ticket: TicketRecord; position: number; size: number }
  | { kind: 'lots'; ticketId: string };

export const groupKeys = {
  sector: (id: unknown) => `sector:${String(id)}`,
  tickets: (id: unknown) => `tickets:${String(id)}`,
  ticket: (id: unknown) => `ticket:${String(id)}`,
  lots: (id: unknown) => `lots:${String(id)}`,
};

/** The key of the row that carries an item's grip: kept drawn while it is dragged. */
export const gripRowKey = {
  sector: (id: unknown) => `s:${String(id)}`,
  ticket: (id: unknown) => `t:${String(id)}`,
  lot: (id: unknown) => `l:${String(id)}`,
};

export function salesRows(
  sectors: readonly RaRecord[],
  ticketsOf: (sectorId: string) => SectorTickets,
  lotsOf: (ticketId: string) => readonly LotRecord[],
): { rows: SalesRow[]; groups: Map<string, SalesGroup> } {
  const rows: SalesRow[] = [];
  const groups = new Map<string, SalesGroup>();
  sectors.forEach((sector, s) => {
    const sectorId = String(sector.id);
    const inSector = [groupKeys.sector(sectorId)];
    groups.set(inSector[0], { kind: 'sector', sector, position: s + 1, size: sectors.length });
    const tickets = ticketsOf(sectorId);
    const count = typeof tickets === 'string' ? tickets : tickets.length;
    rows.push({ kind: 'sector', key: gripRowKey.sector(sectorId), groups: inSector, sectorEnd: count === 'failed', sector, first: s === 0, tickets: count });
    if (tickets === 'loading') rows.push({ kind: 'loading', key: `s:${sectorId}:loading`, groups: inSector, sectorEnd: true, sector });
    if (tickets === 'failed' || tickets === 'loading') return;
    if (!tickets.length) {
      rows.push({ kind: 'noTickets', key: `s:${sectorId}:empty`, groups: inSector, sectorEnd: true, sector });
      return;
    }
    const inList = [...inSector, groupKeys.tickets(sectorId)];
    groups.set(inList[1], { kind: 'tickets', sectorId });
    tickets.forEach((ticket, t) => {
      const ticketId = String(ticket.id);
      const lastTicket = t === tickets.length - 1;
      const inTicket = [...inList, groupKeys.ticket(ticketId)];
      groups.set(inTicket[2], { kind: 'ticket', ticket, position: t + 1, size: tickets.length });
      rows.push({ kind: 'ticket', key: gripRowKey.ticket(ticketId), groups: inTicket, sectorEnd: false, ticket, first: t === 0 });
      const lots = lotsOf(ticketId);
      if (!lots.length) {
        rows.push({ kind: 'noLots', key: `t:${ticketId}:empty`, groups: inTicket, sectorEnd: lastTicket, ticket });
        return;
      }
      const inLots = [...inTicket, groupKeys.lots(ticketId)];
      groups.set(inLots[3], { kind: 'lots', ticketId });
      lots.forEach((lot, l) => {
        const sectorEnd = lastTicket && l === lots.length - 1;
        rows.push({ kind: 'lot', key: gripRowKey.lot(lot.id), groups: inLots, sectorEnd, lot, ticket, position: l + 1, size: lots.length });
      });
    });
  });
  return { rows, groups };
}

/**
 * A row's height before it is drawn and measured, in px at a desktop width (a phone wraps rows
 * taller; the measure corrects it). Close guesses keep the scrollbar from jumping.
 */
export function estimateRowSize(row: SalesRow): number {
  const end = row.sectorEnd ? 25 : 0;
  switch (row.kind) {
    case 'sector':
      return (row.first ? 0 : 16) + 69 + end;
    case 'loading':
      return 12 + 120 + end;
    case 'noTickets':
      return 12 + 20 + end;
    case 'ticket':
      return (row.first ? 12 : 8) + 9 + 40;
    case 'lot':
      return (row.position === 1 ? 8 : 4) + 36 + (row.position === row.size ? 9 : 0) + end;
    case 'noLots':
      return 8 + 20 + 9 + end;
  }
}
