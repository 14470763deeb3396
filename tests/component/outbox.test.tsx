/** The outbox: staff read what went out (choices translated, dates formatted) and open a message. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { HttpError, TestMemoryRouter, memoryStore, testDataProvider } from 'react-admin';
import type { Location } from 'react-router-dom';
import { App, createQueryClient } from '../../src/App';
import { RESOURCES } from '../../src/shared/resources/registry';
import { USERS, fakeAuthProvider, renderApp, asPhone } from './fixtures';

const EMAIL = {
  id: 'm1',
  channel: '@EMAIL',
  recipient: 'ana@example.com',
  subject: 'Sua cortesia para o Forró',
  body: 'Olá, Ana!\n\nResgate em https://bilheteria.test/ativar-cortesia?c=abc',
  status: '@SENT',
  error: null,
  sentAt: '2025-03-15T13:31:00Z',
  createdAt: '2025-03-15T13:30:00Z',
  updatedAt: '2025-03-15T13:31:00Z',
};
const WHATSAPP = {
  id: 'm2',
  channel: '@WHATSAPP',
  recipient: '11987654321',
  subject: null,
  body: 'Oi, Bruno!\nSua cortesia chegou.',
  status: '@FAILED',
  error: 'WhatsApp server answered 503',
  sentAt: null,
  createdAt: '2025-03-16T12:00:00Z',
  updatedAt: '2025-03-16T12:00:00Z',
};
const MESSAGES = [WHATSAPP, EMAIL];

function outboxProvider() {
  return testDataProvider({
    getList: async () => ({ data: MESSAGES as never, total: MESSAGES.length }),
    getOne: async (_resource, { id }) => {
      const record = MESSAGES.find((m) => m.id === id);
      if (!record) throw new HttpError('Não encontrado', 404);
      return { data: record as never };
    },
  });
}

/** The value next to a label on the show page. */
const valueOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('outbox', () => {
  it('lists messages with their channel and status in words and the date formatted', async () => {
    render(renderApp('/outbox', { dataProvider: outboxProvider() }));
    const row = (await screen.findByText('ana@example.com')).closest('tr')!;
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Criado em', 'Canal', 'Destinatário', 'Assunto', 'Situação', 'Ações']);
    expect(within(row).getByText('E-mail')).toBeInTheDocument();
    expect(within(row).getByText('Enviada')).toBeInTheDocument();
    expect(within(row).getByText(/^15\/03\/2025/)).toHaveTextContent('10:30');
    const whatsapp = screen.getByText('11987654321').closest('tr')!;
    expect(within(whatsapp).getByText('WhatsApp')).toBeInTheDocument();
    expect(within(whatsapp).getByText('Falhou')).toBeInTheDocument();
    expect(within(whatsapp).getByText('Sem assunto')).toBeInTheDocument();
    expect(screen.queryByText('@EMAIL')).toBeNull();
    expect(within(row).getByRole('link', { name: 'Ver detalhes' })).toHaveAttribute('href', '/outbox/m1/show');
    expect(screen.queryByRole('link', { name: 'Novo' })).toBeNull();
  });

  it('opens a failed WhatsApp row to read the whole message and the error', async () => {
    let location: Location | undefined;
    render(renderApp('/outbox', { dataProvider: outboxProvider(), onLocation: (l) => (location = l) }));
    fireEvent.click(await screen.findByText('11987654321'));
    expect(await screen.findByText('WhatsApp server answered 503')).toBeInTheDocument();
    expect(location?.pathname).toBe('/outbox/m2/show');
    expect(screen.getByRole('heading', { name: 'Mensagem enviada' })).toBeInTheDocument();
    const body = valueOf('Mensagem');
    expect(body.textContent).toBe('Oi, Bruno!\nSua cortesia chegou.');
    expect(body).toHaveStyle({ whiteSpace: 'pre-wrap' });
    expect(valueOf('Situação')).toHaveTextContent('Falhou');
    expect(valueOf('Assunto')).toHaveTextContent('Sem assunto');
    expect(valueOf('Enviada em')).toHaveTextContent('Não enviada');
    expect(screen.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/outbox');
  });

  it('shows an e-mail with its links as text, no error and its dates', async () => {
    render(renderApp('/outbox/m1/show', { dataProvider: outboxProvider() }));
    const body = await screen.findByText(/Resgate em https:/);
    expect(body.textContent).toBe(EMAIL.body);
    expect(within(body).queryByRole('link')).toBeNull();
    expect(valueOf('Canal')).toHaveTextContent('E-mail');
    expect(valueOf('Erro')).toHaveTextContent('Nenhum erro');
    expect(valueOf('Enviada em')).toHaveTextContent(/^15\/03\/2025.*10:31$/);
    expect(valueOf('Criado em')).toHaveTextContent(/^15\/03\/2025.*10:30$/);
  });

  it('goes back to the list when the message does not exist', async () => {
    let location: Location | undefined;
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // react-admin logs the 404
    render(renderApp('/outbox/nope/show', { dataProvider: outboxProvider(), onLocation: (l) => (location = l) }));
    expect(await screen.findByText('O elemento não existe')).toBeInTheDocument();
    await vi.waitFor(() => expect(location?.pathname).toBe('/outbox'));
  });

  it('routes the show page under a resource\'s own route', async () => {
    let location: Location | undefined;
    const resources = RESOURCES.map((def) => (def.name === 'outbox' ? { ...def, route: '/messages/outbox' } : def));
    render(
      <TestMemoryRouter initialEntries={['/outbox/m1/show']} locationCallback={(l) => (location = l)}>
        <App resources={resources} dataProvider={outboxProvider()} authProvider={fakeAuthProvider(USERS.admin)} store={memoryStore()} queryClient={createQueryClient()} />
      </TestMemoryRouter>,
    );
    expect(await screen.findByText(/Resgate em https:/)).toBeInTheDocument();
    expect(location?.pathname).toBe('/messages/outbox/m1/show');
    fireEvent.click(screen.getByRole('link', { name: 'Voltar' }));
    fireEvent.click(await screen.findByText('11987654321'));
    expect(await screen.findByText('WhatsApp server answered 503')).toBeInTheDocument();
    expect(location?.pathname).toBe('/messages/outbox/m2/show');
  });

  it('opens a card on a phone', async () => {
    await asPhone(async () => {
      render(renderApp('/outbox', { dataProvider: outboxProvider() }));
      const title = await screen.findByRole('heading', { name: 'ana@example.com' });
      expect(screen.queryByRole('table')).toBeNull();
      expect(title.parentElement).toHaveTextContent('Enviada');
      fireEvent.click(title);
      expect(await screen.findByText(/Resgate em https:/)).toBeInTheDocument();
    });
  });
});
