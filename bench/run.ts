/**
 * `npm run bench`: prints the figures we track. Never asserts; figures go into issue notes.
 *  - gzip size of the JS the login page and /producers load first;
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

const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

async function jsLoadedBy(url: string, path: string, login?: { email: string; password: string }) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const context = await browser.newContext({ baseURL: url });
  if (login) {
    const res = await fetch(`${url}/api/auth/login/local`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: login.email, password: login.password }),
    });
    const { accessToken, refreshToken } = (await res.json()) as { accessToken: string; refreshToken: string };
    const host = new URL(url).hostname;
    await context.addCookies([
      { name: 'accessToken', value: accessToken, domain: host, path: '/' },
      { name: 'refreshToken', value: refreshToken, domain: host, path: '/' },
    ]);
  }
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

async function main() {
  const server = await spawnServer();
  try {
    const creds = { email: 'admin@demo.com.br', password: 'demo1234' };
    const login = await jsLoadedBy(server.url, '/auth/login');
    const producers = await jsLoadedBy(server.url, '/producers', creds);
    console.log(`JS loaded first by /auth/login: ${login.files} files, ${kb(login.raw)} raw, ${kb(login.gz)} gzip`);
    console.log(`JS loaded first by /producers:  ${producers.files} files, ${kb(producers.raw)} raw, ${kb(producers.gz)} gzip`);

    const res = await fetch(`${server.url}/api/auth/login/local`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: creds.email, password: creds.password }),
    });
    const { accessToken } = (await res.json()) as { accessToken: string };
    const listUrl = `${server.url}/api/producers?page=1&limit=12`;
    const auth = { authorization: `Bearer ${accessToken}` };
    const body = Buffer.from(await (await fetch(listUrl, { headers: auth })).arrayBuffer());

    // The floor: a bare Node http server answering the very same bytes, in its own process
    // like the API, so both share the machine with the load generator alike.
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

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
