import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { saveTokens, clearTokens, getAccessToken, onSessionEnded, setHandingOver } from '../../src/authProvider/tokens';
import { onRealtimeChange, renewalDelayMs, startRealtime } from '../../src/realtime/socket';
import { noteRead, resetMissed } from '../../src/realtime/missed';
import { afterFirstScreen } from '../../src/framework/afterFirstScreen';

type Handler = (...args: unknown[]) => void;
interface FakeSocket {
  token: () => unknown;
  handlers: Record<string, Handler>;
  connected: boolean;
  emit: ReturnType<typeof vi.fn>;
  disconnect: ReturnType<typeof vi.fn>;
}
const sockets: FakeSocket[] = [];

vi.mock('socket.io-client', () => ({
  io: (options: { auth: (cb: (data: { token: string }) => void) => void }) => {
    const socket: FakeSocket & { on: (name: string, h: Handler) => void } = {
      // socket.io calls auth at each (re)connection.
      token: () => {
        let data: { token?: string } = {};
        options.auth((d) => (data = d));
        return data.token;
      },
      handlers: {},
      connected: false,
      emit: vi.fn(),
      disconnect: vi.fn(),
      on: (name, h) => (socket.handlers[name] = h),
    };
    sockets.push(socket);
    return socket;
  },
}));

/** Every socket a test started is stopped after it, even when the test failed half way. */
const running: Array<() => void> = [];
afterEach(() => {
  for (const stop of running.splice(0)) stop();
});
const start = (...args: Parameters<typeof startRealtime>) => {
  const stop = startRealtime(...args);
  running.push(stop);
  return stop;
};

const connected = (s: FakeSocket) => {
  s.token();
  s.connected = true;
  s.handlers.connect?.();
};

