/** The guest's redemption (docs/api-contract.md, "Courtesies", public routes): once only, cancelled, unknown, rate-limited, pt-BR answers. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salesTest, type Json, type SalesTest } from './salesTreeHelper';
import { PUBLIC_COURTESY_MAX_FAILURES } from '../../server/resources/courtesies/public';
import { verifyTicketQr } from '../../server/door/ticketQr';

let t: SalesTest;
let eventId: string;
let ids: Record<string, string>;

beforeAll(async () => {
  t = await salesTest();
  eventId = await t.event('Baile do Resgate');
  t.ok(await t.api('admin', 'PATCH', `/api/events/${eventId}`, { address: { city: 'Recife', state: 'PE' }, startAt: '2030-06-24T22:00:00.000Z' }));
  const s = await t.sector(eventId, 'Pista');
  const tk = await t.ticket(eventId, s.id, { title: 'Inteira' });
  const lot = await t.lot(eventId, s.id, tk.id, { title: 'Lote 1' });
  t.ok(await t.api('admin', 'POST', `/api/events/${eventId}/send-courtesy`, { ticketId: tk.id, lotId: lot.id, type: '@EMAIL', contacts: ['maria@exemplo.com', 'jose@exemplo.com', 'cancelada@exemplo.com'], names: ['Maria', null, null] }), 201);
  t.ok(await t.api('admin', 'POST', `/api/events/${eventId}/send-courtesy`, { ticketId: tk.id, lotId: lot.id, type: '@WHATSAPP', contacts: ['81998765432'] }), 201);
  const list = t.ok(await t.api('admin', 'GET', `/api/events/${eventId}/send-courtesy?limit=100`)).data as Json[];
  ids = Object.fromEntries(list.map((c) => [c.contact, c.id]));
  t.ok(await t.api('admin', 'DELETE', `/api/events/${eventId}/send-courtesy/${ids['cancelada@exemplo.com']}`));
});
afterAll(async () => t?.close());

let ip = 1;
/** Each test from its own address, so the limiter of one does not block another. */
const publicCall = (method: 'GET' | 'POST', id: string, remoteAddress = `10.0.0.${ip}`) =>
  t.ctx.app.inject({ method, url: `/api/public/courtesies/${id}${method === 'POST' ? '/redeem' : ''}`, remoteAddress });

describe('public courtesy', () => {
  it('shows the event, ticket and business without login, the contact masked, no code before redemption', async () => {
    ip = 1;
    const res = await publicCall('GET', ids['maria@exemplo.com']);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      id: ids['maria@exemplo.com'],
      status: '@AVAILABLE',
      name: 'Maria',
      contact: 'ma***@exemplo.com',
      event: { id: eventId, title: 'Baile do Resgate', startAt: '2030-06-24T22:00:00.000Z', endAt: null, city: 'Recife', state: 'PE', primaryImage: null },
      ticket: { title: 'Inteira', sectorName: 'Pista', lotTitle: 'Lote 1' },
      business: { name: 'Bilheteria Demo', primaryColor: '#1E3A8A', secondaryColor: '#F59E0B', thirdColor: '#10B981', logo: null, icon: null },
    });
    expect((await publicCall('GET', ids['5581998765432'])).json().contact).toBe('5581*****5432');
  });

  it('redeems once: the code comes back, a second time is 409', async () => {
    ip = 2;
    const first = await publicCall('POST', ids['maria@exemplo.com']);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ status: '@REDEEMED', code: expect.stringMatching(/^[0-9A-F]{16}$/) });
    const second = await publicCall('POST', ids['maria@exemplo.com']);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('Esta cortesia já foi resgatada.');
    const shown = (await publicCall('GET', ids['maria@exemplo.com'])).json();
    expect(shown).toMatchObject({ status: '@REDEEMED', code: first.json().code });
    // The QR the page draws is the signed payload the door reads (docs/orders.md, "The QR code").
    for (const answer of [first.json(), shown]) expect(verifyTicketQr(answer.qr)).toBe(first.json().code);
    const admin = t.ok(await t.api('admin', 'GET', `/api/events/${eventId}/send-courtesy/${ids['maria@exemplo.com']}`));
    expect(admin).toMatchObject({ isCaptured: true, capturedAt: expect.any(String) });
  });

  it('two simultaneous redemptions: exactly one succeeds', async () => {
    ip = 3;
    const both = await Promise.all([publicCall('POST', ids['jose@exemplo.com']), publicCall('POST', ids['jose@exemplo.com'])]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('a cancelled courtesy is 410 and shows @CANCELED', async () => {
    ip = 4;
    expect((await publicCall('GET', ids['cancelada@exemplo.com'])).json().status).toBe('@CANCELED');
    const res = await publicCall('POST', ids['cancelada@exemplo.com']);
    expect(res.statusCode).toBe(410);
    expect(res.json().message).toBe('Esta cortesia foi cancelada.');
  });

  it('an unknown or malformed id is 404 in pt-BR', async () => {
    ip = 5;
    for (const [method, id] of [['GET', '00000000-0000-4000-8000-000000000000'], ['POST', '00000000-0000-4000-8000-000000000000'], ['GET', 'abc'], ['POST', 'abc']] as const) {
      const res = await publicCall(method, id);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Cortesia não encontrada.');
    }
  });

  it(`after ${PUBLIC_COURTESY_MAX_FAILURES} failures an IP gets 429, others do not`, async () => {
    ip = 6;
    for (let i = 0; i < PUBLIC_COURTESY_MAX_FAILURES; i++) expect((await publicCall('GET', 'abc')).statusCode).toBe(404);
    const blocked = await publicCall('GET', ids['5581998765432']);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Muitas tentativas. Aguarde alguns minutos e tente novamente.');
    expect((await publicCall('GET', ids['5581998765432'], '10.0.0.7')).statusCode).toBe(200);
  });
});
