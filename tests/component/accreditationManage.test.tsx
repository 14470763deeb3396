/**
 * The accreditation list and manage page (issue 15, spec 2 sections 2, 8, 9): 12 a page with the
 * pagination only past one page and the spec's empty text; on the manage page, skeletons (never
 * zeros) until the counters arrive, 'Ocorreu um erro ao carregar as informações do dashboard.'
 * with 'Tentar novamente', at most 3 avatars, 'Erro ao buscar credenciamento' when the
 * accreditation cannot be loaded and the not-found page for a 404; both public links (validation,
 * self-registration) with a QR code of the full address and a copy button ('Link copiado!').
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import QRCode from 'qrcode';
import { HttpError, testDataProvider, type DataProvider } from 'react-admin';
import { renderApp } from './fixtures';
import type { AccreditationDashboard, AccreditationInfo } from '../../src/resources/accreditations/accreditationCalls';

const ID = '11111111-2222-4333-8444-555555555555';
const INFO: AccreditationInfo = {
  id: ID,
  name: 'Congresso Recife',
  image: null,
  isActive: true,
  pairCode: 'ABCDEFGHJKLMNPQR',
  updatedAt: '2026-11-28T13:05:00.000Z',
  participantsTotal: 8,
  users: ['Cláudia', 'Bruno', 'Davi', 'Elisa', 'Fábio'].map((firstName, i) => ({ id: `u${i}`, firstName, avatar: null, isActive: true })),
};
const COUNTERS: AccreditationDashboard = {
  totalParticipants: 1234,
  preEventRegistrants: 1000,
  onSiteRegistrants: 234,
  totalAccreditations: 0,
  accreditationsToday: 0,
  accreditationsByPeriod: 0,
  accreditationsBySelfService: 0,
  today: '2026-11-28',
  period: { startAt: '2026-11-22', endAt: '2026-11-28' },
};

/** The QR image's picture, as TicketQrCode draws a text. */
const qrOf = async (text: string) => `data:image/svg+xml;charset=utf-8,${await QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })}`;

function setClipboard(value: unknown) {
  Object.defineProperty(navigator, 'clipboard', { value, configurable: true, writable: true });
}

afterEach(() => setClipboard(undefined));

const counterText = (name: string) => document.querySelector(`[data-counter="${name}"]`)?.textContent;

function provider(calls: Partial<Record<string, (...args: never[]) => Promise<unknown>>>, list?: DataProvider['getList']) {
  return testDataProvider({ getList: list ?? (async () => ({ data: [], total: 0 })), ...calls } as never);
}

describe('accreditation list', () => {
  it("says 'Nenhum credenciamento encontrado' and shows no pagination for one page", async () => {
    render(renderApp('/accreditations', { dataProvider: provider({}) }));
    expect(await screen.findByText('Nenhum credenciamento encontrado')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Novo credenciamento' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Próxima/ })).toBeNull();
  });

  it('shows no pagination when everything fits one page of 12', async () => {
    const records = Array.from({ length: 12 }, (_, i) => ({ id: `a${i}`, name: `Credenciamento ${i + 1}`, isActive: true, image: null }));
    render(renderApp('/accreditations', { dataProvider: provider({}, (async () => ({ data: records, total: 12 })) as never) }));
    expect(await screen.findByText('Credenciamento 12')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Próxima/ })).toBeNull();
    expect(screen.queryByText(/Mostrando/)).toBeNull();
  });

  it('asks 12 a page and shows the pagination only past 12', async () => {
    const asked: unknown[] = [];
    const records = Array.from({ length: 12 }, (_, i) => ({ id: `a${i}`, name: `Credenciamento ${i + 1}`, isActive: i % 2 === 0, image: null }));
    render(
      renderApp('/accreditations', {
        dataProvider: provider({}, (async (_resource: string, params: { pagination: unknown }) => (asked.push(params.pagination), { data: records, total: 13 })) as never),
      }),
    );
    expect(await screen.findByText('Credenciamento 12')).toBeInTheDocument();
    expect(asked[0]).toEqual({ page: 1, perPage: 12 });
    expect(screen.getAllByText('Inativo').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Gerenciar Credenciamento 1' })).toHaveAttribute('href', '/accreditations/a0');
    expect(screen.getByText(/Mostrando 12 de 13/)).toBeInTheDocument();
  });
});

