/**
 * The manage page's dashboard (GET /api/accreditations/{id}/dashboard): the seven counters of
 * spec 2 section 3 in one statement over the participants' indexes. "Today" and the period are
 * days of São Paulo; the period defaults to the last 7 days, today included (docs/accreditation.md).
 */
import type { Db } from '../db/types';
import type { DashboardCounters } from '../../src/shared/resources/accreditations/codes';

export interface Period {
  /** First instant of the period (inclusive) and the instant after its last day (exclusive). */
  from: Date;
  to: Date;
}

export async function dashboardCounters(db: Db, accreditationId: string, today: Period, period: Period): Promise<DashboardCounters> {
  const { rows } = await db.query<Record<keyof DashboardCounters, string>>(
    `SELECT
       (SELECT count(*) FROM accreditation_participants WHERE accreditation_id = $1) AS "totalParticipants",
       (SELECT count(*) FROM accreditation_participants WHERE accreditation_id = $1 AND registered_via <> '@ON_SITE') AS "preEventRegistrants",
       (SELECT count(*) FROM accreditation_participants WHERE accreditation_id = $1 AND registered_via = '@ON_SITE') AS "onSiteRegistrants",
       (SELECT count(*) FROM accreditation_participants WHERE accreditation_id = $1 AND accredited_at IS NOT NULL) AS "totalAccreditations",
       (SELECT count(*) FROM accreditation_participants WHERE accreditation_id = $1 AND accredited_at >= $2 AND accredited_at < $3) AS "accreditationsToday",
       (SELECT count(*) FROM accreditation_participants WHERE accreditation_id = $1 AND accredited_at >= $4 AND accredited_at < $5) AS "accreditationsByPeriod",
       (SELECT count(*) FROM accreditation_participants WHERE accreditation_id = $1 AND accredited_at IS NOT NULL AND accredited_via = '@DEVICE') AS "accreditationsBySelfService"`,
    [accreditationId, today.from, today.to, period.from, period.to],
  );
  const row = rows[0];
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)])) as DashboardCounters;
}
