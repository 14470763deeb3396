/**
 * Demo producers, line-up, sessions and lobby of Bilheteria Demo's published events, written
 * through the API's services. Artists are invented Brazilian acts (no real names). Sessions
 * follow each event's dates; the Caruaru festival gets the full line-up, a session per night
 * and the lobby.
 */
import type { ResourceDefinition } from '../src/shared/definition';
import { events } from '../src/shared/resources/events/definition';
import { producers } from '../src/shared/resources/producers/definition';
import { artists } from '../src/shared/resources/artists/definition';
import { sessions } from '../src/shared/resources/sessions/definition';
import { lobbies } from '../src/shared/resources/lobbies/definition';
import type { Db } from './db/types';
import { createRecord } from './resources/records/write';
import type { Scope } from './resources/records/scope';
import { ident, resourceTable } from './resources/columns';
import { addEventProducer } from './resources/eventProducers/eventProducers';
import { addToLineup } from './resources/lineup/lineup';

export const DEMO_ARTISTS = [
  'Trio Mandacaru de Ouro',
  'Zé Luar e a Sanfona Elétrica',
  'Clara Sabiá',
  'Os Cabras do Agreste',
  'Forró Vento Nordeste',
  'Duo Cajuína',
  'Tião da Zabumba',
  'Orquestra Frevo Vivo',
  'Dandara Maré',
  'Coletivo Samba da Lapa',
  'Marília Jatobá',
  'Banda Ipê Roxo',
];
/** Caruaru's line-up, in order: the first six acts. */
const CARUARU_LINEUP = 6;
const CARUARU = 'Festival de Forró de Caruaru';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

export async function seedEventPeople(tx: Db, resources: readonly ResourceDefinition[], businessId: string): Promise<void> {
  const has = (def: ResourceDefinition) => resources.find((r) => r.name === def.name);
  const [eventDef, producerDef, artistDef, sessionDef, lobbyDef] = [events, producers, artists, sessions, lobbies].map(has);
  if (!eventDef || !producerDef || !artistDef || !sessionDef || !lobbyDef) return;
  const scope: Scope = { businessId, params: {} };

  const published = (
    await tx.query<{ id: string; title: string; start_at: Date; end_at: Date | null }>(
      `SELECT id, title, start_at, end_at FROM ${ident(resourceTable(eventDef).table)}
        WHERE business_id = $1 AND NOT is_draft ORDER BY start_at, id`,
      [businessId],
    )
  ).rows;
  const producerIds = (
    await tx.query<{ id: string }>(`SELECT id FROM ${ident(resourceTable(producerDef).table)} WHERE business_id = $1 ORDER BY corporate_name, id`, [businessId])
  ).rows.map((r) => r.id);
  const artistIds: string[] = [];
  for (const name of DEMO_ARTISTS) artistIds.push(String((await createRecord(tx, artistDef, resources, scope, { name })).id));

  for (const [i, event] of published.entries()) {
    // One or two producers each, taking turns through the list.
    for (const producerId of producerIds.slice(i * 2, i * 2 + (i % 2) + 1)) await addEventProducer(tx, businessId, event.id, producerId);

    const eventScope: Scope = { businessId, params: { eventId: event.id } };
    const start = event.start_at.getTime();
    const end = event.end_at?.getTime() ?? start + 3 * HOUR;
    const nights = Math.max(1, Math.min(3, Math.round((end - start) / DAY) + 1));
    for (let n = 0; n < nights; n++) {
      const from = start + n * DAY;
      await createRecord(tx, sessionDef, resources, eventScope, {
        title: nights === 1 ? 'Sessão única' : `${n + 1}ª noite`,
        startAt: new Date(from).toISOString(),
        endAt: new Date(Math.min(from + 5 * HOUR, Math.max(end, from + HOUR))).toISOString(),
        capacity: 1500 + 500 * ((i + n) % 4),
      });
    }

    if (event.title === CARUARU) {
      await addToLineup(tx, businessId, event.id, artistIds.slice(0, CARUARU_LINEUP));
      await createRecord(tx, lobbyDef, resources, eventScope, {
        title: 'Fila de abertura das vendas',
        isActive: true,
        opensAt: new Date(start - 10 * DAY).toISOString(),
        closesAt: new Date(start - 9 * DAY).toISOString(),
        admissionsPerMinute: 300,
        message: 'Você está na fila virtual do Festival de Forró de Caruaru. Não atualize a página: sua vez chegará em instantes.',
      });
    } else if (i % 3 === 0) {
      await addToLineup(tx, businessId, event.id, [artistIds[CARUARU_LINEUP + (i % (DEMO_ARTISTS.length - CARUARU_LINEUP))]]);
    }
  }
}
