/**
 * The courtesy table and detail (spec 1 sections 2.2, 2.3, 4, 8, 9; issue 9 items 4, 10, 23):
 * badges, the delivery state as it really is, names cut where the column ends, WhatsApp numbers
 * written out, cards on a phone, stats, filters in the address, resend / cancel / resend all
 * through an injected API.
 */
import { describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Location } from 'react-router-dom';
import type { HttpClient, RequestOptions } from '../../src/dataProvider/httpClient';
import { CourtesiesTable } from '../../src/resources/courtesies/CourtesiesTable';
import CourtesyDetail from '../../src/resources/courtesies/CourtesyDetail';
import { CourtesiesApiContext, createCourtesiesApi, type Courtesy } from '../../src/resources/courtesies/courtesiesApi';
import { formatDateTime } from '../../src/framework/dates';
import { EventHarness } from './eventsFixtures';
import { USERS, asPhone } from './fixtures';

const CREATED = '2026-03-01T13:05:00.000Z';

function courtesy(id: string, extra: Partial<Courtesy> = {}): Courtesy {
  return {
    id,
    eventId: 'e1',
    name: null,
    contact: `${id}@convidado.com.br`,
    sendBy: '@EMAIL',
    isCaptured: false,
    capturedAt: null,
    canceledAt: null,
    deliveryStatus: '@SENT',
    deliveryError: null,
    attempts: 1,
    sentAt: CREATED,
    createdAt: CREATED,
    redeemUrl: `https://bilheteria-demo.com.br/ativar-cortesia?courtesyId=${id}`,
    userTicket: { id: `ut-${id}`, code: `CODE-${id}`, orderItem: { sector: { id: 's1', name: 'Pista' }, ticket: { id: 't1', title: 'Cortesia Pista' }, lot: { id: 'l1', title: '1º lote' } } },
    ...extra,
  };
}

const ROWS = [
  courtesy('c1', { name: 'Maria Aparecida da Silva Santos', isCaptured: true, capturedAt: CREATED }),
  courtesy('c2', { name: 'Ana', sendBy: '@WHATSAPP', contact: '5581999990000', deliveryStatus: '@FAILED', deliveryError: 'Número sem WhatsApp' }),
  // No SMTP server: kept in the outbox, never sent.
  courtesy('c3', { deliveryStatus: '@OUTBOX', sentAt: null }),
  courtesy('c4', { name: 'Cancelado', canceledAt: CREATED }),
];

const CONFIGURED = { '@EMAIL': true, '@WHATSAPP': true };
const STATS = { totalCourtesiesSent: 23, totalCaptured: 5, totalUncaptured: 18, queued: 0, sent: 21, failed: 1, outbox: 1, channels: CONFIGURED };
const page = (data: Courtesy[], totalItems = 23) => ({ data, pagination: { currentPage: 1, nextPage: 2, totalPages: 3, totalItems, totalItemsCurrentPage: data.length } });

type Answer = (options: RequestOptions) => unknown;
const rejectWith = (status: number, message = '') => () => Promise.reject(Object.assign(new Error(message), { status }));

function fakeHttp(answers: Record<string, Answer>) {
  const calls: { key: string; options: RequestOptions }[] = [];
  const http = vi.fn(async (path: string, options: RequestOptions = {}) => {
    const key = `${options.method ?? 'GET'} ${path}`;
    calls.push({ key, options });
    const answer = answers[key];
    if (!answer) throw new Error(`unexpected ${key}`);
    return { status: 200, json: await answer(options) };
  }) as unknown as HttpClient;
  return { http, calls };
}

const LIST: Record<string, Answer> = {
  'GET /events/e1/send-courtesy': () => page(ROWS),
  'GET /events/e1/send-courtesy/reports': () => STATS,
};

function renderTable(answers: Record<string, Answer> = LIST, path = '/events/e1/advantages-and-services/courtesies', user = USERS.admin) {
  const { http, calls } = fakeHttp(answers);
  const where: { location?: Location } = {};
  render(
    <EventHarness path={path} user={user} onLocation={(l) => (where.location = l)}>
      <CourtesiesApiContext.Provider value={createCourtesiesApi(http)}>
        <CourtesiesTable eventId="e1" />
      </CourtesiesApiContext.Provider>
    </EventHarness>,
  );
  return { calls, where };
}

// A courtesy without a name shows its contact twice (name and contact columns).
const rowOf = async (text: string) => (await screen.findAllByText(text))[0].closest('tr') as HTMLElement;

