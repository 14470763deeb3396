/**
 * The password pages (issue 10 item 4): 'Esqueci minha senha' on the login, the request for a link,
 * and the link's page, with pt-BR errors under their fields. The public calls are answered here.
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'ra-core';
import type { Location } from 'react-router-dom';
import { PasswordApiContext, type PasswordApi } from '../../src/custom/password/passwordApi';
import { fakeAuthProvider, renderApp, USERS } from './fixtures';

const NEUTRAL = 'Se o e-mail estiver cadastrado, enviaremos um link para redefinir a senha. O link vale por 30 minutos.';
const EXPIRED = 'Este link de redefinição de senha expirou ou já foi usado. Peça um novo link.';

function fakeApi(overrides: Partial<PasswordApi> = {}) {
  return {
    requestLink: vi.fn(async () => ({ message: NEUTRAL })),
    reset: vi.fn(async () => ({ message: 'Senha alterada com sucesso.' })),
    ...overrides,
  };
}

function open(path: string, api = fakeApi()) {
  const where: { location?: Location } = {};
  const loggedOut = fakeAuthProvider(USERS.admin, { checkAuth: async () => Promise.reject({ redirectTo: '/auth/login', message: false }) });
  render(
    <PasswordApiContext.Provider value={api}>
      {renderApp(path, { authProvider: loggedOut, onLocation: (l) => (where.location = l) })}
    </PasswordApiContext.Provider>,
  );
  return { api, where };
}

describe('forgot password', () => {
  it("the login page leads to it with 'Esqueci minha senha', and it leads back", async () => {
    const { where } = open('/auth/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Esqueci minha senha' }));
    expect(await screen.findByRole('heading', { name: 'Esqueci minha senha' })).toBeInTheDocument();
    expect(where.location?.pathname).toBe('/auth/forgot-password');
    await user.click(screen.getByRole('link', { name: 'Voltar para o login' }));
    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
  });

  it('checks the e-mail under its field, then shows the neutral confirmation', async () => {
    const { api } = open('/auth/forgot-password');
    const user = userEvent.setup();
    const email = await screen.findByLabelText(/E-mail/);
    await user.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(email).toHaveAccessibleDescription('Este campo é obrigatório');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await user.type(email, 'ana@');
    await user.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(email).toHaveAccessibleDescription('E-mail inválido');
    expect(api.requestLink).not.toHaveBeenCalled();

    await user.type(email, 'demo.com.br');
    await user.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(await screen.findByText(NEUTRAL)).toBeInTheDocument();
    expect(api.requestLink).toHaveBeenCalledWith('ana@demo.com.br');
    expect(screen.queryByLabelText(/E-mail/)).not.toBeInTheDocument();
  });

  it("shows the server's message when the request is refused (too many attempts)", async () => {
    const api = fakeApi({ requestLink: vi.fn(async () => Promise.reject(new HttpError('Muitas tentativas. Aguarde alguns minutos e tente novamente.', 429, {}))) });
    open('/auth/forgot-password', api);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/E-mail/), 'ana@demo.com.br');
    await user.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(await screen.findByText('Muitas tentativas. Aguarde alguns minutos e tente novamente.')).toBeInTheDocument();
  });
});

describe('reset password (the link)', () => {
  it('shows the rules; checks the password and its confirmation under their fields', async () => {
    const { api } = open('/auth/reset-password#token=t1');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Criar nova senha' })).toBeInTheDocument();
    const rules = 'A senha precisa ter pelo menos 8 caracteres (no máximo 128). Prefira uma frase fácil de lembrar e que você não usa em outros sites.';
    expect(screen.getByText(rules)).toBeInTheDocument();
    const password = screen.getByLabelText(/^Nova senha/);
    const confirmation = screen.getByLabelText(/^Confirme a nova senha/);
    expect(password).toHaveAccessibleDescription(rules);

    await user.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(password).toHaveAccessibleDescription(`Este campo é obrigatório ${rules}`);
    await user.type(password, 'curta');
    await user.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(password).toHaveAccessibleDescription(`A senha deve ter pelo menos 8 caracteres. ${rules}`);
    await user.type(password, '-mas-agora-longa');
    await user.type(confirmation, 'outra-coisa');
    await user.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(confirmation).toHaveAccessibleDescription('As senhas não conferem.');
    expect(password).toHaveAttribute('aria-invalid', 'false');
    expect(api.reset).not.toHaveBeenCalled();
  });

  it('saves with the token of the link and goes to the login with a message', async () => {
    const { api, where } = open('/auth/reset-password#token=t1');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Nova senha/), 'nova-senha-123');
    // The token left the address bar.
    expect(where.location?.hash).toBe('');
    await user.type(screen.getByLabelText(/^Confirme a nova senha/), 'nova-senha-123');
    await user.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(await screen.findByText('Senha alterada. Entre com a nova senha.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
    expect(where.location?.pathname).toBe('/auth/login');
    expect(api.reset).toHaveBeenCalledWith('t1', 'nova-senha-123');
  });

  it('an expired or used link says so and offers a new one', async () => {
    const api = fakeApi({ reset: vi.fn(async () => Promise.reject(new HttpError(EXPIRED, 401, { code: '@RESET_LINK_INVALID' }))) });
    const { where } = open('/auth/reset-password#token=t1', api);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Nova senha/), 'nova-senha-123');
    await user.type(screen.getByLabelText(/^Confirme a nova senha/), 'nova-senha-123');
    await user.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(await screen.findByText(EXPIRED)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Nova senha/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Pedir um novo link' }));
    expect(await screen.findByRole('heading', { name: 'Esqueci minha senha' })).toBeInTheDocument();
    expect(where.location?.pathname).toBe('/auth/forgot-password');
  });

  it('a link without its token says it is incomplete', async () => {
    open('/auth/reset-password');
    expect(await screen.findByText('Este link de redefinição de senha está incompleto. Peça um novo link.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pedir um novo link' })).toHaveAttribute('href', '/auth/forgot-password');
  });

  it("puts the server's issue under the password field", async () => {
    const api = fakeApi({
      reset: vi.fn(async () => Promise.reject(new HttpError('Verifique os campos destacados.', 400, { errors: { password: 'A senha deve ter no máximo 128 caracteres.' } }))),
    });
    open('/auth/reset-password#token=t1', api);
    const user = userEvent.setup();
    const password = await screen.findByLabelText(/^Nova senha/);
    await user.type(password, 'nova-senha-123');
    await user.type(screen.getByLabelText(/^Confirme a nova senha/), 'nova-senha-123');
    await user.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(await screen.findByText('A senha deve ter no máximo 128 caracteres.')).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
  });
});
