/**
 * Cash sessions (docs/cashier.md): a seller's shift at the box office, opened with a change fund
 * and closed with what was counted per tender against what the server expected from the session's
 * payments and cash refunds. One open session per seller and business (migration 012's index).
 */
import { recordChange } from '../audit/record';
import type { Db } from '../db/types';
import { ApiError, notFound } from '../errors';
import { CASHIER_TENDERS, type CashierTender } from '../../src/shared/resources/cashier/money';

type Row = Record<string, unknown>;
export type PerTender = Record<CashierTender, number>;

export interface SessionCaller {
  businessId: string;
  userId: string;
  /** @ALL: reads and closes every session of the business. */
  manager: boolean;
}

const S = 'server.cashier.errors.';

export const SESSION_COLUMNS = `s.id, s.user_id, s.opening_float, s.opened_at, s.closed_at, s.counted, s.expected, s.note, s.closed_by,
  trim(u.first_name || ' ' || u.last_name) AS user_name, trim(cb.first_name || ' ' || cb.last_name) AS closed_by_name`;
export const SESSION_JOINS = 'JOIN users u ON u.id = s.user_id LEFT JOIN users cb ON cb.id = s.closed_by';

export function presentSession(r: Row) {
  return {
    id: r.id as string,
    status: r.closed_at ? '@CLOSED' : '@OPEN',
    user: { id: r.user_id, name: r.user_name },
    openingFloat: Number(r.opening_float),
    openedAt: r.opened_at,
    closedAt: r.closed_at ?? null,
    closedBy: r.closed_by ? { id: r.closed_by, name: r.closed_by_name } : null,
    note: r.note ?? null,
  };
}

export const noOpenSession = () => new ApiError(409, '@NO_CASH_SESSION', `${S}noOpenSession`);

/** The caller's open session, or null. */
export async function currentSession(db: Db, caller: SessionCaller): Promise<Row | null> {
  const { rows } = await db.query(`SELECT ${SESSION_COLUMNS} FROM cash_sessions s ${SESSION_JOINS} WHERE s.business_id = $1 AND s.user_id = $2 AND s.closed_at IS NULL`, [
    caller.businessId,
    caller.userId,
  ]);
  return rows[0] ?? null;
}

/** Opens a session for the caller; 409 when one is open already (also when two opens race). */
export async function openSession(db: Db, caller: SessionCaller, openingFloat: number): Promise<Row> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO cash_sessions (business_id, user_id, opening_float) VALUES ($1, $2, $3)
       ON CONFLICT (business_id, user_id) WHERE closed_at IS NULL DO NOTHING RETURNING id`,
      [caller.businessId, caller.userId, openingFloat],
    );
    if (!rows[0]) throw new ApiError(409, '@CASH_SESSION_OPEN', `${S}alreadyOpen`);
    await recordChange(tx, { businessId: caller.businessId, actorId: caller.userId, resource: 'cashSessions', recordId: rows[0].id, action: '@CREATE', after: { openingFloat } });
  });
  return (await currentSession(db, caller))!;
}

/** A session the caller may see: its own, or any of the business for the manager; else 404. */
export async function visibleSession(db: Db, caller: SessionCaller, id: string, lock = false): Promise<Row> {
  const { rows } = await db.query(
    `SELECT ${SESSION_COLUMNS} FROM cash_sessions s ${SESSION_JOINS} WHERE s.business_id = $1 AND s.id = $2${lock ? ' FOR UPDATE OF s' : ''}`,
    [caller.businessId, id],
  );
  const row = rows[0];
  if (!row || (row.user_id !== caller.userId && !caller.manager)) throw notFound();
  return row;
}

interface TenderFigures {
  method: CashierTender;
  /** What the tender paid of the orders (cash: handed over less change). */
  sales: number;
  received: number;
  change: number;
  refunds: number;
  posFees: number;
  count: number;
}

/** Payments of the session's orders and refunds recorded against it, per tender. */
export async function tenderFigures(db: Db, businessId: string, sessionId: string): Promise<TenderFigures[]> {
  const [{ rows: paid }, { rows: refunded }] = await Promise.all([
    db.query<{ method: CashierTender; sales: number; received: number; change: number; pos_fees: number; n: number }>(
      `SELECT p.method, sum(p.amount)::bigint AS sales, sum(coalesce(p.received, p.amount))::bigint AS received,
              sum(coalesce(p.change, 0))::bigint AS change, sum(p.pos_fee)::bigint AS pos_fees, count(*)::int AS n
         FROM orders o JOIN order_payments p ON p.order_id = o.id
        WHERE o.business_id = $1 AND o.cash_session_id = $2 AND p.status = '@APPROVED' GROUP BY p.method`,
      [businessId, sessionId],
    ),
    db.query<{ method: CashierTender; amount: number }>(
      `SELECT method, sum(amount)::bigint AS amount FROM order_refunds
        WHERE business_id = $1 AND cash_session_id = $2 AND status = '@DONE' AND method IS NOT NULL GROUP BY method`,
      [businessId, sessionId],
    ),
  ]);
  return CASHIER_TENDERS.map((method) => {
    const p = paid.find((r) => r.method === method);
    return {
      method,
      sales: Number(p?.sales ?? 0),
      received: Number(p?.received ?? 0),
      change: Number(p?.change ?? 0),
      posFees: Number(p?.pos_fees ?? 0),
      count: Number(p?.n ?? 0),
      refunds: Number(refunded.find((r) => r.method === method)?.amount ?? 0),
    };
  });
}

/** What should be in hand per tender: cash is the change fund plus cash taken less change and cash refunds; the others their sales less refunds. */
export function expectedOf(openingFloat: number, figures: readonly TenderFigures[]): PerTender {
  return Object.fromEntries(
    figures.map((f) => [f.method, (f.method === '@CASH' ? openingFloat : 0) + f.sales - f.refunds]),
  ) as PerTender;
}

/**
 * Closes a session: locks its row (a sale in it holds the row FOR SHARE, so a close waits for
 * sales under way and later sales find it closed), computes the expected amounts and stores
 * them with the counted ones. The owner or the manager; 409 when already closed.
 */
export async function closeSession(db: Db, caller: SessionCaller, id: string, counted: PerTender, note: string | null): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await visibleSession(tx, caller, id, true);
    if (row.closed_at) throw new ApiError(409, '@CASH_SESSION_CLOSED', `${S}alreadyClosed`);
    const expected = expectedOf(Number(row.opening_float), await tenderFigures(tx, caller.businessId, id));
    await tx.query(
      `UPDATE cash_sessions SET closed_at = now(), closed_by = $3, counted = $4, expected = $5, note = $6, updated_at = now()
        WHERE business_id = $1 AND id = $2`,
      [caller.businessId, id, caller.userId, JSON.stringify(counted), JSON.stringify(expected), note],
    );
    await recordChange(tx, {
      businessId: caller.businessId, actorId: caller.userId, resource: 'cashSessions', recordId: id, action: '@UPDATE',
      before: { closedAt: null, counted: null, note: null }, after: { closedAt: new Date().toISOString(), counted, note },
    });
  });
}
