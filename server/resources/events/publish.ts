/**
 * Publish and unpublish (spec 1 section 4). Publication runs the shared rules of
 * src/shared/resources/events/publication.ts and, on the server only, checks that the payment account
 * still exists in the business and is active: 422 with one issue per failing field.
 */
import type { ResourceDefinition } from '../../../src/shared/definition';
import { PUBLICATION_FIELDS, publicationIssues, type PublicationField } from '../../../src/shared/resources/events/publication';
import { paymentAccounts } from '../../../src/shared/resources/paymentAccounts/definition';
import type { Db } from '../../db/types';
import { ApiError } from '../../errors';
import { ident, resourceTable, rowToRecord } from '../columns';
import { loadRow, type Scope } from '../records/scope';
import { setFields } from '../records/write';

const ORDER = Object.keys(PUBLICATION_FIELDS) as PublicationField[];

async function paymentAccountUsable(tx: Db, businessId: string, id: unknown): Promise<boolean> {
  const table = ident(resourceTable(paymentAccounts).table);
  const { rows } = await tx.query(`SELECT 1 FROM ${table} WHERE business_id = $1 AND id = $2 AND is_active`, [businessId, id]);
  return rows.length > 0;
}

export async function publishEvent(db: Db, def: ResourceDefinition, scope: Scope, id: string) {
  return db.transaction(async (tx) => {
    const t = resourceTable(def);
    const event = rowToRecord(t, await loadRow(tx, t, scope, id));
    const issues = publicationIssues(event);
    if (!issues.some((i) => i.field === 'paymentAccountId') && !(await paymentAccountUsable(tx, scope.businessId, event.paymentAccountId))) {
      issues.push({ field: 'paymentAccountId', message: 'resources.events.publicationIssue.paymentAccountId' });
    }
    if (issues.length) {
      issues.sort((a, b) => ORDER.indexOf(a.field) - ORDER.indexOf(b.field));
      throw new ApiError(422, '@PUBLICATION', 'server.events.publishError', issues);
    }
    return setFields(tx, def, scope, id, { isDraft: false });
  });
}

export const unpublishEvent = (db: Db, def: ResourceDefinition, scope: Scope, id: string) => setFields(db, def, scope, id, { isDraft: true });
