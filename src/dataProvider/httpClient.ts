/**
 * The one way the browser talks to the API: bearer token, JSON, pt-BR errors as HttpError.
 * On a 401 it refreshes once per request; concurrent 401s share one in-flight refresh
 * (the server accepts each refresh token once, so two refreshes would log the user out).
 * The refresh token is an HttpOnly cookie: after a reload (no access token in memory) the
 * first call refreshes before it is sent.
 */
import type { HttpError } from 'ra-core';
import { apiUrl } from './apiUrl';
import { toHttpError } from './httpError';
import { shellI18nProvider } from '../i18n/shellI18nProvider';
import { clearTokens, getAccessToken, hasSession, saveTokens, type TokenPair } from '../authProvider/tokens';
import { noteRead } from '../realtime/missed';

/** What a refresh by the cookie answers: the access token, and the profile when asked for. */
type Refreshed = TokenPair & { profile?: unknown };

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface RequestOptions {
  method?: string;
  body?: unknown;
  query?: Record<string, unknown>;
  /** false for public calls (login, preferences): no bearer, no refresh. */
  auth?: boolean;
  /** A token of its own for a public call (a password reset link's): sent as the bearer, never refreshed. */
  bearer?: string;
  /** Sends and receives the refresh cookie (login, logout), with the header the server asks of cookie calls (CSRF). */
  cookie?: boolean;
}

export interface HttpResponse<T> {
  status: number;
  json: T;
}

export type HttpClient = <T = unknown>(path: string, options?: RequestOptions) => Promise<HttpResponse<T>>;

/** The app's client also renews the access token on demand (the realtime socket, at its token's expiry). */
export type SessionHttpClient = HttpClient & {
  renew(): Promise<string>;
  /**
   * After a reload (no access token in memory, a session in this browser): the refresh that
   * brings the token brings the profile along, one round trip instead of two before the first
   * page. undefined when a token is in memory or a refresh without the profile was under way.
   */
  resumeWithProfile<P>(): Promise<P | undefined>;
  /** A call whose body the caller reads as it arrives (a file download), with the same session and errors. */
  stream(path: string, options?: RequestOptions): Promise<Response>;
};

/** The header without which the server refuses a call authenticated by the refresh cookie. */
export const CSRF_HEADERS = { 'X-Requested-With': 'fetch' } as const;

export function queryString(query: Record<string, unknown> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

// Fallback texts when the server sent none (the first page's part of the catalogue has them).
const fallback = (key: string) => () => shellI18nProvider.translate(key);
const SESSION_EXPIRED = fallback('server.errors.unauthorized');
const SOMETHING_WRONG = fallback('app.toast.queryError');
const NO_CONNECTION = fallback('app.toast.noConnection');

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return { message: text };
  }
}

/** fetch rejects (in the browser's language) when no answer came: status 0, our own text. */
const offline = (): never => {
  throw toHttpError(0, null, NO_CONNECTION());
};

export function createHttpClient(fetchImpl: FetchLike = (...args) => globalThis.fetch(...args)): SessionHttpClient {
  let refreshing: Promise<Refreshed> | null = null;

  /** One refresh, by the cookie, for every request that met a 401 meanwhile. */
  function refresh(withProfile = false): Promise<Refreshed> {
    refreshing ??= (async () => {
      if (!hasSession()) throw toHttpError(401, null, SESSION_EXPIRED());
      const response = await fetchImpl(apiUrl('/accounts/token/refresh') + (withProfile ? '?include=profile' : ''), {
        method: 'POST',
        headers: { Accept: 'application/json', ...CSRF_HEADERS },
        credentials: 'include',
      }).catch(offline);
      const body = await readBody(response);
      if (!response.ok) throw toHttpError(401, body, SESSION_EXPIRED());
      const pair = body as Refreshed;
      saveTokens(pair);
      return pair;
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  /**
   * A new access token. Only a refused refresh ends the session; a dropped connection keeps it
   * (the server honours a just-used refresh token again for a short while).
   */
  async function renewed(withProfile = false): Promise<Refreshed> {
    try {
      return await refresh(withProfile);
    } catch (error) {
      if ((error as HttpError).status === 401) clearTokens();
      throw error;
    }
  }

  const renew = async () => (await renewed()).accessToken;

  async function resumeWithProfile<P>(): Promise<P | undefined> {
    if (getAccessToken() || !hasSession()) return undefined;
    return (await renewed(true)).profile as P | undefined;
  }

  function send(path: string, options: RequestOptions, token: string | undefined) {
    const headers: Record<string, string> = { Accept: 'application/json', ...(options.cookie ? CSRF_HEADERS : {}) };
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    const bearer = options.auth === false ? options.bearer : token;
    if (bearer) headers.Authorization = `Bearer ${bearer}`;
    // A read whose answer no socket may have followed (src/realtime/missed.ts).
    if ((options.method ?? 'GET') === 'GET') noteRead();
    return fetchImpl(apiUrl(path) + queryString(options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      ...(options.cookie ? { credentials: 'include' as const } : {}),
    }).catch(offline);
  }

  /** The answer of a call, once it is a success (else an HttpError with the server's message); its body unread. */
  async function respond(path: string, options: RequestOptions = {}): Promise<Response> {
    const authed = options.auth !== false;
    // After a reload the token is not in memory yet: the refresh cookie brings one first.
    const used = authed && !getAccessToken() && hasSession() ? await renew() : getAccessToken();
    let response = await send(path, options, used);
    if (response.status === 401 && authed) {
      // A refresh that ended while this request was in flight already gave a new token.
      const current = getAccessToken();
      const accessToken = current && current !== used ? current : await renew();
      response = await send(path, options, accessToken);
      if (response.status === 401) {
        // Already replayed once: the session is gone.
        clearTokens();
        throw toHttpError(401, await readBody(response), SESSION_EXPIRED());
      }
    }
    if (!response.ok) throw toHttpError(response.status, await readBody(response), SOMETHING_WRONG());
    return response;
  }

  async function request<T>(path: string, options: RequestOptions = {}): Promise<HttpResponse<T>> {
    const response = await respond(path, options);
    return { status: response.status, json: (await readBody(response)) as T };
  }

  return Object.assign(request, { renew, resumeWithProfile, stream: respond });
}

/** The app's client, over the browser's fetch. */
export const httpClient = createHttpClient();
