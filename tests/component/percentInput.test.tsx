/** PercentInput (typed as written, '%' after the field, integer hundredths up to 99,99) and the event's payments page. */
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, SaveButton, testDataProvider } from 'react-admin';
import { PercentInput } from '../../src/framework/inputs/PercentInput';
import { PaymentsPage } from '../../src/resources/events/pages/PaymentsPage';
import { event, EventHarness, fakeEventApi } from './eventsFixtures';

function renderInput(record: Record<string, unknown> = { fee: null }) {
  const onSubmit = vi.fn();
  render(
    <EventHarness>
      <Form record={record} onSubmit={onSubmit}>
        <PercentInput source="fee" label="Taxa" />
        <SaveButton alwaysEnable />
      </Form>
    </EventHarness>,
  );
  return { onSubmit, input: screen.getByLabelText('Taxa') as HTMLInputElement };
}

describe('PercentInput', () => {
  it.each([
    ['12,5', 1250, '12,50'],
    ['12', 1200, '12,00'],
    ['12.5', 1250, '12,50'],
    ['0,99', 99, '0,99'],
    ['99,99', 9999, '99,99'],
  ])('typed key by key, %s is saved as %i hundredths and shown as %s out of the field', async (typed, hundredths, shown) => {
    const user = userEvent.setup();
    const { onSubmit, input } = renderInput();
    await user.type(input, typed);
    expect(input).toHaveValue(typed);
    await user.tab();
    expect(input).toHaveValue(shown);
    expect(screen.getByText('%')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ fee: hundredths });
  });

  it("refuses '100' after '10', a third decimal, and takes a pasted '12,5%'", async () => {
    const user = userEvent.setup();
    const { onSubmit, input } = renderInput({ fee: 250 });
    expect(input).toHaveValue('2,50');
    await user.clear(input);
    await user.type(input, '100');
    expect(input).toHaveValue('10');
    await user.type(input, ',255');
    expect(input).toHaveValue('10,25');
    await user.tripleClick(input);
    await user.paste('12,5%');
    expect(input).toHaveValue('12,5');
    await user.type(input, '{Backspace}{Backspace}');
    expect(input).toHaveValue('12');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ fee: 1200 });
  });
});

describe('payments page', () => {
  const record = event(1, { paymentAccountId: null, taxMethod: '@CUSTOMER', serviceFee: 1000, acceptCreditCard: true, acceptPix: true, acceptBoleto: false, maxInstallments: 12 });
  const provider = testDataProvider({ getList: async () => ({ data: [], total: 0 }), getOne: async () => ({ data: record as never }) });

  it('shows the sections with the stored values and saves each with its call', async () => {
    const user = userEvent.setup();
    const api = fakeEventApi();
    render(
      <EventHarness api={api} dataProvider={provider}>
        <PaymentsPage record={record} />
      </EventHarness>,
    );
    const tax = await screen.findByRole('region', { name: 'Taxa de serviço' });
    const fee = (await within(tax).findByLabelText('Taxa de serviço (%)')) as HTMLInputElement;
    expect(fee).toHaveValue('10,00');
    expect(within(tax).getByRole('radio', { name: /Repassar ao comprador/ })).toBeChecked();
    await user.click(within(tax).getByRole('radio', { name: /Absorver a taxa/ }));
    await user.clear(fee);
    await user.type(fee, '12,34');
    await user.click(within(tax).getByRole('button', { name: 'Salvar taxa de serviço' }));
    await waitFor(() => expect(api.setTax).toHaveBeenCalledWith('e1', { taxMethod: '@PRODUCER', serviceFee: 1234 }));
    expect(await screen.findByText('Configurações de pagamento salvas com sucesso!')).toBeInTheDocument();

    const methods = screen.getByRole('region', { name: 'Formas de pagamento' });
    expect(within(methods).getByRole('checkbox', { name: 'Boleto' })).not.toBeChecked();
    await user.click(within(methods).getByRole('checkbox', { name: 'Cartão de crédito' }));
    await user.click(within(methods).getByRole('checkbox', { name: 'Pix' }));
    await user.click(within(methods).getByRole('button', { name: 'Salvar formas de pagamento' }));
    expect(await within(methods).findByText('Escolha pelo menos uma forma de pagamento')).toBeInTheDocument();
    expect(api.setPaymentMethods).not.toHaveBeenCalled();
    await user.click(within(methods).getByRole('checkbox', { name: 'Pix' }));
    await user.click(within(methods).getByRole('button', { name: 'Salvar formas de pagamento' }));
    await waitFor(() => expect(api.setPaymentMethods).toHaveBeenCalledWith('e1', { paymentMethods: ['@PIX'], maxInstallments: 12 }));

    const pos = screen.getByRole('region', { name: 'Taxas do PDV' });
    const debit = within(pos).getByLabelText('Débito') as HTMLInputElement;
    expect(debit).toHaveValue('1,99');
    await user.clear(debit);
    await user.type(debit, '1,5');
    await user.click(within(pos).getByRole('button', { name: 'Salvar taxas do PDV' }));
    await waitFor(() => expect(api.setPosFees).toHaveBeenCalledWith('e1', { debit: 150, credit: 349, pix: 99, cash: 0 }));
  });

  it("shows the server's message when a save fails", async () => {
    const user = userEvent.setup();
    const error = Object.assign(new Error('O percentual deve ser de no máximo 99,99%'), { body: { errors: { debit: 'O percentual deve ser de no máximo 99,99%' } } });
    const api = fakeEventApi({ setPosFees: vi.fn(async () => Promise.reject(error)) });
    render(
      <EventHarness api={api} dataProvider={provider}>
        <PaymentsPage record={record} />
      </EventHarness>,
    );
    const pos = await screen.findByRole('region', { name: 'Taxas do PDV' });
    await within(pos).findByLabelText('Débito');
    await user.click(within(pos).getByRole('button', { name: 'Salvar taxas do PDV' }));
    expect(await screen.findAllByText('O percentual deve ser de no máximo 99,99%')).not.toHaveLength(0);
  });
});
