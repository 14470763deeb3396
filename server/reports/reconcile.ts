/**
 * The summaries' reconciliation (docs/reports.md, "Summary tables"): recomputes every report
 * summary of the database (or of one business) from the orders, lines, issued tickets, payments
 * and refunds, and prints each difference; `--repair` then rebuilds what drifted from the rows.
 * Exits 1 when something drifted (so a cron or CI can alert). The database is the server's:
 * DATABASE_URL, else PGlite in DATA_DIR (stop the server first: PGlite has one writer).
 *
 *   npx tsx server/reports/reconcile.ts [--repair] [businessId]
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDb } from '../db/open';
import { rebuildSummaries, reportDrift } from './summaries';

const ROOT = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));

async function main() {
  const args = process.argv.slice(2);
  const repair = args.includes('--repair');
  const businessId = args.find((a) => !a.startsWith('--')) ?? null;
  const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(ROOT, 'data'));
  const db = await openDb({ databaseUrl: process.env.DATABASE_URL, pgliteDir: path.join(dataDir, 'pgdata') });
  try {
    const drift = await reportDrift(db, businessId);
    for (const d of drift) console.log(`${d.what}\t${d.key}\tkept ${d.kept ?? '-'}\trecomputed ${d.recomputed ?? '-'}`);
    console.log(drift.length ? `${drift.length} difference(s) between the report summaries and the rows` : 'the report summaries agree with the rows');
    if (drift.length && repair) {
      await rebuildSummaries(db, businessId);
      const after = await reportDrift(db, businessId);
      console.log(after.length ? `still ${after.length} difference(s) after the rebuild` : 'rebuilt from the rows: they agree now');
    }
    process.exitCode = drift.length ? 1 : 0;
  } finally {
    await db.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(2);
});
