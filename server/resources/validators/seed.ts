/**
 * Demo validators of Bilheteria Demo: the main gate (active, on the two events with sales) and a
 * stand that closed (inactive). Their access codes are fixed, like the demo password, so the demo
 * and the browser tests can open /validate (README, "Run it").
 */
import type { Db } from '../../db/types';
import type { ResourceDefinition } from '../../../src/shared/definition';
import { createRecord, setFields } from '../records/write';

export const DEMO_VALIDATORS = [
  { name: 'Portaria principal', accessCode: 'DEMOPRTAPRNCPAL2', isActive: true },
  { name: 'Arquibancada sul (desativado)', accessCode: 'DEMOARQBSULXDESL', isActive: false },
] as const;

const EVENTS = ['Festival de Forró de Caruaru', 'Noite de Samba na Lapa'];

export async function seedValidators(tx: Db, resources: readonly ResourceDefinition[], businessId: string): Promise<void> {
  const def = resources.find((r) => r.name === 'validators');
  if (!def) return;
  const { rows } = await tx.query<{ id: string }>('SELECT id FROM events WHERE business_id = $1 AND title = ANY($2::text[]) ORDER BY start_at, id', [businessId, EVENTS]);
  const scope = { businessId, params: {} };
  for (const v of DEMO_VALIDATORS) {
    const created = await createRecord(tx, def, resources, scope, { name: v.name, eventIds: rows.map((r) => r.id), isActive: v.isActive });
    await setFields(tx, def, scope, String(created.id), { accessCode: v.accessCode });
  }
}
