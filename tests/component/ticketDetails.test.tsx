/** The ticket detail page (spec 1 section 2.2): fields, lots, points of sale, hidden link; a missing ticket is no error. */
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { HttpClient, RequestOptions } from '../../src/dataProvider/httpClient';
import TicketDetails from '../../src/resources/tickets/TicketDetails';
import { TicketActionsApiContext, createTicketActionsApi } from '../../src/resources/tickets/actions/ticketActionsApi';
import { formatDateTime } from '../../src/framework/dates';
import { EventHarness } from './eventsFixtures';

const TICKET = {
  id: 't1',
  eventId: 'e1',
  sectorId: 's1',
  title: 'Camarote Open Bar',
  description: 'Open bar de cerveja e refrigerante.',
  type: '@MULTIPLE',
  amountMultiple: 4,
  category: '@OTHERS',
  otherName: 'Mesa',
  mode: '@QR_CODE',
  showInSite: false,
  showInPOS: true,
  posIds: ['pos1'],
  hiddenLink: { id: 'h1', code: 'ABC123', isActive: true, url: 'https://bilheteria-demo.com.br/evento/e1?ingresso=ABC123' },
};

const START = '2026-03-01T13:00:00.000Z';
const END = '2026-03-10T02:59:00.000Z';
const LOTS = [
  { id: 'l1', title: '1º lote', price: 12000, quantity: 300, sold: 300, status: '@SOLD_OUT', startAt: START, endAt: END, sessionId: 'ss1' },
  { id: 'l2', title: '2º lote', price: 14000, quantity: 1500, sold: 12, status: '@ON_SALE', startAt: null, endAt: null, sessionId: null },
  { id: 'l3', title: '3º lote', price: 16000, quantity: 300, sold: 0, status: '@WAITING', startAt: null, endAt: END, sessionId: null },
];

type Answer = () => unknown;

function fakeHttp(answers: Record<string, Answer>) {
  const calls: { path: string; options: RequestOptions }[] = [];
  const http = vi.fn(async (path: string, options: RequestOptions = {}) => {
    calls.push({ path, options });
    const answer = answers[path];
    if (!answer) throw new Error(`unexpected ${path}`);
    return { status: 200, json: await answer() };
  }) as unknown as HttpClient;
  return { http, calls };
}

const OK: Record<string, Answer> = {
  '/events/e1/s1/tickets/t1': () => TICKET,
  '/events/e1/tickets-all-lots': () => ({ data: [{ ...TICKET, id: 't0', lots: [] }, { ...TICKET, lots: LOTS }] }),
  '/events/e1/s1/tickets/t1/connected-pos': () => ({ data: [{ id: 'pos1', name: 'Bilheteria Central', device: 'Guichê 1', isActive: true }] }),
  '/events/e1/sessions': () => ({ data: [{ id: 'ss1', title: 'Sexta-feira' }] }),
};

function renderDetails(answers: Record<string, Answer> = OK) {
  const { http, calls } = fakeHttp(answers);
  render(
    <EventHarness path="/events/e1/sectors-and-sales/sectors/s1/t1/details">
      <TicketActionsApiContext.Provider value={createTicketActionsApi(http)}>
        <TicketDetails eventId="e1" sectorId="s1" ticketId="t1" />
      </TicketActionsApiContext.Provider>
    </EventHarness>,
  );
  return calls;
}

const rejectWith = (status: number, message: string) => () => Promise.reject(Object.assign(new Error(message), { status }));

