/**
 * The demo accreditation of Bilheteria Demo (issue 15): its activities, a participant form of
 * three questions, one accreditation user who can log in at /accreditation/{id}/login with the
 * demo password, and participants of each registration channel, some already accredited and
 * checked into an activity, so the manage page's counters are not all zero on a first start.
 */
import type { ResourceDefinition } from '../src/shared/definition';
import type { Db } from './db/types';
import { createRecord } from './resources/records/write';
import { hashPassword } from './auth/passwords';
import { accredit, checkIn, registerParticipant } from './accreditation/participants';
import type { RegistrationChannel } from '../src/shared/resources/accreditations/codes';

export const DEMO_ACCREDITATION_USER = 'credenciador@demo.com.br';

const PARTICIPANTS: readonly [name: string, channel: RegistrationChannel, accredited: boolean][] = [
  ['Ana Beatriz Souza', '@BACK_OFFICE', true],
  ['Carlos Eduardo Lima', '@BACK_OFFICE', true],
  ['Daniela Ferreira', '@BACK_OFFICE', false],
  ['Eduardo Nascimento', '@SELF_SERVICE', true],
  ['Fernanda Alves', '@SELF_SERVICE', false],
  ['Gabriel Rocha', '@SELF_SERVICE', false],
  ['Helena Costa', '@ON_SITE', true],
  ['Igor Martins', '@ON_SITE', true],
];

const email = (name: string) => `${name.toLowerCase().normalize('NFD').replace(/[^a-z ]/g, '').split(' ').join('.')}@exemplo.com.br`;

export async function seedAccreditations(tx: Db, resources: readonly ResourceDefinition[], businessId: string, password: string): Promise<void> {
  const def = resources.find((r) => r.name === 'accreditations');
  const activityDef = resources.find((r) => r.name === 'accreditationActivities');
  const fieldDef = resources.find((r) => r.name === 'accreditationFields');
  if (!def || !activityDef || !fieldDef) return;
  const accreditation = await createRecord(tx, def, resources, { businessId, params: {} }, { name: 'Credenciamento Festival de Verão', isActive: true });
  const params = { accreditationId: String(accreditation.id) };
  const scope = { businessId, params };
  const talk = await createRecord(tx, activityDef, resources, scope, { name: 'Palestra de abertura', location: 'Auditório', capacity: 200, isActive: true });
  await createRecord(tx, activityDef, resources, scope, { name: 'Oficina de produção', location: 'Sala 2', capacity: 30, isActive: true });
  const role = await createRecord(tx, fieldDef, resources, scope, { label: 'Função', kind: '@SINGLE', required: true, options: 'Equipe\nImprensa\nExpositor\nParticipante' });
  await createRecord(tx, fieldDef, resources, scope, { label: 'Empresa', kind: '@TEXT', required: false });
  await createRecord(tx, fieldDef, resources, scope, { label: 'Data de nascimento', kind: '@DATE', required: false });

  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO accreditation_users (business_id, accreditation_id, first_name, last_name, email, password_hash)
     VALUES ($1, $2, 'Cláudia', 'Credenciadora', $3, $4) RETURNING id`,
    [businessId, accreditation.id, DEMO_ACCREDITATION_USER, await hashPassword(password)],
  );
  const userId = rows[0].id;
  const roles = ['Equipe', 'Imprensa', 'Expositor', 'Participante'];
  for (const [index, [name, via, accredited]] of PARTICIPANTS.entries()) {
    const participant = await registerParticipant(
      tx,
      { businessId, accreditationId: String(accreditation.id) },
      { name, email: email(name), answers: { [String(role.id)]: roles[index % roles.length] } },
      { via, userId: via === '@ON_SITE' ? userId : null },
    );
    if (!accredited) continue;
    const done = await accredit(tx, participant, { via: index === 3 ? '@DEVICE' : '@STAFF', userId: index === 3 ? null : userId });
    if (index < 2) await checkIn(tx, done.participant, String(talk.id), { businessId, via: '@STAFF', userId });
  }
}
