/**
 * The door's figures (issue 12): POST /api/validate/scan over HTTP (p50 and p95 of first entries,
 * of refusals of a ticket already used, and of forged QR codes), 100 devices scanning one ticket at
 * once (time, and how many got "valid"), and what a phone downloads to open /validate and then to
 * read QR codes with the polyfill (bytes on the wire as Chromium counts them, time to the code field).
 * The API runs in this process on PGlite and listens on loopback; the built admin (dist/) is served
 * by it. Alone: `npx tsx bench/run.ts door` (after `npm run build`).
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { openPglite } from '../server/db/pglite';
import { migrate } from '../server/db/migrate';
import { syncResources } from '../server/db/syncResources';
import { seedIfEmpty } from '../server/seed';
import { buildApp } from '../server/app';
import { memoryUploads } from '../server/uploads/uploads';
import { keyringOf } from '../server/secrets/keyring';
import { useSecretsKeyring } from '../server/secrets/active';
import { ticketQrPayload } from '../server/door/ticketQr';
import { insertOrders } from '../server/resources/tickets/seedOrders';
import { DEMO_VALIDATORS } from '../server/resources/validators/seed';
import { RESOURCES } from '../src/shared/resources/registry';
import type { Db } from '../server/db/types';
import { percentile } from './common';
import { launchWithCamera, qrVideo } from '../tests/e2e/fakeCamera';

const SCANS = 200;
const RACERS = 100;

const ms = (v: number) => `${v.toFixed(1)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function ticketCodes(db: Db, n: number): Promise<{ eventId: string; codes: string[] }> {
  const { rows } = await db.query<{ business_id: string; event_id: string; id: string }>(
    `SELECT l.business_id, l.event_id, l.id FROM lots l JOIN events e ON e.id = l.event_id
      WHERE e.title = 'Festival de Forró de Caruaru' AND l.session_id IS NULL ORDER BY l.id LIMIT 1`,
  );
  const lot = rows[0];
  await db.query('UPDATE lots SET quantity = 10000000 WHERE id = $1', [lot.id]);
  const [orderId] = await insertOrders(db, lot.business_id, [{ lotId: lot.id, quantity: n, channel: '@SITE', paymentType: '@PIX' }]);
  const codes = await db.query<{ code: string }>('SELECT ut.code FROM user_tickets ut JOIN order_items oi ON oi.id = ut.order_item_id WHERE oi.order_id = $1', [orderId]);
  return { eventId: lot.event_id, codes: codes.rows.map((r) => r.code) };
}

export async function benchDoor(): Promise<void> {
  useSecretsKeyring(keyringOf([randomBytes(32)]));
  const db = await openPglite();
  await migrate(db);
  await syncResources(db, RESOURCES);
  const uploads = memoryUploads();
  await seedIfEmpty(db, RESOURCES, uploads);
  const app = await buildApp({ db, resources: RESOURCES, uploads, staticDir: 'dist', jwtSecret: 'bench-secret-bench-secret-bench-secret' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    const session = await (await fetch(`${url}/api/validate/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ accessCode: DEMO_VALIDATORS[0].accessCode }) })).json();
    const headers = { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' };
    const { eventId, codes } = await ticketCodes(db, SCANS + 1);
    const scan = async (code: string) => {
      const started = performance.now();
      const res = await fetch(`${url}/api/validate/scan`, { method: 'POST', headers, body: JSON.stringify({ code, eventId }) });
      const body = await res.json();
      return { ms: performance.now() - started, result: body.result as string };
    };
    const timed = async (label: string, texts: string[], expected: string) => {
      const times: number[] = [];
      for (const text of texts) {
        const r = await scan(text);
        if (r.result !== expected) throw new Error(`${label}: ${r.result}`);
        times.push(r.ms);
      }
      console.log(`POST /api/validate/scan, ${label} (${texts.length} in a row, HTTP on loopback, PGlite): p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}`);
    };
    const entries = codes.slice(0, SCANS).map((c) => ticketQrPayload(c));
    await timed('first entry (@VALID)', entries, '@VALID');
    await timed('ticket already used (@ALREADY_USED)', entries, '@ALREADY_USED');
    await timed('forged QR (@FORGED, no query)', entries.map((p) => `${p.slice(0, -4)}AAAA`), '@FORGED');

    const target = ticketQrPayload(codes[SCANS]);
    const started = performance.now();
    const all = await Promise.all(Array.from({ length: RACERS }, () => scan(target)));
    const wall = performance.now() - started;
    const valid = all.filter((r) => r.result === '@VALID').length;
    console.log(`${RACERS} devices scanning one ticket at once: ${ms(wall)} for all answers, ${valid} @VALID, ${all.filter((r) => r.result === '@ALREADY_USED').length} @ALREADY_USED`);

    const [camera] = (await ticketCodes(db, 1)).codes;
    await pageFigures(url, DEMO_VALIDATORS[0].accessCode, ticketQrPayload(camera));
  } finally {
    await app.close();
    await db.close();
  }
}

/**
 * What a phone receives, as Chromium counts it (CDP encodedDataLength, cache off): /validate up to
 * the access-code field; then, at the scan screen of a browser without BarcodeDetector and with a
 * camera filming a ticket's QR, the reader (polyfill chunk and zxing WebAssembly) up to the first
 * entry read by the camera.
 */
async function pageFigures(url: string, accessCode: string, qr: string): Promise<void> {
  const browser = await launchWithCamera(qrVideo(qr));
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pt-BR', permissions: ['camera'] });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    let bytes = 0;
    cdp.on('Network.loadingFinished', (e: { encodedDataLength: number }) => (bytes += e.encodedDataLength));
    const started = performance.now();
    await page.goto(`${url}/validate`);
    await page.getByLabel('Código de acesso').waitFor();
    const toField = performance.now() - started;
    await page.waitForLoadState('networkidle');
    console.log(`/validate at 390 px, cold cache: access-code field after ${ms(toField)}, ${kb(bytes)} on the wire`);

    await page.getByLabel('Código de acesso').fill(accessCode);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByRole('radio', { name: /Festival de Forró de Caruaru/ }).check();
    await page.getByRole('radiogroup', { name: 'Sessão' }).getByRole('radio').first().check();
    const before = bytes;
    const scanning = performance.now();
    await page.getByRole('button', { name: 'Começar a validar' }).click();
    await page.getByTestId('scan-result').getByText('Entrada liberada').waitFor({ timeout: 60_000 });
    console.log(`scan screen to the first ticket read by the camera (polyfill, fake camera): ${ms(performance.now() - scanning)}, ${kb(bytes - before)} on the wire (the reader, the scan and the counters)`);
    await context.close();
  } finally {
    await browser.close();
  }
}