describe('courtesy table', () => {
  it('shows the stats, the columns, the badges and the page count', async () => {
    const { calls } = renderTable();
    await waitFor(() => expect(screen.getByRole('region', { name: 'Cortesias enviadas' })).toHaveTextContent('23'));
    expect(screen.getByRole('region', { name: 'Resgatadas' })).toHaveTextContent('5');
    expect(screen.getByRole('region', { name: 'Não resgatadas' })).toHaveTextContent('18');
    const table = await screen.findByRole('table', { name: 'Cortesias' });
    expect(within(table).getAllByRole('columnheader').map((c) => c.textContent)).toEqual([
      'Nome', 'Contato', 'Tipo', 'Ingresso', 'Resgatada', 'Entrega', 'Criada em', 'Ações',
    ]);
    const first = await rowOf('c1@convidado.com.br');
    const cells = within(first).getAllByRole('cell').map((c) => c.textContent);
    expect(cells.slice(0, 7)).toEqual(['Maria Aparecida da Silva Santos', 'c1@convidado.com.br', 'E-mail', 'Cortesia Pista1º lote', 'Sim', 'Enviada', formatDateTime(CREATED)]);
    // The ticket, and its lot on a second line.
    expect(within(within(first).getAllByRole('cell')[3]).getByText('1º lote').tagName).toBe('DIV');
    expect(formatDateTime(CREATED)).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    // 'Sim' green, 'Não' orange.
    expect(within(first).getByText('Sim').closest('.MuiChip-root')).toHaveClass('MuiChip-colorSuccess');
    const second = await rowOf('+55 (81) 99999-0000');
    expect(within(second).getByText('Não').closest('.MuiChip-root')).toHaveClass('MuiChip-colorWarning');
    expect(within(second).getByText('WhatsApp')).toBeInTheDocument();
    expect(screen.getByText('Mostrando 4 de 23 itens')).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'GET /events/e1/send-courtesy')?.options.query).toEqual({ page: 1, search: '', isCaptured: '', type: '', limit: 10 });
  });

  it('cuts long names with an ellipsis where the column ends, the whole name on hover, and writes WhatsApp numbers out', async () => {
    renderTable();
    // The whole name is in the page; CSS cuts what does not fit (no fixed 15 characters).
    const name = await screen.findByText('Maria Aparecida da Silva Santos');
    expect(getComputedStyle(name).textOverflow).toBe('ellipsis');
    expect(getComputedStyle(name).whiteSpace).toBe('nowrap');
    // jsdom lays nothing out: the long name is as if cut, the short ones fit.
    const scroll = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollWidth');
    const client = Object.getOwnPropertyDescriptor(Element.prototype, 'clientWidth');
    Object.defineProperty(Element.prototype, 'scrollWidth', { configurable: true, get() { return (this as HTMLElement).textContent!.length * 8; } });
    Object.defineProperty(Element.prototype, 'clientWidth', { configurable: true, get: () => 160 });
    try {
      const user = userEvent.setup();
      await user.hover(name);
      expect(await screen.findByRole('tooltip')).toHaveTextContent('Maria Aparecida da Silva Santos');
      await user.unhover(name);
      await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
      await user.hover(screen.getByText('Ana'));
      await new Promise((r) => setTimeout(r, 200));
      expect(screen.queryByRole('tooltip')).toBeNull();
    } finally {
      Object.defineProperty(Element.prototype, 'scrollWidth', scroll!);
      Object.defineProperty(Element.prototype, 'clientWidth', client!);
    }
    // 5581999990000 as Brazilians write it; without a name the contact stands in.
    const ana = await rowOf('Ana');
    expect(within(ana).getAllByRole('cell')[1]).toHaveTextContent(/^\+55 \(81\) 99999-0000$/);
    expect(screen.queryByText('5581999990000')).toBeNull();
    expect(within(await rowOf('c3@convidado.com.br')).getAllByText('c3@convidado.com.br')).toHaveLength(2);
  });

  it('shows a courtesy kept in the outbox as such, not as sent, with why on hover', async () => {
    renderTable();
    const row = await rowOf('c3@convidado.com.br');
    expect(within(row).queryByText('Enviada')).toBeNull();
    const badge = within(row).getByLabelText(/^Na caixa de saída: /);
    expect(badge).toHaveTextContent('Na caixa de saída');
    await userEvent.setup().hover(badge);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Nenhum servidor de envio configurado: a mensagem ficou na caixa de saída e não chegou ao convidado.');
  });

  it('says when delivery by e-mail or WhatsApp is not configured', async () => {
    const withChannels = (channels: typeof CONFIGURED) => ({ ...LIST, 'GET /events/e1/send-courtesy/reports': () => ({ ...STATS, channels }) });
    renderTable(withChannels({ '@EMAIL': false, '@WHATSAPP': false }));
    expect(await screen.findByTestId('delivery-not-configured')).toHaveTextContent(
      'O envio por e-mail e por WhatsApp não está configurado: as cortesias ficam na caixa de saída e não chegam aos convidados.',
    );
    cleanup();
    renderTable(withChannels({ '@EMAIL': true, '@WHATSAPP': false }));
    expect(await screen.findByTestId('delivery-not-configured')).toHaveTextContent(
      'O envio por WhatsApp não está configurado: as cortesias por WhatsApp ficam na caixa de saída e não chegam aos convidados.',
    );
    cleanup();
    renderTable();
    await screen.findByText('Maria Aparecida da Silva Santos');
    expect(screen.queryByTestId('delivery-not-configured')).toBeNull();
  });

  it('on a phone shows one card per courtesy, with its badges and buttons, instead of the table', async () => {
    await asPhone(async () => {
      renderTable();
      const cards = await screen.findAllByTestId('courtesy-card');
      expect(cards).toHaveLength(4);
      expect(screen.queryByRole('table')).toBeNull();
      const [maria, ana] = cards;
      expect(within(maria).getByRole('heading', { name: 'Maria Aparecida da Silva Santos' })).toBeInTheDocument();
      expect(maria).toHaveTextContent('c1@convidado.com.br');
      expect(maria).toHaveTextContent('Cortesia Pista · 1º lote');
      expect(maria).toHaveTextContent(formatDateTime(CREATED));
      expect(within(maria).getByText('Sim')).toBeInTheDocument();
      expect(within(maria).getByText('Enviada')).toBeInTheDocument();
      expect(within(maria).getByRole('button', { name: 'Reenviar' })).toBeInTheDocument();
      expect(within(maria).getByRole('link', { name: 'Ver detalhes' })).toHaveAttribute('href', '/events/e1/advantages-and-services/courtesies/c1');
      expect(ana).toHaveTextContent('+55 (81) 99999-0000');
      expect(within(ana).getByLabelText('Falhou: Número sem WhatsApp')).toBeInTheDocument();
      expect(within(ana).getByRole('button', { name: 'Cancelar cortesia' })).toBeInTheDocument();
      expect(within(cards[2]).getByText('Na caixa de saída')).toBeInTheDocument();
      expect(within(cards[3]).queryAllByRole('button')).toHaveLength(0);
    });
  });

  it('shows a failed delivery with its error in a tooltip, and a cancelled row without actions', async () => {
    renderTable();
    const failed = within(await rowOf('Ana')).getByLabelText('Falhou: Número sem WhatsApp');
    await userEvent.setup().hover(failed);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Número sem WhatsApp');
    const cancelled = await rowOf('Cancelado');
    expect(within(cancelled).getByText('Cancelada')).toBeInTheDocument();
    expect(within(cancelled).queryAllByRole('button')).toHaveLength(0);
    expect(within(cancelled).queryAllByRole('link')).toHaveLength(0);
    // A redeemed one can be resent but no longer cancelled.
    const redeemed = await rowOf('c1@convidado.com.br');
    expect(within(redeemed).getByRole('button', { name: 'Reenviar' })).toBeInTheDocument();
    expect(within(redeemed).queryByRole('button', { name: 'Cancelar cortesia' })).toBeNull();
    expect(within(redeemed).getByRole('link', { name: 'Ver detalhes' })).toHaveAttribute('href', '/events/e1/advantages-and-services/courtesies/c1');
  });

  it('links to the sending screen, and to the outbox for admins only', async () => {
    renderTable();
    expect(await screen.findByRole('link', { name: 'Enviar cortesias' })).toHaveAttribute('href', '/events/e1/advantages-and-services/courtesies/send');
    expect(await screen.findByRole('link', { name: 'Caixa de saída' })).toHaveAttribute('href', '/outbox');
  });

  it('shows no outbox link to an events user', async () => {
    renderTable(LIST, undefined, USERS.eventos);
    await screen.findByText('Maria Aparecida da Silva Santos');
    expect(screen.queryByRole('link', { name: 'Caixa de saída' })).toBeNull();
  });

  it('writes the filters of the dialog to the address and asks the server with them', async () => {
    const { calls, where } = renderTable();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Filtros' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filtrar cortesias' });
    await user.click(within(within(dialog).getByRole('radiogroup', { name: 'Resgatada' })).getByRole('radio', { name: 'Sim' }));
    await user.click(within(within(dialog).getByRole('radiogroup', { name: 'Tipo' })).getByRole('radio', { name: 'WhatsApp' }));
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(new URLSearchParams(where.location!.search).get('type')).toBe('@WHATSAPP'));
    const params = new URLSearchParams(where.location!.search);
    expect(params.get('isCaptured')).toBe('true');
    expect(params.get('page')).toBe('1');
    await waitFor(() => expect(calls.filter((c) => c.key === 'GET /events/e1/send-courtesy').at(-1)?.options.query).toMatchObject({ isCaptured: 'true', type: '@WHATSAPP', page: 1 }));

    // Reopened, it starts from the address; 'Todas' clears one filter.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: /Filtros/ }));
    const again = await screen.findByRole('dialog', { name: 'Filtrar cortesias' });
    expect(within(within(again).getByRole('radiogroup', { name: 'Resgatada' })).getByRole('radio', { name: 'Sim' })).toBeChecked();
    await user.click(within(within(again).getByRole('radiogroup', { name: 'Resgatada' })).getByRole('radio', { name: 'Todas' }));
    await user.click(within(again).getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(new URLSearchParams(where.location!.search).has('isCaptured')).toBe(false));
    expect(new URLSearchParams(where.location!.search).get('type')).toBe('@WHATSAPP');
  });

  it('reads the filters and the search from the address', async () => {
    const { calls } = renderTable(LIST, '/events/e1/advantages-and-services/courtesies?search=maria&isCaptured=false&type=%40EMAIL&page=2');
    await screen.findByText('Maria Aparecida da Silva Santos');
    expect(calls.find((c) => c.key === 'GET /events/e1/send-courtesy')?.options.query).toEqual({ page: 2, search: 'maria', isCaptured: 'false', type: '@EMAIL', limit: 10 });
    expect(screen.getByRole('textbox', { name: 'Pesquisar' })).toHaveValue('maria');
  });

  it('resends one courtesy and asks for the table and stats again', async () => {
    const resend = vi.fn(() => ROWS[2]);
    const { calls } = renderTable({ ...LIST, 'POST /events/e1/send-courtesy/c3/resend': resend });
    const user = userEvent.setup();
    await user.click(within(await rowOf('c3@convidado.com.br')).getByRole('button', { name: 'Reenviar' }));
    expect(await screen.findByText('Cortesia reenviada com sucesso!')).toBeInTheDocument();
    expect(resend).toHaveBeenCalledTimes(1);
    // The table and the stats are asked again.
    await waitFor(() => expect(calls.filter((c) => c.key === 'GET /events/e1/send-courtesy/reports').length).toBeGreaterThan(1));
  });

  it("shows 'Erro ao reenviar cortesia' when the server sends no message", async () => {
    renderTable({ ...LIST, 'POST /events/e1/send-courtesy/c3/resend': rejectWith(500) });
    await userEvent.setup().click(within(await rowOf('c3@convidado.com.br')).getByRole('button', { name: 'Reenviar' }));
    expect(await screen.findByText('Erro ao reenviar cortesia')).toBeInTheDocument();
  });

  it('cancels after the confirmation, and shows the server’s message or the fallback', async () => {
    const cancel = vi.fn(() => ({ ...ROWS[2], canceledAt: CREATED }));
    renderTable({ ...LIST, 'DELETE /events/e1/send-courtesy/c3': cancel, 'DELETE /events/e1/send-courtesy/c2': rejectWith(500) });
    const user = userEvent.setup();
    await user.click(within(await rowOf('c3@convidado.com.br')).getByRole('button', { name: 'Cancelar cortesia' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar cortesia' });
    expect(dialog).toHaveTextContent('c3@convidado.com.br');
    // 'Voltar' closes without calling: no 'Cancelar' beside 'Cancelar cortesia' (issue 9 item 23).
    expect(within(dialog).getAllByRole('button').map((b) => b.textContent)).toEqual(['Voltar', 'Cancelar cortesia']);
    await user.click(within(dialog).getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cancel).not.toHaveBeenCalled();

    await user.click(within(await rowOf('c3@convidado.com.br')).getByRole('button', { name: 'Cancelar cortesia' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Cancelar cortesia' })).getByRole('button', { name: 'Cancelar cortesia' }));
    expect(await screen.findByText('Cortesia cancelada com sucesso!')).toBeInTheDocument();
    expect(cancel).toHaveBeenCalledTimes(1);

    await user.click(within(await rowOf('+55 (81) 99999-0000')).getByRole('button', { name: 'Cancelar cortesia' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Cancelar cortesia' })).getByRole('button', { name: 'Cancelar cortesia' }));
    expect(await screen.findByText('Erro ao cancelar cortesia')).toBeInTheDocument();
  });

  it('resends all after the confirmation', async () => {
    const all = vi.fn(() => ({ queued: 18 }));
    renderTable({ ...LIST, 'POST /events/e1/send-courtesy/resend-all': all });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reenviar todas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reenviar todas as cortesias' });
    await user.click(within(dialog).getByRole('button', { name: 'Reenviar todas' }));
    expect(await screen.findByText('Cortesias reenviadas com sucesso!')).toBeInTheDocument();
    expect(all).toHaveBeenCalledTimes(1);
  });

  it('shows the server’s message when resending all fails', async () => {
    renderTable({ ...LIST, 'POST /events/e1/send-courtesy/resend-all': rejectWith(403, 'Você não tem permissão para esta ação.') });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reenviar todas' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reenviar todas' }));
    expect(await screen.findByText('Você não tem permissão para esta ação.')).toBeInTheDocument();
  });

  it('shows the delivery progress while some are queued', async () => {
    renderTable({ ...LIST, 'GET /events/e1/send-courtesy/reports': () => ({ ...STATS, queued: 10, sent: 11, failed: 1, outbox: 1 }) });
    expect(await screen.findByText('Entregando cortesias: 13 de 23 (1 com falha)')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progresso da entrega' })).toHaveAttribute('aria-valuenow', String(Math.round((13 / 23) * 100)));
  });

  it("says 'Nenhum registro encontrado' when there is none", async () => {
    renderTable({ ...LIST, 'GET /events/e1/send-courtesy': () => page([], 0) });
    expect(await screen.findByText('Nenhum registro encontrado')).toBeInTheDocument();
  });
});

describe('courtesy detail', () => {
  function renderDetail(answers: Record<string, Answer>) {
    const { http, calls } = fakeHttp(answers);
    render(
      <EventHarness path="/events/e1/advantages-and-services/courtesies/c2">
        <CourtesiesApiContext.Provider value={createCourtesiesApi(http)}>
          <CourtesyDetail eventId="e1" courtesyId="c2" />
        </CourtesiesApiContext.Provider>
      </EventHarness>,
    );
    return calls;
  }

  it('shows the guest, the ticket, the delivery, the link to copy and the code, with resend and cancel', async () => {
    const resend = vi.fn(() => ROWS[1]);
    renderDetail({ 'GET /events/e1/send-courtesy/c2': () => ROWS[1], 'POST /events/e1/send-courtesy/c2/resend': resend });
    expect(await screen.findByRole('heading', { name: 'Detalhes da cortesia', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/events/e1/advantages-and-services/courtesies');
    const guest = await screen.findByRole('region', { name: 'Convidado' });
    expect(guest).toHaveTextContent('+55 (81) 99999-0000');
    expect(guest).toHaveTextContent('WhatsApp');
    const ticket = screen.getByRole('region', { name: 'Ingresso' });
    for (const text of ['Cortesia Pista', 'Pista', '1º lote', 'CODE-c2']) expect(ticket).toHaveTextContent(text);
    const redemption = screen.getByRole('region', { name: 'Resgate' });
    expect(within(redemption).getByText('Não')).toBeInTheDocument();
    expect(within(redemption).getByText(ROWS[1].redeemUrl!)).toBeInTheDocument();
    expect(within(redemption).getByRole('button', { name: 'Copiar link de resgate' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Entrega' })).toHaveTextContent('Número sem WhatsApp');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reenviar' }));
    expect(await screen.findByText('Cortesia reenviada com sucesso!')).toBeInTheDocument();
    expect(resend).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Cancelar cortesia' })).toBeInTheDocument();
  });

  it("reads 'Nenhuma informação disponível' for a courtesy that does not exist", async () => {
    renderDetail({ 'GET /events/e1/send-courtesy/c2': rejectWith(404, 'Registro não encontrado.') });
    expect(await screen.findByText('Nenhuma informação disponível.')).toBeInTheDocument();
  });
});
