/** Artists (CRUD, accent-insensitive search, images) and an event's line-up (add, remove, order, duplicate). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, loginAll, setup, type Json, type TestContext, type UserKey } from './helper';
import { DEMO_ARTISTS } from '../../server/seedEventPeople';

let ctx: TestContext;
let tokens: Record<UserKey, string>;
const api = (who: UserKey, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: bearerOf(tokens[who]), ...(payload !== undefined ? { payload: payload as object } : {}) });

const PNG_1x1 =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

let eventId: string;
let otherEventId: string;
let otherArtistId: string;
const artistIds: string[] = [];

beforeAll(async () => {
  ctx = await setup();
  tokens = await loginAll(ctx.app);
  eventId = (await api('admin', 'POST', '/api/events', { title: 'Evento do line-up' })).json().id;
  otherEventId = (await api('other', 'GET', '/api/events?limit=9999')).json().data[0].id;
  otherArtistId = (await api('other', 'POST', '/api/artists', { name: 'Banda da Outra' })).json().id;
  for (const name of ['Ária Sertaneja', 'Bloco Açaí', 'Céu de Maracatu']) {
    artistIds.push((await api('admin', 'POST', '/api/artists', { name })).json().id);
  }
});
afterAll(async () => ctx?.close());

describe('artists', () => {
  it('requires a name; image is optional', async () => {
    const res = await api('admin', 'POST', '/api/artists', { name: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ field: 'name', message: 'Este campo é obrigatório' }]);
    const plain = await api('admin', 'POST', '/api/artists', { name: 'Sem Foto' });
    expect(plain.statusCode).toBe(201);
    expect(plain.json()).toMatchObject({ name: 'Sem Foto', image: null });
  });

  it('keeps an image URL, stores a data URL as an upload and refuses anything else', async () => {
    const url = await api('admin', 'POST', '/api/artists', { name: 'Com URL', image: 'https://example.com/a.png' });
    expect(url.json().image).toBe('https://example.com/a.png');
    const data = await api('admin', 'POST', '/api/artists', { name: 'Com Arquivo', image: PNG_1x1 });
    expect(data.statusCode, data.body).toBe(201);
    expect(data.json().image).toMatch(/^\/uploads\/[0-9a-f-]+\/[0-9a-f-]+\.png$/);
    expect((await ctx.app.inject({ method: 'GET', url: data.json().image })).statusCode).toBe(200);
    const patched = await api('admin', 'PATCH', `/api/artists/${url.json().id}`, { image: PNG_1x1 });
    expect(patched.json().image).toMatch(/^\/uploads\//);
    const bad = await api('admin', 'POST', '/api/artists', { name: 'Ruim', image: 'javascript:alert(1)' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].field).toBe('image');
    const notImage = await api('admin', 'POST', '/api/artists', { name: 'Ruim', image: 'data:text/plain;base64,aGVsbG8=' });
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().issues[0]).toMatchObject({ field: 'image' });
    // A refused caller never stores a file.
    expect((await api('cashier', 'POST', '/api/artists', { name: 'Caixa', image: PNG_1x1 })).statusCode).toBe(403);
  });

  it('searches ignoring case and accents, within the business', async () => {
    const search = async (who: UserKey, q: string) =>
      ((await api(who, 'GET', `/api/artists/search?query=${encodeURIComponent(q)}`)).json().data as Json[]).map((a) => a.name);
    expect(await search('admin', 'ACAI')).toEqual(['Bloco Açaí']);
    expect(await search('admin', 'aria sert')).toEqual(['Ária Sertaneja']);
    expect(await search('admin', 'sabia')).toEqual(['Clara Sabiá']);
    expect(await search('admin', 'Banda da Outra')).toEqual([]);
    expect(await search('other', 'banda')).toEqual(['Banda da Outra']);
    // Event readers (the cashier) read artists; only event editors write them.
    expect(await search('cashier', 'cajuina')).toEqual(['Duo Cajuína']);
    expect((await api('cashier', 'PATCH', `/api/artists/${artistIds[0]}`, { name: 'X' })).statusCode).toBe(403);
    expect((await api('events', 'PATCH', `/api/artists/${artistIds[0]}`, { name: 'Ária Sertaneja' })).statusCode).toBe(200);
    expect((await api('admin', 'GET', `/api/artists/${otherArtistId}`)).statusCode).toBe(404);
  });
});

describe('line-up', () => {
  const lineup = async (id = eventId) => ((await api('admin', 'GET', `/api/events/${id}/lineup`)).json().data as Json[]).map((a) => a.id);

  it('adds with {artist} or {artistsID} (one or many) and answers the line-up in order', async () => {
    const one = await api('admin', 'PATCH', `/api/events/${eventId}/lineup/add`, { artist: artistIds[1] });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().data).toEqual([expect.objectContaining({ id: artistIds[1], name: 'Bloco Açaí', image: null, position: 1 })]);
    const many = await api('admin', 'PATCH', `/api/events/${eventId}/lineup/add`, { artistsID: [artistIds[2], artistIds[0]] });
    expect(many.json().data.map((a: Json) => a.id)).toEqual([artistIds[1], artistIds[2], artistIds[0]]);
    expect(await lineup()).toEqual([artistIds[1], artistIds[2], artistIds[0]]);
  });

  it('refuses an artist already there (409), of another business (404), and bad bodies (400)', async () => {
    const twice = await api('admin', 'PATCH', `/api/events/${eventId}/lineup/add`, { artist: artistIds[0] });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Este artista já está no line-up do evento.');
    expect((await api('admin', 'PATCH', `/api/events/${eventId}/lineup/add`, { artist: otherArtistId })).statusCode).toBe(404);
    expect((await api('admin', 'PATCH', `/api/events/${otherEventId}/lineup/add`, { artist: artistIds[0] })).statusCode).toBe(404);
    expect((await api('admin', 'GET', `/api/events/${otherEventId}/lineup`)).statusCode).toBe(404);
    const empty = await api('admin', 'PATCH', `/api/events/${eventId}/lineup/add`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().issues).toEqual([{ field: 'artist', message: 'Este campo é obrigatório' }]);
    const bad = await api('admin', 'PATCH', `/api/events/${eventId}/lineup/add`, { artistsID: ['x'] });
    expect(bad.json().issues).toEqual([{ field: 'artistsID', message: 'Registro inválido' }]);
    expect(await lineup()).toHaveLength(3);
  });

  it('removes keeping the order of the rest; the edit codes guard it', async () => {
    expect((await api('cashier', 'PATCH', `/api/events/${eventId}/lineup/remove`, { artist: artistIds[2] })).statusCode).toBe(403);
    expect((await api('cashier', 'GET', `/api/events/${eventId}/lineup`)).statusCode).toBe(200);
    const res = await api('producer', 'PATCH', `/api/events/${eventId}/lineup/remove`, { artist: artistIds[2] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((a: Json) => [a.id, a.position])).toEqual([[artistIds[1], 1], [artistIds[0], 2]]);
    expect((await api('admin', 'PATCH', `/api/events/${eventId}/lineup/remove`, { artist: artistIds[2] })).statusCode).toBe(404);
    expect((await api('events', 'PATCH', `/api/events/${eventId}/lineup/add`, { artist: artistIds[2] })).json().data.at(-1).id).toBe(artistIds[2]);
  });

  it('a deleted artist leaves every line-up', async () => {
    const temp = (await api('admin', 'POST', '/api/artists', { name: 'Temporário' })).json().id;
    await api('admin', 'PATCH', `/api/events/${eventId}/lineup/add`, { artist: temp });
    expect(await lineup()).toContain(temp);
    expect((await api('admin', 'DELETE', `/api/artists/${temp}`)).statusCode).toBe(204);
    expect(await lineup()).not.toContain(temp);
  });

  it('the seed gives Caruaru a full line-up of invented acts; a duplicate copies the line-up in order', async () => {
    const events = (await api('admin', 'GET', '/api/events?limit=9999')).json().data as Json[];
    const caruaru = events.find((e) => e.title === 'Festival de Forró de Caruaru')!;
    const names = ((await api('admin', 'GET', `/api/events/${caruaru.id}/lineup`)).json().data as Json[]).map((a) => a.name);
    expect(names).toEqual(DEMO_ARTISTS.slice(0, 6));
    const copy = (await api('admin', 'POST', `/api/events/${eventId}/duplicate`)).json();
    expect(await lineup(copy.id)).toEqual(await lineup());
  });
});
