import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, TextInput, testDataProvider } from 'react-admin';
import { Link, type Location } from 'react-router-dom';
import { FormUnsavedChangesGuard } from '../../src/framework/UnsavedChangesGuard';
import { textStats } from '../../src/framework/richText/textStats';
import { formatDateTime, parseDateTime } from '../../src/framework/dates';
import { renderApp, USERS } from './fixtures';
import { event, EventHarness } from './eventsFixtures';

function eventProvider(record = event(1)) {
  const update = vi.fn(async (_r: string, params: { data: Record<string, unknown> }) => ({ data: { ...record, ...params.data, updatedAt: '2025-02-02T00:00:00Z' } }));
  const provider = testDataProvider({
    getOne: async () => ({ data: record as never }),
    update: update as never,
    getList: async () => ({ data: [], total: 0 }),
  });
  return { provider, update };
}

describe('unsaved-changes guard', () => {
  it('asks before a link leaves a dirty form, stays on Continuar editando, leaves on Sair sem salvar', async () => {
    let location: Location | undefined;
    render(
      <EventHarness path="/here" onLocation={(l) => (location = l)}>
        <Link to="/elsewhere">sair</Link>
        <Form record={{ id: 1, name: 'A' }}>
          <TextInput source="name" />
          <FormUnsavedChangesGuard />
        </Form>
      </EventHarness>,
    );
    // Clean form: links work.
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox'), 'B');
    await user.click(screen.getByRole('link', { name: 'sair' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alterações não salvas' });
    expect(location?.pathname).toBe('/here');
    await user.click(within(dialog).getByRole('button', { name: 'Continuar editando' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('textbox')).toHaveValue('AB');
    await user.click(screen.getByRole('link', { name: 'sair' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sair sem salvar' }));
    await waitFor(() => expect(location?.pathname).toBe('/elsewhere'));
  });

  it('lets a clean form go without asking', async () => {
    let location: Location | undefined;
    render(
      <EventHarness path="/here" onLocation={(l) => (location = l)}>
        <Link to="/elsewhere">sair</Link>
        <Form record={{ id: 1, name: 'A' }}>
          <TextInput source="name" />
          <FormUnsavedChangesGuard />
        </Form>
      </EventHarness>,
    );
    fireEvent.click(await screen.findByRole('link', { name: 'sair' }));
    await waitFor(() => expect(location?.pathname).toBe('/elsewhere'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('event edit pages', () => {
  it('schedule: refuses an end before the start, then saves ISO dates with updatedAt through PATCH', async () => {
    const { provider, update } = eventProvider(event(1, { startAt: null, endAt: null }));
    render(renderApp('/events/e1/edit/schedule', { dataProvider: provider }));
    const start = await screen.findByLabelText('Início', {}, { timeout: 5000 });
    const user = userEvent.setup();
    await user.type(start, '051220252000');
    expect(start).toHaveValue('05/12/2025 20:00');
    await user.type(screen.getByLabelText('Término'), '051220251900');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('A data de término deve ser depois da data de início')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Término'));
    await user.type(screen.getByLabelText('Término'), '061220250200');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    const params = update.mock.calls[0][1] as unknown as { data: unknown; previousData: { updatedAt: string } };
    // Typed in São Paulo time (UTC-3), whatever the machine's zone.
    expect(params.data).toEqual({ startAt: '2025-12-05T23:00:00.000Z', endAt: '2025-12-06T05:00:00.000Z' });
    expect(params.previousData.updatedAt).toBe('2025-01-01T00:00:00Z');
    expect(await screen.findByText('Evento atualizado com sucesso!')).toBeInTheDocument();
    // Saved: moving to another page asks nothing.
    await user.click(screen.getByRole('tab', { name: 'Localização' }));
    expect(await screen.findByLabelText('Local do evento')).toBeInTheDocument();
  });

  it('general info: a dirty form asks before another edit page opens, then saves the page fields', async () => {
    const { provider, update } = eventProvider(event(1, { type: '@IN_PERSON', address: null }));
    render(renderApp('/events/e1/edit/general-info', { dataProvider: provider }));
    const title = await screen.findByLabelText('Título', {}, { timeout: 5000 });
    expect(title).toHaveValue('Show 1');
    const user = userEvent.setup();
    await user.type(title, ' extra');
    await user.click(screen.getByRole('tab', { name: 'Descrição' }));
    expect(await screen.findByRole('dialog', { name: 'Alterações não salvas' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continuar editando' }));
    expect(screen.getByLabelText('Título')).toHaveValue('Show 1 extra');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect((update.mock.calls[0][1] as unknown as { data: unknown }).data).toEqual({ title: 'Show 1 extra', type: '@IN_PERSON', classification: null });
  });

  it('overview: shows the draft state and what publication still needs, with links', async () => {
    const { provider } = eventProvider(event(1, { classification: null }));
    render(renderApp('/events/e1', { dataProvider: provider }));
    expect(await screen.findByRole('heading', { name: 'Show 1' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Rascunho')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Classificação indicativa/ })).toHaveAttribute('href', '/events/e1/edit/general-info#classification');
    expect(screen.getByRole('link', { name: 'Conta de pagamento Escolha uma conta de pagamento ativa.' })).toHaveAttribute('href', '/events/e1/edit/payments#paymentAccountId');
  });

  it('a publication link focuses its field on the page it opens (issue 9 item 12)', async () => {
    const { provider } = eventProvider(event(1, { title: null, classification: null }));
    render(renderApp('/events/e1', { dataProvider: provider }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: /^Classificação indicativa/ }, { timeout: 5000 }));
    const select = await screen.findByRole('combobox', { name: /Classificação indicativa/ }, { timeout: 5000 });
    await waitFor(() => expect(select).toHaveFocus());
    await user.click(screen.getByRole('tab', { name: 'Visão geral' }));
    await user.click(await screen.findByRole('link', { name: /^Título/ }));
    await waitFor(() => expect(screen.getByLabelText(/^Título/, { selector: 'input' })).toHaveFocus());
  });
});

describe('helpers', () => {
  it('counts words and characters of HTML', () => {
    expect(textStats('<p>Insira uma&nbsp;descrição</p><p>para seu evento.</p>')).toEqual({ words: 6, characters: 37 });
    expect(textStats('')).toEqual({ words: 0, characters: 0 });
  });

  it('reads and writes dd/MM/yyyy HH:mm', () => {
    const iso = parseDateTime('05/12/2025 20:30')!;
    expect(formatDateTime(iso)).toBe('05/12/2025 20:30');
    expect(parseDateTime('31/02/2025 10:00')).toBeNull();
    expect(parseDateTime('05/12')).toBeNull();
  });
});

describe('event navigation', () => {
  const tabNames = (row: HTMLElement) => within(row).getAllByRole('tab').map((t) => t.textContent);

  it('one row of ten tabs; the edit pages, the advantages and the reports each open their own row', async () => {
    const { provider } = eventProvider(event(1));
    const { unmount } = render(renderApp('/events/e1/edit/description', { dataProvider: provider }));
    const main = await screen.findByRole('tablist', { name: 'Seções do evento' }, { timeout: 5000 });
    expect(tabNames(main)).toEqual(['Visão geral', 'Dados do evento', 'Setores e vendas', 'Produtores', 'Line-up', 'Sessões', 'Sala de espera', 'Vantagens e serviços', 'Financeiro', 'Relatórios']);
    expect(within(main).getByRole('tab', { name: 'Dados do evento' })).toHaveAttribute('aria-selected', 'true');
    const edit = screen.getByRole('tablist', { name: 'Dados do evento' });
    expect(tabNames(edit)).toEqual(['Informações gerais', 'Descrição', 'Imagens', 'Data e horário', 'Localização', 'Pagamentos']);
    expect(within(edit).getByRole('tab', { name: 'Descrição' })).toHaveAttribute('aria-selected', 'true');
    expect(within(main).getByRole('tab', { name: 'Dados do evento' })).toHaveAttribute('href', '/events/e1/edit/general-info');
    unmount();

    render(renderApp('/events/e1/advantages-and-services/coupons', { dataProvider: provider }));
    const advantages = await screen.findByRole('tablist', { name: 'Vantagens e serviços' }, { timeout: 5000 });
    expect(tabNames(advantages)).toEqual(['Afiliados', 'Opções', 'Cupons', 'Bins de cartão', 'Cortesias']);
    expect(screen.queryByRole('tablist', { name: 'Dados do evento' })).toBeNull();
  });

  it("shows the reports' tabs to whoever may read reports only", async () => {
    const { provider } = eventProvider(event(1));
    const { unmount } = render(renderApp('/events/e1/edit/description', { dataProvider: provider }));
    const main = await screen.findByRole('tablist', { name: 'Seções do evento' }, { timeout: 5000 });
    await waitFor(() => expect(tabNames(main)).toContain('Relatórios'));
    expect(within(main).getByRole('tab', { name: 'Relatórios' })).toHaveAttribute('href', '/events/e1/reports/summary');
    unmount();

    // Event staff edit the event but do not read its money.
    render(renderApp('/events/e1/edit/description', { dataProvider: eventProvider(event(1)).provider, user: USERS.eventos }));
    const staff = await screen.findByRole('tablist', { name: 'Seções do evento' }, { timeout: 5000 });
    await waitFor(() => expect(tabNames(staff)).toContain('Vantagens e serviços'));
    expect(tabNames(staff)).not.toContain('Relatórios');
  });
});
