/** GET /api/renderImage: our own uploads only (no SSRF), the caller's business only, PNG/JPEG for the PDFs. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, loginAll, setup, type TestContext, type UserKey } from './helper';

let ctx: TestContext;
let tokens: Record<UserKey, string>;

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>');

const api = (who: UserKey, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { ...bearerOf(tokens[who]), host: 'bilheteria.test' }, ...(payload ? { payload } : {}) });
const render = (who: UserKey, url: string) => api(who, 'GET', `/api/renderImage?url=${encodeURIComponent(url)}`);

/** Uploads an event image for `who`'s business; its /uploads/ url. */
async function upload(who: UserKey, mime: string, bytes: Buffer): Promise<string> {
  const id = (await api(who, 'POST', '/api/events', { title: 'Logo' })).json().id as string;
  const res = await api(who, 'PUT', `/api/events/${id}/images`, { data: `data:${mime};base64,${bytes.toString('base64')}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().images[0].url as string;
}

beforeAll(async () => {
  ctx = await setup();
  tokens = await loginAll(ctx.app);
});
afterAll(async () => ctx?.close());

describe('GET /api/renderImage', () => {
  it("answers the bytes of the business's PNG and JPEG uploads, by path or by this server's own url", async () => {
    const png = await upload('admin', 'image/png', PNG);
    const res = await render('admin', png);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(PNG)).toBe(true);

    const absolute = await render('admin', `http://bilheteria.test${png}`);
    expect(absolute.statusCode).toBe(200);

    const jpg = await upload('admin', 'image/jpeg', JPEG);
    const j = await render('admin', jpg);
    expect(j.statusCode).toBe(200);
    expect(j.headers['content-type']).toBe('image/jpeg');
  });

  it('needs a session', async () => {
    const png = await upload('admin', 'image/png', PNG);
    const res = await ctx.app.inject({ method: 'GET', url: `/api/renderImage?url=${encodeURIComponent(png)}` });
    expect(res.statusCode).toBe(401);
  });

  it("answers 404 for another business's upload and for a file that does not exist", async () => {
    const theirs = await upload('other', 'image/png', PNG);
    expect((await render('other', theirs)).statusCode).toBe(200);
    const res = await render('admin', theirs);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: '@NOT_FOUND', message: 'Registro não encontrado.' });
    const mine = await upload('admin', 'image/png', PNG);
    expect((await render('admin', mine.replace(/[0-9a-f]{8}(?=-[0-9a-f-]+\.png$)/, '00000000'))).statusCode).toBe(404);
  });

  it('never fetches another address: anything but our own uploads is a pt-BR 400', async () => {
    const png = await upload('admin', 'image/png', PNG);
    const refused = [
      'http://169.254.169.254/latest/meta-data/',
      `http://evil.example${png}`,
      `https://bilheteria.test.evil.example${png}`,
      `//evil.example${png}`,
      `file:///etc/passwd`,
      `ftp://bilheteria.test${png}`,
      '/api/business/logged',
      '/uploads/../server/main.ts',
      '/uploads/%2e%2e/etc/passwd',
      `${png}?x=1`,
      'data:image/png;base64,iVBORw0KGgo=',
      '',
    ];
    for (const url of refused) {
      const res = await render('admin', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toMatch(/[a-zà-ú]/);
    }
    const one = (await render('admin', 'http://169.254.169.254/')).json();
    expect(one).toMatchObject({ code: '@BAD_REQUEST', message: 'Informe o endereço de uma imagem enviada a este sistema (/uploads/...).' });
    expect((await api('admin', 'GET', '/api/renderImage')).statusCode).toBe(400);
  });

  it('refuses an image the PDF cannot embed (SVG) with a pt-BR 415', async () => {
    const svg = await upload('admin', 'image/svg+xml', SVG);
    const res = await render('admin', svg);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: '@UNSUPPORTED_MEDIA_TYPE', message: 'Esta imagem não pode ir para o PDF: use PNG ou JPEG.' });
  });
});
