/**
 * POST /api/validate/session: a door device trades its validator's access code for a validator
 * token and the events (with their sessions) it may validate. Failures count against the
 * caller's address like failed logins (server/auth/limiter.ts, 10 in 15 minutes).
 */
import type { Db } from '../db/types';
import { normalizeAccessCode } from '../../src/shared/resources/validators/accessCode';
import { ApiError, validationError } from '../errors';
import { digestOf } from '../resources/secrets';
import type { ValidatorTokens } from './validatorTokens';
import type { DoorEvent, DoorSession } from '../../src/shared/resources/validators/door';

const iso = (v: unknown) => (v == null ? null : new Date(v as string).toISOString());

/** The validator an access code opens, or 401; the code is found by its digest alone (FieldDefinition.hashed). */
export async function openDoorSession(db: Db, tokens: ValidatorTokens, typed: unknown): Promise<DoorSession> {
  if (typeof typed !== 'string' || !typed.trim()) throw validationError([{ field: 'accessCode', message: 'validation.required' }]);
  const code = normalizeAccessCode(typed.slice(0, 200));
  const digest = digestOf(code);
  const { rows } = await db.query<{ id: string; business_id: string; name: string; event_ids: string[] }>(
    'SELECT id, business_id, name, event_ids FROM validators WHERE access_code = $1 AND is_active',
    [digest],
  );
  const v = rows[0];
  if (!v) throw new ApiError(401, '@INVALID_ACCESS_CODE', 'server.door.errors.invalidAccessCode');
  const events = await db.query<Record<string, unknown>>(
    `SELECT e.id, e.title, e.start_at,
            coalesce((SELECT json_agg(json_build_object('id', s.id, 'title', s.title, 'startAt', s.start_at) ORDER BY s.start_at, s.id)
                        FROM sessions s WHERE s.business_id = e.business_id AND s.event_id = e.id), '[]'::json) AS sessions
       FROM events e WHERE e.business_id = $1 AND e.id = ANY($2::uuid[])
      ORDER BY e.start_at NULLS LAST, e.title, e.id`,
    [v.business_id, v.event_ids ?? []],
  );
  const list: DoorEvent[] = events.rows.map((e) => ({
    id: String(e.id),
    title: (e.title as string | null) ?? null,
    startAt: iso(e.start_at),
    sessions: ((e.sessions as { id: string; title: string; startAt: string | null }[]) ?? []).map((s) => ({ ...s, startAt: iso(s.startAt) })),
  }));
  if (!list.length) throw new ApiError(422, '@NO_EVENTS', 'server.door.errors.noEvents');
  const { token, expiresAt } = await tokens.sign({ sub: v.id, bid: v.business_id, ev: list.map((e) => e.id), cv: digest.slice(0, 16) });
  return { token, expiresAt, validator: { id: v.id, name: v.name }, events: list };
}
