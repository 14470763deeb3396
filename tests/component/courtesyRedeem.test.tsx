/**
 * The guest's page /ativar-cortesia?courtesyId={id} (spec 1 section 2.2): no login, the event and
 * ticket, one redemption, the code as a QR code, and the server's messages as they come.
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import QRCode from 'qrcode';
import type { HttpClient, RequestOptions } from '../../src/dataProvider/httpClient';
import CourtesyRedeemPage from '../../src/custom/redeem/CourtesyRedeemPage';
import { RedeemApiContext, createRedeemApi, type PublicCourtesy } from '../../src/custom/redeem/redeemApi';
import { formatDateTime } from '../../src/framework/dates';
import { EventHarness } from './eventsFixtures';
import { fakeAuthProvider, renderApp, USERS } from './fixtures';

const START = '2026-04-18T23:30:00.000Z';

const AVAILABLE: PublicCourtesy = {
  id: 'c1',
  status: '@AVAILABLE',
  name: 'Maria Aparecida',
  contact: 'ma***@gmail.com',
  event: { id: 'e1', title: 'Forró do Parque', startAt: START, endAt: null, city: 'Recife', state: 'PE', primaryImage: null },
  ticket: { title: 'Cortesia Pista', sectorName: 'Pista', lotTitle: '1º lote' },
  business: { name: 'Bilheteria Demo', primaryColor: '#1E3A8A', secondaryColor: '#F59E0B', logo: null },
};
const REDEEMED: PublicCourtesy = { ...AVAILABLE, status: '@REDEEMED', code: 'QRC-7F3K-92LA', qr: 'QRC-7F3K-92LA.sIgNaTuRe012345_-' };
const CANCELED: PublicCourtesy = { ...AVAILABLE, status: '@CANCELED' };

type Answer = () => unknown;
const rejectWith = (status: number, message: string) => () => Promise.reject(Object.assign(new Error(message), { status }));

function fakeHttp(answers: Record<string, Answer | Answer[]>) {
  const calls: { key: string; options: RequestOptions }[] = [];
  const http = vi.fn(async (path: string, options: RequestOptions = {}) => {
    const key = `${options.method ?? 'GET'} ${path}`;
    calls.push({ key, options });
    const entry = answers[key];
    // A list answers in turn (the last one repeats).
    const answer = Array.isArray(entry) ? (entry.length > 1 ? entry.shift()! : entry[0]) : entry;
    if (!answer) throw new Error(`unexpected ${key}`);
    return { status: 200, json: await answer() };
  }) as unknown as HttpClient;
  return { http, calls };
}

function renderPage(answers: Record<string, Answer | Answer[]>, path = '/ativar-cortesia?courtesyId=c1') {
  const { http, calls } = fakeHttp(answers);
  render(
    <EventHarness path={path}>
      <RedeemApiContext.Provider value={createRedeemApi(http)}>
        <CourtesyRedeemPage />
      </RedeemApiContext.Provider>
    </EventHarness>,
  );
  return calls;
}

describe('courtesy redemption page', () => {
  it('shows the business, the event, the ticket and redeems once, then the QR code and the code', async () => {
    const calls = renderPage({ 'GET /public/courtesies/c1': () => AVAILABLE, 'POST /public/courtesies/c1/redeem': () => REDEEMED });
    expect(await screen.findByRole('heading', { name: 'Forró do Parque', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Bilheteria Demo')).toBeInTheDocument();
    // The business's colours, not the admin's cached theme.
    expect(getComputedStyle(screen.getByText('Bilheteria Demo').parentElement!).backgroundColor).toBe('rgb(30, 58, 138)');
    expect(screen.getByText('Cortesia para Maria Aparecida')).toBeInTheDocument();
    expect(screen.getByText(formatDateTime(START))).toBeInTheDocument();
    expect(screen.getByText('Recife - PE')).toBeInTheDocument();
    expect(screen.getByText('Cortesia Pista')).toBeInTheDocument();
    expect(screen.getByText('Setor: Pista · Lote: 1º lote')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'QR code do ingresso' })).toBeNull();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Resgatar cortesia' }));
    const qr = await screen.findByRole('img', { name: 'QR code do ingresso' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(decodeURIComponent(qr.getAttribute('src')!)).toContain('<svg');
    // The QR holds the signed payload the door checks, not the bare code; the code is shown as text.
    const drawn = await QRCode.toString(REDEEMED.qr!, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    expect(decodeURIComponent(qr.getAttribute('src')!)).toBe(`data:image/svg+xml;charset=utf-8,${drawn}`);
    expect(screen.getByText('QRC-7F3K-92LA')).toBeInTheDocument();
    expect(screen.getByText('Cortesia resgatada! Apresente este QR code na entrada do evento.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resgatar cortesia' })).toBeNull();
    // Public calls: no bearer token.
    expect(calls.map((c) => [c.key, c.options.auth])).toEqual([
      ['GET /public/courtesies/c1', false],
      ['POST /public/courtesies/c1/redeem', false],
    ]);
  });

  it('shows the QR code at once when the courtesy was already redeemed', async () => {
    renderPage({ 'GET /public/courtesies/c1': () => REDEEMED });
    expect(await screen.findByRole('img', { name: 'QR code do ingresso' })).toBeInTheDocument();
    expect(screen.getByText('QRC-7F3K-92LA')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resgatar cortesia' })).toBeNull();
  });

  it('says a cancelled courtesy was cancelled, with no button', async () => {
    renderPage({ 'GET /public/courtesies/c1': () => CANCELED });
    expect(await screen.findByText('Esta cortesia foi cancelada.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resgatar cortesia' })).toBeNull();
  });

  it("shows the server's message for an unknown courtesy", async () => {
    renderPage({ 'GET /public/courtesies/c1': rejectWith(404, 'Cortesia não encontrada.') });
    expect(await screen.findByText('Cortesia não encontrada.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("shows the server's message on a second redemption, then the ticket", async () => {
    renderPage({
      'GET /public/courtesies/c1': [() => AVAILABLE, () => REDEEMED],
      'POST /public/courtesies/c1/redeem': rejectWith(409, 'Esta cortesia já foi resgatada.'),
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Resgatar cortesia' }));
    expect(await screen.findByText('Esta cortesia já foi resgatada.')).toBeInTheDocument();
    expect(await screen.findByText('QRC-7F3K-92LA')).toBeInTheDocument();
  });

  it("shows the server's message once when the courtesy was cancelled meanwhile", async () => {
    renderPage({
      'GET /public/courtesies/c1': [() => AVAILABLE, () => CANCELED],
      'POST /public/courtesies/c1/redeem': rejectWith(410, 'Esta cortesia foi cancelada.'),
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Resgatar cortesia' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Resgatar cortesia' })).toBeNull());
    expect(screen.getAllByText('Esta cortesia foi cancelada.')).toHaveLength(1);
  });

  it('says the link is invalid without a courtesy id, and calls nothing', async () => {
    const calls = renderPage({}, '/ativar-cortesia');
    expect(await screen.findByText('Link de cortesia inválido.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('opens in the app without login, outside the admin layout', async () => {
    const { http } = fakeHttp({ 'GET /public/courtesies/c1': () => AVAILABLE });
    const loggedOut = fakeAuthProvider(USERS.admin, { checkAuth: async () => Promise.reject({ redirectTo: '/auth/login', message: false }) });
    render(<RedeemApiContext.Provider value={createRedeemApi(http)}>{renderApp('/ativar-cortesia?courtesyId=c1', { authProvider: loggedOut })}</RedeemApiContext.Provider>);
    expect(await screen.findByRole('heading', { name: 'Forró do Parque' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resgatar cortesia' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).toBeNull();
  });
});
