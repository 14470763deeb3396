/**
 * The staff's accreditation users page (issue 15): the list with its switch and resend button for
 * who may act, the spec's empty state and load error, and the add dialog's failure with the
 * server's message first. The users calls are answered here.
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'ra-core';
import { AccreditationUsersApiContext, type AccreditationUser, type AccreditationUsersApi } from '../../src/resources/accreditationUsers/usersApi';
import type { AccessContext } from '../../src/shared/permissions';
import { renderApp, USERS } from './fixtures';

const CLAUDIA: AccreditationUser = { id: 'u1', accreditationId: 'a1', firstName: 'Cláudia', lastName: 'Credenciadora', email: 'credenciador@demo.com.br', avatar: null, isActive: true, hasPassword: true, createdAt: '2026-11-01T12:00:00Z' };
const VIEWER: AccessContext = { ...USERS.admin, permissions: ['@ACCREDITATION.USER.VIEW'] };

function fakeApi(overrides: Partial<AccreditationUsersApi> = {}): AccreditationUsersApi {
  return {
    accreditation: vi.fn(async () => ({ id: 'a1', name: 'Credenciamento Festival de Verão' })),
    list: vi.fn(async () => [CLAUDIA]),
    add: vi.fn(async () => ({ ...CLAUDIA, id: 'u2', delivery: '@OUTBOX' as const })),
    setActive: vi.fn(async (_id: string, _user: string, isActive: boolean) => ({ ...CLAUDIA, isActive })),
    resend: vi.fn(async () => ({ message: 'O e-mail de senha para credenciador@demo.com.br está na caixa de saída.', delivery: '@OUTBOX' as const })),
    ...overrides,
  };
}

function open(api = fakeApi(), user = USERS.admin) {
  render(<AccreditationUsersApiContext.Provider value={api}>{renderApp('/accreditations/a1/users', { user })}</AccreditationUsersApiContext.Provider>);
  return api;
}

describe('accreditation users page', () => {
  it('lists the users with the Ativo switch and the resend button; deactivating asks the server', async () => {
    const api = open();
    const list = await screen.findByRole('list', { name: 'Usuários do credenciamento' });
    expect(within(list).getByText('Cláudia Credenciadora')).toBeInTheDocument();
    expect(within(list).getByText('credenciador@demo.com.br')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(list).getByRole('button', { name: 'Reenviar e-mail de senha' }));
    expect(await screen.findByText('O e-mail de senha para credenciador@demo.com.br está na caixa de saída.')).toBeInTheDocument();
    await user.click(within(list).getByRole('switch', { name: 'Ativo: Cláudia Credenciadora' }));
    await waitFor(() => expect(api.setActive).toHaveBeenCalledWith('a1', 'u1', false));
    expect(await screen.findByText('Usuário desativado')).toBeInTheDocument();
  });

  it('shows neither the add button, the switch nor the resend button to a viewer', async () => {
    open(fakeApi(), VIEWER);
    const list = await screen.findByRole('list', { name: 'Usuários do credenciamento' });
    expect(within(list).getByText('Ativo')).toBeInTheDocument();
    expect(within(list).queryByRole('switch')).not.toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Reenviar e-mail de senha' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Adicionar usuário' })).not.toBeInTheDocument();
  });

  it('says "Nenhum credenciado" without users', async () => {
    open(fakeApi({ list: vi.fn(async () => []) }));
    expect(await screen.findByText('Nenhum credenciado')).toBeInTheDocument();
  });

  it('says "Erro ao buscar usuários" when the list fails', async () => {
    open(fakeApi({ list: vi.fn(async () => Promise.reject(new HttpError('Falha interna', 500, {}))) }));
    expect(await screen.findByText('Erro ao buscar usuários')).toBeInTheDocument();
  });

  it('the add dialog checks its fields, then shows the server\'s message (on the field too), else "Erro ao criar usuário"', async () => {
    const taken = 'Já existe um usuário com este e-mail neste credenciamento';
    const add = vi
      .fn()
      .mockRejectedValueOnce(new HttpError(taken, 409, { message: taken, errors: { email: taken } }))
      .mockRejectedValueOnce(new HttpError('', 500, {}));
    open(fakeApi({ add }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Adicionar usuário' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(within(dialog).getAllByText('Este campo é obrigatório')).toHaveLength(2);
    expect(add).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText(/^Nome/), 'Paulo');
    await user.type(within(dialog).getByLabelText(/^E-mail/), 'credenciador@demo.com.br');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(await within(dialog).findAllByText(taken)).toHaveLength(2);
    expect(add).toHaveBeenCalledWith('a1', { firstName: 'Paulo', lastName: undefined, email: 'credenciador@demo.com.br' });
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(await within(dialog).findByText('Erro ao criar usuário')).toBeInTheDocument();
  });
});
