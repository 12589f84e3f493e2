import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '@/config';
import { OTP_MAX_PER_PHONE_PER_HOUR } from '@/domain/auth/otp';
import { authServiceApp } from '@/http/auth-service/app';
import { settleForwardedFor } from '@/http/client-address.mjs';
import { newPhone } from './auth-helpers';
import { withEnv } from './env';
import { useTestDb } from './test-db';

// Through a real HTTP server, as scripts/server.mjs and src/http/standalone.ts run the app: the
// per-address limit of code sends must hold however the caller fills X-Forwarded-For.
let server: Server;
let url: string;
beforeAll(async () => {
  await useTestDb();
  const listener = getRequestListener(authServiceApp.fetch);
  server = createServer((req, res) => {
    settleForwardedFor(req, config().trustedProxies);
    void listener(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A body without Content-Length (chunked), which the body limit reads and counts itself. */
const streamed = (text: string) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      controller.close();
    },
  });

const sendCode = (forwardedFor: string, chunked = false) => {
  const json = JSON.stringify({ MobileNumber: newPhone() });
  return fetch(`${url}/api/amanauth/send_otp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: chunked ? streamed(json) : json,
    duplex: 'half',
  } as RequestInit);
};

/** Sends codes to fresh numbers until one is refused; the number sent. */
async function sendsUntilRefused(forwardedFor: () => string, cap: number, chunked = false): Promise<number> {
  for (let sent = 0; sent <= cap; sent++) {
    const res = await sendCode(forwardedFor(), chunked);
    if (res.status === 429) return sent;
    expect(res.status).toBe(200);
  }
  return cap + 1;
}

const forged = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}`;

describe('per-address limits behind X-Forwarded-For', () => {
  it('count the socket address when no proxy is trusted: a forged header changes nothing', async () => {
    // a cap above the per-phone one, small enough to reach quickly
    const cap = OTP_MAX_PER_PHONE_PER_HOUR + 1;
    await withEnv({ OTP_MAX_PER_IP_PER_HOUR: String(cap), TRUSTED_PROXIES: undefined }, async () => {
      expect(await sendsUntilRefused(forged, cap)).toBe(cap);
    });
  });

  it('count the hop a trusted proxy saw, not the ones the client wrote before it', async () => {
    const cap = OTP_MAX_PER_PHONE_PER_HOUR + 1;
    await withEnv({ OTP_MAX_PER_IP_PER_HOUR: String(cap), TRUSTED_PROXIES: 'loopback' }, async () => {
      expect(await sendsUntilRefused(() => `${forged()}, 203.0.113.77`, cap)).toBe(cap);
      // another client behind the same proxy is not affected
      expect((await sendCode('203.0.113.78')).status).toBe(200);
    });
  });

  it('hold for chunked bodies too, which the body limit reads before the route', async () => {
    const cap = OTP_MAX_PER_PHONE_PER_HOUR + 1;
    await withEnv({ OTP_MAX_PER_IP_PER_HOUR: String(cap), TRUSTED_PROXIES: 'loopback' }, async () => {
      expect(await sendsUntilRefused(() => `${forged()}, 203.0.113.90`, cap, true)).toBe(cap);
    });
  });
});
