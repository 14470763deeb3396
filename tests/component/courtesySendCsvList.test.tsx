/**
 * The contacts a CSV gave, listed on the sending screen (issue 11 goal 3): a file of 10,000
 * contacts puts only the rows in view in the page, scrolling brings the others, and a file with
 * the tricky cases lists what will be sent and says which lines are left out, in pt-BR.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_LIST_HEIGHT, CONTACT_ROW_HEIGHT } from '../../src/resources/courtesies/send/ImportedContacts';
import type { CsvAnswer, CsvRequest } from '../../src/resources/courtesies/send/csvProtocol';
import type { CsvWorkerFactory } from '../../src/resources/courtesies/send/useCsvContacts';
import { renderPage } from './courtesySendFixtures';

const upload = (text: string) =>
  fireEvent.change(screen.getByLabelText('Escolher arquivo CSV'), { target: { files: [new File([text], 'convidados.csv', { type: 'text/csv' })] } });
const list = () => screen.getByRole('list', { name: 'Contatos que serão enviados' });
const items = () => within(list()).getAllByRole('listitem');

// jsdom lays nothing out: the list box gets the height its CSS gives it in a browser.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.getAttribute('role') === 'list' ? CONTACT_LIST_HEIGHT : 0;
  });
});
afterEach(() => vi.restoreAllMocks());

describe('contacts from a CSV', () => {
  it('10,000 contacts: only a window of rows is in the page, and scrolling moves it', async () => {
    const lines = ['Nome;E-mail', ...Array.from({ length: 10_000 }, (_, i) => `Convidado ${i + 1};convidado.${i + 1}@exemplo.com.br`)];
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Arquivo CSV' }));
    upload(lines.join('\n'));
    await waitFor(() => expect(screen.getByTestId('csv-counts')).toHaveTextContent('10.000 contatos válidos'));
    await waitFor(() => expect(items().length).toBeGreaterThan(0));
    const first = items();
    // The rows in view (320 px of 36 px rows) and a few around them, never the 10,000.
    expect(first.length).toBeLessThanOrEqual(Math.ceil(CONTACT_LIST_HEIGHT / CONTACT_ROW_HEIGHT) + 2 * 8 + 1);
    expect(first[0]).toHaveAttribute('aria-posinset', '1');
    expect(first[0]).toHaveAttribute('aria-setsize', '10000');
    expect(first[0]).toHaveTextContent('convidado.1@exemplo.com.br');
    expect(first[0]).toHaveTextContent('Convidado 1');

    list().scrollTop = 9_990 * CONTACT_ROW_HEIGHT;
    fireEvent.scroll(list());
    await waitFor(() => expect(items().at(-1)).toHaveAttribute('aria-posinset', '10000'));
    expect(items().at(-1)).toHaveTextContent('convidado.10000@exemplo.com.br');
    expect(items().length).toBeLessThan(40);
    expect(within(list()).queryByText('convidado.1@exemplo.com.br')).toBeNull();
  });

  it('a tricky file: what will be sent, in file order and once, and the lines left out', async () => {
    const text = [
      '\uFEFFNome;E-mail',
      '"Souza; Ana";" Ana.Souza@Exemplo.com.br "',
      '"Carla ""Cacá"" Dias";CARLA@EXEMPLO.COM.BR',
      '',
      'Ana de novo;ana.souza@exemplo.com.br',
      'Sem contato;',
      'Inválida;nada@',
    ].join('\r\n');
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Arquivo CSV' }));
    upload(text);
    const summary = await screen.findByTestId('csv-summary');
    expect(summary).toHaveTextContent('2 contatos válidos');
    expect(summary).toHaveTextContent('1 repetido (enviado uma vez)');
    expect(summary).toHaveTextContent('2 inválidos (não serão enviados)');
    expect(summary).toHaveTextContent('Linha 5: em branco');
    expect(summary).toHaveTextContent('Linha 6: nada@');
    await waitFor(() => expect(items()).toHaveLength(2));
    expect(items().map((row) => row.textContent)).toEqual(['1ana.souza@exemplo.com.brSouza; Ana', '2carla@exemplo.com.brCarla "Cacá" Dias']);
  });

  it('WhatsApp numbers are listed as Brazilians write them', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('radio', { name: 'WhatsApp' }));
    fireEvent.click(screen.getByRole('button', { name: 'Arquivo CSV' }));
    upload('Nome;Telefone\nAna;(81) 99999-0001\nBia;081 3322-4455\n');
    await waitFor(() => expect(items()).toHaveLength(2));
    expect(items()[0]).toHaveTextContent('+55 (81) 99999-0001');
    expect(items()[1]).toHaveTextContent('+55 (81) 3322-4455');
  });

  it('a long read shows how far it is', async () => {
    // A worker that only reports progress, as one reading a big file on a slow machine.
    let answer: ((a: CsvAnswer) => void) | null = null;
    const slowWorker: CsvWorkerFactory = () => {
      const worker = {
        onmessage: null as ((e: MessageEvent<CsvAnswer>) => void) | null,
        onerror: null,
        terminate: vi.fn(),
        postMessage: (request: CsvRequest) => {
          answer = (a) => worker.onmessage?.({ data: { ...a, id: request.id } } as MessageEvent<CsvAnswer>);
        },
      };
      return worker as unknown as ReturnType<CsvWorkerFactory>;
    };
    renderPage({}, slowWorker);
    fireEvent.click(screen.getByRole('button', { name: 'Arquivo CSV' }));
    upload('Nome;E-mail\nAna;ana@x.com.br\n');
    expect(await screen.findByText('Lendo o arquivo... 0%')).toBeInTheDocument();
    act(() => answer!({ kind: 'progress', id: 0, stage: 'parse', done: 0.42 }));
    expect(await screen.findByText('Lendo o arquivo... 42%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Lendo o arquivo... 42%' })).toHaveAttribute('aria-valuenow', '42');
  });
});
