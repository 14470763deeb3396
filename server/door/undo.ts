/**
 * POST /api/validate/undo: a door device takes back its own last check-in (the wrong person's
 * ticket scanned, someone who did not go in: the check-ins of its door session, not those of
 * another device with the same validator), within UNDO_WINDOW_MINUTES and only once: the
 * ticket is free again and the check-in row keeps the entry with its `undone_at`.
 */
import type { Db } from '../db/types';
import { ApiError, unauthorized } from '../errors';
import { translatePtBR } from '../../src/shared/catalogue';
import { UNDO_WINDOW_MINUTES } from '../../src/shared/resources/validators/scan';
import type { ValidatorClaims } from './validatorTokens';

export interface UndoAnswer {
  message: string;
  code: string;
  eventId: string;
}

export async function undoLastCheckIn(db: Db, who: ValidatorClaims): Promise<UndoAnswer> {
  return db.transaction(async (tx) => {
    const v = await tx.query('SELECT 1 FROM validators WHERE id = $1 AND business_id = $2 AND is_active AND left(access_code, 16) = $3', [who.sub, who.bid, who.cv]);
    if (!v.rows[0]) throw unauthorized('server.door.errors.validatorRevoked');
    // The row is locked: two undos of one check-in run one after the other, the second finds it undone.
    const { rows } = await tx.query<{ id: string; event_id: string; undone_at: Date | null; recent: boolean }>(
      `SELECT id, event_id, undone_at, at > now() - make_interval(mins => $3) AS recent
         FROM ticket_checkins WHERE door_session = $4 AND business_id = $1 AND validator_id = $2
        ORDER BY at DESC, id DESC LIMIT 1 FOR UPDATE`,
      [who.bid, who.sub, UNDO_WINDOW_MINUTES, who.sid],
    );
    const last = rows[0];
    if (!last || last.undone_at) throw new ApiError(409, '@NOTHING_TO_UNDO', 'server.door.errors.nothingToUndo');
    if (!last.recent) throw new ApiError(409, '@UNDO_EXPIRED', 'server.door.errors.undoExpired');
    const freed = await tx.query<{ code: string }>(
      // Compared in SQL: a JS Date would drop the microseconds of the stored time.
      `UPDATE user_tickets ut SET validated_at = NULL, validated_by = NULL FROM ticket_checkins c
        WHERE c.id = $1 AND ut.id = c.user_ticket_id AND ut.validated_by = $2 AND ut.validated_at = c.at RETURNING ut.code`,
      [last.id, who.sub],
    );
    if (!freed.rows[0]) throw new ApiError(409, '@NOTHING_TO_UNDO', 'server.door.errors.nothingToUndo');
    await tx.query('UPDATE ticket_checkins SET undone_at = now() WHERE id = $1', [last.id]);
    return { message: translatePtBR('server.door.messages.undone'), code: freed.rows[0].code, eventId: last.event_id };
  });
}
