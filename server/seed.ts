/**
 * Demo data for a first start (runs only while `businesses` is empty): two businesses,
 * their roles and users (password demo1234), producers, payment accounts and events
 * (server/seedEvents.ts) written through the same services as the API, so validation and
 * list counters hold. Event cover images are written to `uploads`.
 */
import type { Db } from './db/types';
import { hashPassword } from './auth/passwords';
import { createRecord } from './resources/records/write';
import type { ResourceDefinition } from '../src/shared/definition';
import { producers } from '../src/shared/resources/producers/definition';
import { makeProducer, prng } from './seedData';
import { seedEvents } from './seedEvents';
import { seedEventExtras } from './resources/options/seedExtras';
import { seedEventPeople } from './seedEventPeople';
import { seedSalesTrees } from './resources/tickets/seed';
import { seedCourtesies } from './resources/courtesies/seed';
import { attributeSiteSales } from './resources/affiliates/seed';
import { seedValidators } from './resources/validators/seed';
import { seedCashSession } from './cashier/seed';
import { seedBalances } from './balances/seed';
import { seedStores } from './seedStores';
import { seedAccreditations } from './seedAccreditations';
import { seedMailTemplates } from './seedMailTemplates';
import { DEMO_ORDERS, seedDemoOrders } from './resources/orders/seed';
import type { Uploads } from './uploads/uploads';

export const DEMO_PASSWORD = 'demo1234';

export const DEMO_ACCOUNTS = [
  { email: 'admin@demo.com.br', firstName: 'Ana', lastName: 'Beatriz Souza', business: 'demo', role: 'Administrador' },
  { email: 'produtor@demo.com.br', firstName: 'João', lastName: 'Carlos Pereira', business: 'demo', role: 'Produtor' },
  { email: 'caixa@demo.com.br', firstName: 'Márcia', lastName: 'Gonçalves', business: 'demo', role: 'Caixa' },
  { email: 'eventos@demo.com.br', firstName: 'Luís', lastName: 'Fernando Araújo', business: 'demo', role: 'Eventos' },
  { email: 'admin@outra.com.br', firstName: 'Patrícia', lastName: 'Lima Ribeiro', business: 'outra', role: 'Administrador' },
] as const;

const BUSINESSES = {
  demo: {
    name: 'Bilheteria Demo',
    description: 'Bilheteria de demonstração com eventos, serviços e credenciamento.',
    isTicketOffice: true,
    modules: ['@M_EVENTS', '@M_BOOKINGS', '@M_ACCREDITATION'],
    domainClient: 'bilheteria-demo.com.br',
    preferences: { primaryColor: '#1E3A8A', secondaryColor: '#F59E0B', thirdColor: '#10B981', logo: null, icon: null },
    roles: {
      Administrador: ['@ALL'],
      Produtor: ['@PRODUCER'],
      Caixa: ['@CAN.SELL', '@CAN.APPLY.DISCOUNT.ON.SELL'],
      Eventos: ['@EVENTS.LIST', '@EVENTS.CREATE', '@EVENTS.MODIFY'],
    } as Record<string, string[]>,
    producers: 30,
  },
  outra: {
    name: 'Outra Produtora',
    description: 'Produtora de eventos independente.',
    isTicketOffice: false,
    modules: ['@M_EVENTS'],
    domainClient: 'outraprodutora.com.br',
    preferences: { primaryColor: '#7C3AED', secondaryColor: '#EC4899', thirdColor: '#0EA5E9', logo: null, icon: null },
    roles: { Administrador: ['@ALL'] } as Record<string, string[]>,
    producers: 3,
  },
};

export interface SeedOptions {
  /** Demo orders of every state beside the sales trees' (server/resources/orders/seed.ts); the API tests ask for none. */
  demoOrders?: number;
}

export async function seedIfEmpty(db: Db, resources: readonly ResourceDefinition[], uploads: Uploads, options: SeedOptions = {}): Promise<boolean> {
  const empty = async (q: Db) => Number((await q.query<{ n: number }>('SELECT count(*)::int AS n FROM businesses')).rows[0]?.n) === 0;
  if (!(await empty(db))) return false;
  // Hashed before the transaction (scrypt is slow on purpose), one salt per user.
  const hashes = await Promise.all(DEMO_ACCOUNTS.map(() => hashPassword(DEMO_PASSWORD)));
  // One transaction under a lock: two processes starting on an empty PostgreSQL seed once.
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(727003)');
    if (!(await empty(tx))) return false;
    await seed(tx, resources, hashes, uploads, options.demoOrders ?? DEMO_ORDERS);
    return true;
  });
}

