/**
 * Finding a participant among 100,000 of one accreditation (issue 15): p50 and p95 of the
 * accreditation user's search, GET /api/accreditation/participants?search=, over HTTP on loopback
 * with the area's session cookie, by part of a name (a common surname, a rare one, two words), by
 * e-mail (whole and its start), by CPF (masked) and by credential code; then the staff's list
 * (GET /api/accreditations/{id}/participants?search=, 25 a page and its exact total) by a name.
 * PGlite in memory, the server in this process. Printed, never asserted.
 * Alone: `npx tsx bench/run.ts accreditationSearch`.
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '../server/app';
import { seededPglite } from './seededDb';
import { memoryUploads } from '../server/uploads/uploads';
import { DEMO_ACCREDITATION_USER } from '../server/seedAccreditations';
import { RESOURCES } from '../src/shared/resources/registry';
import { BENCH_USER, login, percentile } from './common';

const PARTICIPANTS = 100_000;
const RUNS = 40;
const WARMUP = 5;

const FIRST = ['Maria', 'José', 'Ana', 'João', 'Antônio', 'Francisca', 'Carlos', 'Paulo', 'Adriana', 'Lucas', 'Luíza', 'Márcia', 'Pedro', 'Fábio', 'Juliana', 'Sérgio', 'Patrícia', 'Rafael', 'Cláudia', 'Thiago'];
const SURNAMES = ['Silva', 'Santos', 'Oliveira', 'Souza', 'Lima', 'Pereira', 'Ferreira', 'Costa', 'Rodrigues', 'Almeida', 'Nascimento', 'Araújo', 'Melo', 'Barbosa', 'Ribeiro', 'Gonçalves', 'Conceição', 'Cardoso', 'Gomes', 'Martins', 'Rocha', 'Carvalho', 'Teixeira', 'Fernandes', 'Mendes', 'Freitas', 'Vieira', 'Batista', 'Moreira', 'Monteiro'];
const sqlArray = (items: string[]) => `ARRAY[${items.map((s) => `'${s}'`).join(', ')}]`;

export async function benchAccreditationSearch(): Promise<void> {
  const db = await seededPglite();
  const { rows: [accreditation] } = await db.query<{ id: string; business_id: string }>(`SELECT id, business_id FROM accreditations WHERE name = 'Credenciamento Festival de Verão'`);
  const started = performance.now();
  // Names of a first name and two surnames (accents included), e-mails, CPFs and codes all distinct.
  await db.query(
    `INSERT INTO accreditation_participants (business_id, accreditation_id, name, email, document, code, registered_via)
     SELECT $1, $2, (${sqlArray(FIRST)})[1 + g % ${FIRST.length}] || ' ' || (${sqlArray(SURNAMES)})[1 + (g * 7) % ${SURNAMES.length}] || ' ' || (${sqlArray(SURNAMES)})[1 + (g * 13 / 3) % ${SURNAMES.length}],
            'participante' || g || '@exemplo.com.br', lpad(g::text, 11, '0'), 'B' || lpad(g::text, 9, '0'),
            (ARRAY['@BACK_OFFICE', '@ON_SITE', '@SELF_SERVICE'])[1 + g % 3]
       FROM generate_series(1, $3::int) g`,
    [accreditation.business_id, accreditation.id, PARTICIPANTS],
  );
  await db.query(
    `INSERT INTO accreditation_participants (business_id, accreditation_id, name, email, code, registered_via) VALUES ($1, $2, 'Quitéria Zanetti Albuquerque', 'quiteria.z@exemplo.com.br', 'BQUITERIA1', '@ON_SITE')`,
    [accreditation.business_id, accreditation.id],
  );
  await db.query('ANALYZE accreditation_participants');
  console.log(`accreditation search: ${(PARTICIPANTS + 1).toLocaleString('en')} participants in one accreditation (written in ${((performance.now() - started) / 1000).toFixed(1)} s)`);

  const app = await buildApp({ db, resources: RESOURCES, uploads: memoryUploads(), jwtSecret: 'bench-secret-bench-secret-bench-secret', delivery: { intervalMs: 0 } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    const logged = await fetch(`${base}/api/accreditation/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ accreditationId: accreditation.id, email: DEMO_ACCREDITATION_USER, password: BENCH_USER.password }),
    });
    if (!logged.ok) throw new Error(`area login: ${logged.status} ${await logged.text()}`);
    const areaHeaders = { cookie: String(logged.headers.get('set-cookie')).split(';')[0], 'x-requested-with': 'fetch' };
    const staffHeaders = { authorization: `Bearer ${(await login(base)).accessToken}` };

    const timed = async (label: string, url: string, headers: Record<string, string>) => {
      const times: number[] = [];
      let answer: { data: unknown[]; pagination?: { totalItems: number } } = { data: [] };
      for (let i = 0; i < WARMUP + RUNS; i++) {
        const t0 = performance.now();
        const res = await fetch(`${base}${url}`, { headers });
        answer = (await res.json()) as typeof answer;
        if (!res.ok) throw new Error(`${url}: ${res.status} ${JSON.stringify(answer)}`);
        if (i >= WARMUP) times.push(performance.now() - t0);
      }
      const found = answer.pagination ? `${answer.data.length} of ${answer.pagination.totalItems}` : `${answer.data.length}`;
      console.log(`  ${label}: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms (${found} answered)`);
    };
    const area = (search: string) => `/api/accreditation/participants?search=${encodeURIComponent(search)}`;
    await timed("area, a common surname 'souza'", area('souza'), areaHeaders);
    await timed("area, a rare name 'zanetti'", area('zanetti'), areaHeaders);
    await timed("area, two words 'quitéria alb'", area('quitéria alb'), areaHeaders);
    await timed("area, a whole e-mail 'participante54321@exemplo.com.br'", area('participante54321@exemplo.com.br'), areaHeaders);
    await timed("area, an e-mail's start 'participante54321'", area('participante54321'), areaHeaders);
    await timed("area, a CPF '000.000.543-21'", area('000.000.543-21'), areaHeaders);
    await timed("area, a code 'b00005-4321'", area('b00005-4321'), areaHeaders);
    const list = (search: string) => `/api/accreditations/${accreditation.id}/participants?search=${encodeURIComponent(search)}`;
    await timed("staff list, a rare name 'zanetti'", list('zanetti'), staffHeaders);
    await timed("staff list, a common surname 'souza'", list('souza'), staffHeaders);
  } finally {
    await app.close();
    await db.close();
  }
}
