/** Event images: PUT/GET/DELETE /api/events/{id}/images, type and size checks, and /uploads serving. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, loginAll, setup, type Json, type TestContext, type UserKey } from './helper';

let ctx: TestContext;
let tokens: Record<UserKey, string>;

const api = (who: UserKey, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: bearerOf(tokens[who]), ...(payload !== undefined ? { payload: payload as object } : {}) });

beforeAll(async () => {
  ctx = await setup();
  tokens = await loginAll(ctx.app);
});
afterAll(async () => ctx?.close());

const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x1a, 0, 0, 0]), Buffer.from('WEBPVP8L'), Buffer.alloc(14)]);
const SVG = Buffer.from('<?xml version="1.0"?>\n<!-- logo -->\n<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><script>alert(1)</script><rect width="4" height="4"/></svg>');

const newEvent = async (who: UserKey = 'admin') => (await api(who, 'POST', '/api/events', { title: 'Com imagens' })).json().id as string;

describe('uploading and listing', () => {
  it('the first image becomes primary and the event follows it', async () => {
    const id = await newEvent();
    expect((await api('admin', 'GET', `/api/events/${id}/images`)).json()).toEqual({ primaryImage: null, images: [] });
    const first = await api('admin', 'PUT', `/api/events/${id}/images`, { data: dataUrl('image/png', PNG) });
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json();
    expect(body.images).toHaveLength(1);
    expect(body.images[0]).toMatchObject({ isPrimary: true, url: expect.stringMatching(/^\/uploads\/[0-9a-f-]+\/[0-9a-f-]+\.png$/) });
    expect(body.primaryImage).toBe(body.images[0].url);
    expect((await api('admin', 'GET', `/api/events/${id}`)).json().primaryImage).toBe(body.primaryImage);

    const second = (await api('admin', 'PUT', `/api/events/${id}/images`, { data: dataUrl('image/gif', GIF) })).json();
    expect(second.images.map((i: Json) => i.isPrimary)).toEqual([true, false]);
    expect(second.primaryImage).toBe(body.primaryImage);

    const third = (await api('admin', 'PUT', `/api/events/${id}/images`, { data: dataUrl('image/webp', WEBP), primary: true })).json();
    expect(third.images.map((i: Json) => i.isPrimary)).toEqual([false, false, true]);
    expect(third.primaryImage).toBe(third.images[2].url);
    expect((await api('admin', 'GET', `/api/events/${id}`)).json().primaryImage).toBe(third.primaryImage);
    expect((await api('admin', 'GET', `/api/events/${id}/images`)).json()).toEqual(third);
  });

  it('accepts jpg, png, gif, webp and svg by content, whatever the declared type', async () => {
    const id = await newEvent();
    const cases: [string, Buffer, string][] = [
      ['image/jpeg', JPEG, 'jpg'],
      ['image/jpg', JPEG, 'jpg'],
      ['image/png', PNG, 'png'],
      ['image/gif', GIF, 'gif'],
      ['image/webp', WEBP, 'webp'],
      ['image/svg+xml', SVG, 'svg'],
      ['application/octet-stream', PNG, 'png'],
    ];
    for (const [mime, bytes, ext] of cases) {
      const res = await api('admin', 'PUT', `/api/events/${id}/images`, { data: dataUrl(mime, bytes) });
      expect(res.statusCode, `${mime}: ${res.body}`).toBe(200);
      expect(res.json().images.at(-1).url.endsWith(`.${ext}`)).toBe(true);
    }
  });

  it('serves files publicly with nosniff and a CSP that runs nothing', async () => {
    const id = await newEvent();
    const { images } = (await api('admin', 'PUT', `/api/events/${id}/images`, { data: dataUrl('image/svg+xml', SVG) })).json();
    const res = await ctx.app.inject({ url: images[0].url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toMatch(/^default-src 'none'; style-src 'unsafe-inline'; sandbox; form-action 'none'/);
    expect(res.rawPayload.equals(SVG)).toBe(true);
    const png = (await api('admin', 'PUT', `/api/events/${id}/images`, { data: dataUrl('image/png', PNG) })).json().images[1].url;
    const served = await ctx.app.inject({ url: png });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('seeded cover images are real files', async () => {
    const event = (await api('admin', 'GET', '/api/events?status=@PUBLISHED&limit=1')).json().data[0];
    const res = await ctx.app.inject({ url: event.primaryImage });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.body).toMatch(/^<\?xml[\s\S]*<svg /);
  });

  it('unknown, traversing or malformed upload paths are 404', async () => {
    for (const url of ['/uploads/nada/nada.png', '/uploads/../package.json', '/uploads/%2e%2e/%2e%2e/package.json', '/uploads/']) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
    }
    // A malformed escape is refused by the router itself.
    expect((await ctx.app.inject({ url: '/uploads/a/%E0%A4%A.png' })).statusCode).toBe(400);
  });
});

describe('refusing bad images', () => {
  let id: string;
  beforeAll(async () => {
    id = await newEvent();
  });
  const put = (payload: unknown) => api('admin', 'PUT', `/api/events/${id}/images`, payload);
  const issue = async (payload: unknown) => {
    const res = await put(payload);
    expect(res.statusCode, res.body).toBe(400);
    return res.json().issues;
  };

  it('a type outside the list, or bytes that are not what they claim', async () => {
    const invalidType = [{ field: 'data', message: 'Formato de imagem não suportado. Use jpg, jpeg, png, gif, webp ou svg.' }];
    expect(await issue({ data: dataUrl('image/png', Buffer.from('<html><script>alert(1)</script></html>')) })).toEqual(invalidType);
    expect(await issue({ data: dataUrl('image/bmp', Buffer.from('BM\x00\x00\x00\x00')) })).toEqual(invalidType);
    expect(await issue({ data: dataUrl('application/pdf', Buffer.from('%PDF-1.7\n')) })).toEqual(invalidType);
    expect(await issue({ data: dataUrl('image/svg+xml', Buffer.from('<div><svg></svg></div>')) })).toEqual(invalidType);
  });

  it('not a base64 data URL, or no data', async () => {
    const invalidData = [{ field: 'data', message: 'Envie a imagem como data URL em base64 (data:image/...;base64,...).' }];
    expect(await issue({ data: 'https://exemplo.com/a.png' })).toEqual(invalidData);
    expect(await issue({ data: 'data:image/png;base64,@@@' })).toEqual(invalidData);
    expect(await issue({ data: 'data:image/png,abc' })).toEqual(invalidData);
    expect(await issue({ data: 42 })).toEqual(invalidData);
    expect(await issue({})).toEqual([{ field: 'data', message: 'Este campo é obrigatório' }]);
    expect(await issue({ data: dataUrl('image/png', PNG), primary: 'sim' })).toEqual([{ field: 'primary', message: 'Valor inválido' }]);
    expect((await put([1, 2])).statusCode).toBe(400);
  });

  it('more than 5 MB is an issue on data; a body over 8 MB is @BODY_TOO_LARGE', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    expect(await issue({ data: dataUrl('image/png', big) })).toEqual([{ field: 'data', message: 'A imagem deve ter no máximo 5 MB.' }]);
    const huge = await put({ data: dataUrl('image/png', Buffer.alloc(7 * 1024 * 1024)) });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().code).toBe('@BODY_TOO_LARGE');
    // Just under the limit is fine.
    const fine = await put({ data: dataUrl('image/png', Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 - PNG.length)])) });
    expect(fine.statusCode, fine.body).toBe(200);
    // Other routes keep the 1 MiB limit.
    const other = await api('admin', 'POST', '/api/events', { description: 'x'.repeat(1_100_000) });
    expect(other.json().code).toBe('@BODY_TOO_LARGE');
  });

  it('refused uploads leave nothing behind', async () => {
    expect((await api('admin', 'GET', `/api/events/${id}/images`)).json().images).toHaveLength(1);
  });

  it('at most 20 images per event', async () => {
    const many = await newEvent();
    for (let i = 0; i < 20; i++) expect((await api('admin', 'PUT', `/api/events/${many}/images`, { data: dataUrl('image/png', PNG) })).statusCode).toBe(200);
    expect((await api('admin', 'PUT', `/api/events/${many}/images`, { data: dataUrl('image/png', PNG) })).json().issues).toEqual([
      { field: 'data', message: 'Limite de 20 imagens por evento atingido.' },
    ]);
  });
});

describe('deleting', () => {
  it('deleting the primary promotes the next; the last one leaves no primary; files go', async () => {
    const id = await newEvent();
    for (const bytes of [PNG, GIF, JPEG]) await api('admin', 'PUT', `/api/events/${id}/images`, { data: dataUrl('image/png', bytes) });
    const { images } = (await api('admin', 'GET', `/api/events/${id}/images`)).json();
    const res = await api('admin', 'DELETE', `/api/events/${id}/images?imageId=${images[0].id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ primaryImage: images[1].url, images: [{ ...images[1], isPrimary: true }, images[2]] });
    expect((await api('admin', 'GET', `/api/events/${id}`)).json().primaryImage).toBe(images[1].url);
    expect((await ctx.app.inject({ url: images[0].url })).statusCode).toBe(404);

    // Deleting one that is not primary keeps the primary.
    expect((await api('admin', 'DELETE', `/api/events/${id}/images?imageId=${images[2].id}`)).json().primaryImage).toBe(images[1].url);
    const last = (await api('admin', 'DELETE', `/api/events/${id}/images?imageId=${images[1].id}`)).json();
    expect(last).toEqual({ primaryImage: null, images: [] });
    expect((await api('admin', 'GET', `/api/events/${id}`)).json().primaryImage).toBeNull();
  });

  it("a duplicate shares the files: deleting the original's image keeps the copy's", async () => {
    const id = await newEvent();
    const url = (await api('admin', 'PUT', `/api/events/${id}/images`, { data: dataUrl('image/png', PNG) })).json().primaryImage;
    const copy = (await api('admin', 'POST', `/api/events/${id}/duplicate`)).json();
    expect(copy.primaryImage).toBe(url);
    const imageId = (await api('admin', 'GET', `/api/events/${id}/images`)).json().images[0].id;
    await api('admin', 'DELETE', `/api/events/${id}/images?imageId=${imageId}`);
    expect((await ctx.app.inject({ url })).statusCode).toBe(200);
    const copyImage = (await api('admin', 'GET', `/api/events/${copy.id}/images`)).json().images[0].id;
    await api('admin', 'DELETE', `/api/events/${copy.id}/images?imageId=${copyImage}`);
    expect((await ctx.app.inject({ url })).statusCode).toBe(404);
  });

  it('a missing imageId is 400; unknown or foreign ids are 404', async () => {
    const id = await newEvent();
    const missing = await api('admin', 'DELETE', `/api/events/${id}/images`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues).toEqual([{ field: 'imageId', message: 'Este campo é obrigatório' }]);
    expect((await api('admin', 'DELETE', `/api/events/${id}/images?imageId=abc`)).statusCode).toBe(404);
    expect((await api('admin', 'DELETE', `/api/events/${id}/images?imageId=00000000-0000-4000-8000-000000000000`)).statusCode).toBe(404);
    // An image of another event of the business is not this event's.
    const other = await newEvent();
    const otherImage = (await api('admin', 'PUT', `/api/events/${other}/images`, { data: dataUrl('image/png', PNG) })).json().images[0].id;
    expect((await api('admin', 'DELETE', `/api/events/${id}/images?imageId=${otherImage}`)).statusCode).toBe(404);
    // Another business cannot reach it at all.
    expect((await api('other', 'DELETE', `/api/events/${other}/images?imageId=${otherImage}`)).statusCode).toBe(404);
    expect((await api('other', 'PUT', `/api/events/${other}/images`, { data: dataUrl('image/png', PNG) })).statusCode).toBe(404);
    expect((await api('admin', 'GET', `/api/events/${other}/images`)).json().images).toHaveLength(1);
  });
});
