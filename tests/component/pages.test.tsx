import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Location } from 'react-router-dom';
import { fakeAuthProvider, renderApp, USERS } from './fixtures';

const NO_PERMISSION = 'Você não tem permissão para acessar essa página.';

describe('no-permission page', () => {
  it('replaces a menu page the user may not see, with the way back to the dashboard', async () => {
    render(renderApp('/reports', { user: USERS.caixa }));
    expect(await screen.findByRole('heading', { name: NO_PERMISSION })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Ilustração de acesso negado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute('href', '/dashboard');
  });

  it('replaces a resource page the user may not open', async () => {
    render(renderApp('/producers/create', { user: USERS.eventos }));
    expect(await screen.findByRole('heading', { name: NO_PERMISSION })).toBeInTheDocument();
  });

  it('lets an allowed user see the page title and its empty state', async () => {
    render(renderApp('/maps', { user: USERS.admin }));
    expect(await screen.findByRole('heading', { name: 'Mapas de Eventos' })).toBeInTheDocument();
    expect(screen.getByText('Nenhuma informação disponível.')).toBeInTheDocument();
  });
});

describe('logged out', () => {
  const loggedOut = () =>
    fakeAuthProvider(USERS.admin, {
      checkAuth: async () => Promise.reject({ redirectTo: '/auth/login', message: false }),
      logout: async () => '/auth/login',
    });

  it('sends a private page to /auth/login', async () => {
    let location: Location | undefined;
    render(renderApp('/producers', { authProvider: loggedOut(), onLocation: (l) => (location = l) }));
    expect(await screen.findByRole('heading', { name: 'Entrar' }, { timeout: 15000 })).toBeInTheDocument();
    expect(location?.pathname).toBe('/auth/login');
  });

  it('opens the public pages without login', async () => {
    render(renderApp('/validate/accreditation?p=ABC123', { authProvider: loggedOut() }));
    expect(await screen.findByRole('heading', { name: 'Validação de credenciamento' })).toBeInTheDocument();
    // The page itself, not the login (what it shows is tests/e2e/accreditationPublic.test.ts's).
    expect(screen.queryByRole('button', { name: 'Entrar' })).not.toBeInTheDocument();
  });

  it('shows the accreditation login title', async () => {
    render(renderApp('/accreditation/a1/login', { authProvider: loggedOut() }));
    expect(await screen.findByRole('heading', { name: 'Login do credenciamento' })).toBeInTheDocument();
  });
});

describe('login page', () => {
  it("shows the server's message when the login fails", async () => {
    const login = vi.fn(async () => Promise.reject(new Error('E-mail ou senha inválidos.')));
    render(renderApp('/auth/login', { authProvider: fakeAuthProvider(USERS.admin, { login }) }));
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/E-mail/), 'admin@demo.com.br');
    await user.type(screen.getByLabelText(/Senha/), 'errada');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('E-mail ou senha inválidos.')).toBeInTheDocument();
    expect(login).toHaveBeenCalledWith({ username: 'admin@demo.com.br', password: 'errada' });
  });

  it('goes to the dashboard after login', async () => {
    let location: Location | undefined;
    render(renderApp('/auth/login', { onLocation: (l) => (location = l) }));
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/E-mail/), 'admin@demo.com.br');
    await user.type(screen.getByLabelText(/Senha/), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(location?.pathname).toBe('/dashboard');
  });
});
