import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAuthProvider } from '../../src/authProvider/authProvider';
import { switchBusiness } from '../../src/authProvider/switchBusiness';
import { BUSINESS_SWITCH_KEY, clearTokens, getAccessToken, hasSession, isHandingOver, onBusinessSwitched, saveTokens, setHandingOver } from '../../src/authProvider/tokens';
import { createHttpClient, type FetchLike } from '../../src/dataProvider/httpClient';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const EXPIRED = { message: 'Sessão inválida. Faça login novamente.' };

/**
 * The server ends the old business's session as it answers the switch: a request of the old
 * page still in flight meets a 401 and its refresh is refused. That must not log out the new
 * session the switch's answer carries (a race that sent the user to the login, 1 run in many).
 */
function setup(switchAnswer: () => Response) {
  let answerSwitch!: () => void;
  const switched = new Promise<void>((resolve) => (answerSwitch = resolve));
  const fetch = vi.fn<FetchLike>(async (url) => {
    if (url === '/api/accounts/switch-business') {
      await switched;
      return switchAnswer();
    }
    if (url === '/api/accounts/logout') return new Response(null, { status: 204 });
    return json(401, EXPIRED); // the old session: every call and its refresh are refused
  });
  const http = createHttpClient(fetch);
  return { fetch, http, auth: createAuthProvider(http), answerSwitch };
}

afterEach(() => {
  setHandingOver(false);
  clearTokens();
});

describe('switching business', () => {
  it("a 401 of the old business's session during the switch keeps the new session and calls no logout", async () => {
    saveTokens({ accessToken: 'old' });
    const { fetch, http, auth, answerSwitch } = setup(() => json(200, { accessToken: 'new' }));
    const go = vi.fn();
    const switching = switchBusiness('b2', { http, go });

    // The old dashboard's refetch, mid-switch: refused, and react-admin asks the provider what to do.
    const late = await http('/dashboard/figures').catch((error: { status: number }) => error);
    expect(late).toMatchObject({ status: 401 });
    await expect(auth.checkError(late)).resolves.toBeUndefined();
    await expect(auth.logout()).resolves.toBe(false);
    expect(hasSession()).toBe(true);

    answerSwitch();
    await switching;
    expect(getAccessToken()).toBe('new');
    expect(hasSession()).toBe(true);
    expect(go).toHaveBeenCalledWith('/dashboard');
    expect(fetch.mock.calls.map(([url]) => url)).not.toContain('/api/accounts/logout');
  });

  it('a refused switch leaves the tab as it was: a later 401 ends the session as usual', async () => {
    saveTokens({ accessToken: 'old' });
    const { http, auth, answerSwitch } = setup(() => json(404, { message: 'Registro não encontrado.' }));
    const go = vi.fn();
    const switching = switchBusiness('b3', { http, go });
    answerSwitch();
    await expect(switching).rejects.toMatchObject({ status: 404 });
    expect(go).not.toHaveBeenCalled();
    await expect(auth.checkError({ status: 401 })).rejects.toMatchObject({ logoutUser: true });
    expect(hasSession()).toBe(false);
  });

  it("tells the other tabs: they hand over while it runs, then forget the old business's token and start again", async () => {
    saveTokens({ accessToken: 'old' });
    localStorage.removeItem(BUSINESS_SWITCH_KEY);
    const phases: unknown[] = [];
    const { http, answerSwitch } = setup(() => json(200, { accessToken: 'new' }));
    const switching = switchBusiness('b2', { http, go: vi.fn() });
    phases.push(JSON.parse(localStorage.getItem(BUSINESS_SWITCH_KEY)!));
    answerSwitch();
    await switching;
    phases.push(JSON.parse(localStorage.getItem(BUSINESS_SWITCH_KEY)!));
    expect(phases).toMatchObject([
      { businessId: 'b2', phase: 'start' },
      { businessId: 'b2', phase: 'done' },
    ]);

    // Another tab of the same browser hears it through the storage event.
    setHandingOver(false);
    saveTokens({ accessToken: 'other-tab' });
    const follow = vi.fn();
    const stop = onBusinessSwitched(follow);
    const hear = (phase: string) =>
      window.dispatchEvent(new StorageEvent('storage', { key: BUSINESS_SWITCH_KEY, newValue: JSON.stringify({ businessId: 'b2', phase, at: Date.now() }) }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'bilheteria.session', newValue: '1' }));
    hear('start');
    // Its calls meet the old session's 401s meanwhile: they must not clear the flag the new session shares.
    expect(isHandingOver()).toBe(true);
    clearTokens();
    expect(hasSession()).toBe(true);
    expect(follow).not.toHaveBeenCalled();
    hear('done');
    expect(follow).toHaveBeenCalledTimes(1);
    expect(getAccessToken()).toBeUndefined();
    stop();
  });

  it('a refused switch gives the other tabs back their session as it was', async () => {
    saveTokens({ accessToken: 'old' });
    const refused = setup(() => json(404, { message: 'Registro não encontrado.' }));
    const attempt = switchBusiness('b3', { http: refused.http, go: vi.fn() });
    refused.answerSwitch();
    await expect(attempt).rejects.toMatchObject({ status: 404 });
    expect(JSON.parse(localStorage.getItem(BUSINESS_SWITCH_KEY)!)).toMatchObject({ businessId: 'b3', phase: 'refused' });

    const follow = vi.fn();
    const stop = onBusinessSwitched(follow);
    const hear = (phase: string) =>
      window.dispatchEvent(new StorageEvent('storage', { key: BUSINESS_SWITCH_KEY, newValue: JSON.stringify({ businessId: 'b3', phase, at: Date.now() }) }));
    hear('start');
    expect(isHandingOver()).toBe(true);
    hear('refused');
    expect(isHandingOver()).toBe(false);
    expect(follow).not.toHaveBeenCalled();
    expect(getAccessToken()).toBe('old');
    stop();
  });
});
