/**
 * The courtesy sending screen (spec 1 sections 2.3, 4, 5, 8, 9) with an injected API and a
 * fake CSV worker running the real parsing and mapping: rows, paste, type switch, the last lot
 * restored after 3000 ms, validation, the server's issues, the duplicate warning and force.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Location } from 'react-router-dom';
import type { HttpClient, RequestOptions } from '../../src/dataProvider/httpClient';
import { toHttpError } from '../../src/dataProvider/httpError';
import CourtesySendPage from '../../src/resources/courtesies/send/CourtesySendPage';
import { CourtesySendApiContext, createCourtesySendApi } from '../../src/resources/courtesies/send/courtesySendApi';
import { mapRows } from '../../src/resources/courtesies/send/csvColumns';
import type { CsvAnswer, CsvRequest } from '../../src/resources/courtesies/send/csvProtocol';
import { lastLotKey } from '../../src/resources/courtesies/send/lastLot';
import { parseCsv } from '../../src/resources/courtesies/send/parseCsv';
import { CsvWorkerContext, type CsvWorkerFactory } from '../../src/resources/courtesies/send/useCsvContacts';
import { EventHarness } from './eventsFixtures';

type Call = { path: string; options: RequestOptions };
type Answer = (call: Call) => unknown;

const LOTS = [
  { ticketId: 't1', lotId: 'l1', ticketTitle: 'Inteira', lotTitle: '1º lote', sectorName: 'Pista', sectorId: 's1', placesLeft: 1500 },
  { ticketId: 't1', lotId: 'l2', ticketTitle: 'Inteira', lotTitle: '2º lote', sectorName: 'Pista', sectorId: 's1', placesLeft: 1 },
  { ticketId: 't2', lotId: 'l3', ticketTitle: 'Meia', lotTitle: 'Lote único', sectorName: 'Camarote', sectorId: 's2', placesLeft: 40 },
  { ticketId: 't2', lotId: 'l4', ticketTitle: 'Meia', lotTitle: 'Lote extra', sectorName: 'Camarote', sectorId: 's2', placesLeft: 0 },
];
const TABLE = '/events/e1/advantages-and-services/courtesies';

function fakeHttp(answers: Record<string, Answer | Answer[]> = {}) {
  const calls: Call[] = [];
  const http = vi.fn(async (path: string, options: RequestOptions = {}) => {
    const call = { path, options };
    calls.push(call);
    const key = `${options.method ?? 'GET'} ${path}`;
    const given = answers[key] ?? (key === 'GET /events/e1/tickets-lots' ? () => ({ data: LOTS }) : undefined);
    // A list answers the calls in turn.
    const answer = Array.isArray(given) ? given.shift() : given;
    if (!answer) throw new Error(`unexpected ${key}`);
    return { status: 200, json: await answer(call) };
  }) as unknown as HttpClient;
  return { http, calls };
}

/** The worker's protocol in process: the real parse and map, answered asynchronously. */
const fakeWorker: CsvWorkerFactory = () => {
  let rows: string[][] = [];
  const worker = {
    onmessage: null as ((e: MessageEvent<CsvAnswer>) => void) | null,
    onerror: null,
    terminate: vi.fn(),
    postMessage: async (request: CsvRequest) => {
      const answer = (a: CsvAnswer) => worker.onmessage?.({ data: a } as MessageEvent<CsvAnswer>);
      if (request.kind === 'parse') {
        const text = await request.file.text();
        rows = parseCsv(text, (done) => answer({ kind: 'progress', id: request.id, stage: 'parse', done }));
        answer({ kind: 'parsed', id: request.id, rowCount: rows.length, preview: rows.slice(0, 8) });
      } else {
        await Promise.resolve();
        answer({ kind: 'mapped', id: request.id, result: mapRows(rows, request.mapping, request.type) });
      }
    },
  };
  return worker as unknown as ReturnType<CsvWorkerFactory>;
};

function renderPage(answers: Record<string, Answer | Answer[]> = {}, worker: CsvWorkerFactory = fakeWorker) {
  const { http, calls } = fakeHttp(answers);
  const locations: string[] = [];
  render(
    <EventHarness path="/events/e1/advantages-and-services/courtesies/send" onLocation={(l: Location) => locations.push(l.pathname)}>
      <CourtesySendApiContext.Provider value={createCourtesySendApi(http)}>
        <CsvWorkerContext.Provider value={worker}>
          <CourtesySendPage eventId="e1" />
        </CsvWorkerContext.Provider>
      </CourtesySendApiContext.Provider>
    </EventHarness>,
  );
  return { calls, locations, posts: () => calls.filter((c) => c.options.method === 'POST').map((c) => c.options.body) };
}

