/**
 * The customers CSV (issue 12, spec 2): GET /api/business/customers/downloadable of every buyer,
 * at 10,000 and at 100,000 buyers, from a server started as `npm start` starts it (its own
 * process, PGlite in a fresh DATA_DIR). For each: the file over HTTP on loopback (first byte,
 * whole file, bytes plain and gzip), and 'Exportar CSV' clicked on /clients in Chromium at
 * 1366 px (click to the saved file, and the answer's bytes on the wire as Chromium counts them,
 * CDP encodedDataLength). Meanwhile the server's RSS (/proc/<pid>/status VmRSS) is sampled every
 * 20 ms: the figures printed are its highest value, and its value at the end, less the value just
 * before the download. Written page by page, neither grows with the number of buyers; what rises
 * and falls between runs is garbage waiting for V8's collector (PGlite's memory stays put). Alone: `npm run build && npx tsx bench/run.ts customers`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPglite } from '../server/db/pglite';
import { insertOrders, type OrderLine } from '../server/resources/tickets/seedOrders';
import { freePort } from '../scripts/spawnServer';
import { launchChromium, logInContext, login } from './common';

const BATCH = 10_000;
const STEPS = [10_000, 100_000];

const mb = (kb: number) => `${(kb / 1024).toFixed(1)} MB`;
/** Bytes in KB under a megabyte, else MB. */
const size = (bytes: number) => (bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(2)} MB`);
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

interface Server {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** `node --import tsx server/main.ts` as scripts/start.mjs runs it, so its pid is the server's own. */
async function startServer(dataDir: string): Promise<Server> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  while (!(await fetch(`${url}/api/health`).then((r) => r.ok, () => false))) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    pid: child.pid!,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

const rssKb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

/** Samples the server's RSS while `work` runs; answers the work's result, the highest growth and the RSS at the end. */
async function sampled<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; growthKb: number; baseKb: number; afterKb: number }> {
  const baseKb = rssKb(pid);
  let maxKb = baseKb;
  const timer = setInterval(() => (maxKb = Math.max(maxKb, rssKb(pid))), 20);
  try {
    const result = await work();
    const afterKb = rssKb(pid);
    maxKb = Math.max(maxKb, afterKb);
    return { result, growthKb: maxKb - baseKb, baseKb, afterKb };
  } finally {
    clearInterval(timer);
  }
}

/** Buyers `from`..`to`-1, one paid site order each (every 20th refunded), written while the server is down. */
async function addBuyers(dataDir: string, from: number, to: number): Promise<void> {
  const db = await openPglite(join(dataDir, 'pgdata'));
  try {
    const { rows: [lot] } = await db.query<{ id: string; business_id: string }>(
      `SELECT l.id, l.business_id FROM lots l JOIN businesses b ON b.id = l.business_id
        WHERE b.name = 'Bilheteria Demo' AND l.price > 0 ORDER BY l.created_at LIMIT 1`,
    );
    await db.query('UPDATE lots SET quantity = 10000000 WHERE id = $1', [lot.id]);
    for (let start = from; start < to; start += BATCH) {
      const lines: OrderLine[] = [];
      for (let i = start; i < Math.min(to, start + BATCH); i++) {
        lines.push({
          lotId: lot.id,
          quantity: 1 + (i % 3),
          channel: '@SITE',
          paymentType: '@PIX',
          // Every 50th name starts as a formula would, so the file neutralises some cells.
          customerName: i % 50 === 0 ? `=Cliente ${i}` : `Cliente ${i} da Silva`,
          customerEmail: `cliente.${i}@exemplo.com.br`,
          status: i % 20 === 0 ? '@REFUNDED' : '@PAID',
          createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
        });
      }
      await insertOrders(db, lot.business_id, lines);
    }
  } finally {
    await db.close();
  }
}

/** The whole file over HTTP: first byte, last byte, bytes received (compressed when gzip). */
function download(url: string, token: string, gzip: boolean): Promise<{ firstMs: number; totalMs: number; bytes: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      `${url}/api/business/customers/downloadable`,
      { headers: { authorization: `Bearer ${token}`, 'accept-encoding': gzip ? 'gzip' : 'identity' } },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`downloadable: ${res.statusCode}`));
        let firstMs = 0;
        let bytes = 0;
        res.on('data', (chunk: Buffer) => {
          if (!bytes) firstMs = performance.now() - started;
          bytes += chunk.length;
        });
        res.on('end', () => resolve({ firstMs, totalMs: performance.now() - started, bytes }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** 'Exportar CSV' on /clients at 1366 px: click to the saved file, and the answer's bytes on the wire. */
async function browserExport(server: Server): Promise<{ ms: number; wire: number; fileBytes: number; growthKb: number }> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 850 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', acceptDownloads: true });
    await logInContext(context, server.url);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    // The answer's bytes on the wire: its headers and each piece as received, or the total the
    // protocol gives when the request ends. Chromium may end a streamed fetch read to its end as
    // 'canceled' (Network.loadingFailed) rather than finished; the pieces counted then stand.
    let csvRequest = '';
    let wire = 0;
    let ended: () => void = () => undefined;
    const csvEnded = new Promise<void>((resolve) => (ended = resolve));
    cdp.on('Network.requestWillBeSent', (e: { requestId: string; request: { url: string } }) => {
      if (e.request.url.includes('/customers/downloadable')) csvRequest = e.requestId;
    });
    cdp.on('Network.responseReceived', (e: { requestId: string; response: { encodedDataLength: number } }) => {
      if (e.requestId === csvRequest) wire = e.response.encodedDataLength;
    });
    cdp.on('Network.dataReceived', (e: { requestId: string; encodedDataLength: number }) => {
      if (e.requestId === csvRequest) wire += e.encodedDataLength;
    });
    cdp.on('Network.loadingFinished', (e: { requestId: string; encodedDataLength: number }) => {
      if (e.requestId !== csvRequest) return;
      wire = e.encodedDataLength;
      ended();
    });
    cdp.on('Network.loadingFailed', (e: { requestId: string }) => {
      if (e.requestId === csvRequest) ended();
    });
    await page.goto(`${server.url}/clients`);
    await page.getByRole('table', { name: 'Clientes' }).getByRole('row').nth(1).waitFor({ timeout: 60_000 });
    const { result, growthKb } = await sampled(server.pid, async () => {
      const started = performance.now();
      const [saved] = await Promise.all([
        page.waitForEvent('download', { timeout: 600_000 }),
        page.getByRole('button', { name: 'Exportar CSV' }).click(),
      ]);
      const path = await saved.path();
      return { ms: performance.now() - started, fileBytes: readFileSync(path!).length };
    });
    // The protocol's events and the download's come apart: the answer's end may come last.
    await csvEnded;
    return { ...result, wire, growthKb };
  } finally {
    await browser.close();
  }
}

export async function benchCustomers(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bilheteria-bench-customers-'));
  try {
    // A first start migrates and seeds the demo, with its keys; stopped, the orders go in.
    await (await startServer(dataDir)).stop();
    let have = 0;
    for (const buyers of STEPS) {
      const started = performance.now();
      await addBuyers(dataDir, have, buyers);
      have = buyers;
      const setupMs = performance.now() - started;
      const server = await startServer(dataDir);
      try {
        const { accessToken } = await login(server.url);
        const total = (await (await fetch(`${server.url}/api/business/customers?limit=1`, { headers: { authorization: `Bearer ${accessToken}` } })).json()) as { pagination: { totalItems: number } };
        // A first file warms the server (code paths, PGlite's caches) before anything is measured.
        await download(server.url, accessToken, true);
        const plain = await sampled(server.pid, () => download(server.url, accessToken, false));
        const zipped = await sampled(server.pid, () => download(server.url, accessToken, true));
        const inBrowser = await browserExport(server);
        console.log(
          `Customers CSV, ${total.pagination.totalItems.toLocaleString('pt-BR')} buyers (orders written in ${s(setupMs)}; server RSS before ${mb(plain.baseKb)}):\n` +
            `  HTTP, plain: first byte ${s(plain.result.firstMs)}, whole file ${s(plain.result.totalMs)}, ${size(plain.result.bytes)}, server RSS growth max ${mb(plain.growthKb)} (after: ${mb(plain.afterKb - plain.baseKb)})\n` +
            `  HTTP, gzip:  first byte ${s(zipped.result.firstMs)}, whole file ${s(zipped.result.totalMs)}, ${size(zipped.result.bytes)} on the wire, server RSS growth max ${mb(zipped.growthKb)} (after: ${mb(zipped.afterKb - zipped.baseKb)})\n` +
            `  Chromium, 'Exportar CSV' on /clients: file saved ${s(inBrowser.ms)} after the click, ${size(inBrowser.wire)} on the wire (CDP), file ${size(inBrowser.fileBytes)}, server RSS growth max ${mb(inBrowser.growthKb)}`,
        );
      } finally {
        await server.stop();
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
