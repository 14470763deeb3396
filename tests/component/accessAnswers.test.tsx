import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { CoreAdminContext, useCanAccess, type AuthProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { answerAccessAtOnce, type AccessNow } from '../../src/authProvider/accessAnswers';

/** A page's button behind react-admin's access check; `seen` records the answer of every render. */
function AddSector({ seen }: { seen: unknown[] }) {
  const { canAccess } = useCanAccess({ action: 'edit', resource: 'sectors' });
  seen.push(canAccess);
  return canAccess ? <button type="button">Adicionar setor</button> : null;
}

function setup(now?: AccessNow, answer = true) {
  const canAccess = vi.fn(async () => answer);
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => undefined,
    canAccess,
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (now) answerAccessAtOnce(queryClient, now);
  const seen: unknown[] = [];
  const view = render(
    <CoreAdminContext authProvider={authProvider} queryClient={queryClient}>
      <AddSector seen={seen} />
    </CoreAdminContext>,
  );
  return { canAccess, queryClient, seen, view };
}

describe('access answered in the first render', () => {
  it('draws the button in the first render, without asking canAccess, when the answer is known', () => {
    const now = vi.fn<AccessNow>(() => true);
    const { canAccess, seen } = setup(now);
    expect(screen.getByRole('button', { name: 'Adicionar setor' })).toBeTruthy();
    expect(seen[0]).toBe(true);
    expect(now).toHaveBeenCalledWith({ action: 'edit', resource: 'sectors' });
    expect(canAccess).not.toHaveBeenCalled();
  });

  it('without it, react-admin answers one render later (what the page did before)', async () => {
    const { seen } = setup();
    expect(seen[0]).toBeUndefined();
    await screen.findByRole('button', { name: 'Adicionar setor' });
  });

  it('asks canAccess as before when the answer is not known yet (the profile still loading)', async () => {
    const { canAccess, seen } = setup(() => undefined);
    expect(seen[0]).toBeUndefined();
    await screen.findByRole('button', { name: 'Adicionar setor' });
    expect(canAccess).toHaveBeenCalledTimes(1);
  });

  it("refused at once stays refused; a role's change (the 'auth' queries invalidated) asks again and shows the new answer", async () => {
    const { canAccess, queryClient, seen } = setup(() => false, true);
    expect(seen[0]).toBe(false);
    expect(screen.queryByRole('button', { name: 'Adicionar setor' })).toBeNull();
    await act(() => queryClient.invalidateQueries({ queryKey: ['auth'] }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Adicionar setor' })).toBeTruthy());
    expect(canAccess).toHaveBeenCalledTimes(1);
  });
});
