/** The door's answers (docs/door.md), shared by the server that writes them and the device that reads them. */
import type { ScanResult } from './scan';

export interface DoorEvent {
  id: string;
  title: string | null;
  startAt: string | null;
  sessions: { id: string; title: string; startAt: string | null }[];
}

export interface DoorSession {
  token: string;
  expiresAt: string;
  validator: { id: string; name: string };
  events: DoorEvent[];
}

export interface ScanAnswer {
  result: ScanResult;
  message: string;
  /** A meia-entrada ticket: valid, and the holder shows a document. */
  warning?: { code: string; message: string };
  ticket?: {
    code: string;
    category: string | null;
    holderName: string | null;
    ticketTitle: string | null;
    sectorName: string | null;
    lotTitle: string | null;
    sessionTitle: string | null;
    eventTitle: string | null;
  };
  /** The entry: now for @VALID, the earlier one for @ALREADY_USED. */
  validatedAt?: string;
  validatedBy?: string | null;
}

export interface DoorCounters {
  eventId: string;
  validated: number;
  total: number;
}