const contactInputs = (label = 'E-mail') => screen.getAllByRole('textbox', { name: label });
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const lotSelect = () => screen.getByRole('combobox', { name: 'Ingresso e lote' });
/** An option is named by its ticket and lot, then its places left in brackets. */
const optionName = (label: string) => new RegExp(`^${label} \\(`);
async function chooseLot(name: string) {
  await waitFor(() => expect(lotSelect()).not.toHaveAttribute('aria-disabled'));
  fireEvent.mouseDown(lotSelect());
  fireEvent.click(await screen.findByRole('option', { name: optionName(name) }));
}
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
const paste = (input: HTMLElement, text: string) => fireEvent.paste(input, { clipboardData: { getData: () => text } });

afterEach(() => {
  vi.useRealTimers();
});

describe('contacts one by one', () => {
  it('asks for a ticket and a contact; sends lowercased e-mails with the chosen lot, then goes back to the table', async () => {
    const { posts, locations } = renderPage({ 'POST /events/e1/send-courtesy': () => ({ created: 2, alreadySent: [] }) });
    await screen.findByRole('combobox', { name: 'Ingresso e lote' });
    send();
    expect(await screen.findByText('Selecione um ingresso')).toBeInTheDocument();
    expect(screen.getByText('Contato é obrigatório')).toBeInTheDocument();
    expect(posts()).toEqual([]);

    await chooseLot('Pista · Inteira · 2º lote');
    type(contactInputs()[0], ' Ana.Maria@Exemplo.COM.br ');
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar contato' }));
    type(contactInputs()[1], 'sem-arroba');
    send();
    expect(await screen.findByText('E-mail inválido')).toBeInTheDocument();
    expect(screen.queryByText('Selecione um ingresso')).toBeNull();
    type(contactInputs()[1], 'BRUNO@exemplo.com.br');
    type(screen.getAllByRole('textbox', { name: 'Nome (opcional)' })[1], 'Bruno');
    send();
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toEqual({
      ticketId: 't1',
      lotId: 'l2',
      type: '@EMAIL',
      contacts: ['ana.maria@exemplo.com.br', 'bruno@exemplo.com.br'],
      names: [null, 'Bruno'],
    });
    expect(await screen.findByText('2 cortesias enviadas com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(locations.at(-1)).toBe(TABLE));
  });

  it('normalises WhatsApp numbers with 55 and rejects short ones', async () => {
    const { posts } = renderPage({ 'POST /events/e1/send-courtesy': () => ({ created: 2, alreadySent: [] }) });
    await chooseLot('Camarote · Meia · Lote único');
    fireEvent.click(screen.getByRole('radio', { name: 'WhatsApp' }));
    type(contactInputs('WhatsApp com DDD')[0], '99999');
    send();
    expect(await screen.findByText('Telefone inválido')).toBeInTheDocument();
    type(contactInputs('WhatsApp com DDD')[0], '(81) 99999-0001');
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar contato' }));
    type(contactInputs('WhatsApp com DDD')[1], '81 3222-1000');
    send();
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toMatchObject({ type: '@WHATSAPP', contacts: ['5581999990001', '558132221000'] });
  });

  it('keeps at least one row: the last one cannot be removed', async () => {
    renderPage();
    const remove = () => screen.getAllByRole('button', { name: 'Remover contato' });
    expect(remove()).toHaveLength(1);
    expect(remove()[0]).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar contato' }));
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar contato' }));
    type(contactInputs()[2], 'terceiro@exemplo.com.br');
    expect(remove()).toHaveLength(3);
    fireEvent.click(remove()[0]);
    fireEvent.click(remove()[0]);
    expect(contactInputs()).toHaveLength(1);
    expect(contactInputs()[0]).toHaveValue('terceiro@exemplo.com.br');
    expect(remove()[0]).toBeDisabled();
  });

  it('a paste splits on newline, comma, semicolon and space, adding new contacts as rows', async () => {
    renderPage();
    type(contactInputs()[0], '');
    paste(contactInputs()[0], 'ana@exemplo.com.br\nbia@exemplo.com.br; curto@x, \r\ncaio@exemplo.com.br ana@exemplo.com.br');
    expect(contactInputs().map((i) => (i as HTMLInputElement).value)).toEqual(['ana@exemplo.com.br', 'bia@exemplo.com.br', 'caio@exemplo.com.br']);
    // Into a filled row: only what is new, below it.
    paste(contactInputs()[1], 'bia@exemplo.com.br,duda@exemplo.com.br');
    expect(contactInputs().map((i) => (i as HTMLInputElement).value)).toEqual(['ana@exemplo.com.br', 'bia@exemplo.com.br', 'duda@exemplo.com.br', 'caio@exemplo.com.br']);
    expect(screen.getByText('4 contatos')).toBeInTheDocument();
  });

  it('switching the send type starts the contacts over', async () => {
    renderPage();
    type(contactInputs()[0], 'ana@exemplo.com.br');
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar contato' }));
    type(contactInputs()[1], 'bia@exemplo.com.br');
    fireEvent.click(screen.getByRole('radio', { name: 'WhatsApp' }));
    expect(screen.getAllByRole('textbox', { name: 'WhatsApp com DDD' })).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'WhatsApp com DDD' })).toHaveValue('');
    expect(screen.queryAllByRole('textbox', { name: 'E-mail' })).toHaveLength(0);
  });

  it('shows "Sem ingressos disponíveis" for an event without lots, and still asks for one on send', async () => {
    renderPage({ 'GET /events/e1/tickets-lots': () => ({ data: [] }) });
    expect(await screen.findByText('Sem ingressos disponíveis')).toBeInTheDocument();
    send();
    expect(await screen.findByText('Selecione um ingresso')).toBeInTheDocument();
  });
});

