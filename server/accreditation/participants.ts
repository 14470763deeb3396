/**
 * What happens to a participant, whoever does it (an accreditation user in the area, the paired
 * device at the entrance, the participant on the self-registration page): register, accredit
 * (hand the credential once) and check into an activity. Each write is one conditional statement,
 * so two devices acting on one participant at once never both succeed.
 */
import type { Db } from '../db/types';
import { ApiError, validationError } from '../errors';
import { wordPrefixQuery } from '../resources/search';
import { onlyDigits } from '../../src/shared/brazil';
import { checkParticipant, type FormField, type ParticipantInput } from '../../src/shared/accreditation/participant';
import {
  newCredentialCode,
  normalizeCode,
  REGISTRATION_CHANNELS,
  type AccreditationChannel,
  type RegistrationChannel,
} from '../../src/shared/resources/accreditations/codes';

export interface ParticipantRow {
  id: string;
  accreditation_id: string;
  name: string;
  email: string;
  phone: string | null;
  document: string | null;
  answers: Record<string, unknown>;
  code: string;
  registered_via: RegistrationChannel;
  accredited_at: string | Date | null;
  accredited_via: AccreditationChannel | null;
  created_at: string | Date;
}

const COLUMNS = 'id, accreditation_id, name, email, phone, document, answers, code, registered_via, accredited_at, accredited_via, created_at';

/**
 * The condition of a participant search (the area's and the staff's): the credential code (any case,
 * with dashes or spaces), the whole CPF (masked or not), or the beginnings of words of the name and
 * the e-mail, in any order, accents and case ignored (`search_words`, migration 027: an index, not a
 * pass over every participant). Its parameters are pushed onto `params`; null when the text can name
 * no participant.
 */
export function participantSearch(search: string, params: unknown[]): string | null {
  const ors: string[] = [];
  const code = normalizeCode(search);
  if (/^[A-Z0-9]{4,32}$/.test(code)) ors.push(`code = $${params.push(code)}`);
  const digits = onlyDigits(search);
  if (digits.length === 11) ors.push(`document = $${params.push(digits)}`);
  const words = wordPrefixQuery(search);
  if (words) ors.push(`search_words @@ to_tsquery('simple', $${params.push(words)})`);
  return ors.length ? `(${ors.join(' OR ')})` : null;
}

/** The JSON Schema of `participantJson`'s answer (the staff's and the area's routes). */
export const participantSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    accreditationId: { type: 'string' },
    name: { type: 'string' },
    email: { type: 'string' },
    phone: { type: ['string', 'null'] },
    document: { type: ['string', 'null'] },
    answers: { type: 'object', additionalProperties: true },
    code: { type: 'string' },
    registeredVia: { type: 'string', enum: [...REGISTRATION_CHANNELS] },
    accreditedAt: { type: ['string', 'null'] },
    accreditedVia: { type: ['string', 'null'] },
    createdAt: { type: 'string' },
  },
};

/** The participant as the API answers it. */
export function participantJson(row: ParticipantRow) {
  const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());
  return {
    id: row.id,
    accreditationId: row.accreditation_id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    document: row.document,
    answers: row.answers,
    code: row.code,
    registeredVia: row.registered_via,
    accreditedAt: iso(row.accredited_at),
    accreditedVia: row.accredited_via,
    createdAt: iso(row.created_at),
  };
}

/** The questions of an accreditation's participant form, in their order. */
export async function formFields(db: Db, businessId: string, accreditationId: string): Promise<FormField[]> {
  const { rows } = await db.query<FormField>(
    `SELECT id, label, kind, coalesce(required, false) AS required, options FROM accreditation_fields
      WHERE business_id = $1 AND accreditation_id = $2 ORDER BY index, id`,
    [businessId, accreditationId],
  );
  return rows;
}

/** 409 on the e-mail: this accreditation already has a participant with it. */
const emailTaken = () => new ApiError(409, '@CONFLICT', 'server.accreditation.emailTaken', [{ field: 'email', message: 'server.accreditation.emailTaken' }]);

/**
 * Registers a participant of an active accreditation (checked by the caller), after checking the
 * registration against its form. A credential code is made here; a clash of codes (50 bits) is
 * retried, a clash of e-mails is the caller's 409.
 */
