/**
 * Demo affiliates: every published event of the business gets sales people, one of them
 * deactivated; the first event gets enough for a second page (10 per page).
 */
import type { ResourceDefinition } from '../../../src/framework/definition';
import { affiliates } from '../../../src/resources/affiliates/definition';
import type { Db } from '../../db/types';
import { createRecord, updateRecord } from '../service';

const NAMES = [
  'Carla Menezes', 'Rafael Albuquerque', 'Juliana Tavares', 'Bruno Cavalcanti', 'Fernanda Rocha', 'Thiago Barbosa',
  'Aline Moura', 'Diego Farias', 'Camila Nogueira', 'Gustavo Lins', 'Priscila Duarte', 'Eduardo Campos', 'Natália Queiroz',
];

export async function publishedEventIds(tx: Db, businessId: string): Promise<string[]> {
  const { rows } = await tx.query<{ id: string }>('SELECT id FROM events WHERE business_id = $1 AND is_draft = false ORDER BY start_at, id', [businessId]);
  return rows.map((r) => r.id);
}

export async function seedAffiliates(tx: Db, resources: readonly ResourceDefinition[], businessId: string): Promise<void> {
  const def = resources.find((r) => r.name === affiliates.name);
  if (!def) return;
  for (const [n, eventId] of (await publishedEventIds(tx, businessId)).entries()) {
    const scope = { businessId, params: { eventId } };
    const count = n === 0 ? NAMES.length : 3;
    for (let i = 0; i < count; i++) {
      const created = await createRecord(tx, def, resources, scope, { fullName: NAMES[(i + n) % NAMES.length] });
      if (i === 1) await updateRecord(tx, def, resources, scope, String(created.id), { isActive: false });
    }
  }
}
