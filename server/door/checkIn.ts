/**
 * A ticket at the door (POST /api/validate/scan): a signed QR is checked before any query (a
 * forged one costs no database work); a code typed by hand is looked up. The first entry is one
 * statement: the conditional UPDATE of docs/orders.md ("The door") and its ticket_checkins row,
 * so of any number of validators scanning one ticket at once exactly one gets @VALID. Anything
 * else is read afterwards and explained (already used, wrong event or session, cancelled...).
 */
import type { Db } from '../db/types';
import { ApiError, forbidden, unauthorized } from '../errors';
import { translatePtBR } from '../../src/shared/catalogue';
import { DOCUMENT_CATEGORIES, type ScanResult } from '../../src/shared/resources/validators/scan';
import { verifyTicketQr } from './ticketQr';
import type { ValidatorClaims } from './validatorTokens';
import type { ScanAnswer } from '../../src/shared/resources/validators/door';

export interface ScanInput {
  /** What the camera read or the person typed. */
  text: string;
  eventId: string;
  sessionId: string | null;
}

const M = 'server.door.results.';
const ORDER_HOLDS = `o.status IN ('@PAID', '@PARTIALLY_REFUNDED')`;

/** A bare code as stored (capitals, no spaces or dashes), or null when it cannot be a ticket's code. */
export function bareCode(text: string): string | null {
  const code = text.toUpperCase().replace(/[\s-]/g, '');
  return /^[A-Z0-9]{6,64}$/.test(code) ? code : null;
}

/** The ticket code a scan names, or the answer given without touching the database. */
export function readCode(text: string): { code: string } | { answer: ScanAnswer } {
  const trimmed = text.trim();
  // A QR carries CODE.SIGNATURE: the signature decides, before any query.
  if (trimmed.includes('.')) {
    const code = verifyTicketQr(trimmed);
    return code ? { code } : { answer: answerOf('@FORGED') };
  }
  const code = bareCode(trimmed);
  return code ? { code } : { answer: answerOf('@UNKNOWN') };
}

export const answerOf = (result: ScanResult, extra: Partial<ScanAnswer> = {}): ScanAnswer => ({
  result,
  message: translatePtBR(`${M}${result.slice(1)}`),
  ...extra,
});

/** The validator's row still allows this token and event: active, same access code, the event listed. */
const VALIDATOR_STATE = `SELECT v.id, v.is_active AND left(v.access_code, 16) = $3 AS live, $4::uuid = ANY(v.event_ids) AS allowed
  FROM validators v WHERE v.id = $1 AND v.business_id = $2`;

/** What the answer shows of a ticket: joined on the checked-in row or on the row read back. */
const DETAILS = `coalesce(t.category, tk.category) AS category, t.holder_name, t.code, tk.title AS ticket_title,
  s.name AS sector_name, l.title AS lot_title, ss.title AS session_title, e.title AS event_title`;
const DETAIL_JOINS = `LEFT JOIN lots l ON l.business_id = $2 AND l.id = t.lot_id
  LEFT JOIN tickets tk ON tk.business_id = $2 AND tk.id = l.ticket_id
  LEFT JOIN sectors s ON s.business_id = $2 AND s.id = l.sector_id
  LEFT JOIN sessions ss ON ss.business_id = $2 AND ss.id = l.session_id
  LEFT JOIN events e ON e.business_id = $2 AND e.id = t.event_id`;

/**
 * $1 validator, $2 business, $3 code stamp, $4 event, $5 ticket code, $6 session (or null), $7 door session.
 * A lot without a session is valid at every session of its event.
 */
const CHECK_IN = `WITH v AS (${VALIDATOR_STATE}),
  t AS (
    UPDATE user_tickets ut SET validated_at = now(), validated_by = $1
      FROM lots l
     WHERE ut.business_id = $2 AND ut.code = $5 AND ut.event_id = $4
       AND ut.validated_at IS NULL AND ut.canceled_at IS NULL
       AND l.business_id = $2 AND l.id = ut.lot_id
       AND ($6::uuid IS NULL OR l.session_id IS NULL OR l.session_id = $6::uuid)
       AND EXISTS (SELECT 1 FROM v WHERE v.live AND v.allowed)
       AND EXISTS (SELECT 1 FROM order_items oi JOIN orders o ON o.id = oi.order_id WHERE oi.id = ut.order_item_id AND ${ORDER_HOLDS})
    RETURNING ut.*
  ),
  c AS (
    INSERT INTO ticket_checkins (business_id, user_ticket_id, event_id, session_id, validator_id, door_session, at)
    SELECT $2, t.id, $4, $6::uuid, $1, $7::uuid, t.validated_at FROM t
  )
  SELECT t.validated_at, ${DETAILS} FROM t ${DETAIL_JOINS}`;

