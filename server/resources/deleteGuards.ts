/**
 * Checks run inside a delete's transaction before anything is removed, by resource name.
 * A sector, ticket or lot that any order item refers to is refused (409 @HAS_SALES): sales,
 * refunded or not, keep pointing at what was sold, and reports read them.
 */
import type { Db } from '../db/types';
import { ApiError } from '../errors';
import type { Scope } from './service';

export type DeleteGuard = (tx: Db, scope: Scope, id: string) => Promise<void>;

function refuseWithSales(column: 'sector_id' | 'ticket_id' | 'lot_id', messageKey: string): DeleteGuard {
  return async (tx, scope, id) => {
    const { rows } = await tx.query(`SELECT 1 FROM order_items WHERE business_id = $1 AND ${column} = $2 LIMIT 1`, [scope.businessId, id]);
    if (rows.length) throw new ApiError(409, '@HAS_SALES', messageKey);
  };
}

export const DELETE_GUARDS: Record<string, DeleteGuard> = {
  sectors: refuseWithSales('sector_id', 'server.errors.sectorHasSales'),
  tickets: refuseWithSales('ticket_id', 'server.errors.ticketHasSales'),
  lots: refuseWithSales('lot_id', 'server.errors.lotHasSales'),
};
