/**
 * Foundation figures (issue 2):
 *  - the JS the login page and /producers load first, raw and gzipped here after the fact: a
 *    proxy only; what Chromium really receives (the server's brotli, headers included) is printed
 *    by bench/delivery.ts;
 *  - requests per second of GET /api/producers?page=1&limit=12 against a bare Node http server
 *    answering the same bytes, as a ratio, in one run.
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { spawnServer } from '../scripts/spawnServer';
import { CHROMIUM_ARGS, login, logInContext } from './common';

const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

async function jsLoadedBy(url: string, path: string, loggedIn: boolean) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const context = await browser.newContext({ baseURL: url });
  if (loggedIn) await logInContext(context, url);
  const page = await context.newPage();
  const files = new Set<string>();
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (u.pathname.endsWith('.js')) files.add(u.pathname);
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await browser.close();
  let raw = 0;
  let gz = 0;
  for (const file of files) {
    const bytes = readFileSync(`dist${file}`);
    raw += bytes.length;
    gz += gzipSync(bytes, { level: 9 }).length;
  }
  return { files: files.size, raw, gz };
}

/** A bare Node http server answering `body`, in its own process like the API. */
async function startBare(body: Buffer) {
  const file = join(mkdtempSync(join(tmpdir(), 'bench-')), 'body.json');
  writeFileSync(file, body);
  const code = `const b=require('fs').readFileSync(${JSON.stringify(file)});require('http').createServer((q,r)=>{r.writeHead(200,{'content-type':'application/json; charset=utf-8','content-length':b.length});r.end(b)}).listen(0,'127.0.0.1',function(){console.log(this.address().port)})`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<string>((resolve) => child.stdout!.once('data', (d) => resolve(String(d).trim())));
  return { child, url: `http://127.0.0.1:${port}/` };
}

async function rps(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: 10, duration: 8, headers });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

export async function benchFoundation() {
  const server = await spawnServer();
  try {
    const loginPage = await jsLoadedBy(server.url, '/auth/login', false);
    const producers = await jsLoadedBy(server.url, '/producers', true);
    console.log(`JS loaded first by /auth/login: ${loginPage.files} files, ${kb(loginPage.raw)} raw, ${kb(loginPage.gz)} gzipped here (proxy; on the wire: bench delivery)`);
    console.log(`JS loaded first by /producers:  ${producers.files} files, ${kb(producers.raw)} raw, ${kb(producers.gz)} gzipped here (proxy; on the wire: bench delivery)`);

    const { accessToken } = await login(server.url);
    const listUrl = `${server.url}/api/producers?page=1&limit=12`;
    const auth = { authorization: `Bearer ${accessToken}` };
    const body = Buffer.from(await (await fetch(listUrl, { headers: auth })).arrayBuffer());
    const bare = await startBare(body);
    const api = await rps(listUrl, auth);
    const floor = await rps(bare.url);
    bare.child.kill();
    console.log(`GET /api/producers?page=1&limit=12 (${body.length} bytes): ${api.rps.toFixed(0)} req/s, p99 ${api.p99} ms, errors ${api.errors}`);
    console.log(`bare node:http, same bytes:             ${floor.rps.toFixed(0)} req/s, p99 ${floor.p99} ms`);
    console.log(`ratio API / bare: ${(api.rps / floor.rps).toFixed(3)}`);
  } finally {
    await server.stop();
  }
}
