/**
 * Demo balances of Bilheteria Demo's Caruaru festival: an advance paid to the producer, the
 * band's fee and a sponsor's money, so its Financeiro page shows a settlement (docs/balances.md).
 */
import type { Db } from '../db/types';
import type { ResourceDefinition } from '../../src/shared/definition';
import { createRecord } from '../resources/records/write';

const EVENT = 'Festival de Forró de Caruaru';
const DAY = 86_400_000;

const ENTRIES = [
  { type: '@DEBIT', description: 'Adiantamento ao produtor', amount: 500_000, daysAgo: 20 },
  { type: '@DEBIT', description: 'Cachê da banda de abertura', amount: 350_000, daysAgo: 12 },
  { type: '@CREDIT', description: 'Patrocínio da cervejaria', amount: 200_000, daysAgo: 8 },
] as const;

export async function seedBalances(tx: Db, resources: readonly ResourceDefinition[], businessId: string): Promise<void> {
  const def = resources.find((r) => r.name === 'balances');
  if (!def) return;
  const { rows } = await tx.query<{ id: string }>('SELECT id FROM events WHERE business_id = $1 AND title = $2 ORDER BY id LIMIT 1', [businessId, EVENT]);
  if (!rows[0]) return;
  const scope = { businessId, params: { eventId: rows[0].id } };
  const now = Date.now();
  for (const e of ENTRIES) {
    await createRecord(tx, def, resources, scope, { type: e.type, description: e.description, amount: e.amount, date: new Date(now - e.daysAgo * DAY).toISOString() });
  }
}