/** The screen on fake timers, with a ticket and lot remembered from an earlier visit. */
function openRemembering(ticketId: string, lotId: string) {
  localStorage.setItem(lastLotKey('e1'), JSON.stringify({ ticketId, lotId }));
  vi.useFakeTimers();
  renderPage();
}

describe('the last ticket and lot', () => {
  it('shows the places left of each lot, below the field too; a sold-out lot cannot be chosen', async () => {
    renderPage();
    await waitFor(() => expect(lotSelect()).not.toHaveAttribute('aria-disabled'));
    fireEvent.mouseDown(lotSelect());
    expect(await screen.findByRole('option', { name: 'Pista · Inteira · 1º lote (restam 1.500)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Pista · Inteira · 2º lote (resta 1)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Camarote · Meia · Lote extra (esgotado)' })).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(screen.getByRole('option', { name: 'Camarote · Meia · Lote único (restam 40)' }));
    await waitFor(() => expect(lotSelect()).toHaveTextContent(/^Camarote · Meia · Lote único$/));
    expect(screen.getByText('Restam 40 ingressos neste lote.')).toBeInTheDocument();
  });

  it('come back 3000 ms after the screen opens, and a new choice is stored 750 ms after it settles', async () => {
    openRemembering('t2', 'l3');
    await act(() => vi.advanceTimersByTimeAsync(2999));
    expect(lotSelect()).not.toHaveTextContent('Camarote');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(lotSelect()).toHaveTextContent('Camarote · Meia · Lote único');

    fireEvent.mouseDown(lotSelect());
    fireEvent.click(screen.getByRole('option', { name: optionName('Pista · Inteira · 1º lote') }));
    await act(() => vi.advanceTimersByTimeAsync(749));
    expect(JSON.parse(localStorage.getItem(lastLotKey('e1'))!)).toEqual({ ticketId: 't2', lotId: 'l3' });
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(JSON.parse(localStorage.getItem(lastLotKey('e1'))!)).toEqual({ ticketId: 't1', lotId: 'l1' });
  });

  it('a remembered lot that has sold out since is not brought back', async () => {
    openRemembering('t2', 'l4');
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(lotSelect()).not.toHaveTextContent('Lote extra');
    send();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Selecione um ingresso')).toBeInTheDocument();
  });

  it('do not replace a lot chosen in the first 3 s', async () => {
    openRemembering('t2', 'l3');
    await act(() => vi.advanceTimersByTimeAsync(100));
    fireEvent.mouseDown(lotSelect());
    fireEvent.click(screen.getByRole('option', { name: optionName('Pista · Inteira · 2º lote') }));
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(lotSelect()).toHaveTextContent('Pista · Inteira · 2º lote');
  });
});

