/**
 * The door's page /validate (issue 12): the access code, the event and its session, then a code
 * typed with Enter (what a USB scanner does) painted green, red or amber, undo, the counters, and
 * a token that stopped working sending the device back to the access code. No camera in jsdom:
 * the page says so and works with typed codes.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ValidatePage from '../../src/custom/validate/ValidatePage';
import { DoorApiContext, type DoorApi, type DoorSession, type ScanAnswer } from '../../src/custom/validate/doorApi';
import { EventHarness } from './eventsFixtures';

const SESSION: DoorSession = {
  token: 'vt',
  expiresAt: new Date(Date.now() + 3600_000).toISOString(),
  validator: { id: 'v1', name: 'Portaria principal' },
  events: [
    { id: 'e1', title: 'Forró do Parque', startAt: null, sessions: [] },
    { id: 'e2', title: 'Festival de Inverno', startAt: null, sessions: [{ id: 's1', title: 'Sexta', startAt: null }, { id: 's2', title: 'Sábado', startAt: null }] },
  ],
};

const ticket = { code: 'ABCDEF0123456789', category: '@ENTIRE', holderName: 'Maria da Silva', ticketTitle: 'Inteira', sectorName: 'Pista', lotTitle: '1º lote', sessionTitle: null, eventTitle: 'Forró do Parque' };
const VALID: ScanAnswer = { result: '@VALID', message: 'Entrada liberada', ticket };
const USED: ScanAnswer = { result: '@ALREADY_USED', message: 'Ingresso já utilizado', ticket, validatedAt: '2026-11-24T23:03:00.000Z', validatedBy: 'Portão B' };
const HALF: ScanAnswer = { result: '@VALID', message: 'Entrada liberada', ticket: { ...ticket, category: '@HALF' }, warning: { code: '@HALF', message: 'Meia-entrada: confira o documento' } };

function fakeDoor(answers: ScanAnswer[]) {
  const scans: unknown[] = [];
  const api: DoorApi = {
    open: vi.fn(async (code: string) => {
      if (code !== 'DEMO-PRTA-PRNC-PAL2') throw Object.assign(new Error('Código de acesso inválido.'), { status: 401 });
      return SESSION;
    }),
    scan: vi.fn(async (_token: string, body: unknown) => {
      scans.push(body);
      const next = answers.shift();
      if (!next) throw Object.assign(new Error('Este acesso de validador foi encerrado. Digite o código de acesso novamente.'), { status: 401 });
      return next;
    }),
    undo: vi.fn(async () => ({ message: 'Entrada desfeita. O ingresso pode entrar de novo.', code: ticket.code })),
    counters: vi.fn(async (_token: string, eventId: string) => ({ eventId, validated: 1234, total: 5000 })),
  };
  return { api, scans };
}

function renderPage(api: DoorApi) {
  render(
    <EventHarness path="/validate">
      <DoorApiContext.Provider value={api}>
        <ValidatePage />
      </DoorApiContext.Provider>
    </EventHarness>,
  );
}

afterEach(() => sessionStorage.clear());

describe('/validate', () => {
  it('opens with the access code, asks the session of an event that has them, and validates typed codes', async () => {
    const user = userEvent.setup();
    const { api, scans } = fakeDoor([VALID, USED, HALF]);
    renderPage(api);
    await user.type(screen.getByLabelText('Código de acesso'), 'ERRADO');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Código de acesso inválido.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Código de acesso'));
    await user.type(screen.getByLabelText('Código de acesso'), 'DEMO-PRTA-PRNC-PAL2');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(await screen.findByText('Validador: Portaria principal')).toBeInTheDocument();
    const start = screen.getByRole('button', { name: 'Começar a validar' });
    expect(start).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Festival de Inverno' }));
    expect(start).toBeDisabled(); // its session first
    await user.click(screen.getByRole('radio', { name: 'Sábado' }));
    await user.click(start);

    expect(await screen.findByRole('heading', { name: 'Festival de Inverno', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('1.234 de 5.000')).toBeInTheDocument();
    expect(screen.getByText(/Nenhuma câmera disponível/)).toBeInTheDocument();

    // A USB scanner types the code and Enter; the field keeps the focus for the next one.
    const field = screen.getByLabelText('Código do ingresso');
    await user.type(field, 'abcdef0123456789{Enter}');
    await waitFor(() => expect(screen.getByTestId('scan-result')).toHaveAttribute('data-tone', 'valid'));
    expect(screen.getByText('Entrada liberada')).toBeInTheDocument();
    expect(scans[0]).toEqual({ code: 'abcdef0123456789', eventId: 'e2', sessionId: 's2' });
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();

    await user.type(field, 'ABCDEF0123456789{Enter}');
    await waitFor(() => expect(screen.getByTestId('scan-result')).toHaveAttribute('data-tone', 'refused'));
    expect(screen.getByText('Ingresso já utilizado')).toBeInTheDocument();
    expect(screen.getByText(/^Entrou em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}, por Portão B$/)).toBeInTheDocument();

    await user.type(field, 'ABCDEF0123456789{Enter}');
    await waitFor(() => expect(screen.getByTestId('scan-result')).toHaveAttribute('data-tone', 'warning'));
    expect(screen.getByTestId('scan-warning')).toHaveTextContent('Meia-entrada: confira o documento');

    await user.click(screen.getByRole('button', { name: 'Desfazer última entrada' }));
    expect(await screen.findByText('Entrada desfeita. O ingresso pode entrar de novo.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Desfazer última entrada' })).toBeDisabled();
    expect(api.undo).toHaveBeenCalledWith('vt');
  });

  it('goes back to the access code with the server\'s message when the token stopped working', async () => {
    const user = userEvent.setup();
    const { api } = fakeDoor([]);
    sessionStorage.setItem('bilheteria.door', JSON.stringify({ session: SESSION, eventId: 'e1', sessionId: null }));
    renderPage(api);
    const field = await screen.findByLabelText('Código do ingresso');
    await user.type(field, 'ABCDEF0123456789{Enter}');
    expect(await screen.findByText('Este acesso de validador foi encerrado. Digite o código de acesso novamente.')).toBeInTheDocument();
    expect(screen.getByLabelText('Código de acesso')).toBeInTheDocument();
    expect(sessionStorage.getItem('bilheteria.door')).toBeNull();
  });
});
