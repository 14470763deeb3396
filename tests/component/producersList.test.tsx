import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { Location } from 'react-router-dom';
import { PRODUCERS, producersProvider, renderApp, asPhone } from './fixtures';

afterEach(() => {
  vi.useRealTimers();
});

describe('producers list', () => {
  it('shows the columns, masked values, missing texts and the pagination of page 1', async () => {
    render(renderApp('/producers'));
    expect(await screen.findByText('Produtora 1')).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Produtor', 'Responsável', 'Email', 'Telefone', 'Ações']);
    expect(screen.getAllByRole('row')).toHaveLength(13); // header + 12 per page
    expect(screen.getAllByText('(11) 98765-4321').length).toBeGreaterThan(0);
    expect(screen.getByText('Sem telefone')).toBeInTheDocument();
    expect(screen.getByText('Mostrando 12 de 30 itens')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Próxima' })).toBeEnabled();
    const row = screen.getByText('Produtora 1').closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Editar' })).toHaveAttribute('href', '/producers/p1/edit');
    expect(screen.getByRole('link', { name: 'Novo' })).toHaveAttribute('href', '/producers/create');
  });

  it('reads the page from the address and disables Próxima on the last page', async () => {
    render(renderApp('/producers?page=3'));
    expect(await screen.findByText('Produtora 25')).toBeInTheDocument();
    expect(screen.getByText('Mostrando 6 de 30 itens')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Próxima' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeEnabled();
  });

  it('shows the producers empty text', async () => {
    render(renderApp('/producers', { dataProvider: producersProvider([]) }));
    expect(await screen.findByText('Nenhum produtor encontrado.')).toBeInTheDocument();
    expect(screen.getByText('Mostrando 0 de 0 itens')).toBeInTheDocument();
  });

  it('a list that failed to load says why, not that there are none, and loads again with Tentar novamente', async () => {
    const getList = vi
      .fn()
      .mockRejectedValueOnce(Object.assign(new Error('Sem conexão com o servidor. Verifique sua internet e tente novamente.'), { status: 0 }))
      .mockImplementation(async () => ({ data: PRODUCERS.slice(0, 12) as never, total: 30 }));
    render(renderApp('/producers', { dataProvider: producersProvider(PRODUCERS, { getList }) }));
    expect(await screen.findByText('Sem conexão com o servidor. Verifique sua internet e tente novamente.')).toBeInTheDocument();
    expect(screen.queryByText('Nenhum produtor encontrado.')).toBeNull();
    expect(screen.queryByText(/^Mostrando/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Produtora 1')).toBeInTheDocument();
    expect(screen.queryByText('Sem conexão com o servidor. Verifique sua internet e tente novamente.')).toBeNull();
  });

  it('writes the search to the address after 750 ms without typing, back on page 1', async () => {
    let location: Location | undefined;
    const getList = vi.fn(async (_r: string, params: { filter?: Record<string, unknown> }) => ({
      data: PRODUCERS.filter((p) => !params.filter?.search || p.corporateName.endsWith(' 7')) as never,
      total: params.filter?.search ? 1 : 30,
    }));
    render(renderApp('/producers?page=2', { dataProvider: producersProvider(PRODUCERS, { getList }), onLocation: (l) => (location = l) }));
    const input = await screen.findByRole('textbox', { name: 'Pesquisar' });
    vi.useFakeTimers();
    fireEvent.change(input, { target: { value: 'Produtora 7' } });
    act(() => vi.advanceTimersByTime(700));
    expect(location?.search).toBe('?page=2');
    act(() => vi.advanceTimersByTime(50));
    vi.useRealTimers();
    expect(new URLSearchParams(location?.search)).toEqual(new URLSearchParams({ page: '1', search: 'Produtora 7' }));
    expect(await screen.findByText('Mostrando 1 de 1 item')).toBeInTheDocument();
    expect(getList).toHaveBeenLastCalledWith('producers', expect.objectContaining({ filter: { search: 'Produtora 7' } }));
  });

  it('shows cards instead of the table on a phone', async () => {
    await asPhone(async () => {
      render(renderApp('/producers'));
      const title = await screen.findByRole('heading', { name: 'Produtora 1' });
      expect(screen.queryByRole('table')).toBeNull();
      expect(title.parentElement).toHaveTextContent('Responsável 1');
      expect(title.parentElement).toHaveTextContent('contato1@produtora.com.br');
      expect(screen.getByText('Mostrando 12 de 30 itens')).toBeInTheDocument();
    });
  });
});
