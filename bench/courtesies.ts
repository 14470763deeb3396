/**
 * Courtesy sending figure: server time to accept 10,000 contacts in one POST
 * /events/{id}/send-courtesy (validation, duplicate lookup, the set-based insert of orders,
 * items, user tickets and courtesies, commit), in process with app.inject on a fresh PGlite;
 * median of RUNS, each to new contacts. Delivery (to the outbox) is drained between runs, and
 * timed too. Alone: `npx tsx bench/run.ts courtesies`.
 */
import { openPglite } from '../server/db/pglite';
import { migrate } from '../server/db/migrate';
import { syncResources } from '../server/db/syncResources';
import { seedIfEmpty } from '../server/seed';
import { buildApp } from '../server/app';
import { memoryUploads } from '../server/uploads/uploads';
import { randomBytes } from 'node:crypto';
import { keyringOf } from '../server/secrets/keyring';
import { useSecretsKeyring } from '../server/secrets/active';
import { RESOURCES } from '../src/shared/resources/registry';
import { BENCH_USER, percentile } from './common';

const CONTACTS = 10_000;
const RUNS = 5;

export async function benchCourtesies(): Promise<void> {
  useSecretsKeyring(keyringOf([randomBytes(32)])); // the seed writes payment account secrets
  const db = await openPglite();
  await migrate(db);
  await syncResources(db, RESOURCES);
  const uploads = memoryUploads();
  await seedIfEmpty(db, RESOURCES, uploads);
  const app = await buildApp({ db, resources: RESOURCES, uploads, jwtSecret: 'bench-secret-bench-secret-bench-secret', delivery: { intervalMs: 0 } });
  try {
    const login = await app.inject({ method: 'POST', url: '/api/auth/login/local', payload: { username: BENCH_USER.email, password: BENCH_USER.password } });
    // The send kicks the queue right after answering; here delivery is drained apart, so it never overlaps the timing.
    app.courtesyQueue.kick = () => undefined;
    const headers = { authorization: `Bearer ${login.json().accessToken}` };
    const { rows } = await db.query<{ event_id: string; ticket_id: string; lot_id: string }>(
      `SELECT l.event_id, l.ticket_id, l.id AS lot_id FROM lots l JOIN events e ON e.id = l.event_id
        WHERE e.title = 'Festival de Forró de Caruaru' ORDER BY l.index, l.id LIMIT 1`,
    );
    const { event_id: eventId, ticket_id: ticketId, lot_id: lotId } = rows[0];
    // Room for every run: a send must fit the places left in its lot.
    await db.query('UPDATE lots SET quantity = 10000000 WHERE id = $1', [lotId]);
    const accept: number[] = [];
    const deliver: number[] = [];
    // PGlite runs in this thread: CPU time is the work itself, less moved by other load on the machine.
    const cpuMs: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const contacts = Array.from({ length: CONTACTS }, (_, i) => `convidado.${run}.${i}@exemplo.com.br`);
      const names = contacts.map((_, i) => `Convidado ${i}`);
      const payload = JSON.stringify({ ticketId, lotId, type: '@EMAIL', contacts, names });
      const started = performance.now();
      const cpu = process.cpuUsage();
      const res = await app.inject({ method: 'POST', url: `/api/events/${eventId}/send-courtesy`, headers: { ...headers, 'content-type': 'application/json' }, payload });
      accept.push(performance.now() - started);
      cpuMs.push(process.cpuUsage(cpu).user / 1000);
      if (res.statusCode !== 201 || res.json().created !== CONTACTS) throw new Error(`send-courtesy: ${res.statusCode} ${res.body.slice(0, 300)}`);
      const drainStart = performance.now();
      await app.courtesyQueue.drain();
      deliver.push(performance.now() - drainStart);
    }
    const median = (v: number[]) => percentile(v, 50);
    console.log(`POST send-courtesy with ${CONTACTS.toLocaleString('en')} e-mails (PGlite, in process): median ${median(accept).toFixed(0)} ms, CPU ${median(cpuMs).toFixed(0)} ms (runs ${accept.map((v) => v.toFixed(0)).join(', ')})`);
    console.log(`delivering them to the outbox (queue drain): median ${median(deliver).toFixed(0)} ms`);
  } finally {
    await app.close();
    await db.close();
  }
}
