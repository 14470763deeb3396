/**
 * Accreditation dashboard figures (issue 15): p50 and p95 of GET /api/accreditations/{id}/dashboard
 * over HTTP (the server's whole answer: the seven counters of docs/accreditation.md) at 100,000
 * participants of one accreditation (a third of each registration channel, 60% accredited over the
 * last 30 days, 1 in 5 of those at the paired device), for the default 7 days and for a chosen
 * month. PGlite in a temporary folder, the server in this process on loopback. Printed, never
 * asserted. Alone: `npx tsx bench/run.ts accreditationDashboard`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../server/app';
import { seededPglite } from './seededDb';
import { memoryUploads } from '../server/uploads/uploads';
import { RESOURCES } from '../src/shared/resources/registry';
import { addDays, dayAt } from '../src/shared/dashboard/period';
import { BENCH_USER, percentile } from './common';

const PARTICIPANTS = 100_000;
const RUNS = 40;
const WARMUP = 5;

export async function benchAccreditationDashboard(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-accreditation-'));
  const db = await seededPglite(dir);
  const app = await buildApp({ db, resources: RESOURCES, uploads: memoryUploads(), jwtSecret: 'bench-secret-bench-secret-bench-secret', delivery: { intervalMs: 0 } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    const login = await fetch(`${base}/api/auth/login/local`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: BENCH_USER.email, password: BENCH_USER.password }) });
    const auth = { authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}` };
    const created = await fetch(`${base}/api/accreditations`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Credenciamento Grande', isActive: true }) });
    const { id } = (await created.json()) as { id: string };
    const started = performance.now();
    await db.query(
      `INSERT INTO accreditation_participants (business_id, accreditation_id, name, email, code, registered_via, accredited_at, accredited_via)
       SELECT a.business_id, a.id, 'Participante ' || g, 'p' || g || '@exemplo.com.br', upper(substr(md5(g::text), 1, 10)),
              (ARRAY['@BACK_OFFICE', '@ON_SITE', '@SELF_SERVICE'])[g % 3 + 1],
              CASE WHEN g % 5 < 3 THEN now() - ((g * 7919) % 43200) * interval '1 minute' END,
              CASE WHEN g % 5 < 3 THEN CASE WHEN g % 25 = 0 THEN '@DEVICE' ELSE '@STAFF' END END
         FROM accreditations a, generate_series(1, $2::int) g WHERE a.id = $1`,
      [id, PARTICIPANTS],
    );
    await db.exec('ANALYZE');
    console.log(`accreditation dashboard: ${PARTICIPANTS.toLocaleString('en')} participants (written in ${((performance.now() - started) / 1000).toFixed(1)} s)`);
    const today = dayAt(new Date());
    for (const [label, query] of [['last 7 days (default)', ''], ['a chosen month', `?startAt=${addDays(today, -29)}&endAt=${today}`]] as const) {
      const times: number[] = [];
      let answer: Record<string, unknown> = {};
      for (let i = 0; i < WARMUP + RUNS; i++) {
        const t0 = performance.now();
        const res = await fetch(`${base}/api/accreditations/${id}/dashboard${query}`, { headers: auth });
        answer = (await res.json()) as Record<string, unknown>;
        if (!res.ok) throw new Error(`dashboard: ${res.status} ${JSON.stringify(answer)}`);
        if (i >= WARMUP) times.push(performance.now() - t0);
      }
      console.log(
        `  GET /accreditations/{id}/dashboard, ${label}: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms (total ${answer.totalParticipants}, period ${answer.accreditationsByPeriod})`,
      );
    }
  } finally {
    await app.close();
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
