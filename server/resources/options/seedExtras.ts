/** Demo option groups and affiliates of the published events (called once from server/seed.ts). */
import type { ResourceDefinition } from '../../../src/shared/definition';
import type { Db } from '../../db/types';
import { seedAffiliates } from '../affiliates/seed';
import { seedOptions } from './seed';

export async function seedEventExtras(tx: Db, resources: readonly ResourceDefinition[], businessId: string): Promise<void> {
  await seedOptions(tx, resources, businessId);
  await seedAffiliates(tx, resources, businessId);
}
