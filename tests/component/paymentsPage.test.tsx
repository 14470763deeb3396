/**
 * The event's payments page: one form, one Save that sends each changed section with its call,
 * and 'salvas com sucesso' only when everything on screen was stored (issue 9 item 2).
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testDataProvider } from 'react-admin';
import { PaymentsPage } from '../../src/resources/events/pages/PaymentsPage';
import { event, EventHarness, fakeEventApi } from './eventsFixtures';

const SAVED = 'Configurações de pagamento salvas com sucesso!';
const record = event(1, { paymentAccountId: null, taxMethod: '@CUSTOMER', serviceFee: 1000, acceptCreditCard: true, acceptPix: true, acceptBoleto: false, maxInstallments: 12 });
const provider = () => testDataProvider({ getList: async () => ({ data: [], total: 0 }), getOne: async () => ({ data: record as never }) });

function renderPage(api = fakeEventApi()) {
  render(
    <EventHarness api={api} dataProvider={provider()}>
      <PaymentsPage record={record} />
    </EventHarness>,
  );
  return api;
}

const save = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Salvar' }));

describe('payments page', () => {
  it('shows the stored values and saves every changed section with its own call on one Save', async () => {
    const user = userEvent.setup();
    const api = renderPage();
    const tax = await screen.findByRole('region', { name: 'Taxa de serviço' });
    const fee = within(tax).getByLabelText('Taxa de serviço (%)') as HTMLInputElement;
    expect(fee).toHaveValue('10,00');
    expect(within(tax).getByRole('radio', { name: /Repassar ao comprador/ })).toBeChecked();
    await user.click(within(tax).getByRole('radio', { name: /Absorver a taxa/ }));
    await user.clear(fee);
    await user.type(fee, '12,34');

    const methods = screen.getByRole('region', { name: 'Formas de pagamento' });
    expect(within(methods).getByRole('checkbox', { name: 'Boleto' })).not.toBeChecked();
    await user.click(within(methods).getByRole('checkbox', { name: 'Cartão de crédito' }));

    const pos = screen.getByRole('region', { name: 'Taxas do PDV' });
    const debit = within(pos).getByLabelText('Débito') as HTMLInputElement;
    expect(debit).toHaveValue('1,99');
    await user.clear(debit);
    await user.type(debit, '1,5');

    // Only one Save on the page.
    expect(screen.getAllByRole('button', { name: /^Salvar/ })).toHaveLength(1);
    await save(user);
    await waitFor(() => expect(api.setPosFees).toHaveBeenCalledWith('e1', { debit: 150, credit: 349, pix: 99, cash: 0 }));
    expect(api.setTax).toHaveBeenCalledWith('e1', { taxMethod: '@PRODUCER', serviceFee: 1234 });
    expect(api.setPaymentMethods).toHaveBeenCalledWith('e1', { paymentMethods: ['@PIX'], maxInstallments: 12 });
    expect(await screen.findByText(SAVED)).toBeInTheDocument();
  });

  it('sends only the sections that changed', async () => {
    const user = userEvent.setup();
    const api = renderPage();
    const pos = await screen.findByRole('region', { name: 'Taxas do PDV' });
    await user.clear(within(pos).getByLabelText('Dinheiro'));
    await user.type(within(pos).getByLabelText('Dinheiro'), '1');
    await save(user);
    await waitFor(() => expect(api.setPosFees).toHaveBeenCalledWith('e1', { debit: 199, credit: 349, pix: 99, cash: 100 }));
    expect(await screen.findByText(SAVED)).toBeInTheDocument();
    expect(api.setTax).not.toHaveBeenCalled();
    expect(api.setPaymentMethods).not.toHaveBeenCalled();
  });

  it('sends nothing while a section is invalid', async () => {
    const user = userEvent.setup();
    const api = renderPage();
    const methods = await screen.findByRole('region', { name: 'Formas de pagamento' });
    await user.click(within(methods).getByRole('checkbox', { name: 'Cartão de crédito' }));
    await user.click(within(methods).getByRole('checkbox', { name: 'Pix' }));
    await user.clear(screen.getByLabelText('Taxa de serviço (%)'));
    await user.type(screen.getByLabelText('Taxa de serviço (%)'), '5');
    await save(user);
    expect(await within(methods).findByText('Escolha pelo menos uma forma de pagamento')).toBeInTheDocument();
    expect(api.setPaymentMethods).not.toHaveBeenCalled();
    expect(api.setTax).not.toHaveBeenCalled();
    expect(screen.queryByText(SAVED)).toBeNull();
  });

  it('names the section the server refused, says the rest was saved, and sends only that section again', async () => {
    const user = userEvent.setup();
    const message = 'O percentual deve ser de no máximo 99,99%';
    const refuse = Object.assign(new Error(message), { body: { errors: { debit: message } } });
    const setPosFees = vi.fn().mockRejectedValueOnce(refuse).mockImplementation(async (_id, body) => body);
    const api = renderPage(fakeEventApi({ setPosFees }));
    const fee = (await screen.findByLabelText('Taxa de serviço (%)')) as HTMLInputElement;
    await user.clear(fee);
    await user.type(fee, '5');
    const pos = screen.getByRole('region', { name: 'Taxas do PDV' });
    await user.clear(within(pos).getByLabelText('Débito'));
    await user.type(within(pos).getByLabelText('Débito'), '2,5');
    await save(user);

    expect(await screen.findByText(`Não foi possível salvar Taxas do PDV: ${message}. As demais alterações foram salvas.`)).toBeInTheDocument();
    expect(within(pos).getByText(message)).toBeInTheDocument();
    expect(screen.queryByText(SAVED)).toBeNull();
    expect(api.setTax).toHaveBeenCalledTimes(1);
    // What was typed stays on screen.
    expect(within(pos).getByLabelText('Débito')).toHaveValue('2,50');
    expect(fee).toHaveValue('5,00');

    await save(user);
    await waitFor(() => expect(setPosFees).toHaveBeenCalledTimes(2));
    expect(await screen.findByText(SAVED)).toBeInTheDocument();
    expect(api.setTax).toHaveBeenCalledTimes(1);
  });
});
