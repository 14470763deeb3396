/** The lot dialog (spec 1 section 7): create and update send `sessionId`, null when no session is chosen. */
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testDataProvider } from 'react-admin';
import { NestedFormDialog } from '../../src/framework/nested';
import { lots } from '../../src/shared/resources/lots/definition';
import { LotInputs } from '../../src/resources/lots/LotInputs';
import { EventHarness } from './eventsFixtures';

const META = { eventId: 'e1', sectorId: 's1', ticketId: 't1' };
const SESSIONS = [{ id: 'ss1', eventId: 'e1', title: 'Sessão das 20h', startAt: '2026-12-05T23:00:00Z' }];

function setup(record?: Record<string, unknown>) {
  const create = vi.fn(async (_r: string, { data }: { data: Record<string, unknown> }) => ({ data: { id: 'l9', ...data } }));
  const update = vi.fn(async (_r: string, { data }: { data: Record<string, unknown> }) => ({ data: { id: 'l1', ...data } }));
  const dataProvider = testDataProvider({
    getList: (async () => ({ data: SESSIONS, total: SESSIONS.length })) as never,
    create: create as never,
    update: update as never,
  });
  render(
    <EventHarness dataProvider={dataProvider}>
      <NestedFormDialog def={lots} meta={META} open record={record as never} onClose={() => undefined} inputs={<LotInputs eventId="e1" />} />
    </EventHarness>,
  );
  return { create, update };
}

describe('lot dialog', () => {
  it('a new lot without a session sends sessionId null', async () => {
    const { create } = setup();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Nome do lote' }), '1º lote');
    await userEvent.type(screen.getByRole('textbox', { name: /Preço/ }), '120');
    await userEvent.type(screen.getByRole('textbox', { name: /Quantidade/ }), '300');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0][1].data).toMatchObject({ title: '1º lote', price: 12000, quantity: 300, sessionId: null });
  });

  it('clearing the session of a lot sends sessionId null', async () => {
    const { update } = setup({ id: 'l1', title: '1º lote', price: 12000, quantity: 300, sessionId: 'ss1', startAt: null, endAt: null, updatedAt: '2026-01-01T00:00:00Z' });
    const session = await screen.findByRole('combobox', { name: /Sessão/ });
    await waitFor(() => expect(session).toHaveTextContent('Sessão das 20h'));
    await userEvent.click(session);
    await userEvent.click(await screen.findByRole('option', { name: 'Selecione' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0][1].data).toMatchObject({ sessionId: null });
  });
});
