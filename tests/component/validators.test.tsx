/**
 * The generated validator pages: the events as chips, and the access code (a hashed field) made
 * anew from the edit page after a confirmation, shown once in groups of four, the record read again.
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testDataProvider, type DataProvider } from 'react-admin';
import { renderApp } from './fixtures';

const EVENTS = [
  { id: 'e1', title: 'Forró do Parque' },
  { id: 'e2', title: 'Festival de Inverno' },
];
const VALIDATOR = { id: 'v1', name: 'Portaria principal', eventIds: ['e2'], isActive: true, accessCode: null, createdAt: '2026-11-01T12:00:00.000Z', updatedAt: '2026-11-01T12:00:00.000Z' };

function provider() {
  const getOne = vi.fn(async () => ({ data: VALIDATOR }));
  const remakeCredential = vi.fn(async () => ({ data: { ...VALIDATOR, accessCode: 'ABCDEFGHJKLMNPQR', updatedAt: '2026-11-02T12:00:00.000Z' } }));
  const dataProvider = testDataProvider({
    getList: (async (resource: string) => (resource === 'events' ? { data: EVENTS, total: 2 } : { data: [VALIDATOR], total: 1 })) as DataProvider['getList'],
    getMany: (async (_resource: string, { ids }: { ids: string[] }) => ({ data: EVENTS.filter((e) => ids.includes(e.id)) })) as DataProvider['getMany'],
    getOne: getOne as unknown as DataProvider['getOne'],
  });
  return { dataProvider: Object.assign(dataProvider, { remakeCredential }), getOne, remakeCredential };
}

describe('validators', () => {
  it('lists each validator with the names of its events', async () => {
    const { dataProvider } = provider();
    render(renderApp('/validators', { dataProvider }));
    const row = (await screen.findByText('Portaria principal')).closest('tr')!;
    expect(await within(row).findByText('Festival de Inverno')).toBeInTheDocument();
  });

  it('makes a new access code after a confirmation and shows it once, in groups of four', async () => {
    const user = userEvent.setup();
    const { dataProvider, getOne, remakeCredential } = provider();
    render(renderApp('/validators/v1', { dataProvider }));
    expect(await screen.findByRole('button', { name: /Festival de Inverno/ })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Gerar novo código' }));
    const confirm = await screen.findByRole('dialog', { name: 'Gerar novo código de acesso?' });
    const calls = getOne.mock.calls.length;
    await user.click(within(confirm).getByRole('button', { name: 'Confirme' }));
    const shown = await screen.findByRole('dialog', { name: 'Código de acesso' });
    expect(within(shown).getByTestId('credential-value')).toHaveTextContent('ABCD-EFGH-JKLM-NPQR');
    expect(remakeCredential).toHaveBeenCalledWith('validators', { id: 'v1', field: 'accessCode' });
    await waitFor(() => expect(getOne.mock.calls.length).toBeGreaterThan(calls));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Código de acesso' })).toBeInTheDocument();
    await user.click(within(shown).getByRole('button', { name: 'Já anotei' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Código de acesso' })).toBeNull());
  });
});
