/**
 * /dashboard (issue 13): skeletons in every widget's place until the figures arrive (never a zero
 * that is not one), the figures in R$ pt-BR and counts with separators, the spec's message with
 * 'Tentar novamente' when they fail, and only the widgets the user's codes show.
 */
import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HttpError, testDataProvider } from 'react-admin';
import { renderApp, USERS } from './fixtures';
import type { DashboardAnswer } from '../../src/shared/dashboard/widgets';
import type { DashboardQuery } from '../../src/dataProvider/dashboardCalls';

const ANSWER: DashboardAnswer = {
  period: { code: 'monthly', startAt: '2026-11-01', endAt: '2026-11-24' },
  widgets: [
    { key: 'revenueToday', type: '@MONEY', label: 'Faturamento hoje', value: 123456 },
    { key: 'revenue', type: '@MONEY', label: 'Faturamento no período', value: 0 },
    { key: 'ticketsSold', type: '@NUMBER', label: 'Ingressos vendidos', value: 3100 },
    { key: 'averageTicket', type: '@MONEY', label: 'Ticket médio', value: 24199 },
    { key: 'courtesiesIssued', type: '@NUMBER', label: 'Cortesias emitidas', value: 14 },
    { key: 'courtesiesRedeemed', type: '@NUMBER', label: 'Cortesias resgatadas', value: 4 },
    { key: 'checkinsToday', type: '@NUMBER', label: 'Entradas hoje', value: 0 },
    { key: 'topEvents', type: '@GRAPH', unit: '@MONEY', label: 'Eventos que mais venderam', series: [{ key: 'e1', label: 'Noite de Samba na Lapa', value: 7264600, count: 745 }] },
  ],
};

const valueOf = (key: string) => document.querySelector(`[data-widget="${key}"] [data-value]`)?.textContent;

function provider(dashboardReport: (q: DashboardQuery) => Promise<DashboardAnswer>) {
  return testDataProvider({ dashboardReport } as never);
}

describe('dashboard', () => {
  it('shows a skeleton in each widget until the figures arrive, then R$ pt-BR and counts', async () => {
    let answer: (a: DashboardAnswer) => void = () => undefined;
    const asked: DashboardQuery[] = [];
    render(renderApp('/dashboard', { dataProvider: provider((q) => (asked.push(q), new Promise((r) => (answer = r)))) }));
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('widget-skeleton')).toHaveLength(7));
    expect(screen.getAllByTestId('graph-skeleton')).toHaveLength(3);
    expect(screen.getByText('Faturamento hoje')).toBeInTheDocument();
    // No figure, not even a zero, before the answer.
    expect(document.querySelectorAll('[data-value]')).toHaveLength(0);
    expect(screen.queryByText('R$ 0,00')).toBeNull();
    expect(asked).toEqual([{ period: 'monthly', startAt: expect.stringMatching(/^\d{4}-\d{2}-01$/), endAt: expect.any(String) }]);
    act(() => answer(ANSWER));
    await waitFor(() => expect(valueOf('revenueToday')).toBe('R$ 1.234,56'));
    expect(valueOf('revenue')).toBe('R$ 0,00');
    expect(valueOf('ticketsSold')).toBe('3.100');
    expect(valueOf('averageTicket')).toBe('R$ 241,99');
    expect(screen.queryAllByTestId('widget-skeleton')).toHaveLength(0);
    expect(screen.getByText('Noite de Samba na Lapa')).toBeInTheDocument();
    expect(screen.getByText('R$ 72.646,00')).toBeInTheDocument();
    expect(screen.getByText('745 ingressos')).toBeInTheDocument();
    expect(screen.getByText('01/11/2026 a 24/11/2026')).toBeInTheDocument();
  });

  it("says 'Ocorreu um erro ao carregar as informações do dashboard.' and loads again with Tentar novamente", async () => {
    let calls = 0;
    render(
      renderApp('/dashboard', {
        dataProvider: provider(async () => {
          calls += 1;
          if (calls === 1) throw new HttpError('Erro interno', 500, {});
          return ANSWER;
        }),
      }),
    );
    expect(await screen.findByText('Ocorreu um erro ao carregar as informações do dashboard.')).toBeInTheDocument();
    expect(document.querySelectorAll('[data-value]')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(valueOf('ticketsSold')).toBe('3.100'));
    expect(screen.queryByText('Ocorreu um erro ao carregar as informações do dashboard.')).toBeNull();
    expect(calls).toBe(2);
  });

  it('draws only the widgets the user may see: counts for event staff, nothing for the cashier', async () => {
    const counts = { ...ANSWER, widgets: ANSWER.widgets.filter((w) => ['ticketsSold', 'courtesiesIssued', 'courtesiesRedeemed', 'checkinsToday'].includes(w.key)) };
    const { unmount } = render(renderApp('/dashboard', { user: USERS.eventos, dataProvider: provider(async () => counts) }));
    await waitFor(() => expect(valueOf('ticketsSold')).toBe('3.100'));
    expect([...document.querySelectorAll('[data-widget]')].map((e) => e.getAttribute('data-widget'))).toEqual(['ticketsSold', 'courtesiesIssued', 'courtesiesRedeemed', 'checkinsToday']);
    expect(screen.queryByText('Faturamento hoje')).toBeNull();
    unmount();
    let asked = false;
    render(renderApp('/dashboard', { user: USERS.caixa, dataProvider: provider(async () => ((asked = true), ANSWER)) }));
    expect(await screen.findByText('Nenhuma informação disponível.')).toBeInTheDocument();
    expect(asked).toBe(false);
  });
});
