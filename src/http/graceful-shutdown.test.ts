import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeGracefully } from './graceful-shutdown.mjs';

let server: Server | undefined;
afterEach(() => server?.closeAllConnections());

/** A server whose /slow answers only when `finish()` is called. */
async function serverWithSlowRequest() {
  let finish!: () => void;
  const released = new Promise<void>((resolve) => (finish = resolve));
  let started!: () => void;
  const inFlight = new Promise<void>((resolve) => (started = resolve));
  server = createServer((req, res) => {
    if (req.url !== '/slow') return res.end('fast');
    started();
    void released.then(() => res.end('slow done'));
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, finish, inFlight, server };
}

describe('closeGracefully', () => {
  it('lets the request in flight finish, takes no new one, then runs the app shutdown', async () => {
    const { url, finish, inFlight, server } = await serverWithSlowRequest();
    const slow = fetch(`${url}/slow`).then((r) => r.text());
    await inFlight;
    const afterHttp = vi.fn();
    const closing = closeGracefully(server, { afterHttp });
    await expect(fetch(`${url}/`)).rejects.toThrow();
    expect(afterHttp).not.toHaveBeenCalled();
    finish();
    expect(await slow).toBe('slow done');
    await closing;
    expect(afterHttp).toHaveBeenCalledOnce();
  });

  it('cuts a request that outlives the grace period', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval'] });
    try {
      const { url, inFlight, server } = await serverWithSlowRequest();
      const slow = fetch(`${url}/slow`).then(
        () => 'answered',
        () => 'cut',
      );
      await inFlight;
      const closing = closeGracefully(server, { graceMs: 5_000 });
      await vi.advanceTimersByTimeAsync(5_000);
      await closing;
      expect(await slow).toBe('cut');
    } finally {
      vi.useRealTimers();
    }
  });
});
