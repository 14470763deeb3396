/**
 * The ticket whose actions panel is open, kept in local storage under 'ticket' after a change
 * (spec 1 section 4) so the sales page reopens its panel after a reload. Storage can be full,
 * blocked or hold anything: every failure reads as "no stored ticket".
 */
import type { RaRecord } from 'react-admin';

export const STORED_TICKET_KEY = 'ticket';

export function storeTicket(ticket: RaRecord): void {
  // The lots change on their own (sales, status): only the ticket is worth keeping.
  const { lots: _lots, ...rest } = ticket;
  try {
    localStorage.setItem(STORED_TICKET_KEY, JSON.stringify(rest));
  } catch {
    // Full or blocked storage: the panel still works, it just won't reopen.
  }
}

/** The stored ticket when it belongs to `eventId`, else null. */
export function readStoredTicket(eventId: string): RaRecord | null {
  try {
    const raw = localStorage.getItem(STORED_TICKET_KEY);
    if (!raw) return null;
    const ticket = JSON.parse(raw) as RaRecord | null;
    if (!ticket || typeof ticket !== 'object' || ticket.id == null) return null;
    return String(ticket.eventId) === String(eventId) ? ticket : null;
  } catch {
    return null;
  }
}

export function clearStoredTicket(): void {
  try {
    localStorage.removeItem(STORED_TICKET_KEY);
  } catch {
    // Nothing to clear.
  }
}