describe('accreditation manage page', () => {
  it('shows skeletons, never zeros, until the counters arrive; at most 3 avatars; the validation link', async () => {
    let answer: (a: AccreditationDashboard) => void = () => undefined;
    render(
      renderApp(`/accreditations/${ID}`, {
        dataProvider: provider({ accreditationInfo: async () => INFO, accreditationDashboard: () => new Promise((r) => (answer = r)) }),
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Congresso Recife', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Total de participantes')).toBeInTheDocument();
    expect(document.querySelectorAll('[data-counter]')).toHaveLength(0);
    expect(screen.getByText('Última atualização: 28/11/2026 10:05')).toBeInTheDocument();
    expect(screen.getByText(`${window.location.origin}/validate/accreditation?p=ABCDEFGHJKLMNPQR`)).toBeInTheDocument();
    // Three places: two avatars and '+3'.
    expect(screen.getByText('+3')).toBeInTheDocument();
    expect(document.querySelectorAll('.MuiAvatarGroup-root .MuiAvatar-root')).toHaveLength(3);
    act(() => answer(COUNTERS));
    await waitFor(() => expect(counterText('totalParticipants')).toBe('1.234'));
    expect(counterText('accreditationsToday')).toBe('0');
    expect(screen.getByText('22/11/2026 a 28/11/2026')).toBeInTheDocument();
  });

  it("says 'Ocorreu um erro ao carregar as informações do dashboard.' and loads again with 'Tentar novamente'", async () => {
    let calls = 0;
    render(
      renderApp(`/accreditations/${ID}`, {
        dataProvider: provider({
          accreditationInfo: async () => INFO,
          accreditationDashboard: async () => {
            calls += 1;
            if (calls === 1) throw new HttpError('falhou', 500);
            return COUNTERS;
          },
        }),
      }),
    );
    expect(await screen.findByText('Ocorreu um erro ao carregar as informações do dashboard.')).toBeInTheDocument();
    expect(document.querySelectorAll('[data-counter]')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(counterText('totalParticipants')).toBe('1.234'));
    expect(screen.queryByText('Ocorreu um erro ao carregar as informações do dashboard.')).toBeNull();
  });

  it("says 'Erro ao buscar credenciamento' when it cannot be loaded, and the not-found page for a 404", async () => {
    const { unmount } = render(renderApp(`/accreditations/${ID}`, { dataProvider: provider({ accreditationInfo: async () => Promise.reject(new HttpError('falhou', 500)) }) }));
    expect(await screen.findByText('Erro ao buscar credenciamento')).toBeInTheDocument();
    unmount();
    render(renderApp(`/accreditations/${ID}`, { dataProvider: provider({ accreditationInfo: async () => Promise.reject(new HttpError('Não encontrado', 404)) }) }));
    expect(await screen.findByRole('link', { name: /Voltar/ })).toBeInTheDocument();
    expect(screen.queryByText('Erro ao buscar credenciamento')).toBeNull();
  });

  it.each([
    ['Link de validação', 'QR code do link de validação', 'Copiar link de validação', `/validate/accreditation?p=${INFO.pairCode}`],
    ['Link de inscrição', 'QR code do link de inscrição', 'Copiar link de inscrição', `/accreditation-participant?accreditation=${ID}`],
  ])("shows the %s with a QR code of the full address and copies it ('Link copiado!')", async (title, qrName, copyName, path) => {
    render(renderApp(`/accreditations/${ID}`, { dataProvider: provider({ accreditationInfo: async () => INFO, accreditationDashboard: async () => COUNTERS }) }));
    const section = await screen.findByRole('region', { name: title });
    const url = `${window.location.origin}${path}`;
    expect(within(section).getByText(url)).toBeInTheDocument();
    const qr = await within(section).findByRole('img', { name: qrName });
    expect(decodeURIComponent(qr.getAttribute('src')!)).toBe(await qrOf(url));
    // user-event installs its own clipboard on setup: put ours after it.
    const user = userEvent.setup();
    const writeText = vi.fn(async () => undefined);
    setClipboard({ writeText });
    await user.click(within(section).getByRole('button', { name: copyName }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(await within(section).findByRole('status')).toHaveTextContent('Link copiado!');
  });
});