describe('realtime', () => {
  it('connects with the token, refreshes lists of a changed resource, re-authenticates after a refresh', async () => {
    saveTokens({ accessToken: 'a1' });
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const renew = vi.fn(async () => undefined);
    const stop = start(queryClient, renew);
    await waitFor(() => expect(sockets).toHaveLength(1));
    expect(sockets[0].token()).toBe('a1');
    connected(sockets[0]);

    sockets[0].handlers.change({ resource: 'producers', id: 'p1', action: 'updated' });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['producers'] });

    // A refresh: the same socket sends the new token, so the server keeps it past the old expiry.
    saveTokens({ accessToken: 'a2' });
    expect(sockets[0].emit).toHaveBeenCalledWith('auth', 'a2');
    expect(sockets).toHaveLength(1);
    // A reconnection after a network drop uses the current token.
    expect(sockets[0].token()).toBe('a2');

    // The server dropped it (the token expired while the tab was idle): a refresh brings a new socket.
    sockets[0].handlers.disconnect('io server disconnect');
    expect(renew).toHaveBeenCalledTimes(1);
    saveTokens({ accessToken: 'a3' });
    await waitFor(() => expect(sockets).toHaveLength(2));
    expect(sockets[1].token()).toBe('a3');

    clearTokens(); // logout
    expect(sockets[1].disconnect).toHaveBeenCalled();
    stop();
  });

  it('a refresh during the handshake is sent once connected', async () => {
    sockets.length = 0;
    saveTokens({ accessToken: 'b1' });
    const stop = start(new QueryClient(), async () => undefined);
    await waitFor(() => expect(sockets).toHaveLength(1));
    sockets[0].token(); // handshake with b1...
    saveTokens({ accessToken: 'b2' }); // ...while the page refreshes
    expect(sockets).toHaveLength(1);
    sockets[0].connected = true;
    sockets[0].handlers.connect();
    expect(sockets[0].emit).toHaveBeenCalledWith('auth', 'b2');
    stop();
  });

  it('renews a little before the token expires, so the socket is re-authenticated without a gap', async () => {
    const jwt = (life: number) => `h.${btoa(JSON.stringify({ iat: 1_000, exp: 1_000 + life })).replace(/=+$/, '')}.s`;
    // Counted from the end of the second it was issued in (iat is a whole second, the signing may be up to 1 s later).
    expect(renewalDelayMs(jwt(15 * 60))).toBe((15 * 60 - 1 - 60) * 1000); // a minute before
    expect(renewalDelayMs(jwt(10))).toBe(7_200); // a fifth of a short life
    expect(renewalDelayMs('not-a-jwt')).toBeUndefined();

    sockets.length = 0;
    saveTokens({ accessToken: jwt(3) }); // renewed after 1 s
    const renew = vi.fn(async () => undefined);
    const stop = start(new QueryClient(), renew);
    await waitFor(() => expect(sockets).toHaveLength(1));
    expect(renew).not.toHaveBeenCalled();
    await waitFor(() => expect(renew).toHaveBeenCalledTimes(1), { timeout: 3000 });
    stop();
  });

  it('a socket dropped because its session was revoked elsewhere ends the session in this tab', async () => {
    sockets.length = 0;
    saveTokens({ accessToken: 'c1' });
    const ended = vi.fn();
    const unsubscribe = onSessionEnded(ended);
    const refused = Object.assign(new Error('Sessão inválida. Faça login novamente.'), { status: 401 });
    const stop = start(new QueryClient(), async () => Promise.reject(refused));
    await waitFor(() => expect(sockets).toHaveLength(1));
    connected(sockets[0]);
    sockets[0].handlers.disconnect('io server disconnect');
    await waitFor(() => expect(ended).toHaveBeenCalledTimes(1));
    expect(getAccessToken()).toBeUndefined();
    unsubscribe();
    stop();
  });

  it('a socket the server drops while the tab switches business neither renews nor ends the session', async () => {
    sockets.length = 0;
    saveTokens({ accessToken: 'd1' });
    const ended = vi.fn();
    const unsubscribe = onSessionEnded(ended);
    const renew = vi.fn(async () => undefined);
    const stop = start(new QueryClient(), renew);
    await waitFor(() => expect(sockets).toHaveLength(1));
    connected(sockets[0]);
    setHandingOver(true);
    try {
      sockets[0].handlers.disconnect('io server disconnect');
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(renew).not.toHaveBeenCalled();
      expect(ended).not.toHaveBeenCalled();
      expect(getAccessToken()).toBe('d1');
    } finally {
      setHandingOver(false);
      unsubscribe();
      stop();
    }
  });

  describe('changes made before the socket joined, or while it was away', () => {
    type Ack = (answer: unknown) => void;
    const missedAsk = (s: FakeSocket) => {
      const call = s.emit.mock.calls.find((c) => c[0] === 'missed');
      return call ? { ms: call[1] as number, ack: call[2] as Ack } : undefined;
    };

    it('asks what changed since the first read and refreshes those resources, as their changes would have', async () => {
      resetMissed();
      sockets.length = 0;
      saveTokens({ accessToken: 'e1' });
      const queryClient = new QueryClient();
      const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
      const heard = vi.fn();
      const unlisten = onRealtimeChange(heard);
      const stop = start(queryClient, async () => undefined);
      noteRead(Date.now() - 300); // the page read its list 300 ms ago, before its socket joined
      await waitFor(() => expect(sockets).toHaveLength(1));
      connected(sockets[0]);
      const ask = missedAsk(sockets[0])!;
      expect(ask.ms).toBeGreaterThanOrEqual(300);
      const sale = { resource: 'orders', id: 'o1', action: 'created' };
      ask.ack({ changes: [sale] });
      expect(invalidate).toHaveBeenCalledWith({ queryKey: ['orders'] });
      expect(heard).toHaveBeenCalledWith(sale);
      unlisten();
      stop();
    });

    it('asks nothing when every read was made while the socket listened', async () => {
      resetMissed();
      sockets.length = 0;
      saveTokens({ accessToken: 'f1' });
      const stop = start(new QueryClient(), async () => undefined);
      await waitFor(() => expect(sockets).toHaveLength(1));
      connected(sockets[0]);
      noteRead();
      expect(missedAsk(sockets[0])).toBeUndefined();
      stop();
    });

    it('after a drop asks from the moment it dropped, and reloads everything shown when the server no longer knows', async () => {
      resetMissed();
      sockets.length = 0;
      saveTokens({ accessToken: 'g1' });
      const queryClient = new QueryClient();
      const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
      const stop = start(queryClient, async () => undefined);
      await waitFor(() => expect(sockets).toHaveLength(1));
      connected(sockets[0]);
      sockets[0].handlers.disconnect('transport close'); // the network went away
      const afterDrop = Date.now();
      await new Promise((resolve) => setTimeout(resolve, 50));
      sockets[0].emit.mockClear();
      // A timer of 50 ms may end 49 ms later by Date.now: what counts is the time it was away.
      const away = Date.now() - afterDrop;
      connected(sockets[0]); // socket.io reconnected it
      const ask = missedAsk(sockets[0])!;
      expect(away).toBeGreaterThan(40);
      expect(ask.ms).toBeGreaterThanOrEqual(away);
      ask.ack({ all: true });
      expect(invalidate).toHaveBeenCalledWith();
      stop();
    });

    it('a question left unanswered by a drop is asked again, from its first moment, on the way back', async () => {
      resetMissed();
      sockets.length = 0;
      saveTokens({ accessToken: 'h1' });
      const stop = start(new QueryClient(), async () => undefined);
      noteRead(Date.now() - 500);
      await waitFor(() => expect(sockets).toHaveLength(1));
      connected(sockets[0]);
      expect(missedAsk(sockets[0])!.ms).toBeGreaterThanOrEqual(500);
      sockets[0].handlers.disconnect('transport close');
      sockets[0].emit.mockClear();
      connected(sockets[0]);
      expect(missedAsk(sockets[0])!.ms).toBeGreaterThanOrEqual(500);
      stop();
    });
  });

  describe('after the first screen', () => {
    const pending = () => {
      let answer!: (value: string) => void;
      return { promise: new Promise<string>((resolve) => (answer = resolve)), answer };
    };

    it("loads the socket's code only once the page's reads have answered and its screen is drawn", async () => {
      sockets.length = 0;
      saveTokens({ accessToken: 'i1' });
      const queryClient = new QueryClient();
      const read = pending();
      void queryClient.fetchQuery({ queryKey: ['events'], queryFn: () => read.promise });
      const stop = start(queryClient, async () => undefined);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(sockets).toHaveLength(0);
      read.answer('the list');
      await waitFor(() => expect(sockets).toHaveLength(1));
      expect(sockets[0].token()).toBe('i1');
      stop();
    });

    it('waits for a read that a page starts once its first one has answered (a page read in steps)', async () => {
      const queryClient = new QueryClient();
      const head = pending();
      const rest = pending();
      void queryClient.fetchQuery({ queryKey: ['tree', 'head'], queryFn: () => head.promise });
      let done = false;
      void afterFirstScreen(queryClient).then(() => (done = true));
      // As the sales tree does: the render after the first answer asks for the rest, a task later,
      // when nothing is fetching for a moment.
      const stop = queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.query.queryKey[1] !== 'head' || event.query.state.status !== 'success') return;
        stop();
        setTimeout(() => void queryClient.fetchQuery({ queryKey: ['tree', 'rest'], queryFn: () => rest.promise }));
      });
      head.answer('first sectors');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(done).toBe(false);
      rest.answer('the other sectors');
      await waitFor(() => expect(done).toBe(true));
    });

    it('a page whose reads never settle still connects, at the cap', async () => {
      const queryClient = new QueryClient();
      void queryClient.fetchQuery({ queryKey: ['slow'], queryFn: () => pending().promise });
      const start = Date.now();
      await afterFirstScreen(queryClient, 200);
      expect(Date.now() - start).toBeGreaterThanOrEqual(190);
    });

    it('a logout while waiting opens no socket', async () => {
      sockets.length = 0;
      saveTokens({ accessToken: 'j1' });
      let drawn!: () => void;
      const stop = start(new QueryClient(), async () => undefined, new Promise<void>((resolve) => (drawn = resolve)));
      clearTokens();
      drawn();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(sockets).toHaveLength(0);
      stop();
    });
  });
});
