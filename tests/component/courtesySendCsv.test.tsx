/**
 * The sending screen's CSV flow (spec 1 sections 4, 5; issue 9 item 9): columns detected, counts,
 * re-mapping, a failing worker, and a new send type keeping the file.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CsvAnswer, CsvRequest } from '../../src/resources/courtesies/send/csvProtocol';
import type { CsvWorkerFactory } from '../../src/resources/courtesies/send/useCsvContacts';
import { chooseLot, fakeWorker, renderPage, send } from './courtesySendFixtures';

afterEach(() => {
  vi.useRealTimers();
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
    // The real worker reads the file and maps it; the next mapping fails.
    const failingWorker: CsvWorkerFactory = () => {
      const inner = fakeWorker();
      // fakeWorker's handlers do not use `this`; the casts only quiet Worker's method typing.
      const post = inner.postMessage as (request: CsvRequest) => void;
      inner.postMessage = ((request: CsvRequest) => {
        if (request.kind === 'map') {
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

  it('switching the send type keeps the file and detects the contact column again (issue 9 item 9)', async () => {
    const { posts } = renderPage({ 'POST /events/e1/send-courtesy': () => ({ created: 2, alreadySent: [] }) });
    await chooseLot('Pista · Inteira · 1º lote');
    fireEvent.click(screen.getByRole('button', { name: 'Arquivo CSV' }));
    upload();
    await waitFor(() => expect(screen.getByTestId('csv-summary')).toHaveTextContent('2 contatos válidos'));
    expect(screen.getByRole('combobox', { name: 'Coluna do contato' })).toHaveTextContent('Coluna B: E-mail');
    fireEvent.click(screen.getByRole('radio', { name: 'WhatsApp' }));
    // The same file, its phone column now; no new upload asked for.
    expect(screen.queryByLabelText('Escolher arquivo CSV')).toBeNull();
    expect(screen.getByText('convidados.csv (5 linhas)')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Coluna do contato' })).toHaveTextContent('Coluna C: Telefone'));
    expect(screen.getByRole('combobox', { name: 'Coluna do nome' })).toHaveTextContent('Coluna A: Nome');
    // Ana and Bia have phones; 'Ana 2' and the last row have none.
    await waitFor(() => expect(screen.getByTestId('csv-summary')).toHaveTextContent('2 contatos válidos'));
    expect(screen.getByTestId('csv-summary')).toHaveTextContent('2 inválidos (não serão enviados)');
    send();
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toEqual({ ticketId: 't1', lotId: 'l1', type: '@WHATSAPP', contacts: ['5581999990001', '5581999990002'], names: ['Ana', 'Bia'] });
    // And back: the e-mail column again.
    fireEvent.click(screen.getByRole('radio', { name: 'E-mail' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Coluna do contato' })).toHaveTextContent('Coluna B: E-mail'));
  });
});
