// `npm run dev`: the API on API_PORT (default 3001, restarted on change by tsx watch) and
// Vite on PORT (default 3000), which proxies /api and /socket.io to the API (vite.config.ts).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = process.env.API_PORT ?? '3001';

const children = [
  // Binaries run directly with node (not through npx), so a signal sent to this process
  // reaches them and nothing is left running.
  spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'watch', '--clear-screen=false', 'server/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    // The API does not serve dist/ in development: Vite serves the client.
    env: { ...process.env, PORT: apiPort, HOST: '127.0.0.1', STATIC_DIR: path.join(root, '.no-static') },
  }),
  spawn(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js')], { cwd: root, stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];

// When one side stops (Ctrl+C or a crash), stop the other and exit with its code.
let stopping = false;
const stop = (code = 0) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.on('exit', r)) : null))).then(() => process.exit(code));
  setTimeout(() => process.exit(code), 5000).unref();
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
