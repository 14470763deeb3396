/**
 * Checks run inside a delete's transaction before anything is removed, by resource name.
 * A sector, ticket or lot that any order item refers to is refused (409 @HAS_SALES): sales,
 * refunded or not, keep pointing at what was sold, and reports read them. Once allowed, the
 * link rows of the tickets that go (points of sale, BINs, hidden link: migration 005, no
 * foreign keys) go too; a refused or failed delete rolls them back with the rest.
 *
 * The lots that would go are locked (`FOR UPDATE`) before the sales are read, as a courtesy send
 * locks its lot before writing (lockLotPlaces, server/resources/courtesies/store.ts), so a send
 * and a delete run one after the other: a delete that waited for a send reads, in a later
 * statement (a new snapshot under PostgreSQL's read committed), the sales the send committed and
 * is refused; a send that waited for a delete finds its lot gone (400 on `lotId`). Without the
 * lock a send committing between the check and the DELETE would leave courtesies pointing at a
 * deleted lot.
 */
import type { Db } from '../db/types';
import { ApiError } from '../errors';
import type { Scope } from './records/scope';

export type DeleteGuard = (tx: Db, scope: Scope, id: string) => Promise<void>;

/**
 * Locks the lots that go with the deleted record (the lots of the sector, of the ticket, or the
 * lot: `lotColumn` of `lots`), then refuses when any order item refers to it (`column` of
 * `order_items`). Within a ticket the lots are locked in their list order, as a move locks them
 * (moveRecord in server/resources/records/order.ts), so a delete and a move, or two deletes, take the
 * same rows in the same order rather than each holding one that the other waits for.
 */
function refuseWithSales(column: 'sector_id' | 'ticket_id' | 'lot_id', lotColumn: 'sector_id' | 'ticket_id' | 'id', messageKey: string): DeleteGuard {
  return async (tx, scope, id) => {
    await tx.query(`SELECT 1 FROM lots WHERE business_id = $1 AND ${lotColumn} = $2 ORDER BY ticket_id, index NULLS LAST, created_at, id FOR UPDATE`, [scope.businessId, id]);
    const { rows } = await tx.query(`SELECT 1 FROM order_items WHERE business_id = $1 AND ${column} = $2 LIMIT 1`, [scope.businessId, id]);
    if (rows.length) throw new ApiError(409, '@HAS_SALES', messageKey);
  };
}

/** Drops the links of the tickets chosen by `tickets` (SQL over $1 business, $2 the deleted id). */
function dropTicketLinks(tickets: string): DeleteGuard {
  return async (tx, scope, id) => {
    await tx.query(
      `WITH t AS (${tickets}),
         p AS (DELETE FROM ticket_pos WHERE business_id = $1 AND ticket_id IN (SELECT id FROM t)),
         b AS (DELETE FROM ticket_card_bins WHERE business_id = $1 AND ticket_id IN (SELECT id FROM t))
       DELETE FROM ticket_hidden_links WHERE business_id = $1 AND ticket_id IN (SELECT id FROM t)`,
      [scope.businessId, id],
    );
  };
}

const all =
  (...guards: DeleteGuard[]): DeleteGuard =>
  async (tx, scope, id) => {
    for (const guard of guards) await guard(tx, scope, id);
  };

export const DELETE_GUARDS: Record<string, DeleteGuard> = {
  sectors: all(
    refuseWithSales('sector_id', 'sector_id', 'server.errors.sectorHasSales'),
    dropTicketLinks('SELECT id FROM tickets WHERE business_id = $1 AND sector_id = $2'),
  ),
  tickets: all(refuseWithSales('ticket_id', 'ticket_id', 'server.errors.ticketHasSales'), dropTicketLinks('SELECT $2::uuid AS id')),
  lots: refuseWithSales('lot_id', 'id', 'server.errors.lotHasSales'),
  cardBins: async (tx, scope, id) => {
    await tx.query('DELETE FROM ticket_card_bins WHERE business_id = $1 AND bin_id = $2', [scope.businessId, id]);
  },
};
