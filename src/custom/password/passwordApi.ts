/**
 * The public calls of the password pages (docs/api-contract.md, Session): no login; the reset
 * sends the link's own token as its bearer. Injected by context so component tests answer them.
 */
import { createContext, useContext } from 'react';
import { httpClient, type HttpClient } from '../../dataProvider/httpClient';

export function createPasswordApi(http: HttpClient) {
  return {
    /** Asks for a link by e-mail; answers the server's neutral message. */
    requestLink: async (email: string) =>
      (await http<{ message: string }>('/accounts/forgot-password', { method: 'POST', body: { email }, auth: false })).json,
    /** Sets the new password with the link's token; answers the server's message. */
    reset: async (token: string, password: string) =>
      (await http<{ message: string }>('/accounts/forgot-password/reset-password', { method: 'POST', body: { password }, auth: false, bearer: token })).json,
  };
}

export type PasswordApi = ReturnType<typeof createPasswordApi>;

export const PasswordApiContext = createContext<PasswordApi>(createPasswordApi(httpClient));
export const usePasswordApi = () => useContext(PasswordApiContext);

/** Where the link's token is: the fragment `#token=...` (never sent to a server, so never in its logs). */
export const tokenOfHash = (hash: string) => new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
