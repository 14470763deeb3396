/**
 * A lot's quantity never goes below what it has sold (docs/decisions.md, "Lots"): an edit that
 * changes `quantity` to less than `sold` is a 400 issue on `quantity` ('A quantidade não pode
 * ser menor que os ingressos já vendidos (12).'). The lot row is locked first, as a courtesy
 * send locks it (lockLotPlaces, server/resources/courtesies/store.ts), so an edit and a send
 * run one after the other and cannot together oversell the lot.
 */
import type { Db } from '../../db/types';
import { validationError } from '../../errors';
import { translatePtBR } from '../../../src/shared/catalogue';
import type { UpdateGuard } from '../updateGuards';
import { SOLD_SQL } from './sold';

/**
 * The lot's stored quantity and `sold`, with the lot row locked until the transaction ends; null
 * when the lot is gone. `sold` is a second statement on purpose: on PostgreSQL (read committed) a
 * transaction that waited for the lock then takes a new snapshot and sees what the holder
 * committed; a subquery of the locking statement would use the snapshot taken before the wait.
 */
export async function lockLotSold(tx: Db, businessId: string, lotId: string): Promise<{ quantity: number; sold: number } | null> {
  const { rows: lot } = await tx.query<{ quantity: number | string | null }>('SELECT quantity FROM lots WHERE business_id = $1 AND id = $2 FOR UPDATE', [businessId, lotId]);
  if (!lot[0]) return null;
  const { rows } = await tx.query<{ sold: number }>(`SELECT ${SOLD_SQL} AS sold FROM lots l WHERE l.business_id = $1 AND l.id = $2`, [businessId, lotId]);
  return { quantity: Number(lot[0].quantity ?? 0), sold: Number(rows[0]?.sold ?? 0) };
}

/** 'A quantidade não pode ser menor que os ingressos já vendidos (1.500).' */
export function quantityBelowSoldMessage(sold: number): string {
  return translatePtBR('server.errors.lotQuantityBelowSold', { count: sold.toLocaleString('pt-BR') });
}

/**
 * Refuses an edit that sets `quantity` below `sold`. An unchanged quantity passes without a
 * lock, so a lot already oversold (sold before this rule, or by plain SQL) can still have its
 * title or dates edited; any new quantity, higher or lower, must hold what was sold.
 */
export const refuseQuantityBelowSold: UpdateGuard = async (tx, scope, id, next, stored) => {
  if (next.quantity == null || Number(next.quantity) === Number(stored.quantity)) return;
  const lot = await lockLotSold(tx, scope.businessId, id);
  // A lot deleted meanwhile: the update itself finds no row (409).
  if (lot && Number(next.quantity) < lot.sold) throw validationError([{ field: 'quantity', message: quantityBelowSoldMessage(lot.sold) }]);
};