/** The ticket as it stands, and the validator's state, when the check-in took nothing. */
const READ_BACK = `WITH v AS (${VALIDATOR_STATE})
  SELECT (SELECT live FROM v) AS live, (SELECT allowed FROM v) AS allowed,
         t.event_id, t.validated_at, t.canceled_at, t.cancel_reason, l.session_id, $6::uuid AS wanted_session,
         vb.name AS validated_by, (SELECT ${ORDER_HOLDS} FROM order_items oi JOIN orders o ON o.id = oi.order_id WHERE oi.id = t.order_item_id) AS paid,
         ${DETAILS}
    FROM (SELECT 1) one
    LEFT JOIN user_tickets t ON t.business_id = $2 AND t.code = $5
    ${DETAIL_JOINS}
    LEFT JOIN validators vb ON vb.business_id = $2 AND vb.id = t.validated_by`;

type Row = Record<string, unknown>;

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : v == null ? undefined : new Date(String(v)).toISOString());

function ticketOf(r: Row): ScanAnswer['ticket'] {
  return {
    code: String(r.code),
    category: (r.category as string | null) ?? null,
    holderName: (r.holder_name as string | null) ?? null,
    ticketTitle: (r.ticket_title as string | null) ?? null,
    sectorName: (r.sector_name as string | null) ?? null,
    lotTitle: (r.lot_title as string | null) ?? null,
    sessionTitle: (r.session_title as string | null) ?? null,
    eventTitle: (r.event_title as string | null) ?? null,
  };
}

/** Refuses a token whose validator was deactivated, got a new code, or lost the event. */
function checkValidator(live: unknown, allowed: unknown): void {
  if (live !== true) throw unauthorized('server.door.errors.validatorRevoked');
  if (allowed !== true) throw forbidden();
}

/** Why the ticket was not let in, read from its row (the first reason a doorman can act on). */
function refusal(r: Row, eventId: string): ScanAnswer | null {
  if (!r.code) return answerOf('@UNKNOWN');
  const ticket = ticketOf(r);
  if (r.event_id !== eventId) return answerOf('@WRONG_EVENT', { ticket });
  if (r.canceled_at) return answerOf(r.cancel_reason === '@REFUNDED' ? '@REFUNDED' : '@CANCELED', { ticket });
  if (r.paid !== true) return answerOf('@NOT_PAID', { ticket });
  if (r.wanted_session && r.session_id && r.session_id !== r.wanted_session) return answerOf('@WRONG_SESSION', { ticket });
  if (r.validated_at) return answerOf('@ALREADY_USED', { ticket, validatedAt: iso(r.validated_at), validatedBy: (r.validated_by as string | null) ?? null });
  return null;
}

export async function checkIn(db: Db, who: ValidatorClaims, input: ScanInput): Promise<ScanAnswer> {
  // Only the events the token names; the row is checked again in the statement.
  if (!who.ev.includes(input.eventId)) throw forbidden();
  const read = readCode(input.text);
  if ('answer' in read) return read.answer;
  const params = [who.sub, who.bid, who.cv, input.eventId, read.code, input.sessionId];
  const checkInParams = [...params, who.sid];
  // Twice at most: an undo between the check-in and the read-back frees the ticket again.
  for (let attempt = 0; attempt < 2; attempt++) {
    const { rows } = await db.query<Row>(CHECK_IN, checkInParams);
    if (rows[0]) {
      const r = rows[0];
      const half = DOCUMENT_CATEGORIES.includes(String(r.category));
      return answerOf('@VALID', {
        ticket: ticketOf(r),
        validatedAt: iso(r.validated_at),
        ...(half ? { warning: { code: String(r.category), message: translatePtBR('server.door.warnings.HALF') } } : {}),
      });
    }
    const back = (await db.query<Row>(READ_BACK, params)).rows[0];
    checkValidator(back.live, back.allowed);
    const refused = refusal(back, input.eventId);
    if (refused) return refused;
  }
  throw new ApiError(409, '@CONFLICT', 'server.errors.conflict');
}
