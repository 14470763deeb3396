/**
 * The ticket actions panel (spec 1 sections 2.3, 4, 8): visibility switches, hidden link and
 * connected points of sale call their routes, keep the ticket in local storage and tell the
 * page; closing clears the storage.
 */
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { RaRecord } from 'react-admin';
import type { HttpClient, RequestOptions } from '../../src/dataProvider/httpClient';
import { TicketActionsPanel } from '../../src/resources/tickets/actions/TicketActionsPanel';
import { TicketActionsApiContext, createTicketActionsApi } from '../../src/resources/tickets/actions/ticketActionsApi';
import { STORED_TICKET_KEY, clearStoredTicket, readStoredTicket, storeTicket } from '../../src/resources/tickets/actions/storedTicket';
import { EventHarness } from './eventsFixtures';
import { USERS } from './fixtures';

type Call = { path: string; options: RequestOptions };
type Answer = (call: Call) => unknown;

const TICKET = {
  id: 't1',
  eventId: 'e1',
  sectorId: 's1',
  title: 'Inteira Pista',
  showInSite: true,
  showInPOS: true,
  posIds: ['pos1'],
  hiddenLink: null,
  lots: [{ id: 'l1' }],
};

const POS = Array.from({ length: 20 }, (_, i) => ({
  id: `pos${i + 1}`,
  name: `Ponto ${i + 1}`,
  device: i === 0 ? 'Guichê 1' : null,
  isActive: i !== 2,
  connectedTicketIds: i === 0 ? ['t1'] : [],
}));
const posPage = (data = POS, totalItems = 25) => ({ data, pagination: { currentPage: 1, nextPage: 2, totalPages: 2, totalItems, totalItemsCurrentPage: data.length } });

/** An HTTP client answering by `METHOD path`, recording every call. */
function fakeHttp(answers: Record<string, Answer> = {}) {
  const calls: Call[] = [];
  const http = vi.fn(async (path: string, options: RequestOptions = {}) => {
    const call = { path, options };
    calls.push(call);
    const key = `${options.method ?? 'GET'} ${path}`;
    const answer = answers[key] ?? DEFAULTS[key];
    if (!answer) throw new Error(`unexpected ${key}`);
    return { status: 200, json: await answer(call) };
  }) as unknown as HttpClient;
  return { http, calls };
}

const BASE = '/events/e1/s1/tickets/t1';
// The server answers the ticket without its lots.
const { lots: _lots, ...RECORD } = TICKET;
const LINK = { id: 'h1', code: 'ABC123XYZ789', isActive: true, url: 'https://bilheteria-demo.com.br/evento/e1?ingresso=ABC123XYZ789' };
const DEFAULTS: Record<string, Answer> = {
  [`PATCH ${BASE}/show-in-site`]: ({ options }) => ({ ...RECORD, ...(options.body as object) }),
  [`PATCH ${BASE}/show-in-pos`]: ({ options }) => ({ ...RECORD, ...(options.body as object) }),
  [`PUT ${BASE}/connect-in-pos`]: ({ options }) => ({ ...RECORD, ...(options.body as object) }),
  'GET /events/e1/pos-connected': () => posPage(),
  'POST /events/e1/tickets/t1/hidden-link': () => LINK,
  'PATCH /events/e1/tickets/t1/hidden-link/h1': ({ options }) => ({ ...LINK, ...(options.body as object) }),
};

const fail = (message = '') => () => Promise.reject(Object.assign(new Error(message), { status: 500 }));

function Page({ onChanged, onClose, initial }: { onChanged: (t: RaRecord) => void; onClose: () => void; initial: RaRecord | null }) {
  const [ticket, setTicket] = useState<RaRecord | null>(initial);
  return (
    <TicketActionsPanel
      eventId="e1"
      ticket={ticket}
      onClose={() => {
        onClose();
        setTicket(null);
      }}
      onChanged={onChanged}
    />
  );
}

function renderPanel({ answers = {}, ticket = TICKET as RaRecord, user = USERS.admin }: { answers?: Record<string, Answer>; ticket?: RaRecord | null; user?: (typeof USERS)[string] } = {}) {
  const { http, calls } = fakeHttp(answers);
  const onChanged = vi.fn();
  const onClose = vi.fn();
  render(
    <EventHarness user={user} path="/events/e1/sectors-and-sales/sectors">
      <TicketActionsApiContext.Provider value={createTicketActionsApi(http)}>
        <Page onChanged={onChanged} onClose={onClose} initial={ticket} />
      </TicketActionsApiContext.Provider>
    </EventHarness>,
  );
  return { calls, onChanged, onClose };
}

const panel = () => screen.findByRole('dialog', { name: 'Ações' });
/** Clicks a control of the panel once it is enabled (controls wait for the user's access). */
async function press(role: 'switch' | 'button' | 'checkbox', name: string | RegExp) {
  const dialog = await panel();
  const find = () => within(dialog).getByRole(role, { name });
  await waitFor(() => expect(find()).toBeEnabled());
  fireEvent.click(find());
  return dialog;
}
const stored = () => JSON.parse(localStorage.getItem(STORED_TICKET_KEY) ?? 'null');
const writes = (calls: Call[]) => calls.filter((c) => c.options.method && c.options.method !== 'GET').map((c) => [c.options.method, c.path, c.options.body]);

