import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Location } from 'react-router-dom';
import { renderApp, USERS } from './fixtures';

const ALL = [
  'Dashboard', 'Relatórios', 'Gerenciar minha empresa', 'Frente de caixa', 'Eventos', 'Mapas de Eventos',
  'Validadores', 'Serviços', 'Agendamentos', 'Credenciamentos', 'Pontos de venda', 'Produtores', 'Cargos',
  'Colaboradores', 'Clientes', 'Pedidos', 'Páginas', 'Marketing',
];

async function menuLabels(user: (typeof USERS)[string]) {
  render(renderApp('/dashboard', { user }));
  const menu = await screen.findByRole('navigation', { name: 'Menu principal' });
  await within(menu).findByText('Dashboard');
  return within(menu)
    .getAllByRole('link')
    .map((item) => item.textContent);
}

describe('menu by permissions', () => {
  it('shows all 18 entries to the admin of a ticket office with every module', async () => {
    expect(await menuLabels(USERS.admin)).toEqual(ALL);
  });

  it('shows a producer Dashboard, Frente de caixa, Eventos and Mapas de Eventos', async () => {
    expect(await menuLabels(USERS.produtor)).toEqual(['Dashboard', 'Frente de caixa', 'Eventos', 'Mapas de Eventos']);
  });

  it('shows a cashier Dashboard and Frente de caixa', async () => {
    expect(await menuLabels(USERS.caixa)).toEqual(['Dashboard', 'Frente de caixa']);
  });

  it('shows an events user Dashboard, Eventos and Validadores (the door belongs to the events area)', async () => {
    expect(await menuLabels(USERS.eventos)).toEqual(['Dashboard', 'Eventos', 'Validadores']);
  });

  it('hides ticket-office and other-module entries from the admin of a plain events business', async () => {
    expect(await menuLabels(USERS.adminNotTicketOffice)).toEqual([
      'Dashboard', 'Relatórios', 'Frente de caixa', 'Eventos', 'Mapas de Eventos',
    ]);
  });

  it('links each entry to its route', async () => {
    render(renderApp('/dashboard', { user: USERS.produtor }));
    const link = await screen.findByRole('link', { name: 'Mapas de Eventos' });
    expect(link).toHaveAttribute('href', '/maps');
  });

  it("logs out from the user menu with 'Sair'", async () => {
    const user = userEvent.setup();
    let location: Location | undefined;
    render(renderApp('/dashboard', { onLocation: (l) => (location = l) }));
    // A narrow screen (jsdom has no media queries): an icon button named from the catalogue.
    await user.click(await screen.findByRole('button', { name: 'Menu do usuário' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sair' }));
    await waitFor(() => expect(location?.pathname).toBe('/auth/login'));
  });

  it('names each entry in a tooltip on the icon rail, and draws no tooltip while the labels show', async () => {
    const user = userEvent.setup();
    render(renderApp('/dashboard', { user: USERS.produtor }));
    const link = await screen.findByRole('link', { name: 'Eventos' });
    await user.hover(link);
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.unhover(link);
    await user.click(screen.getByRole('button', { name: /fechar menu/i }));
    await user.hover(await screen.findByRole('link', { name: 'Eventos' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Eventos');
  });
});
