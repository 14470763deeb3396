/**
 * Demo affiliates: every published event of the business gets sales people, one of them
 * deactivated; the first event gets enough for a second page (10 per page).
 */
import type { ResourceDefinition } from '../../../src/shared/definition';
import { affiliates } from '../../../src/shared/resources/affiliates/definition';
import type { Db } from '../../db/types';
import { createRecord, updateRecord } from '../records/write';

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

/**
 * About a third of the demo's site orders came through an active affiliate's link of their
 * event, so the affiliates list shows real sales. Run after the orders exist.
 */
export async function attributeSiteSales(tx: Db, businessId: string): Promise<void> {
  await tx.query(
    `UPDATE orders o SET affiliate_id = pick.id
       FROM (
         SELECT o2.id AS order_id,
                (SELECT a.id FROM affiliates a WHERE a.business_id = o2.business_id AND a.event_id = o2.event_id AND a.is_active
                  ORDER BY a.created_at, a.id OFFSET abs(hashtext(o2.id::text)) % 3 LIMIT 1) AS id
           FROM orders o2 WHERE o2.business_id = $1 AND o2.channel = '@SITE' AND abs(hashtext(o2.id::text)) % 3 = 0
       ) pick
      WHERE o.id = pick.order_id AND pick.id IS NOT NULL`,
    [businessId],
  );
}