describe('the answer', () => {
  const duplicated = [
    { contact: 'bia@exemplo.com.br', courtesyId: 'c2', createdAt: '2025-03-01T15:00:00Z' },
    { contact: 'caio@exemplo.com.br', courtesyId: 'c3', createdAt: '2025-03-02T15:00:00Z' },
  ];

  it('already served contacts open the warning; "Enviar mesmo assim" resubmits only those with force', async () => {
    const { posts, locations } = renderPage({
      'POST /events/e1/send-courtesy': [() => ({ created: 1, alreadySent: duplicated }), () => ({ created: 2, alreadySent: [] })],
    });
    await chooseLot('Pista · Inteira · 1º lote');
    paste(contactInputs()[0], 'ana@exemplo.com.br\nbia@exemplo.com.br\ncaio@exemplo.com.br');
    type(screen.getAllByRole('textbox', { name: 'Nome (opcional)' })[2], 'Caio');
    send();
    const dialog = await screen.findByRole('dialog', { name: 'Cortesias já enviadas' });
    expect(within(dialog).getByText('bia@exemplo.com.br')).toBeInTheDocument();
    expect(within(dialog).getByText('caio@exemplo.com.br')).toBeInTheDocument();
    expect(within(dialog).getByText(/enviada em 01\/03\/2025/)).toBeInTheDocument();
    // Spec 1 section 9: the list is at most 24 units (MUI spacing, 8 px) high and scrolls.
    const list = within(dialog).getByTestId('duplicates-list');
    expect(getComputedStyle(list).maxHeight).toBe('192px');
    expect(getComputedStyle(list).overflowY).toBe('auto');
    expect(await screen.findByText('1 cortesia enviada com sucesso!')).toBeInTheDocument();
    expect(locations.at(-1)).not.toBe(TABLE);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar mesmo assim' }));
    await waitFor(() => expect(posts()).toHaveLength(2));
    expect(posts()[1]).toEqual({
      ticketId: 't1',
      lotId: 'l1',
      type: '@EMAIL',
      contacts: ['bia@exemplo.com.br', 'caio@exemplo.com.br'],
      names: [null, 'Caio'],
      force: true,
    });
    expect(await screen.findByText('2 cortesias enviadas com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(locations.at(-1)).toBe(TABLE));
  });

  it('"Cancelar" sends nothing more; with nothing created the screen stays', async () => {
    const { posts, locations } = renderPage({ 'POST /events/e1/send-courtesy': () => ({ created: 0, alreadySent: duplicated.slice(0, 1) }) });
    await chooseLot('Pista · Inteira · 1º lote');
    type(contactInputs()[0], 'bia@exemplo.com.br');
    send();
    const dialog = await screen.findByRole('dialog', { name: 'Cortesias já enviadas' });
    expect(await screen.findByText('1 contato já recebeu cortesia neste evento')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts()).toHaveLength(1);
    expect(locations.at(-1)).toBe('/events/e1/advantages-and-services/courtesies/send');
  });

  it("shows the server's issues under their fields and its message in the toast", async () => {
    const issues = [
      { field: 'lotId', message: 'ID do ingresso inválido' },
      { field: 'contacts.1', message: 'Telefone inválido' },
    ];
    renderPage({ 'POST /events/e1/send-courtesy': () => Promise.reject(toHttpError(400, { message: 'Dados inválidos', issues }, 'Algo deu errado')) });
    await chooseLot('Pista · Inteira · 1º lote');
    type(contactInputs()[0], 'ana@exemplo.com.br');
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar contato' }));
    type(contactInputs()[1], 'bia@exemplo.com.br');
    send();
    expect(await screen.findByText('Dados inválidos')).toBeInTheDocument();
    expect(screen.getByText('ID do ingresso inválido')).toBeInTheDocument();
    // contacts.1 is the second row.
    const rows = screen.getAllByTestId('contact-row');
    expect(within(rows[1]).getByText('Telefone inválido')).toBeInTheDocument();
    expect(within(rows[0]).queryByText('Telefone inválido')).toBeNull();
  });

  it("without a server message: 'Ocorreu um erro'", async () => {
    renderPage({ 'POST /events/e1/send-courtesy': () => Promise.reject(toHttpError(500, null, '')) });
    await chooseLot('Pista · Inteira · 1º lote');
    type(contactInputs()[0], 'ana@exemplo.com.br');
    send();
    expect(await screen.findByText('Ocorreu um erro')).toBeInTheDocument();
  });
});

describe('CSV', () => {
  const CSV = 'Nome;E-mail;Telefone\nAna;ANA@exemplo.com.br;81999990001\nBia;bia@exemplo.com.br;81999990002\nAna 2;ana@exemplo.com.br;\n;nada;\n';
  const upload = (text = CSV) =>
    fireEvent.change(screen.getByLabelText('Escolher arquivo CSV'), { target: { files: [new File([text], 'convidados.csv', { type: 'text/csv' })] } });

  it('detects the columns, counts valid, repeated and invalid rows, and sends the mapped contacts with names', async () => {
    const { posts } = renderPage({ 'POST /events/e1/send-courtesy': () => ({ created: 2, alreadySent: [] }) });
    await chooseLot('Pista · Inteira · 1º lote');
    fireEvent.click(screen.getByRole('button', { name: 'Arquivo CSV' }));
    send();
    expect(await screen.findByText('Escolha um arquivo CSV')).toBeInTheDocument();
    upload();
    const summary = await screen.findByTestId('csv-summary');
    expect(summary).toHaveTextContent('2 contatos válidos');
    expect(summary).toHaveTextContent('1 repetido (enviado uma vez)');
    expect(summary).toHaveTextContent('1 inválido (não será enviado)');
    expect(summary).toHaveTextContent('Linha 5: nada');
    expect(screen.getByRole('combobox', { name: 'Coluna do contato' })).toHaveTextContent('Coluna B: E-mail');
    expect(screen.getByRole('combobox', { name: 'Coluna do nome' })).toHaveTextContent('Coluna A: Nome');
    expect(screen.getByText('convidados.csv (5 linhas)')).toBeInTheDocument();
    send();
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toEqual({ ticketId: 't1', lotId: 'l1', type: '@EMAIL', contacts: ['ana@exemplo.com.br', 'bia@exemplo.com.br'], names: ['Ana', 'Bia'] });
  });

  it('a new start row and a column change are applied again', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Arquivo CSV' }));
    upload();
    await screen.findByTestId('csv-summary');
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Linha inicial' }), { target: { value: '3' } });
    await waitFor(() => expect(screen.getByTestId('csv-summary')).toHaveTextContent('2 contatos válidos'));
    expect(screen.getByTestId('csv-summary')).toHaveTextContent('0 repetidos (enviados uma vez)');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Coluna do nome' }));
    fireEvent.click(screen.getByRole('option', { name: 'Nenhuma' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Coluna do nome' })).toHaveTextContent('Nenhuma'));
  });

  it('a worker that fails after the file was read says so, and nothing is sent', async () => {
    // The real worker for the parse and the first mapping; the next mapping fails.
    let maps = 0;
    const failingWorker: CsvWorkerFactory = () => {
      const inner = fakeWorker();
      // fakeWorker's handlers do not use `this`; the casts only quiet Worker's method typing.
      const post = inner.postMessage as (request: CsvRequest) => void;
      inner.postMessage = ((request: CsvRequest) => {
        if (request.kind !== 'parse' && ++maps > 1) {
          const answer = inner.onmessage as ((e: MessageEvent<CsvAnswer>) => void) | null;
          queueMicrotask(() => answer?.({ data: { kind: 'error', id: request.id, message: 'boom' } } as MessageEvent<CsvAnswer>));
          return;
        }
        post(request);
      }) as typeof inner.postMessage;
      return inner;
    };
    const { posts } = renderPage({}, failingWorker);
    await chooseLot('Pista · Inteira · 1º lote');
    fireEvent.click(screen.getByRole('button', { name: 'Arquivo CSV' }));
    upload();
    await screen.findByTestId('csv-summary');
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Linha inicial' }), { target: { value: '3' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível ler o arquivo');
    send();
    await act(() => Promise.resolve());
    expect(posts()).toEqual([]);
  });

  it('switching the send type drops the file (WhatsApp then detects the phone column)', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Arquivo CSV' }));
    upload();
    await screen.findByTestId('csv-summary');
    fireEvent.click(screen.getByRole('radio', { name: 'WhatsApp' }));
    expect(screen.queryByTestId('csv-summary')).toBeNull();
    expect(screen.getByLabelText('Escolher arquivo CSV')).toBeInTheDocument();
    upload();
    expect(await screen.findByTestId('csv-summary')).toHaveTextContent('2 contatos válidos');
    expect(screen.getByRole('combobox', { name: 'Coluna do contato' })).toHaveTextContent('Coluna C: Telefone');
  });
});
