/**
 * Postal-code lookup through our API (DESIGN.md section 6): a ViaCEP-compatible server at
 * CEP_API_URL, `GET {url}/{8 digits}/json/`, answering {cep, logradouro, complemento, bairro,
 * localidade, uf} or {erro: true}. Any authenticated user may look up (event and company forms).
 */
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { onlyDigits } from '../../src/shared/brazil';
import { ApiError, validationError } from '../errors';
import { schemas } from '../openapi';

export const DEFAULT_CEP_API_URL = 'https://viacep.com.br/ws';
export const CEP_TIMEOUT_MS = 5000;

export interface CepOptions {
  baseUrl: string;
  timeoutMs: number;
}

export interface Address {
  zipCode: string;
  street: string;
  complement: string;
  neighborhood: string;
  city: string;
  state: string;
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const unavailable = () => new ApiError(502, '@CEP_UNAVAILABLE', 'server.cep.unavailable');

export async function lookupCep(zip: string, { baseUrl, timeoutMs }: CepOptions): Promise<Address> {
  let body: Record<string, unknown>;
  try {
    const res = await fetch(`${baseUrl.replace(/\/+$/, '')}/${zip}/json/`, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
    // ViaCEP answers 400 for a malformed code; ours is checked first, so a 400 means "no such code" too.
    if (res.status === 404 || res.status === 400) throw new ApiError(404, '@NOT_FOUND', 'server.cep.notFound');
    if (!res.ok) throw unavailable();
    body = (await res.json()) as Record<string, unknown>;
  } catch (err) {
    if (err instanceof ApiError) throw err;
    throw unavailable(); // timeout, refused connection, bad JSON
  }
  if (typeof body !== 'object' || body === null) throw unavailable();
  // ViaCEP says {"erro": true} (older versions: "true") for an unknown code.
  if (body.erro === true || body.erro === 'true') throw new ApiError(404, '@NOT_FOUND', 'server.cep.notFound');
  const found = onlyDigits(body.cep);
  if (found.length !== 8) throw unavailable();
  return {
    zipCode: found,
    street: text(body.logradouro),
    complement: text(body.complemento),
    neighborhood: text(body.bairro),
    city: text(body.localidade),
    state: text(body.uf).toUpperCase(),
  };
}

export function registerCepRoutes(app: FastifyInstance, authenticate: preHandlerAsyncHookHandler, options: CepOptions): void {
  app.get(
    '/api/cep/:zipCode',
    {
      preHandler: authenticate,
      schema: {
        tags: ['cep'],
        params: { type: 'object', properties: { zipCode: { type: 'string', description: '8 digits, mask accepted' } } },
        response: {
          200: {
            type: 'object',
            properties: Object.fromEntries(['zipCode', 'street', 'complement', 'neighborhood', 'city', 'state'].map((k) => [k, { type: 'string' }])),
          },
          400: schemas.error,
          401: schemas.error,
          404: schemas.error,
          502: schemas.error,
        },
      },
    },
    async (request) => {
      const raw = (request.params as { zipCode: string }).zipCode;
      const zip = onlyDigits(raw);
      if (!/^[\d.\s-]+$/.test(raw) || zip.length !== 8) throw validationError([{ field: 'zipCode', message: 'validation.zip' }]);
      return lookupCep(zip, options);
    },
  );
}
