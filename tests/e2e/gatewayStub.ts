/**
 * MercadoPago and PagBank stand-ins for the browser tests (the server refunds through them): one
 * HTTP server on loopback that approves every refund, unless a test has queued another answer with
 * `POST /__next {status, body}`. What it received is at `GET /__received`.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export async function startGatewayStub(): Promise<{ url: string; close: () => Promise<void> }> {
  const queue: { status: number; body: unknown }[] = [];
  const received: { method: string; path: string; body: string }[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const answer = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      if (req.url === '/__next' && req.method === 'POST') {
        queue.push(JSON.parse(body));
        return answer(204, null);
      }
      if (req.url === '/__received') return answer(200, received);
      received.push({ method: req.method ?? '', path: req.url ?? '', body });
      const next = queue.shift();
      if (next) return answer(next.status, next.body);
      // MercadoPago's refund, or PagBank's cancelled charge.
      return answer(201, req.url?.startsWith('/charges/') ? { id: 'CHAR_E2E', status: 'CANCELED' } : { id: 777000 + received.length, status: 'approved' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
