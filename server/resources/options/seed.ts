/** Demo option groups: every published event gets two groups with items of each value type. */
import type { ResourceDefinition } from '../../../src/shared/definition';
import { options } from '../../../src/shared/resources/options/definition';
import { optionItems } from '../../../src/shared/resources/optionItems/definition';
import type { Db } from '../../db/types';
import { createRecord } from '../records/write';
import { publishedEventIds } from '../affiliates/seed';

const GROUPS = [
  {
    group: { title: 'Estacionamento', description: 'Vaga no estacionamento oficial do evento.', icon: 'LocalParking', required: false },
    items: [
      { title: 'Sem estacionamento', valueType: '@NONE' },
      { title: 'Carro', description: 'Uma vaga coberta por veículo.', valueType: '@ADD', value: 3500 },
      { title: 'Moto', valueType: '@ADD', value: 1500 },
    ],
  },
  {
    group: { title: 'Camiseta do evento', description: 'Retire no dia, no balcão de trocas.', icon: 'Checkroom', required: true },
    items: [
      { title: 'Não quero camiseta', valueType: '@NONE' },
      { title: 'Camiseta (P, M ou G)', valueType: '@ADD', value: 5990 },
      { title: 'Desconto sócio do clube', description: 'Apresente a carteirinha na retirada.', valueType: '@SUB', value: 1000 },
    ],
  },
];

/**
 * Groups and items are listed by creation; the whole seed is one transaction, where now() never
 * moves. Each row gets now() plus its own count of milliseconds, so the demo lists in the order
 * above. Not the wall clock: PGlite's clock_timestamp() counts whole milliseconds, and two rows
 * written in the same one tied and listed in their ids' random order.
 */
const orderer = (tx: Db) => {
  let n = 0;
  return (table: 'options' | 'option_items', id: unknown) =>
    tx.query(`UPDATE ${table} SET created_at = now() + $2 * interval '1 millisecond' WHERE id = $1`, [id, (n += 1)]);
};

export async function seedOptions(tx: Db, resources: readonly ResourceDefinition[], businessId: string): Promise<void> {
  const groupDef = resources.find((r) => r.name === options.name);
  const itemDef = resources.find((r) => r.name === optionItems.name);
  if (!groupDef || !itemDef) return;
  const inOrder = orderer(tx);
  for (const eventId of await publishedEventIds(tx, businessId)) {
    for (const { group, items } of GROUPS) {
      const created = await createRecord(tx, groupDef, resources, { businessId, params: { eventId } }, group);
      await inOrder('options', created.id);
      const scope = { businessId, params: { eventId, optionId: String(created.id) } };
      for (const item of items) await inOrder('option_items', (await createRecord(tx, itemDef, resources, scope, item)).id);
    }
  }
}
