/**
 * The refund dialog (issue 12; spec 1 section 9): the spec's two options with their explanations,
 * the tickets (all by default), the amount the server computes shown before 'Confirme', and each
 * answer told as it is (done, in process, refused), never as a success otherwise.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, memoryStore, testDataProvider } from 'react-admin';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { createQueryClient } from '../../src/App';
import { Notification } from '../../src/layout/Notification';
import { RefundDialog } from '../../src/resources/orders/RefundDialog';
import type { OrderDetail, RefundAnswer, RefundPreview } from '../../src/resources/orders/orderTypes';
import { fakeAuthProvider, USERS } from './fixtures';

const ticket = (id: string, code: string, extra: Partial<OrderDetail['issuedTickets'][number]> = {}) => ({
  id,
  code,
  qr: `${code}.sig`,
  category: '@ENTIRE',
  holderName: 'Maria Souza',
  sectorName: 'Pista',
  ticketTitle: 'Inteira',
  lotTitle: '1º lote',
  unitPrice: 10000,
  checkedInAt: null,
  canceledAt: null,
  cancelReason: null,
  ...extra,
});

const ORDER = {
  id: 'o1',
  code: 'A1B2C3D4E5F6',
  issuedTickets: [ticket('t1', 'AAAA0000AAAA0001'), ticket('t2', 'AAAA0000AAAA0002'), ticket('t3', 'AAAA0000AAAA0003', { checkedInAt: '2026-11-20T22:00:00Z' })],
  can: { refundFees: true, refundTickets: true, cancel: false, resend: true },
} as unknown as OrderDetail;

const preview = (type: RefundPreview['type'], ticketIds?: readonly string[]): RefundPreview => {
  const n = type === '@FEES' ? 0 : (ticketIds?.length ?? 2);
  return { type, amount: n * 10000 + (type === '@FEES' ? 2000 : n * 500), feesAmount: type === '@FEES' ? 2000 : n * 500, ticketsAmount: n * 10000, ticketIds: [...(ticketIds ?? ['t1', 't2'])], method: '@CREDIT_CARD', gateway: '@MERCADOPAGO' };
};

function renderDialog(answer: Partial<RefundAnswer>, order = ORDER) {
  const calls = {
    refundPreview: vi.fn(async (_id: string, type: RefundPreview['type'], ticketIds?: readonly string[]) => preview(type, ticketIds)),
    refundOrder: vi.fn(async () => ({ id: 'r1', status: '@DONE', amount: 21000, gatewayMessage: null, ...answer }) as RefundAnswer),
  };
  const onDone = vi.fn();
  const onClose = vi.fn();
  render(
    <AdminContext dataProvider={testDataProvider(calls as never)} authProvider={fakeAuthProvider(USERS.admin)} i18nProvider={i18nProvider} store={memoryStore()} queryClient={createQueryClient()}>
      <RefundDialog order={order} open onClose={onClose} onDone={onDone} />
      <Notification />
    </AdminContext>,
  );
  return { calls, onDone, onClose };
}

const dialog = () => screen.getByRole('dialog', { name: 'Estornar pedido A1B2C3D4E5F6' });
const confirm = () => within(dialog()).getByRole('button', { name: 'Confirme' });

describe('refund dialog', () => {
  it("offers exactly the spec's two options with their explanations, and every ticket not used ticked", async () => {
    renderDialog({});
    const options = within(dialog()).getAllByRole('radio');
    expect(options).toHaveLength(2);
    expect(dialog()).toHaveTextContent('Estorna apenas as taxas de serviço e processamento');
    expect(dialog()).toHaveTextContent('Estorna o valor dos ingressos e taxas de serviço e processamento');
    expect(within(dialog()).getByRole('radio', { name: /Ingressos e taxas/ })).toBeChecked();
    const boxes = within(dialog()).getAllByRole('checkbox');
    expect(boxes.map((b) => (b as HTMLInputElement).checked)).toEqual([true, true, true, false]);
    expect(within(dialog()).getByRole('checkbox', { name: /AAAA0000AAAA0003.*utilizado na entrada/ })).toBeDisabled();
    expect(within(dialog()).getByRole('button', { name: 'Cancelar' })).toBeEnabled();
  });

  it("shows the server's amount before 'Confirme', and asks again when the choice changes", async () => {
    const { calls } = renderDialog({});
    expect(confirm()).toBeDisabled();
    expect(await within(dialog()).findByText('R$ 210,00')).toBeInTheDocument();
    expect(dialog()).toHaveTextContent('Ingressos R$ 200,00 + taxas R$ 10,00');
    expect(dialog()).toHaveTextContent('Devolvido pelo MercadoPago (Cartão de crédito).');
    expect(calls.refundPreview).toHaveBeenLastCalledWith('o1', '@TICKETS_AND_FEES', undefined);
    await waitFor(() => expect(confirm()).toBeEnabled());

    fireEvent.click(within(dialog()).getByRole('checkbox', { name: /AAAA0000AAAA0002/ }));
    expect(await within(dialog()).findByText('R$ 105,00')).toBeInTheDocument();
    expect(calls.refundPreview).toHaveBeenLastCalledWith('o1', '@TICKETS_AND_FEES', ['t1']);

    fireEvent.click(within(dialog()).getByRole('radio', { name: /Somente as taxas/ }));
    expect(await within(dialog()).findByText('R$ 20,00')).toBeInTheDocument();
    expect(calls.refundPreview).toHaveBeenLastCalledWith('o1', '@FEES', undefined);
    expect(within(dialog()).queryByRole('checkbox')).toBeNull();
  });

  it('sends the choice and the reason, and tells a done refund as a success', async () => {
    const { calls, onDone } = renderDialog({ status: '@DONE', amount: 10500 });
    fireEvent.click(within(dialog()).getByRole('checkbox', { name: /AAAA0000AAAA0002/ }));
    fireEvent.change(within(dialog()).getByRole('textbox', { name: 'Motivo (opcional)' }), { target: { value: 'Show adiado' } });
    await waitFor(() => expect(confirm()).toBeEnabled());
    expect(within(dialog()).getByText('R$ 105,00')).toBeInTheDocument();
    fireEvent.click(confirm());
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls.refundOrder).toHaveBeenCalledWith('o1', { type: '@TICKETS_AND_FEES', ticketIds: ['t1'], reason: 'Show adiado' });
    expect(await screen.findByText('Estorno de R$ 105,00 realizado.')).toBeInTheDocument();
  });

  it('tells a refund the gateway is processing as a warning, never a success', async () => {
    renderDialog({ status: '@PENDING', gatewayMessage: 'O gateway está processando o estorno.' });
    await waitFor(() => expect(confirm()).toBeEnabled());
    fireEvent.click(confirm());
    const toast = await screen.findByText('Estorno de R$ 210,00 em processamento: O gateway está processando o estorno.');
    expect(toast.closest('.MuiAlert-root')).toHaveClass('MuiAlert-colorWarning');
    expect(screen.queryByText(/realizado/)).toBeNull();
  });

  it("tells a refused refund as an error with the gateway's reason", async () => {
    renderDialog({ status: '@FAILED', gatewayMessage: 'O pagamento é antigo demais para ser estornado pelo gateway.' });
    await waitFor(() => expect(confirm()).toBeEnabled());
    fireEvent.click(confirm());
    const toast = await screen.findByText('Estorno recusado: O pagamento é antigo demais para ser estornado pelo gateway.');
    expect(toast.closest('.MuiAlert-root')).toHaveClass('MuiAlert-colorError');
  });

  it('does not offer an option the order cannot take', async () => {
    renderDialog({}, { ...ORDER, can: { ...ORDER.can, refundFees: false } });
    expect(within(dialog()).getByRole('radio', { name: /Somente as taxas/ })).toBeDisabled();
    expect(dialog()).toHaveTextContent('Não há taxas a estornar neste pedido.');
  });

  it('keeps Confirme off while no ticket is chosen', async () => {
    const { calls } = renderDialog({});
    await waitFor(() => expect(confirm()).toBeEnabled());
    fireEvent.click(within(dialog()).getByRole('checkbox', { name: 'Todos os ingressos' }));
    expect(confirm()).toBeDisabled();
    expect(dialog()).toHaveTextContent('Escolha ao menos um ingresso.');
    expect(calls.refundOrder).not.toHaveBeenCalled();
  });
});