export async function registerParticipant(
  db: Db,
  target: { businessId: string; accreditationId: string },
  input: Partial<ParticipantInput>,
  by: { via: RegistrationChannel; userId?: string | null },
): Promise<ParticipantRow> {
  const fields = await formFields(db, target.businessId, target.accreditationId);
  const { issues, values } = checkParticipant(input, fields);
  if (!values) throw validationError(issues);
  for (let attempt = 0; ; attempt++) {
    const { rows } = await db.query<ParticipantRow & { clash: string | null }>(
      `WITH taken AS (
         SELECT CASE WHEN lower(email) = lower($4) THEN 'email' ELSE 'code' END AS clash FROM accreditation_participants
          WHERE accreditation_id = $2 AND (lower(email) = lower($4) OR code = $8) LIMIT 1
       ), inserted AS (
         INSERT INTO accreditation_participants (business_id, accreditation_id, name, email, phone, document, answers, code, registered_via, registered_by)
         SELECT $1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10 WHERE NOT EXISTS (SELECT 1 FROM taken)
         ON CONFLICT DO NOTHING
         RETURNING ${COLUMNS}
       )
       SELECT i.*, NULL::text AS clash FROM inserted i
       UNION ALL SELECT NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, coalesce((SELECT clash FROM taken), 'email')
        WHERE NOT EXISTS (SELECT 1 FROM inserted)`,
      [target.businessId, target.accreditationId, values.name, values.email, values.phone, values.document, JSON.stringify(values.answers), newCredentialCode(), by.via, by.userId ?? null],
    );
    const row = rows[0];
    if (row.clash === null) return row;
    if (row.clash === 'email') throw emailTaken();
    if (attempt >= 3) throw emailTaken();
  }
}

/** A participant of the accreditation by credential code (typed or scanned) or id; null when none. */
export async function findParticipant(db: Db, accreditationId: string, by: { code?: string; id?: string }): Promise<ParticipantRow | null> {
  if (by.id) {
    const { rows } = await db.query<ParticipantRow>(`SELECT ${COLUMNS} FROM accreditation_participants WHERE accreditation_id = $1 AND id = $2`, [accreditationId, by.id]);
    return rows[0] ?? null;
  }
  const code = normalizeCode(by.code ?? '');
  if (!/^[A-Z0-9]{4,32}$/.test(code)) return null;
  const { rows } = await db.query<ParticipantRow>(`SELECT ${COLUMNS} FROM accreditation_participants WHERE accreditation_id = $1 AND code = $2`, [accreditationId, code]);
  return rows[0] ?? null;
}

export type AccreditResult = { result: '@ACCREDITED'; participant: ParticipantRow } | { result: '@ALREADY_ACCREDITED'; participant: ParticipantRow };

/** Hands the credential once: the first caller gets @ACCREDITED, any later one @ALREADY_ACCREDITED (with when). */
export async function accredit(db: Db, participant: ParticipantRow, by: { via: AccreditationChannel; userId?: string | null }): Promise<AccreditResult> {
  const { rows } = await db.query<ParticipantRow>(
    `UPDATE accreditation_participants SET accredited_at = now(), accredited_via = $2, accredited_by = $3, updated_at = now()
      WHERE id = $1 AND accredited_at IS NULL RETURNING ${COLUMNS}`,
    [participant.id, by.via, by.userId ?? null],
  );
  if (rows[0]) return { result: '@ACCREDITED', participant: rows[0] };
  const again = await findParticipant(db, participant.accreditation_id, { id: participant.id });
  return { result: '@ALREADY_ACCREDITED', participant: again ?? participant };
}

export type CheckInResult =
  | { result: '@CHECKED_IN'; at: string }
  | { result: '@ALREADY_CHECKED_IN'; at: string }
  | { result: '@NOT_ACCREDITED' }
  | { result: '@ACTIVITY_INACTIVE' }
  | { result: '@ACTIVITY_FULL' };

/**
 * Enters an accredited participant into an active activity of the same accreditation, once;
 * the capacity, when set, counts the entries already made (the insert checks it in the same
 * statement, so two doors cannot both take the last place).
 */
export async function checkIn(
  db: Db,
  participant: ParticipantRow,
  activityId: string,
  by: { businessId: string; via: AccreditationChannel; userId?: string | null },
): Promise<CheckInResult | null> {
  if (!participant.accredited_at) return { result: '@NOT_ACCREDITED' };
  return db.transaction(async (tx) => {
    const activity = await tx.query<{ is_active: boolean | null; capacity: string | null }>(
      'SELECT is_active, capacity FROM accreditation_activities WHERE business_id = $1 AND accreditation_id = $2 AND id = $3 FOR UPDATE',
      [by.businessId, participant.accreditation_id, activityId],
    );
    const row = activity.rows[0];
    if (!row) return null;
    const earlier = await tx.query<{ at: Date | string }>('SELECT at FROM accreditation_checkins WHERE participant_id = $1 AND activity_id = $2', [participant.id, activityId]);
    if (earlier.rows[0]) return { result: '@ALREADY_CHECKED_IN', at: new Date(earlier.rows[0].at).toISOString() };
    if (row.is_active === false) return { result: '@ACTIVITY_INACTIVE' };
    if (row.capacity !== null) {
      const taken = await tx.query<{ n: string }>('SELECT count(*) AS n FROM accreditation_checkins WHERE activity_id = $1', [activityId]);
      if (Number(taken.rows[0].n) >= Number(row.capacity)) return { result: '@ACTIVITY_FULL' };
    }
    const { rows } = await tx.query<{ at: Date | string }>(
      `INSERT INTO accreditation_checkins (business_id, accreditation_id, participant_id, activity_id, via, by_user)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING at`,
      [by.businessId, participant.accreditation_id, participant.id, activityId, by.via, by.userId ?? null],
    );
    return { result: '@CHECKED_IN', at: new Date(rows[0].at).toISOString() };
  });
}
