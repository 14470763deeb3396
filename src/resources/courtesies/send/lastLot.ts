/**
 * The last ticket and lot chosen on the sending screen, per event, in local storage (spec 1
 * section 4): written 750 ms after the choice settles, read back 3000 ms after the screen opens
 * (section 9).
 */
export const LAST_LOT_WRITE_DELAY = 750;
export const LAST_LOT_RESTORE_DELAY = 3000;

export interface LotChoice {
  ticketId: string;
  lotId: string;
}

export const lastLotKey = (eventId: string) => `courtesySend.lastLot.${eventId}`;

export function readLastLot(eventId: string): LotChoice | null {
  try {
    const value = JSON.parse(localStorage.getItem(lastLotKey(eventId)) ?? 'null');
    return value && typeof value.ticketId === 'string' && typeof value.lotId === 'string' ? { ticketId: value.ticketId, lotId: value.lotId } : null;
  } catch {
    return null;
  }
}

export function writeLastLot(eventId: string, choice: LotChoice) {
  try {
    localStorage.setItem(lastLotKey(eventId), JSON.stringify(choice));
  } catch {
    // Private mode or a full storage: the choice is only a convenience.
  }
}
