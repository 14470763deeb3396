import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { DEFAULT_EVENT_IMAGE, EventCard } from '../../src/resources/events/list/EventCard';
import { UnpublishDialog } from '../../src/resources/events/actions/UnpublishDialog';
import { formatMoney } from '../../src/framework/format';
import { completeEvent, event, EventHarness, fakeEventApi } from './eventsFixtures';
import { USERS } from './fixtures';

afterEach(() => {
  vi.useRealTimers();
});

/** An action button once the user's permissions are known (until then it reads as not allowed). */
async function allowedButton(name: string) {
  await waitFor(() => expect(screen.getByRole('button', { name })).not.toHaveAttribute('aria-disabled'));
  return screen.getByRole('button', { name });
}

describe('event card', () => {
  it('shows the fallbacks, the start day and month, and the draft badge', () => {
    // The fixture starts in December 2025: this year, so no year in the badge.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-06-01T12:00:00-03:00'));
    render(
      <EventHarness>
        <EventCard record={event(1, { title: '  ', address: null, eventDate: { days: ['07', '09'], months: ['dez'] } })} canEdit />
      </EventHarness>,
    );
    const card = screen.getByRole('article', { name: 'Evento sem nome' });
    expect(within(card).getByRole('heading', { name: 'Evento sem nome' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Cidade não informada - Estado não informado');
    expect(within(card).getByTestId('event-date')).toHaveTextContent(/^07dez$/);
    expect(within(card).getByText('Rascunho')).toBeInTheDocument();
    expect(within(card).getByRole('img')).toHaveAttribute('src', DEFAULT_EVENT_IMAGE);
    expect(within(card).getByRole('button', { name: 'Publicar' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Duplicar' })).toBeInTheDocument();
  });

  it("keeps ' (cópia)' in sight after the title, which takes up to two lines instead of one", () => {
    const long = 'Festival de Inverno de Garanhuns com Orquestra Sinfônica e Convidados Especiais';
    render(
      <EventHarness>
        <EventCard record={event(5, { title: `${long} (cópia)` })} canEdit />
      </EventHarness>,
    );
    const heading = screen.getByRole('heading', { name: `${long} (cópia)` });
    expect(heading).not.toHaveClass('MuiTypography-noWrap');
    // The suffix is its own element, outside the part that is shortened with an ellipsis.
    const suffix = within(heading).getByText('(cópia)');
    expect(within(heading).getByText(long)).not.toContainElement(suffix);
    expect(getComputedStyle(suffix).flexShrink).toBe('0');
  });

  it('shows the year in the date badge only when the event is not in the current year', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-05-10T12:00:00-03:00'));
    render(
      <EventHarness>
        <EventCard record={event(6, { title: 'Ano que vem', startAt: '2027-12-07T21:00:00.000Z', eventDate: { days: ['07'], months: ['dez'] } })} canEdit />
        <EventCard record={event(7, { title: 'Este ano', startAt: '2026-12-07T21:00:00.000Z', eventDate: { days: ['07'], months: ['dez'] } })} canEdit />
      </EventHarness>,
    );
    expect(within(screen.getByRole('article', { name: 'Ano que vem' })).getByTestId('event-date')).toHaveTextContent(/^07dez2027$/);
    expect(within(screen.getByRole('article', { name: 'Este ano' })).getByTestId('event-date')).toHaveTextContent(/^07dez$/);
  });

  it('shows the place and image of a published event, with Despublicar and no badge', () => {
    render(
      <EventHarness>
        <EventCard record={event(2, { isDraft: false, primaryImage: '/uploads/a.png' })} canEdit />
      </EventHarness>,
    );
    const card = screen.getByRole('article', { name: 'Show 2' });
    expect(card).toHaveTextContent('Recife - PE');
    expect(within(card).queryByText('Rascunho')).toBeNull();
    expect(within(card).getByRole('img')).toHaveAttribute('src', '/uploads/a.png');
    expect(within(card).getByRole('button', { name: 'Despublicar' })).toBeInTheDocument();
  });

  it('links to /events/{id} with the tooltip Editar Evento when allowed', async () => {
    render(
      <EventHarness>
        <EventCard record={event(3)} canEdit />
      </EventHarness>,
    );
    const link = screen.getByRole('link', { name: 'Editar Evento' });
    expect(link).toHaveAttribute('href', '/events/e3');
    fireEvent.mouseOver(link);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Editar Evento');
  });

  it('publishes 750 ms after the dialog is confirmed, and the dialog closes at once', async () => {
    const api = fakeEventApi();
    render(
      <EventHarness api={api}>
        <EventCard record={completeEvent(4)} canEdit />
      </EventHarness>,
    );
    fireEvent.click(await allowedButton('Publicar'));
    const dialog = await screen.findByRole('dialog', { name: 'Publicar evento' });
    expect(dialog).toHaveTextContent('Tem certeza que deseja publicar o evento?');
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    vi.useFakeTimers();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirme' }));
    act(() => vi.advanceTimersByTime(749));
    expect(api.publish).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(api.publish).toHaveBeenCalledWith('e4');
    act(() => vi.advanceTimersByTime(1000)); // the dialog's exit transition
    vi.useRealTimers();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Evento publicado com sucesso!')).toBeInTheDocument();
  });

  it('cancelling the dialog calls nothing', async () => {
    const api = fakeEventApi();
    render(
      <EventHarness api={api}>
        <EventCard record={event(5)} canEdit />
      </EventHarness>,
    );
    fireEvent.click(await allowedButton('Duplicar'));
    const dialog = await screen.findByRole('dialog', { name: 'Duplicar evento' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await new Promise((r) => setTimeout(r, 900));
    expect(api.duplicate).not.toHaveBeenCalled();
  });

  it('an incomplete draft opens the publish-fix dialog at once, without asking and without calling the API (item 11)', async () => {
    const api = fakeEventApi();
    render(
      <EventHarness api={api}>
        <EventCard record={completeEvent(5, { title: ' ', primaryImage: null, address: { city: 'Recife', state: 'PE' } })} canEdit />
      </EventHarness>,
    );
    fireEvent.click(await allowedButton('Publicar'));
    const fix = await screen.findByRole('dialog', { name: 'Complete o evento para publicar' });
    expect(screen.queryByRole('dialog', { name: 'Publicar evento' })).toBeNull();
    expect(within(fix).getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual([
      '/events/e5/edit/general-info#title',
      '/events/e5/edit/images#primaryImage',
      '/events/e5/edit/location#localization',
    ]);
    await new Promise((r) => setTimeout(r, 900));
    expect(api.publish).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a publish the server refuses opens the publish-fix dialog with exactly its failing fields, and no red toast over it', async () => {
    const refusal = new HttpError('Erro ao publicar evento', 422, {
      code: '@PUBLICATION',
      issues: [
        { field: 'title', message: 'Informe o título' },
        { field: 'primaryImage', message: 'Envie uma imagem' },
        { field: 'localization', message: 'Informe o endereço' },
        { field: 'somethingElse', message: 'ignored' },
      ],
    });
    const api = fakeEventApi({ publish: vi.fn(async () => Promise.reject(refusal)) });
    render(
      <EventHarness api={api}>
        <EventCard record={completeEvent(6)} canEdit />
      </EventHarness>,
    );
    fireEvent.click(await allowedButton('Publicar'));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Publicar evento' })).getByRole('button', { name: 'Confirme' }));
    const fix = await screen.findByRole('dialog', { name: 'Complete o evento para publicar' });
    const links = within(fix).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['TítuloInforme o título', '/events/e6/edit/general-info#title'],
      ['Imagem principalEnvie uma imagem', '/events/e6/edit/images#primaryImage'],
      ['EndereçoInforme o endereço', '/events/e6/edit/location#localization'],
    ]);
    await waitFor(() => expect(screen.queryByText('Publicando evento...')).toBeNull());
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByText('Erro ao publicar evento')).toBeNull();
  });

  it('unpublishes through the Despublicar evento dialog', async () => {
    const api = fakeEventApi();
    render(
      <EventHarness api={api}>
        <EventCard record={event(7, { isDraft: false })} canEdit />
      </EventHarness>,
    );
    fireEvent.click(await allowedButton('Despublicar'));
    const dialog = await screen.findByRole('dialog', { name: 'Despublicar evento' });
    expect(dialog).toHaveTextContent('Tem certeza que deseja despublicar o evento?');
    expect(within(dialog).getAllByRole('button').map((b) => b.textContent)).toEqual(['Cancelar', 'Despublicar Evento']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Despublicar Evento' }));
    await waitFor(() => expect(api.unpublish).toHaveBeenCalledWith('e7'));
    expect(await screen.findByText('Evento despublicado com sucesso!')).toBeInTheDocument();
  });
});

describe('unpublish dialog variants', () => {
  it.each(['card', 'compact'] as const)('%s variant has the spec texts', (variant) => {
    render(
      <EventHarness>
        <UnpublishDialog open variant={variant} onConfirm={() => undefined} onClose={() => undefined} />
      </EventHarness>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Despublicar evento' });
    expect(dialog).toHaveTextContent('Tem certeza que deseja despublicar o evento?');
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Despublicar Evento' })).toBeInTheDocument();
    expect(dialog).toHaveAttribute('data-variant', variant);
  });
});

describe('formatMoney', () => {
  it('formats cents as reais and leaves non-numbers and zero empty', () => {
    expect(formatMoney(123456)).toBe('R$ 1.234,56');
    expect(formatMoney(5)).toBe('R$ 0,05');
    expect(formatMoney(-990)).toBe('-R$ 9,90');
    expect(formatMoney(1_000_000_000_000)).toBe('R$ 10.000.000.000,00');
    for (const v of [0, null, undefined, '1234', NaN, Infinity]) expect(formatMoney(v)).toBe('');
  });
});

describe('event card actions against permissions (issue 9 item 7)', () => {
  const listOnly = { ...USERS.eventos, permissions: ['@EVENTS.LIST'] };
  const modifyOnly = { ...USERS.eventos, permissions: ['@EVENTS.MODIFY'] };

  it('a role that may only list sees Publicar and Duplicar disabled, each saying why, and nothing runs', async () => {
    const api = fakeEventApi();
    render(
      <EventHarness api={api} user={listOnly}>
        <EventCard record={event(8)} canEdit={false} />
      </EventHarness>,
    );
    const publish = screen.getByRole('button', { name: 'Publicar' });
    expect(publish).toHaveAttribute('aria-disabled', 'true');
    fireEvent.mouseOver(publish);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Você não tem permissão para publicar eventos');
    expect(publish).toHaveAccessibleDescription('Você não tem permissão para publicar eventos');
    fireEvent.click(publish);
    const duplicate = screen.getByRole('button', { name: 'Duplicar' });
    expect(duplicate).toHaveAttribute('aria-disabled', 'true');
    expect(duplicate).toHaveAccessibleDescription('Você não tem permissão para duplicar eventos');
    fireEvent.click(duplicate);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a published event shows Despublicar disabled with its reason', async () => {
    render(
      <EventHarness user={listOnly}>
        <EventCard record={event(9, { isDraft: false })} canEdit={false} />
      </EventHarness>,
    );
    const unpublish = screen.getByRole('button', { name: 'Despublicar' });
    expect(unpublish).toHaveAttribute('aria-disabled', 'true');
    expect(unpublish).toHaveAccessibleDescription('Você não tem permissão para despublicar eventos');
  });

  it('@EVENTS.MODIFY may publish but not duplicate (duplicating creates an event)', async () => {
    render(
      <EventHarness user={modifyOnly}>
        <EventCard record={completeEvent(10)} canEdit />
      </EventHarness>,
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Publicar' })).not.toHaveAttribute('aria-disabled'));
    expect(screen.getByRole('button', { name: 'Duplicar' })).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByRole('dialog', { name: 'Publicar evento' })).toBeInTheDocument();
  });
});
