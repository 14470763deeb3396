import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import type { Location } from 'react-router-dom';
import { producer, producersProvider, renderApp } from './fixtures';

/** An input by its label (the asterisk of required fields aside). */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label.replace(/[/]/g, '\\/')}( \\*)?$`), { selector: 'input' });

/** The helper text under an input, found from its label. */
const errorUnder = (label: string) => {
  const input = field(label);
  const describedBy = input.getAttribute('aria-describedby');
  return describedBy ? document.getElementById(describedBy)?.textContent : null;
};

// The form chunk loads lazily (yup, imask): the first render of a test may take a moment.
describe('producer form', () => {
  it('shows required and document errors under the fields, grouped in two sections', async () => {
    const create = vi.fn();
    render(renderApp('/producers/create', { dataProvider: producersProvider(undefined, { create }) }));
    expect(await screen.findByText('Dados do produtor', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Responsável' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(field('CNPJ/CPF'), '11111111111');
    expect(field('CNPJ/CPF')).toHaveValue('111.111.111-11');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    await screen.findAllByText('Este campo é obrigatório');
    expect(errorUnder('Produtor')).toBe('Este campo é obrigatório');
    expect(errorUnder('CNPJ/CPF')).toBe('CNPJ/CPF inválido');
    expect(errorUnder('Responsável')).toBe('Este campo é obrigatório');
    expect(errorUnder('Razão social')).toBeFalsy();
    expect(create).not.toHaveBeenCalled();
  });

  it('sends digits only, shows the success toast and goes back to the list', async () => {
    let location: Location | undefined;
    const create = vi.fn(async (_r: string, { data }: { data: Record<string, unknown> }) => ({ data: { ...data, id: 'new' } as never }));
    render(renderApp('/producers/create', { dataProvider: producersProvider(undefined, { create }), onLocation: (l) => (location = l) }));
    const user = userEvent.setup();
    await screen.findByText('Dados do produtor', {}, { timeout: 5000 });
    // Sentence case: the resource's name inside the title is lower case.
    expect(screen.getByRole('heading', { name: 'Criar produtor' })).toBeInTheDocument();
    await user.type(field('Produtor'), 'Ana Eventos');
    await user.type(field('Email'), 'ana@eventos.com.br');
    await user.type(field('CNPJ/CPF'), '11222333000181');
    expect(field('CNPJ/CPF')).toHaveValue('11.222.333/0001-81');
    await user.type(field('Telefone'), '11987654321');
    expect(field('Telefone')).toHaveValue('(11) 98765-4321');
    await user.type(field('Responsável'), 'Ana Maria Souza');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Produtor criado com sucesso!')).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith(
      'producers',
      expect.objectContaining({
        data: expect.objectContaining({
          corporateName: 'Ana Eventos',
          docCNPJ: '11222333000181',
          phoneNumber: '11987654321',
          representative: expect.objectContaining({ profile: { fullName: 'Ana Maria Souza' } }),
        }),
      }),
    );
    expect(location?.pathname).toBe('/producers');
  });

  it('drops the country code and the trunk 0 of a pasted phone and saves the national digits', async () => {
    const create = vi.fn(async (_r: string, { data }: { data: Record<string, unknown> }) => ({ data: { ...data, id: 'new' } as never }));
    render(renderApp('/producers/create', { dataProvider: producersProvider(undefined, { create }) }));
    const user = userEvent.setup();
    await screen.findByText('Dados do produtor', {}, { timeout: 5000 });
    await user.click(field('Telefone'));
    await user.paste('+55 (81) 98765-4321');
    expect(field('Telefone')).toHaveValue('(81) 98765-4321');
    await user.tripleClick(field('Telefone'));
    await user.paste('0 81 3322-4455');
    expect(field('Telefone')).toHaveValue('(81) 3322-4455');
    await user.tripleClick(field('Telefone'));
    await user.paste('5581987654321');
    expect(field('Telefone')).toHaveValue('(81) 98765-4321');
    // Typed key by key, an area code 55 stays.
    await user.tripleClick(field('Telefone'));
    await user.keyboard('55998765432');
    expect(field('Telefone')).toHaveValue('(55) 99876-5432');
    await user.tripleClick(field('Telefone'));
    await user.paste('+55 81 98765 4321');
    await user.type(field('Produtor'), 'Ana Eventos');
    await user.type(field('Email'), 'ana@eventos.com.br');
    await user.type(field('CNPJ/CPF'), '11222333000181');
    await user.type(field('Responsável'), 'Ana Maria Souza');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0][1].data).toMatchObject({ phoneNumber: '81987654321' });
  });

  it('puts the server per-field issues under the fields and toasts the server message', async () => {
    const update = vi.fn(async () => {
      throw new HttpError('Já existe um produtor com este CNPJ/CPF.', 409, {
        errors: { docCNPJ: 'Já existe um produtor com este CNPJ/CPF.' },
      });
    });
    const getOne = vi.fn(async () => ({ data: producer(3) as never }));
    render(renderApp('/producers/p3/edit', { dataProvider: producersProvider(undefined, { update, getOne }) }));
    const user = userEvent.setup();
    const name = await screen.findByDisplayValue('Produtora 3', {}, { timeout: 5000 });
    await user.clear(name);
    await user.type(name, 'Produtora Três');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    await screen.findAllByText('Já existe um produtor com este CNPJ/CPF.');
    expect(errorUnder('CNPJ/CPF')).toBe('Já existe um produtor com este CNPJ/CPF.');
    expect(update).toHaveBeenCalledWith(
      'producers',
      expect.objectContaining({ id: 'p3', previousData: expect.objectContaining({ updatedAt: '2025-01-01T00:00:00Z' }) }),
    );
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Já existe um produtor com este CNPJ/CPF.'));
    // Issue 9 item 21: the error is under its field; no generic toast over it.
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByText(/O formulário não é válido/)).toBeNull();
  });

  it('a duplicate CNPJ after a first try with an empty field: the field error and the server message, no generic toast (item 21)', async () => {
    const update = vi.fn(async () => {
      throw new HttpError('Já existe um produtor com este CNPJ/CPF.', 409, { errors: { docCNPJ: 'Já existe um produtor com este CNPJ/CPF.' } });
    });
    const getOne = vi.fn(async () => ({ data: producer(4) as never }));
    render(renderApp('/producers/p4/edit', { dataProvider: producersProvider(undefined, { update, getOne }) }));
    const user = userEvent.setup();
    const name = await screen.findByDisplayValue('Produtora 4', {}, { timeout: 5000 });
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await screen.findByText('Este campo é obrigatório');
    await user.type(name, 'Produtora Quatro');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(errorUnder('CNPJ/CPF')).toBe('Já existe um produtor com este CNPJ/CPF.'));
    for (let i = 0; i < 6; i++) {
      await new Promise((r) => setTimeout(r, 250));
      expect(screen.queryByText(/O formulário não é válido/)).toBeNull();
    }
    expect(screen.getByRole('alert')).toHaveTextContent('Já existe um produtor com este CNPJ/CPF.');
  });

  it('says nothing generic when the fields are invalid: the errors are under them and the first one has focus', async () => {
    render(renderApp('/producers/create', { dataProvider: producersProvider() }));
    const user = userEvent.setup();
    await screen.findByText('Dados do produtor', {}, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await screen.findAllByText('Este campo é obrigatório');
    await waitFor(() => expect(field('Produtor')).toHaveFocus());
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByText(/O formulário não é válido/)).toBeNull();
  });

  it('asks before leaving a changed form (issue 9 item 19)', async () => {
    let location: Location | undefined;
    const getOne = vi.fn(async () => ({ data: producer(3) as never }));
    render(renderApp('/producers/p3/edit', { dataProvider: producersProvider(undefined, { getOne }), onLocation: (l) => (location = l) }));
    const user = userEvent.setup();
    const name = await screen.findByDisplayValue('Produtora 3', {}, { timeout: 5000 });
    await user.type(name, ' Nova');
    await user.click(screen.getByRole('link', { name: 'Voltar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alterações não salvas' });
    expect(location?.pathname).toBe('/producers/p3/edit');
    await user.click(within(dialog).getByRole('button', { name: 'Sair sem salvar' }));
    await waitFor(() => expect(location?.pathname).toBe('/producers'));
  });

  it("falls back to the definition's error text when the server sent no message", async () => {
    const create = vi.fn(async () => {
      throw new HttpError('', 500, {});
    });
    render(renderApp('/producers/create', { dataProvider: producersProvider(undefined, { create }) }));
    const user = userEvent.setup();
    await screen.findByText('Dados do produtor', {}, { timeout: 5000 });
    await user.type(field('Produtor'), 'Ana Eventos');
    await user.type(field('Email'), 'ana@eventos.com.br');
    await user.type(field('CNPJ/CPF'), '52998224725');
    expect(field('CNPJ/CPF')).toHaveValue('529.982.247-25');
    await user.type(field('Telefone'), '1133334444');
    expect(field('Telefone')).toHaveValue('(11) 3333-4444');
    await user.type(field('Responsável'), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Erro ao criar produtor'));
  });
});
