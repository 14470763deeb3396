/**
 * Starts the product the way `npm start` does on a free port with a fresh data folder and hands
 * its URL to the browser tests. Access tokens live 8 s there, so a test can watch one expire.
 */
import type { TestProject } from 'vitest/node';
import { spawnServer } from '../../scripts/spawnServer';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await spawnServer({ ACCESS_TOKEN_TTL_SECONDS: '8' });
  project.provide('baseURL', server.url);
  return () => server.stop();
}
