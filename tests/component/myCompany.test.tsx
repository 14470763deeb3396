/**
 * The company screens' forms (issue 14): the colours mirrored into the address (primaria, secundaria,
 * alternativa, hex without '#') and prefilled from it, the required and hex messages on their fields;
 * the sales theme's loading and error states; the card theme's failure message and live layout.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, TestMemoryRouter, memoryStore } from 'react-admin';
import type { ReactNode } from 'react';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { Notification } from '../../src/layout/Notification';

const calls = vi.hoisted(() => ({
  business: { data: undefined as unknown, isError: false, isPending: false },
  salesTheme: { data: undefined as unknown, isError: false, isPending: true },
  cardTheme: { data: undefined as unknown, isError: false, isPending: false },
  patch: vi.fn(),
}));

// Only the calls are replaced; helpers such as withoutStamp stay the module's own (a save that
// succeeded used it, and a missing export was an unhandled rejection after the test).
vi.mock('../../src/custom/myCompany/companyCalls', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/custom/myCompany/companyCalls')>()),
  useLoggedBusiness: () => ({ ...calls.business, refetch: vi.fn() }),
  useSalesTheme: () => calls.salesTheme,
  useCardTheme: () => calls.cardTheme,
  usePublicSalesPage: () => ({ data: { events: [{ id: 'e1', title: 'Forró do Parque', startAt: '2026-04-18T23:30:00.000Z', image: null }] }, isPending: false }),
  patch: calls.patch,
}));

import ColorsPage from '../../src/custom/myCompany/ColorsPage';
import SalesThemePage from '../../src/custom/myCompany/SalesThemePage';
import CardThemePage from '../../src/custom/myCompany/CardThemePage';
import { CARD_THEME_DEFAULTS } from '../../src/shared/company/themes';

const BUSINESS = {
  id: '7d3c7a8e-0000-4000-8000-000000000001',
  name: 'Bilheteria Demo',
  description: null,
  isTicketOffice: true,
  modules: ['@M_EVENTS'],
  domainClient: null,
  preferences: { primaryColor: '#1E3A8A', secondaryColor: '#F59E0B', thirdColor: '#10B981', logo: null, icon: null },
  updatedAt: '2026-11-20T12:00:00.000Z',
};

let location: { search: string } = { search: '' };
function renderAt(path: string, page: ReactNode) {
  return render(
    <TestMemoryRouter initialEntries={[path]} locationCallback={(l) => (location = l)}>
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        {page}
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
}
const query = () => new URLSearchParams(location.search);
const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

beforeEach(() => {
  calls.business = { data: BUSINESS, isError: false, isPending: false };
  calls.patch.mockReset();
});
afterEach(() => vi.clearAllMocks());

describe('company colours', () => {
  it('prefills from the address, the saved colours elsewhere, and mirrors the form into the address', async () => {
    renderAt('/my-company/colors?primaria=0B6E4F', <ColorsPage />);
    await waitFor(() => expect(field('Cor principal').value).toBe('#0B6E4F'));
    expect(field('Cor secundária').value).toBe('#F59E0B');
    await waitFor(() => expect(query().get('secundaria')).toBe('F59E0B'));
    expect(query().get('primaria')).toBe('0B6E4F');
    expect(query().get('alternativa')).toBe('10B981');
    fireEvent.change(field('Cor secundária'), { target: { value: '#123' } });
    await waitFor(() => expect(query().get('secundaria')).toBe('123'));
  });

  it("refuses an empty or malformed colour on its field, and sends nothing", async () => {
    renderAt('/my-company/colors', <ColorsPage />);
    await waitFor(() => expect(field('Cor alternativa').value).toBe('#10B981'));
    fireEvent.change(field('Cor alternativa'), { target: { value: '' } });
    fireEvent.change(field('Cor principal'), { target: { value: '#12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Atualizar' }));
    expect(await screen.findByText('Este campo é obrigatório')).toBeTruthy();
    expect(screen.getByText('Informe uma cor com # e 3 ou 6 dígitos hexadecimais (ex.: #1E3A8A)')).toBeTruthy();
    expect(field('Cor alternativa').getAttribute('aria-invalid')).toBe('true');
    expect(calls.patch).not.toHaveBeenCalled();
    fireEvent.change(field('Cor alternativa'), { target: { value: '#0EA5E9' } });
    fireEvent.change(field('Cor principal'), { target: { value: '#123' } });
    calls.patch.mockResolvedValue({ primaryColor: '#123', secondaryColor: '#F59E0B', thirdColor: '#0EA5E9' });
    fireEvent.click(screen.getByRole('button', { name: 'Atualizar' }));
    await waitFor(() => expect(calls.patch).toHaveBeenCalledWith('/business/preferences', { primaryColor: '#123', secondaryColor: '#F59E0B', thirdColor: '#0EA5E9', updatedAt: BUSINESS.updatedAt }));
  });
});

describe('sales theme', () => {
  it("says 'Carregando tema...' while loading and the spec's error when it cannot load", async () => {
    calls.salesTheme = { data: undefined, isError: false, isPending: true };
    const { unmount } = renderAt('/my-company/sales-theme', <SalesThemePage />);
    expect(screen.getByText('Carregando tema...')).toBeTruthy();
    unmount();
    calls.salesTheme = { data: undefined, isError: true, isPending: false };
    renderAt('/my-company/sales-theme', <SalesThemePage />);
    expect(screen.getByRole('alert').textContent).toContain('Algo deu errado ao tentar buscar tema');
  });
});

describe('card theme', () => {
  it("previews the layout chosen at once and says 'Não foi possível atualizar o tema do cartão' when the save fails", async () => {
    calls.cardTheme = { data: CARD_THEME_DEFAULTS, isError: false, isPending: false };
    const { container } = renderAt('/my-company/card-theme', <CardThemePage />);
    await waitFor(() => expect(container.querySelector('article')?.getAttribute('data-layout')).toBe('layout_1'));
    fireEvent.click(screen.getByRole('radio', { name: /Layout 5/ }));
    expect(container.querySelector('article')?.getAttribute('data-layout')).toBe('layout_5');
    calls.patch.mockRejectedValue(new Error(''));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Não foi possível atualizar o tema do cartão')).toBeTruthy();
    expect(calls.patch).toHaveBeenCalledWith(`/event-card-theme/${BUSINESS.id}`, expect.objectContaining({ cardLayout: 'layout_5' }));
  });
});
