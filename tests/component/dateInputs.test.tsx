/**
 * Issue 9 item 15: the event list's date filters are typed dd/mm/aaaa (not the native mm/dd/yyyy)
 * and, like the schedule's date-time fields, have a calendar button that opens the browser's
 * picker through a hidden native input.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testDataProvider } from 'react-admin';
import type { Location } from 'react-router-dom';
import { renderApp } from './fixtures';
import { event } from './eventsFixtures';

const showPicker = vi.fn();
// jsdom has no showPicker; the button is only drawn where the browser has it.
beforeEach(() => {
  Object.defineProperty(HTMLInputElement.prototype, 'showPicker', { value: showPicker, configurable: true, writable: true });
});
afterEach(() => {
  delete (HTMLInputElement.prototype as { showPicker?: unknown }).showPicker;
  showPicker.mockClear();
});

function listProvider() {
  const getList = vi.fn(async () => ({ data: [event(1)] as never, total: 1 }));
  return { getList, provider: testDataProvider({ getList: getList as never }) };
}

const lastFilter = (getList: ReturnType<typeof listProvider>['getList']) =>
  (getList.mock.calls.at(-1) as unknown as [string, { filter: Record<string, unknown> }])[1].filter;

/** The hidden native input beside a calendar button. */
const nativeOf = (button: HTMLElement) => button.parentElement!.querySelector('input[aria-hidden]') as HTMLInputElement;

async function renderList(path = '/events') {
  let location: Location | undefined;
  const { getList, provider } = listProvider();
  render(renderApp(path, { dataProvider: provider, onLocation: (l) => (location = l) }));
  await screen.findByRole('article', { name: 'Show 1' });
  return { getList, param: (key: string) => new URLSearchParams(location?.search).get(key) };
}

describe('event list date filters', () => {
  it('takes 01/12/2026 typed the Brazilian way as 2026-12-01 in the address and São Paulo midnight for the API', async () => {
    const { getList, param } = await renderList();
    const from = screen.getByLabelText('Início a partir de');
    expect(from).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    const user = userEvent.setup();
    await user.type(from, '01122026');
    expect(from).toHaveValue('01/12/2026');
    await waitFor(() => expect(param('startAt')).toBe('2026-12-01'));
    await waitFor(() => expect(lastFilter(getList)).toMatchObject({ startAt: '2026-12-01T03:00:00.000Z' }));
    expect(screen.queryByText('Data inválida')).toBeNull();

    // Clearing the field clears the filter.
    await user.clear(from);
    await waitFor(() => expect(param('startAt')).toBeNull());
    expect(lastFilter(getList).startAt).toBeUndefined();
  });

  it('refuses 31/02/2026 with Data inválida and does not filter', async () => {
    const { getList, param } = await renderList('/events?endAt=2026-03-10');
    const until = screen.getByLabelText('Início até');
    expect(until).toHaveValue('10/03/2026');
    const user = userEvent.setup();
    await user.clear(until);
    await user.type(until, '31022026');
    expect(until).toHaveValue('31/02/2026');
    expect(await screen.findByText('Data inválida')).toBeInTheDocument();
    expect(param('endAt')).toBeNull();
    expect(lastFilter(getList).endAt).toBeUndefined();
  });

  it('says Data inválida for an incomplete day once the field is left, and does not filter', async () => {
    const { param } = await renderList();
    const from = screen.getByLabelText('Início a partir de');
    const user = userEvent.setup();
    await user.type(from, '0112');
    expect(screen.queryByText('Data inválida')).toBeNull(); // not while typing
    await user.tab();
    expect(await screen.findByText('Data inválida')).toBeInTheDocument();
    expect(param('startAt')).toBeNull();
  });

  it('opens the browser calendar from the current day and fills the field with the chosen day', async () => {
    const { getList, param } = await renderList('/events?startAt=2026-11-20');
    const buttons = screen.getAllByRole('button', { name: 'Abrir calendário' });
    expect(buttons).toHaveLength(2);
    const native = nativeOf(buttons[0]);
    expect(native).toHaveAttribute('type', 'date');
    expect(native).toHaveAttribute('tabindex', '-1');
    expect(native).toHaveAttribute('aria-hidden', 'true');
    fireEvent.click(buttons[0]);
    expect(showPicker).toHaveBeenCalledTimes(1);
    expect(native.value).toBe('2026-11-20');

    fireEvent.change(native, { target: { value: '2026-12-01' } });
    expect(screen.getByLabelText('Início a partir de')).toHaveValue('01/12/2026');
    await waitFor(() => expect(param('startAt')).toBe('2026-12-01'));
    await waitFor(() => expect(lastFilter(getList)).toMatchObject({ startAt: '2026-12-01T03:00:00.000Z' }));
  });
});

describe('schedule date-time calendar', () => {
  it('opens from the saved São Paulo time and saves the chosen wall time as São Paulo time', async () => {
    const record = event(1, { startAt: '2025-12-05T23:00:00.000Z', endAt: null });
    const update = vi.fn(async (_r: string, params: { data: Record<string, unknown> }) => ({ data: { ...record, ...params.data, updatedAt: '2025-02-02T00:00:00Z' } }));
    const provider = testDataProvider({ getOne: async () => ({ data: record as never }), update: update as never, getList: async () => ({ data: [], total: 0 }) });
    render(renderApp('/events/e1/edit/schedule', { dataProvider: provider }));
    const start = await screen.findByLabelText('Início', {}, { timeout: 5000 });
    expect(start).toHaveValue('05/12/2025 20:00');
    const buttons = screen.getAllByRole('button', { name: 'Abrir calendário' });
    expect(buttons).toHaveLength(2);
    const native = nativeOf(buttons[0]);
    expect(native).toHaveAttribute('type', 'datetime-local');
    fireEvent.click(buttons[0]);
    expect(showPicker).toHaveBeenCalledTimes(1);
    expect(native.value).toBe('2025-12-05T20:00'); // the wall time in São Paulo, whatever the machine's zone

    fireEvent.change(nativeOf(buttons[1]), { target: { value: '2025-12-06T02:30' } });
    expect(screen.getByLabelText('Término')).toHaveValue('06/12/2025 02:30');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    const params = update.mock.calls[0][1] as unknown as { data: unknown };
    expect(params.data).toEqual({ startAt: '2025-12-05T23:00:00.000Z', endAt: '2025-12-06T05:30:00.000Z' });
  });
});
