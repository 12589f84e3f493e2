import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

/**
 * For the tests of what the server in front of Next.js answers itself: an HTTP server for the
 * file, on which `handle` answers or calls its fallback, which answers status 299 and 'next' (what
 * Next.js would have answered). `get` sends a raw request: fetch would resolve `..` in the path and
 * ask for gzip by itself.
 */
export function inFrontOfNext(
  handle: (req: IncomingMessage, res: ServerResponse, fallback: () => unknown) => Promise<unknown>,
) {
  const server = http.createServer((req, res) => {
    void handle(req, res, () => {
      res.writeHead(299, { 'content-type': 'text/plain' });
      res.end('next');
    });
  });
  let origin = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  return function get(target: string, headers: Record<string, string> = {}, method = 'GET') {
    return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
      (resolve, reject) => {
        const req = http.request(`${origin}/`, { method, path: target, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        });
        req.on('error', reject);
        req.end();
      },
    );
  };
}
