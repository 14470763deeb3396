/** What the rows of the sales tree ask of the page: dialogs, the actions panel, a refresh. */
import { createContext, useContext } from 'react';
import type { RaRecord } from 'react-admin';
import type { LotRecord, TicketRecord } from './salesApi';

export interface SalesTreeActions {
  eventId: string;
  canEdit: boolean;
  canDelete: boolean;
  /** Reloads sectors and the tree; resolves when the fresh data is on screen. */
  refresh: () => Promise<void>;
  editSector: (sector?: RaRecord) => void;
  deleteSector: (sector: RaRecord) => void;
  editTicket: (sectorId: string, ticket?: TicketRecord) => void;
  deleteTicket: (ticket: TicketRecord) => void;
  openActions: (ticket: TicketRecord) => void;
  editLot: (ticket: TicketRecord, lot?: LotRecord) => void;
  deleteLot: (lot: LotRecord) => void;
}

export const SalesTreeContext = createContext<SalesTreeActions | null>(null);

export function useSalesTree(): SalesTreeActions {
  const ctx = useContext(SalesTreeContext);
  if (!ctx) throw new Error('useSalesTree outside the sales page');
  return ctx;
}
