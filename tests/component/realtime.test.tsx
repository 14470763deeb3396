import { describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { saveTokens, clearTokens } from '../../src/authProvider/tokens';
import { startRealtime } from '../../src/realtime/socket';

type Handler = (event: unknown) => void;
const sockets: { options: { auth: { token: string } }; handlers: Record<string, Handler>; disconnect: ReturnType<typeof vi.fn> }[] = [];

vi.mock('socket.io-client', () => ({
  io: (options: { auth: { token: string } }) => {
    const socket = { options, handlers: {} as Record<string, Handler>, disconnect: vi.fn(), on: (name: string, h: Handler) => (socket.handlers[name] = h) };
    sockets.push(socket);
    return socket;
  },
}));

describe('realtime', () => {
  it('connects with the token, refreshes lists of a changed resource and reconnects after a refresh', async () => {
    saveTokens({ accessToken: 'a1', refreshToken: 'r1' });
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const stop = startRealtime(queryClient);
    await waitFor(() => expect(sockets).toHaveLength(1));
    expect(sockets[0].options.auth).toEqual({ token: 'a1' });

    sockets[0].handlers.change({ resource: 'producers', id: 'p1', action: 'updated' });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['producers'] });

    saveTokens({ accessToken: 'a2', refreshToken: 'r2' });
    await waitFor(() => expect(sockets).toHaveLength(2));
    expect(sockets[0].disconnect).toHaveBeenCalled();
    expect(sockets[1].options.auth).toEqual({ token: 'a2' });

    clearTokens(); // logout
    expect(sockets[1].disconnect).toHaveBeenCalled();
    stop();
  });
});
