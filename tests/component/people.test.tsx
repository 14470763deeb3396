/**
 * People forms (issue 14): the collaborator list (table and phone cards with the permissions
 * tooltip), the edit form's read-only names and role picker, the invite dialog, the role form's
 * permission picker, and the public invite page. The people calls are answered here.
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'ra-core';
import { PeopleApiContext, type Collaborator, type PeopleApi, type Role } from '../../src/resources/people/peopleApi';
import { asPhone, fakeAuthProvider, renderApp, USERS } from './fixtures';

const ROLES: Role[] = [
  { id: 'r1', name: 'Administrador', permissions: ['@ALL'], collaboratorsCount: 1 },
  { id: 'r2', name: 'Caixa', permissions: ['@CAN.SELL', '@CAN.APPLY.DISCOUNT.ON.SELL'], collaboratorsCount: 1 },
];
const ANA: Collaborator = { id: 'c1', user: { id: 'u1', email: 'ana@demo.com.br', profile: { firstName: 'Ana', lastName: 'Souza', profileImage: null } }, role: { id: 'r2', name: 'Caixa', permissions: ['@CAN.SELL', '@CAN.APPLY.DISCOUNT.ON.SELL'] } };
const SEM: Collaborator = { id: 'c2', user: { id: 'u2', email: 'sem@demo.com.br', profile: { firstName: '', lastName: '', profileImage: null } }, role: null };
const PERMISSIONS = {
  data: [
    { area: 'general', label: 'Geral', permissions: [{ code: '@ALL', description: 'Todas as permissões (administrador da empresa)' }] },
    { area: 'events', label: 'Eventos', permissions: [{ code: '@EVENTS.LIST', description: 'Ver a lista de eventos' }, { code: '@EVENTS.CREATE', description: 'Criar eventos' }] },
  ],
};

function fakeApi(overrides: Partial<PeopleApi> = {}): PeopleApi {
  const page = <T,>(data: T[]) => ({ data, pagination: { currentPage: 1, totalItems: data.length, totalItemsCurrentPage: data.length } });
  return {
    collaborators: vi.fn(async () => page([ANA, SEM])),
    collaborator: vi.fn(async () => ANA),
    updateCollaborator: vi.fn(async () => ANA),
    removeCollaborator: vi.fn(async () => null),
    removeRole: vi.fn(async () => ({ ...ANA, role: null })),
    resetPassword: vi.fn(async () => ({ message: 'E-mail de redefinição de senha enviado para ana@demo.com.br.', delivery: '@SENT' })),
    invites: vi.fn(async () => ({ data: [{ id: 'i1', email: 'convidado@demo.com.br', role: { id: 'r2', name: 'Caixa' }, expiresAt: '2030-01-08T12:00:00Z' }] })),
    invite: vi.fn(async () => ({ id: 'i2', email: 'nova@demo.com.br', role: { id: 'r2', name: 'Caixa' }, expiresAt: '2030-01-08T12:00:00Z', delivery: '@OUTBOX' as const })),
    revokeInvite: vi.fn(async () => null),
    roles: vi.fn(async () => page(ROLES)),
    permissions: vi.fn(async () => PERMISSIONS),
    createRole: vi.fn(async () => ROLES[1]),
    updateRole: vi.fn(async () => ROLES[1]),
    deleteRole: vi.fn(async () => null),
    inviteInfo: vi.fn(async () => ({ email: 'nova@demo.com.br', businessName: 'Bilheteria Demo', roleName: 'Caixa', existingUser: false })),
    acceptInvite: vi.fn(async () => ({ message: 'ok' })),
    ...overrides,
  };
}

function open(path: string, api = fakeApi(), user = USERS.admin) {
  render(<PeopleApiContext.Provider value={api}>{renderApp(path, { user })}</PeopleApiContext.Provider>);
  return api;
}

describe('collaborators list', () => {
  it('shows image, name, role and actions; a collaborator without name or role reads "Sem nome" and "Sem cargo"', async () => {
    open('/collaborators');
    const table = await screen.findByRole('table', { name: 'Colaboradores' });
    for (const header of ['Imagem', 'Nome', 'Cargo', 'Ações']) expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(within(table).getByText('Ana Souza')).toBeInTheDocument();
    expect(within(table).getByText('Sem nome')).toBeInTheDocument();
    expect(within(table).getByText('Sem cargo')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Remover Ana Souza' })).toBeInTheDocument();
    expect(await screen.findByText('convidado@demo.com.br')).toBeInTheDocument();
  });

  it('on a phone shows cards whose role has a tooltip of the permissions in pt-BR', async () => {
    await asPhone(async () => {
      open('/collaborators');
      const user = userEvent.setup();
      const chip = await screen.findByRole('button', { name: /^Caixa\. Permissões de Ana Souza/ });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      await user.hover(chip);
      expect(await screen.findByText('Vender na frente de caixa')).toBeInTheDocument();
      expect(screen.getByText('Dar desconto na venda, até o limite do ponto de venda')).toBeInTheDocument();
      await user.unhover(chip);
      await user.hover(screen.getByRole('button', { name: /^Sem cargo\./ }));
      expect(await screen.findByText('Nenhuma permissão')).toBeInTheDocument();
    });
  });

  it('a viewer sees no action buttons and no invite', async () => {
    open('/collaborators', fakeApi(), { ...USERS.admin, permissions: ['@COLLABORATORS.VIEW'] });
    await screen.findByText('Ana Souza');
    expect(screen.queryByRole('button', { name: /Remover/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Convidar colaborador' })).not.toBeInTheDocument();
  });

  it('removes after confirming, and shows the server\'s reset message', async () => {
    const api = open('/collaborators');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remover Ana Souza' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remover colaborador' }));
    await waitFor(() => expect(api.removeCollaborator).toHaveBeenCalledWith('c1'));
    await user.click(await screen.findByRole('button', { name: 'Enviar e-mail de redefinição de senha para Ana Souza' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('E-mail de redefinição de senha enviado para ana@demo.com.br.')).toBeInTheDocument();
  });

  it("a failed reset without the server's words says 'Erro ao redefinir senha'", async () => {
    open('/collaborators', fakeApi({ resetPassword: vi.fn(async () => Promise.reject(new HttpError('', 500, {}))) }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Enviar e-mail de redefinição de senha para Ana Souza' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Erro ao redefinir senha')).toBeInTheDocument();
  });
});

describe('invite dialog', () => {
  it("checks e-mail and role ('E-mail inválido', 'Você precisa selecionar um cargo.') then invites", async () => {
    const api = open('/collaborators');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Convidar colaborador' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(/E-mail/), 'nova@');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar convite' }));
    expect(within(dialog).getByText('E-mail inválido')).toBeInTheDocument();
    expect(within(dialog).getByText('Você precisa selecionar um cargo.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/E-mail/), 'demo.com.br');
    await user.click(within(dialog).getByRole('combobox'));
    await user.click(await screen.findByRole('option', { name: 'Caixa (2 permissões)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enviar convite' }));
    await waitFor(() => expect(api.invite).toHaveBeenCalledWith({ email: 'nova@demo.com.br', roleId: 'r2' }));
    expect(await screen.findByText(/o convite para nova@demo.com.br está na caixa de saída/)).toBeInTheDocument();
  });
});

describe('collaborator edit', () => {
  it('shows name and surname read-only, the role picker with counts, and saves', async () => {
    const api = open('/collaborators/c1/edit');
    const user = userEvent.setup();
    const first = await screen.findByLabelText('Nome');
    expect(first).toHaveValue('Ana');
    expect(first).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Sobrenome')).toHaveAttribute('readonly');
    // The collaborator form's picker asks page 1, limit 100.
    expect(api.roles).toHaveBeenCalledWith({ page: 1, limit: 100 });
    await user.click(screen.getByRole('combobox'));
    expect(await screen.findByRole('option', { name: 'Administrador (1 permissão)' })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Administrador (1 permissão)' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.updateCollaborator).toHaveBeenCalledWith('c1', { email: 'ana@demo.com.br', roleId: 'r1' }));
  });

  it("a failed save without the server's words says 'Erro ao atualizar dados do colaborador'", async () => {
    open('/collaborators/c1/edit', fakeApi({ updateCollaborator: vi.fn(async () => Promise.reject(new HttpError('', 500, {}))) }));
    const user = userEvent.setup();
    await screen.findByLabelText('Nome');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Erro ao atualizar dados do colaborador')).toBeInTheDocument();
  });
});

describe('roles', () => {
  it('lists roles with counts and creates one from the permission picker grouped by area', async () => {
    const api = open('/roles');
    const user = userEvent.setup();
    expect(await screen.findByRole('cell', { name: '2 permissões' })).toBeInTheDocument();
    // Spec 2 section 9: the list asks page 1, limit 50.
    expect(api.roles).toHaveBeenCalledWith({ page: 1, limit: 50, search: undefined });
    await user.click(screen.getByRole('button', { name: 'Novo cargo' }));
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByRole('group', { name: 'Eventos' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(within(dialog).getByText('Este campo é obrigatório')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Nome/), 'Bilheteiro');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Ver a lista de eventos' }));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.createRole).toHaveBeenCalledWith({ name: 'Bilheteiro', permissions: ['@EVENTS.LIST'] }));
  });

  it("shows the server's refusal to delete a role in use", async () => {
    const message = 'Este cargo não pode ser excluído: 1 colaborador o possui.';
    open('/roles', fakeApi({ deleteRole: vi.fn(async () => Promise.reject(new HttpError(message, 409, { message }))) }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Excluir o cargo Caixa' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirme' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});

describe('public invite page', () => {
  function openInvite(api = fakeApi()) {
    const loggedOut = fakeAuthProvider(USERS.admin, { checkAuth: async () => Promise.reject({ redirectTo: '/auth/login', message: false }) });
    render(<PeopleApiContext.Provider value={api}>{renderApp('/convite/b1#token=abc', { authProvider: loggedOut })}</PeopleApiContext.Provider>);
    return api;
  }

  it('a new person sets name and password with the reset page\'s rules, then is told to log in', async () => {
    const api = openInvite();
    const user = userEvent.setup();
    expect(await screen.findByText('Você foi convidado(a) para trabalhar em Bilheteria Demo com o cargo Caixa.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Criar conta e aceitar' }));
    expect(screen.getByLabelText(/^Nome/)).toHaveAccessibleDescription('Este campo é obrigatório');
    await user.type(screen.getByLabelText(/^Nome/), 'Nova');
    await user.type(screen.getByLabelText(/^Senha/), 'curta');
    await user.click(screen.getByRole('button', { name: 'Criar conta e aceitar' }));
    expect(screen.getByLabelText(/^Senha/)).toHaveAccessibleDescription(/A senha deve ter pelo menos 8 caracteres\./);
    await user.type(screen.getByLabelText(/^Senha/), '-longa-1');
    await user.type(screen.getByLabelText(/Confirme a senha/), 'curta-longa-1');
    await user.click(screen.getByRole('button', { name: 'Criar conta e aceitar' }));
    await waitFor(() => expect(api.acceptInvite).toHaveBeenCalledWith('abc', 'b1', { firstName: 'Nova', lastName: '', password: 'curta-longa-1' }));
    expect(await screen.findByText('Pronto! Agora você faz parte de Bilheteria Demo.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para o login' })).toHaveAttribute('href', '/auth/login');
  });

  it('an expired or used invite says so', async () => {
    openInvite(fakeApi({ inviteInfo: vi.fn(async () => Promise.reject(new HttpError('x', 404, {}))) }));
    expect(await screen.findByText('Este convite expirou, foi cancelado ou já foi usado. Peça um novo convite a quem convidou você.')).toBeInTheDocument();
  });
});
