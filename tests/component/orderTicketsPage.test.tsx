/**
 * The buyer's page /ingressos#<token> as a first load opens it: inside the light public shell
 * (src/custom/PublicShell.tsx, no react-admin query cache nor data provider), the token read from
 * the address's fragment and sent in a POST body, the order's tickets with their QR codes.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PublicShell } from '../../src/custom/PublicShell';
import type { PublicOrderTickets } from '../../src/resources/orders/orderTypes';

const TOKEN = 'ab'.repeat(32);

const ORDER: PublicOrderTickets = {
  code: '8A6C4DF52EA2',
  status: '@PAID',
  name: 'Helena Cavalcanti',
  event: { title: 'Forró do Parque', startAt: '2026-04-18T23:30:00.000Z', city: 'Recife', state: 'PE' },
  business: { name: 'Bilheteria Demo', primaryColor: '#1E3A8A', secondaryColor: '#F59E0B', logo: null },
  tickets: [
    { code: 'T-0001', holderName: null, sectorName: 'Pista', ticketTitle: 'Inteira', lotTitle: '1º lote', checkedInAt: null, canceled: false, qr: 'T-0001.sig' },
    { code: 'T-0002', holderName: null, sectorName: 'Pista', ticketTitle: 'Inteira', lotTitle: '1º lote', checkedInAt: null, canceled: true, qr: null },
  ],
};

afterEach(() => {
  vi.unstubAllGlobals();
  window.location.hash = '';
});

describe("the buyer's page of an order", () => {
  it('opens in the public shell and shows the order and its tickets, the token sent in the body only', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(ORDER), { status: 200, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    window.location.hash = `#${TOKEN}`;
    render(
      <MemoryRouter initialEntries={['/ingressos']}>
        <PublicShell />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Pedido 8A6C4DF52EA2')).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'QR code do ingresso T-0001' })).toBeTruthy();
    expect(screen.getByText('Ingresso cancelado')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/api\/public\/order-tickets$/);
    expect(url).not.toContain(TOKEN);
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ token: TOKEN });
  });
});
