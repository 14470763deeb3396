/**
 * Starts the product the way `npm start` does on a free port with a fresh data folder and hands
 * its URL to the browser tests. Access tokens live 8 s there, so a test can watch one expire.
 * Refunds go to a payment-gateway stand-in on loopback (./gatewayStub.ts), never to the real ones.
 */
import type { TestProject } from 'vitest/node';
import { spawnServer } from '../../scripts/spawnServer';
import { startGatewayStub } from './gatewayStub';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    gatewayURL: string;
  }
}

export default async function setup(project: TestProject) {
  const gateway = await startGatewayStub();
  const server = await spawnServer({ ACCESS_TOKEN_TTL_SECONDS: '8', MERCADOPAGO_API_URL: gateway.url, PAGSEGURO_API_URL: gateway.url });
  project.provide('baseURL', server.url);
  project.provide('gatewayURL', gateway.url);
  return async () => {
    await server.stop();
    await gateway.close();
  };
}