describe('ticket details', () => {
  it('shows the header with the way back and the ticket’s fields', async () => {
    renderDetails();
    expect(await screen.findByRole('heading', { name: 'Camarote Open Bar', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/events/e1/sectors-and-sales/sectors');
    const data = screen.getByRole('region', { name: 'Dados do ingresso' });
    expect(within(data).getByText('Outros (Mesa)')).toBeInTheDocument();
    expect(within(data).getByText('Múltiplo · 4 pessoas')).toBeInTheDocument();
    expect(within(data).getByText('QR code')).toBeInTheDocument();
    expect(within(data).getByText('Open bar de cerveja e refrigerante.')).toBeInTheDocument();
    // Hidden from the site, shown in the POS.
    expect(within(data).getByText('Exibir no site').nextElementSibling).toHaveTextContent('Oculto');
    expect(within(data).getByText('Exibir no POS').nextElementSibling).toHaveTextContent('Visível');
  });

  it('lists the lots with price, quantity, sold, status in pt-BR, sales window and session', async () => {
    const calls = renderDetails();
    const table = await screen.findByRole('table', { name: 'Lotes' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[0]).getAllByRole('columnheader').map((c) => c.textContent)).toEqual([
      'Nome do lote', 'Preço', 'Quantidade', 'Vendidos', 'Situação', 'Período de vendas', 'Sessão',
    ]);
    const cells = (i: number) => within(rows[i]).getAllByRole('cell').map((c) => c.textContent);
    expect(formatDateTime(START)).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(cells(1)).toEqual(['1º lote', 'R$ 120,00', '300', '300', 'Esgotado', `${formatDateTime(START)} até ${formatDateTime(END)}`, 'Sexta-feira']);
    expect(cells(2)).toEqual(['2º lote', 'R$ 140,00', '1.500', '12', 'À venda', 'Sem período definido', 'Sem sessão']);
    expect(cells(3)).toEqual(['3º lote', 'R$ 160,00', '300', '0', 'Aguardando lote anterior', `Até ${formatDateTime(END)}`, 'Sem sessão']);
    expect(calls.find((c) => c.path === '/events/e1/tickets-all-lots')?.options.query).toEqual({ sectorIds: 's1' });
  });

  it('shows the connected points of sale and the hidden link with its status', async () => {
    renderDetails();
    const pos = await screen.findByRole('region', { name: 'Pontos de venda vinculados' });
    expect(await within(pos).findByText('Bilheteria Central · Guichê 1')).toBeInTheDocument();
    const link = screen.getByRole('region', { name: 'Link oculto' });
    expect(within(link).getByText(TICKET.hiddenLink.url)).toBeInTheDocument();
    expect(within(link).getByText('Ativo')).toBeInTheDocument();
    expect(within(link).getByRole('button', { name: 'Copiar link oculto' })).toBeInTheDocument();
  });

  it('says when there are no lots, no points of sale and no hidden link', async () => {
    renderDetails({
      ...OK,
      '/events/e1/s1/tickets/t1': () => ({ ...TICKET, hiddenLink: null, posIds: [] }),
      '/events/e1/tickets-all-lots': () => ({ data: [{ ...TICKET, lots: [] }] }),
      '/events/e1/s1/tickets/t1/connected-pos': () => ({ data: [] }),
    });
    expect(await screen.findByText('Nenhum lote cadastrado')).toBeInTheDocument();
    expect(await screen.findByText('Nenhum ponto de venda vinculado')).toBeInTheDocument();
    expect(screen.getByText('Nenhum link oculto criado')).toBeInTheDocument();
  });

  it("shows 'Nenhuma informação disponível' for a ticket that does not exist, not an error", async () => {
    const calls = renderDetails({ ...OK, '/events/e1/s1/tickets/t1': rejectWith(404, 'Registro não encontrado.') });
    expect(await screen.findByText('Nenhuma informação disponível.')).toBeInTheDocument();
    expect(screen.queryByText('Registro não encontrado.')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar' })).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual(['/events/e1/s1/tickets/t1']);
  });

  it("shows the server's message for other failures", async () => {
    renderDetails({ ...OK, '/events/e1/s1/tickets/t1': rejectWith(500, 'Erro interno. Tente novamente.') });
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro interno. Tente novamente.');
  });
});
