/**
 * The accreditation validation page's answer (issue 15): POST /api/public/accreditation/pair/{p}/accredit
 * over HTTP on loopback, as the paired device sends it for each credential read, with 100,000
 * participants in the accreditation: p50 and p95 of first reads (@ACCREDITED, the write and its
 * history row), of second reads (@ALREADY_ACCREDITED) and of unknown codes (@UNKNOWN). Printed,
 * never asserted. The API runs in this process on PGlite. Alone: `npx tsx bench/run.ts accreditation`.
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '../server/app';
import { seededPglite } from './seededDb';
import { RESOURCES } from '../src/shared/resources/registry';
import { PUBLIC_FAILURES_PER_ADDRESS } from '../src/shared/accreditation/publicAnswers';
import { percentile } from './common';

const PARTICIPANTS = 100_000;
const READS = 300;
const ms = (v: number) => `${v.toFixed(1)} ms`;

export async function benchAccreditationValidation(): Promise<void> {
  const db = await seededPglite();
  const { rows } = await db.query<{ id: string; business_id: string; pair_code: string }>(
    `SELECT id, business_id, pair_code FROM accreditations WHERE name = 'Credenciamento Festival de Verão'`,
  );
  const accreditation = rows[0];
  let started = performance.now();
  // Codes of 10 characters like the real ones, distinct: 'B' and 9 digits.
  await db.query(
    `INSERT INTO accreditation_participants (business_id, accreditation_id, name, email, code, registered_via, accredited_at, accredited_via)
     SELECT $1, $2, 'Participante ' || i, 'participante' || i || '@bench.com.br', 'B' || lpad(i::text, 9, '0'),
            (ARRAY['@BACK_OFFICE', '@ON_SITE', '@SELF_SERVICE'])[1 + i % 3],
            CASE WHEN i % 2 = 0 THEN now() - make_interval(mins => i % 5000) END,
            CASE WHEN i % 2 = 0 THEN (ARRAY['@STAFF', '@DEVICE'])[1 + i % 2] END
       FROM generate_series(1, $3) i`,
    [accreditation.business_id, accreditation.id, PARTICIPANTS],
  );
  await db.query('ANALYZE accreditation_participants');
  console.log(`accreditation: ${PARTICIPANTS.toLocaleString('en')} participants inserted in ${ms(performance.now() - started)} (half of them accredited)`);

  const app = await buildApp({ db, resources: RESOURCES, jwtSecret: 'bench-secret-bench-secret-bench-secret' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/public/accreditation/pair/${accreditation.pair_code}/accredit`;
  try {
    const read = async (code: string) => {
      const t = performance.now();
      const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code }) });
      const body = (await res.json()) as { result?: string };
      return { ms: performance.now() - t, result: body.result ?? String(res.status) };
    };
    const timed = async (label: string, codes: string[], expected: string) => {
      const times: number[] = [];
      for (const code of codes) {
        const r = await read(code);
        if (r.result !== expected) throw new Error(`${label}: ${r.result}`);
        times.push(r.ms);
      }
      console.log(`POST .../accredit with ${PARTICIPANTS.toLocaleString('en')} participants, ${label} (${codes.length} in a row, HTTP on loopback, PGlite): p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}`);
    };
    // Odd numbers were not accredited by the insert; spread over the table.
    const fresh = Array.from({ length: READS }, (_, k) => `B${String(1 + 2 * Math.floor((k * PARTICIPANTS) / (2 * READS))).padStart(9, '0')}`);
    started = performance.now();
    await timed('first read (@ACCREDITED)', fresh, '@ACCREDITED');
    await timed('second read (@ALREADY_ACCREDITED)', fresh, '@ALREADY_ACCREDITED');
    // Unknown codes count against the address: stay under its allowance.
    await timed('unknown code (@UNKNOWN)', Array.from({ length: PUBLIC_FAILURES_PER_ADDRESS - 10 }, (_, k) => `X${String(k).padStart(9, '0')}`), '@UNKNOWN');
  } finally {
    await app.close();
    await db.close();
  }
}