async function seed(tx: Db, resources: readonly ResourceDefinition[], hashes: string[], uploads: Uploads, demoOrders: number): Promise<void> {
  const businessIds: Record<string, string> = {};
  const roleIds: Record<string, string> = {};
  const userIds: Record<string, string> = {};
  {
    for (const [key, b] of Object.entries(BUSINESSES)) {
      const inserted = await tx.query<{ id: string }>(
        `INSERT INTO businesses (name, description, is_ticket_office, modules, domain_client, preferences)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [b.name, b.description, b.isTicketOffice, b.modules, b.domainClient, JSON.stringify(b.preferences)],
      );
      businessIds[key] = inserted.rows[0].id;
      for (const [role, perms] of Object.entries(b.roles)) {
        const r = await tx.query<{ id: string }>('INSERT INTO roles (business_id, name, permissions) VALUES ($1, $2, $3) RETURNING id', [
          businessIds[key],
          role,
          perms,
        ]);
        roleIds[`${key}:${role}`] = r.rows[0].id;
      }
    }
    for (const [i, a] of DEMO_ACCOUNTS.entries()) {
      const u = await tx.query<{ id: string }>(
        'INSERT INTO users (email, password_hash, first_name, last_name) VALUES ($1, $2, $3, $4) RETURNING id',
        [a.email, hashes[i], a.firstName, a.lastName],
      );
      // In the accounts' order (the administrator first), a millisecond apart: lists and tests that take "the first collaborator" agree.
      await tx.query(`INSERT INTO collaborators (business_id, user_id, role_id, created_at) VALUES ($1, $2, $3, now() + make_interval(secs => $4 / 1000.0))`, [
        businessIds[a.business],
        u.rows[0].id,
        roleIds[`${a.business}:${a.role}`],
        i,
      ]);
      userIds[a.email] = u.rows[0].id;
    }
    // One person in both businesses, to switch between them from the user menu (issue 14): Outra
    // Produtora's administrator also runs events at Bilheteria Demo. Her first login opens Outra
    // Produtora (the older membership); later ones open the business she used last.
    await tx.query(`INSERT INTO collaborators (business_id, user_id, role_id, created_at) VALUES ($1, $2, $3, now() + interval '1 second')`, [
      businessIds.demo,
      userIds['admin@outra.com.br'],
      roleIds['demo:Eventos'],
    ]);
    // A pending invite (docs/people.md): its link was never sent, so no one can accept it; it shows the list and can be revoked.
    await tx.query(
      `INSERT INTO invites (business_id, email, role_id, token_hash, invited_by, expires_at)
       VALUES ($1, 'convidado@demo.com.br', $2, encode(sha256(gen_random_uuid()::text::bytea), 'hex'), $3, now() + interval '7 days')`,
      [businessIds.demo, roleIds['demo:Caixa'], userIds['admin@demo.com.br']],
    );
  }

  // Producers through the API's write path (validation, beforeSave, counters).
  const def = resources.find((r) => r.name === producers.name) ?? producers;
  let index = 0;
  for (const [key, b] of Object.entries(BUSINESSES)) {
    const rand = prng(key === 'demo' ? 20240501 : 20240502);
    for (let i = 0; i < b.producers; i++, index++) {
      await createRecord(tx, def, resources, { businessId: businessIds[key], params: {} }, makeProducer(index, rand));
    }
  }

  await seedEvents(tx, resources, uploads, { demo: businessIds.demo, outra: businessIds.outra });
  await seedEventPeople(tx, resources, businessIds.demo);
  await seedEventExtras(tx, resources, businessIds.demo);
  // After the sessions: lots of the Caruaru festival are sold per night.
  await seedSalesTrees(tx, resources, { demo: businessIds.demo, outra: businessIds.outra });
  if (resources.some((r) => r.name === 'affiliates')) await attributeSiteSales(tx, businessIds.demo);
  await seedCourtesies(tx, businessIds.demo);
  await seedValidators(tx, resources, businessIds.demo);
  await seedCashSession(tx, businessIds.demo);
  await seedBalances(tx, resources, businessIds.demo);
  await seedStores(tx, resources, businessIds.demo);
  await seedAccreditations(tx, resources, businessIds.demo, DEMO_PASSWORD);
  await seedMailTemplates(tx, resources, businessIds.demo);
  if (resources.some((r) => r.name === 'lots')) await seedDemoOrders(tx, { demo: businessIds.demo, outra: businessIds.outra }, demoOrders);
}
