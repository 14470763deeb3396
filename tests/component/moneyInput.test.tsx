/**
 * The money input in the new-lot dialog (issue 9 item 1): each form a Brazilian types or pastes,
 * one key at a time, reaches the API as the right cents; editing in the middle, deleting and the
 * maximum behave as in any text field; a quantity takes '1.500'.
 */
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testDataProvider } from 'react-admin';
import { NestedFormDialog } from '../../src/framework/nested';
import { lots } from '../../src/shared/resources/lots/definition';
import { LotInputs } from '../../src/resources/lots/LotInputs';
import { EventHarness } from './eventsFixtures';

const META = { eventId: 'e1', sectorId: 's1', ticketId: 't1' };

async function openDialog(record?: Record<string, unknown>) {
  const create = vi.fn(async (_r: string, { data }: { data: Record<string, unknown> }) => ({ data: { id: 'l9', ...data } }));
  const update = vi.fn(async (_r: string, { data }: { data: Record<string, unknown> }) => ({ data: { id: 'l1', ...data } }));
  const dataProvider = testDataProvider({ getList: (async () => ({ data: [], total: 0 })) as never, create: create as never, update: update as never });
  render(
    <EventHarness dataProvider={dataProvider}>
      <NestedFormDialog def={lots} meta={META} open record={record as never} onClose={() => undefined} inputs={<LotInputs eventId="e1" />} />
    </EventHarness>,
  );
  const user = userEvent.setup();
  const title = await screen.findByRole('textbox', { name: 'Nome do lote' });
  const price = screen.getByRole('textbox', { name: 'Preço' }) as HTMLInputElement;
  const quantity = screen.getByRole('textbox', { name: 'Quantidade' }) as HTMLInputElement;
  /** Fills the other required fields (unless editing), saves and returns the data sent. */
  const save = async () => {
    if (!record) {
      await user.type(title, '1º lote');
      await user.type(quantity, '300');
    }
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    const call = record ? update : create;
    await waitFor(() => expect(call).toHaveBeenCalled());
    return call.mock.calls[0][1].data;
  };
  return { user, price, quantity, save };
}

describe('money input (lot price)', () => {
  it.each([
    ['1.234,56', 123456],
    ['1234,56', 123456],
    ['1234.56', 123456],
    ['R$ 1.234,56', 123456],
    ['8990', 899000],
    ['12.5', 1250],
    ['1.000.000', 100000000],
  ])('typed key by key, %s is sent as %i cents', async (typed, cents) => {
    const { user, price, save } = await openDialog();
    await user.type(price, typed);
    // Nothing is reformatted under the caret while the field has the focus ('R$' aside: it is drawn before the field).
    expect(price).toHaveValue(typed.replace('R$ ', ''));
    expect(await save()).toMatchObject({ price: cents });
  });

  it.each(['1.234,56', '1234,56', 'R$ 1.234,56', '1234.56'])('pasted, %s is sent as 123456 cents and shown as 1.234,56 out of the field', async (pasted) => {
    const { user, price, save } = await openDialog();
    await user.click(price);
    await user.paste(pasted);
    await user.tab();
    expect(price).toHaveValue('1.234,56');
    expect(await save()).toMatchObject({ price: 123456 });
  });

  it('edits in the middle and deletes at the end like any text field', async () => {
    const { user, price, save } = await openDialog();
    await user.type(price, '1.234,56');
    // The '2' selected and replaced by a '9'.
    await user.type(price, '9', { initialSelectionStart: 2, initialSelectionEnd: 3 });
    expect(price).toHaveValue('1.934,56');
    await user.type(price, '{Backspace}{Backspace}');
    expect(price).toHaveValue('1.934,');
    await user.tab();
    expect(price).toHaveValue('1.934,00');
    expect(await save()).toMatchObject({ price: 193400 });
  });

  it("edits a stored price: '120,00' out of the field, replaced by what is typed", async () => {
    const { user, price, save } = await openDialog({ id: 'l1', title: '1º lote', price: 12000, quantity: 300, sessionId: null, startAt: null, endAt: null, updatedAt: '2026-01-01T00:00:00Z' });
    expect(price).toHaveValue('120,00');
    await user.tripleClick(price);
    await user.keyboard('89,9');
    expect(price).toHaveValue('89,9');
    await user.tab();
    expect(price).toHaveValue('89,90');
    expect(await save()).toMatchObject({ price: 8990 });
  });

  it('refuses a third decimal, a letter and anything above R$ 10.000.000.000,00', async () => {
    const { user, price, save } = await openDialog();
    await user.type(price, '1,234');
    expect(price).toHaveValue('1,23');
    await user.clear(price);
    await user.type(price, '10000000000a0');
    expect(price).toHaveValue('10000000000');
    await user.type(price, ',01');
    expect(price).toHaveValue('10000000000,0');
    await user.tab();
    expect(price).toHaveValue('10.000.000.000,00');
    expect(await save()).toMatchObject({ price: 1_000_000_000_000 });
  });

  it('empties to null: the price is then required', async () => {
    const { user, price } = await openDialog();
    await user.type(price, '5');
    await user.clear(price);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findAllByText('Este campo é obrigatório')).not.toHaveLength(0);
    expect(price).toHaveValue('');
  });
});

describe('the dialog opening', () => {
  function Opener() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button onClick={() => setOpen(true)}>abrir</button>
        <NestedFormDialog def={lots} meta={META} open={open} onClose={() => setOpen(false)} inputs={<LotInputs eventId="e1" />} />
      </>
    );
  }

  it('leaves the focus in a field the user went to before it finished opening', async () => {
    const dataProvider = testDataProvider({ getList: (async () => ({ data: [], total: 0 })) as never });
    render(
      <EventHarness dataProvider={dataProvider}>
        <Opener />
      </EventHarness>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'abrir' }));
    // Within the opening transition (the first field takes the focus when it ends), the price is chosen.
    const price = screen.getByRole('textbox', { name: 'Preço' });
    price.focus();
    await user.keyboard('1');
    await new Promise((r) => setTimeout(r, 600));
    await user.keyboard('2');
    expect(price).toHaveFocus();
    expect(price).toHaveValue('12');
  });
});

describe('quantity input (lot quantity)', () => {
  it("takes '1.500' as 1500 and shows it grouped out of the field", async () => {
    const { user, price, quantity, save } = await openDialog({ id: 'l1', title: '1º lote', price: 12000, quantity: 300, sessionId: null, startAt: null, endAt: null, updatedAt: '2026-01-01T00:00:00Z' });
    expect(price).toHaveValue('120,00');
    expect(quantity).toHaveValue('300');
    await user.tripleClick(quantity);
    await user.keyboard('1.500');
    expect(quantity).toHaveValue('1.500');
    await user.type(quantity, ','); // no decimals in a quantity
    expect(quantity).toHaveValue('1.500');
    await user.tab();
    expect(quantity).toHaveValue('1.500');
    expect(await save()).toMatchObject({ quantity: 1500 });
  });
});