describe('the panel', () => {
  it('opens titled Ações, at least 340 px wide, with the ticket, its switches and the details link', async () => {
    renderPanel();
    const dialog = await panel();
    expect(within(dialog).getByText('Inteira Pista')).toBeInTheDocument();
    expect(within(dialog).getByRole('switch', { name: 'Exibir no site' })).toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Exibir no POS' })).toBeChecked();
    expect(within(dialog).getByRole('link', { name: 'Ver detalhes' })).toHaveAttribute('href', '/events/e1/sectors-and-sales/sectors/s1/t1/details');
    // Spec 1 section 2.3: at least 340 px wide.
    expect(getComputedStyle(dialog).minWidth).toBe('340px');
  });

  it('is closed while no ticket is selected', async () => {
    renderPanel({ ticket: null });
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closing clears the stored ticket, then tells the page', async () => {
    localStorage.setItem(STORED_TICKET_KEY, JSON.stringify(TICKET));
    const { onClose } = renderPanel();
    await press('button', 'Fechar');
    expect(localStorage.getItem(STORED_TICKET_KEY)).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('visibility switches', () => {
  it('hide the ticket from the site through show-in-site, store it and tell the page', async () => {
    const { calls, onChanged } = renderPanel();
    await press('switch', 'Exibir no site');
    expect(await screen.findByText('Ingresso ocultado do site!')).toBeInTheDocument();
    expect(writes(calls)).toEqual([['PATCH', `${BASE}/show-in-site`, { showInSite: false }]]);
    expect(onChanged).toHaveBeenCalledWith(expect.objectContaining({ id: 't1', showInSite: false, lots: [{ id: 'l1' }] }));
    expect(stored()).toMatchObject({ id: 't1', eventId: 'e1', showInSite: false });
    expect(stored().lots).toBeUndefined();
    expect(within(await panel()).getByRole('switch', { name: 'Exibir no site' })).not.toBeChecked();
  });

  it('show the ticket in the POS through show-in-pos', async () => {
    const { calls } = renderPanel({ ticket: { ...TICKET, showInPOS: false } });
    await press('switch', 'Exibir no POS');
    expect(await screen.findByText('Ingresso exibido no POS!')).toBeInTheDocument();
    expect(writes(calls)).toEqual([['PATCH', `${BASE}/show-in-pos`, { showInPOS: true }]]);
    expect(stored()).toMatchObject({ showInPOS: true });
  });

  it("say 'Erro ao ocultar ingresso' when hiding fails and keep the switch and the storage as they were", async () => {
    const { onChanged } = renderPanel({ answers: { [`PATCH ${BASE}/show-in-pos`]: fail() } });
    await press('switch', 'Exibir no POS');
    expect(await screen.findByText('Erro ao ocultar ingresso')).toBeInTheDocument();
    expect(within(await panel()).getByRole('switch', { name: 'Exibir no POS' })).toBeChecked();
    expect(onChanged).not.toHaveBeenCalled();
    expect(stored()).toBeNull();
  });

  it("say 'Erro ao exibir ingresso' when showing fails", async () => {
    renderPanel({ ticket: { ...TICKET, showInSite: false }, answers: { [`PATCH ${BASE}/show-in-site`]: fail() } });
    await press('switch', 'Exibir no site');
    expect(await screen.findByText('Erro ao exibir ingresso')).toBeInTheDocument();
  });

  it("show the server's message when it sent one", async () => {
    renderPanel({ answers: { [`PATCH ${BASE}/show-in-site`]: fail('Você não tem permissão para esta ação.') } });
    await press('switch', 'Exibir no site');
    expect(await screen.findByText('Você não tem permissão para esta ação.')).toBeInTheDocument();
  });

  it('are disabled for a cashier, who may not edit tickets', async () => {
    renderPanel({ user: USERS.caixa });
    const dialog = await panel();
    await waitFor(() => expect(within(dialog).getByRole('switch', { name: 'Exibir no site' })).toBeDisabled());
    expect(within(dialog).getByRole('switch', { name: 'Exibir no POS' })).toBeDisabled();
  });
});

describe('hidden link', () => {
  it('is created, shown with a copy button, then switched off', async () => {
    const { calls, onChanged } = renderPanel();
    await press('button', 'Criar link oculto');
    expect(await screen.findByText('Link oculto criado!')).toBeInTheDocument();
    const dialog = await panel();
    expect(within(dialog).getByText(LINK.url)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copiar link oculto' })).toBeInTheDocument();
    expect(stored().hiddenLink).toEqual(LINK);

    await press('switch', 'Link ativo');
    expect(await screen.findByText('Link oculto desativado!')).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      ['POST', '/events/e1/tickets/t1/hidden-link', undefined],
      ['PATCH', '/events/e1/tickets/t1/hidden-link/h1', { isActive: false }],
    ]);
    expect(onChanged).toHaveBeenLastCalledWith(expect.objectContaining({ hiddenLink: { ...LINK, isActive: false } }));
    expect(stored().hiddenLink.isActive).toBe(false);
  });

  it("says 'Erro ao criar link oculto' when creating fails", async () => {
    renderPanel({ answers: { 'POST /events/e1/tickets/t1/hidden-link': fail() } });
    await press('button', 'Criar link oculto');
    expect(await screen.findByText('Erro ao criar link oculto')).toBeInTheDocument();
  });

  it("keeps its switch and says 'Erro ao atualizar status do link oculto' when the status update fails", async () => {
    renderPanel({ ticket: { ...TICKET, hiddenLink: LINK }, answers: { 'PATCH /events/e1/tickets/t1/hidden-link/h1': fail() } });
    await press('switch', 'Link ativo');
    expect(await screen.findByText('Erro ao atualizar status do link oculto')).toBeInTheDocument();
    expect(within(await panel()).getByRole('switch', { name: 'Link ativo' })).toBeChecked();
  });
});

describe('connected points of sale', () => {
  it('lists 20 a page with the ticket’s ones ticked, and saves the chosen ids', async () => {
    const { calls, onChanged } = renderPanel();
    const dialog = await panel();
    const first = await within(dialog).findByRole('checkbox', { name: /Ponto 1\b/ });
    expect(first).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /Ponto 2\b/ })).not.toBeChecked();
    expect(within(dialog).getByText('Mostrando 20 de 25 itens')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/events/e1/pos-connected')?.options.query).toEqual({ page: 1, limit: 20, search: undefined });

    const save = within(dialog).getByRole('button', { name: 'Salvar' });
    expect(save).toBeDisabled(); // nothing changed yet
    await press('checkbox', /Ponto 2\b/);
    await press('checkbox', /Ponto 1\b/);
    await press('checkbox', /Ponto 5\b/);
    expect(within(dialog).getByText('2 selecionados')).toBeInTheDocument();
    await press('button', 'Salvar');
    expect(await screen.findByText('Pontos de venda do ingresso atualizados!')).toBeInTheDocument();
    expect(writes(calls)).toEqual([['PUT', `${BASE}/connect-in-pos`, { posIds: ['pos2', 'pos5'] }]]);
    expect(onChanged).toHaveBeenCalledWith(expect.objectContaining({ posIds: ['pos2', 'pos5'] }));
    expect(stored().posIds).toEqual(['pos2', 'pos5']);
  });

  it('keeps ticks across pages and searches after the typing pause', async () => {
    const page2 = POS.slice(0, 5).map((p, i) => ({ ...p, id: `pos${21 + i}`, name: `Ponto ${21 + i}` }));
    const { calls } = renderPanel({
      answers: {
        'GET /events/e1/pos-connected': ({ options }) => {
          const q = options.query as { page: number; search?: string };
          if (q.search) return posPage([POS[9]], 1);
          return q.page === 2 ? posPage(page2) : posPage();
        },
      },
    });
    const dialog = await panel();
    await press('checkbox', /Ponto 3\b/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Próxima' }));
    await press('checkbox', /Ponto 22\b/);
    expect(within(dialog).getByText('3 selecionados')).toBeInTheDocument();

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Pesquisar' }), { target: { value: 'ponto 10' } });
    expect(await within(dialog).findByText('Ponto 10', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(calls.at(-1)?.options.query).toEqual({ page: 1, limit: 20, search: 'ponto 10' });
    await press('button', 'Salvar');
    await waitFor(() => expect(writes(calls)).toEqual([['PUT', `${BASE}/connect-in-pos`, { posIds: ['pos1', 'pos3', 'pos22'] }]]));
  });

  it("says 'Erro ao buscar os POS vinculados ao ticket' when the list fails without a message", async () => {
    renderPanel({ answers: { 'GET /events/e1/pos-connected': fail() } });
    expect(await within(await panel()).findByText('Erro ao buscar os POS vinculados ao ticket')).toBeInTheDocument();
  });

  it("says 'Erro ao atualizar os pontos de venda vinculados ao ingresso' when saving fails", async () => {
    renderPanel({ answers: { [`PUT ${BASE}/connect-in-pos`]: fail() } });
    await panel();
    await press('checkbox', /Ponto 2\b/);
    await press('button', 'Salvar');
    expect(await screen.findByText('Erro ao atualizar os pontos de venda vinculados ao ingresso')).toBeInTheDocument();
  });
});

describe('the stored ticket', () => {
  it('is read back only for its own event, and never from unreadable storage', () => {
    storeTicket(TICKET);
    expect(readStoredTicket('e1')).toMatchObject({ id: 't1', title: 'Inteira Pista' });
    expect(readStoredTicket('e2')).toBeNull();
    localStorage.setItem(STORED_TICKET_KEY, '{not json');
    expect(readStoredTicket('e1')).toBeNull();
    localStorage.setItem(STORED_TICKET_KEY, '"texto"');
    expect(readStoredTicket('e1')).toBeNull();
    storeTicket(TICKET);
    clearStoredTicket();
    expect(readStoredTicket('e1')).toBeNull();
  });
});
