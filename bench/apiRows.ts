/**
 * The producers list's first page at 1,000 and at 1,000,000 producers in the business: median of
 * sequential requests through the API. The rows are written by SQL around the service, so, as
 * docs/pagination.md asks, the list's counter row is dropped after each fill: the first read
 * after it (printed apart) pays whatever rebuilding the total costs, the median shows the rest.
 * Also printed, for what a user does next on a big list: a search that matches every row, and
 * a later page.
 */
import { sequentialMs, type ApiProcess } from './apiProcess';

const LIST = '/api/producers?page=1&limit=12';
const BATCH = 100_000;

async function fillTo(api: ApiProcess, business: string, total: number) {
  const [{ n }] = await api.sql<{ n: number }>('SELECT count(*)::int AS n FROM producers WHERE business_id = $1', [business]);
  for (let from = n + 1; from <= total; from += BATCH) {
    const to = Math.min(total, from + BATCH - 1);
    await api.sql(
      `INSERT INTO producers (business_id, corporate_name, corporate_reason, email, doc_cnpj, phone_number,
                              representative__profile__full_name, representative__profile__first_name, representative__profile__last_name)
       SELECT $1, 'Produtora ' || lpad(g::text, 7, '0'), 'Produções ' || g || ' Ltda', 'contato' || g || '@produtora.com.br',
              lpad(g::text, 14, '0'), '11' || lpad((g % 100000000)::text, 9, '9'), 'Pessoa ' || g, 'Pessoa', g::text
         FROM generate_series($2::int, $3::int) AS g`,
      [business, from, to],
    );
  }
  await api.sql(`DELETE FROM resource_counts WHERE business_id = $1 AND resource = 'producers'`, [business]);
}

async function firstMs(api: ApiProcess, path: string) {
  const t = performance.now();
  const res = await fetch(`${api.url}${path}`, { headers: { authorization: `Bearer ${api.token}`, 'cache-control': 'no-cache' } });
  const body = (await res.json()) as { pagination: { totalItems: number } };
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return { ms: performance.now() - t, total: body.pagination.totalItems };
}

export async function benchRows(api: ApiProcess, label: string) {
  // Each request reads the database (the answers kept in memory would time the cache, not the table).
  const auth = { authorization: `Bearer ${api.token}`, 'cache-control': 'no-cache' };
  const [{ id: business }] = await api.sql<{ id: string }>(`SELECT id FROM businesses WHERE name = 'Bilheteria Demo'`);
  const figures: Record<number, number> = {};
  for (const rows of [1_000, 1_000_000]) {
    const t = performance.now();
    await fillTo(api, business, rows);
    const filled = ((performance.now() - t) / 1000).toFixed(0);
    const first = await firstMs(api, LIST);
    figures[rows] = await sequentialMs(`${api.url}${LIST}`, auth);
    const search = await sequentialMs(`${api.url}/api/producers?page=1&limit=12&search=produtora`, auth, 10, 1);
    const later = await sequentialMs(`${api.url}/api/producers?page=50&limit=12`, auth, 10, 1);
    console.log(
      `${label}: producers list at ${rows.toLocaleString('en')} rows (filled in ${filled} s): first page ${figures[rows].toFixed(1)} ms ` +
        `(first read after the fill ${first.ms.toFixed(0)} ms, totalItems ${first.total}); search matching all ${search.toFixed(1)} ms; page 50 ${later.toFixed(1)} ms`,
    );
  }
  console.log(`${label}: first page at 1,000,000 / at 1,000 rows: ${(figures[1_000_000] / figures[1_000]).toFixed(2)}×`);
}
