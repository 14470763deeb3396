/**
 * Opening a page does not draw the whole admin again. react-admin checks the session (checkAuth)
 * as each page mounts, and its routes draw everything again on the check's new answer (about
 * 1,800 components on the event's sales page). While the session's token is in memory the check
 * can only pass, so it is not asked again; when the token is gone, a page checks as before.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Location } from 'react-router-dom';
import { USERS, fakeAuthProvider, renderApp } from './fixtures';

async function openFirstProducer() {
  const row = (await screen.findByText('Produtora 1')).closest('tr')!;
  fireEvent.click(within(row).getByRole('link', { name: 'Editar' }));
}

describe('the session check as pages open', () => {
  it('the edit page opened from the list does not check the session again while its token is in memory', async () => {
    const checkAuth = vi.fn(async () => undefined);
    render(renderApp('/producers', { authProvider: fakeAuthProvider(USERS.admin, { checkAuth, checkAuthNow: () => true }) }));
    await openFirstProducer();
    expect(await screen.findByDisplayValue('Produtora 1')).toBeInTheDocument();
    expect(checkAuth).toHaveBeenCalledTimes(1);
  });

  it('without the token, the page checks the session again, and a refused check leads to the login', async () => {
    let inMemory = true;
    const checkAuth = vi.fn(async () => {
      if (!inMemory) throw { redirectTo: '/auth/login', message: false };
    });
    let location: Location | undefined;
    render(renderApp('/producers', { authProvider: fakeAuthProvider(USERS.admin, { checkAuth, checkAuthNow: () => inMemory }), onLocation: (l) => (location = l) }));
    await screen.findByText('Produtora 1');
    inMemory = false;
    await openFirstProducer();
    await waitFor(() => expect(location?.pathname).toBe('/auth/login'));
    expect(checkAuth.mock.calls.length).toBeGreaterThan(1);
  });
});
