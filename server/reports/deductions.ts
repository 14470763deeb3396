/** The borderô's rates of an event (PATCH /events/{id}/reports/deductions): event fields written with the usual updated_at bump. */
import type { Db } from '../db/types';
import { events } from '../../src/shared/resources/events/definition';
import { deductionsOf, type DeductionRates } from '../../src/shared/resources/events/deductions';
import { setFields } from '../resources/records/write';

export async function saveDeductions(db: Db, businessId: string, eventId: string, rates: DeductionRates, actorId: string | null = null): Promise<DeductionRates> {
  const event = await setFields(db, events, { businessId, params: {}, actorId }, eventId, rates);
  return deductionsOf(event);
}
