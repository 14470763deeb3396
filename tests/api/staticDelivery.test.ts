/**
 * Delivery of the built admin (issue 11 goal 1): the brotli or gzip copy `vite build` leaves
 * beside each file goes out by Accept-Encoding, the answer varies by it, hashed assets are
 * cached a year and index.html (also as the SPA fallback) is revalidated on every load, all
 * with the admin's CSP.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setup, type TestContext } from './helper';

const SCRIPT = `export const greeting = ${JSON.stringify('olá '.repeat(200))};`;
const INDEX = '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-Ab_d-123.js"></script></head><body><div id="root"></div></body></html>';

let ctx: TestContext;
const dist = mkdtempSync(path.join(tmpdir(), 'delivery-dist-'));

/** A file and its two copies, as vite.config.ts's compression leaves them. */
function writeBuilt(file: string, text: string) {
  writeFileSync(path.join(dist, file), text);
  writeFileSync(path.join(dist, `${file}.br`), brotliCompressSync(text));
  writeFileSync(path.join(dist, `${file}.gz`), gzipSync(text));
}

beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  writeBuilt('index.html', INDEX);
  writeBuilt('assets/index-Ab_d-123.js', SCRIPT);
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  ctx = await setup({ staticDir: dist });
});
afterAll(async () => {
  await ctx?.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  ctx.app.inject({ url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

const decoded = (res: Awaited<ReturnType<typeof get>>) => {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString();
  return res.rawPayload.toString();
};

describe('a hashed asset', () => {
  const cases: [string, string | undefined, string | undefined][] = [
    ['brotli when accepted', 'br', 'br'],
    ["brotli for Chromium's header", 'gzip, deflate, br, zstd', 'br'],
    ['gzip when only gzip is accepted', 'gzip', 'gzip'],
    ['gzip when brotli is refused', 'br;q=0, gzip', 'gzip'],
    ['as is without Accept-Encoding', undefined, undefined],
    ['as is for identity', 'identity', undefined],
  ];
  it.each(cases)('%s', async (_what, accept, encoding) => {
    const res = await get('/assets/index-Ab_d-123.js', accept);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(decoded(res)).toBe(SCRIPT);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
    // A subresource keeps the headers that govern it (the document-only ones stay on pages: securityHeaders.test.ts).
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('is smaller on the wire in brotli than as is', async () => {
    const [br, plain] = await Promise.all([get('/assets/index-Ab_d-123.js', 'br'), get('/assets/index-Ab_d-123.js')]);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
  });
});

describe('index.html is revalidated on every load', () => {
  const pages: [string, string][] = [
    ['the root', '/'],
    ['a client route (the SPA fallback)', '/events/123/edit'],
    ['a client route with a query', '/events?page=2'],
  ];
  it.each(pages)('%s', async (_what, url) => {
    for (const [accept, encoding] of [['br', 'br'], ['gzip', 'gzip'], [undefined, undefined]] as const) {
      const res = await get(url, accept);
      expect(res.statusCode, `${url} ${accept}`).toBe(200);
      expect(res.headers['content-encoding'], `${url} ${accept}`).toBe(encoding);
      expect(res.headers['content-type'], `${url} ${accept}`).toMatch(/^text\/html/);
      expect(decoded(res), `${url} ${accept}`).toBe(INDEX);
      expect(res.headers['cache-control'], `${url} ${accept}`).toBe('no-cache');
      expect(String(res.headers.vary).toLowerCase(), `${url} ${accept}`).toContain('accept-encoding');
      expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    }
  });

  it('an unhashed public file is revalidated too, and sent as is when it has no copies', async () => {
    const res = await get('/favicon.svg', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});

describe('a missing asset', () => {
  it('is a 404, not index.html under a script name (a stale tab after a new build)', async () => {
    const res = await get('/assets/index-Old12345.js', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(String(res.headers['cache-control'] ?? '')).not.toMatch(/immutable/);
  });
});

describe('a HEAD request (a load balancer or uptime monitor checking the admin)', () => {
  it.each(['/', '/events', '/orders/123/show'])('answers %s as a GET would, without a body', async (url) => {
    const res = await ctx.app.inject({ method: 'HEAD', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.rawPayload.length).toBe(0);
  });
});
