/**
 * Demo stores of Bilheteria Demo (spec 2 sections 3, 7) with their product categories, written
 * through the API's write path (validation, slug from the name). Skipped when the resources do
 * not include stores (test apps with their own list).
 */
import type { ResourceDefinition } from '../src/shared/definition';
import type { Db } from './db/types';
import { createRecord } from './resources/records/write';

export const DEMO_STORES = [
  {
    store: {
      name: 'Lanchonete do Parque',
      type: 'CNPJ',
      document: '11222333000181',
      email: 'lanchonete@demo.com.br',
      phoneNumber: '81987654321',
      description: 'Lanches e bebidas na entrada do parque.',
      address: { zipCode: '50030230', street: 'Avenida Rio Branco', number: '120', complement: 'Loja 2', neighborhood: 'Recife', city: 'Recife', state: 'PE' },
    },
    categories: ['Bebidas', 'Lanches', 'Doces'],
  },
  {
    store: {
      name: 'Bar da Praça',
      type: 'CPF',
      document: '52998224725',
      email: 'bar@demo.com.br',
      phoneNumber: '8133224455',
      address: { zipCode: '55012010', street: 'Rua da Matriz', number: '45', neighborhood: 'Centro', city: 'Caruaru', state: 'PE' },
    },
    categories: ['Cervejas', 'Drinks'],
  },
  {
    store: {
      name: 'Loja de Souvenirs',
      type: 'CNPJ',
      document: '11444777000161',
      email: 'souvenirs@demo.com.br',
      phoneNumber: '11912345678',
      address: { zipCode: '01310100', street: 'Avenida Paulista', number: '1000', neighborhood: 'Bela Vista', city: 'São Paulo', state: 'SP' },
    },
    categories: ['Camisetas', 'Bonés'],
  },
] as const;

export async function seedStores(tx: Db, resources: readonly ResourceDefinition[], businessId: string): Promise<void> {
  const storeDef = resources.find((r) => r.name === 'stores');
  const categoryDef = resources.find((r) => r.name === 'storeCategories');
  if (!storeDef || !categoryDef) return;
  for (const { store, categories } of DEMO_STORES) {
    const created = await createRecord(tx, storeDef, resources, { businessId, params: {} }, structuredClone(store) as Record<string, unknown>);
    for (const name of categories) {
      await createRecord(tx, categoryDef, resources, { businessId, params: { storeId: String(created.id) } }, { name });
    }
  }
}
