import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import { authServiceApp } from '@/http/auth-service/app';
import { restApp } from '@/http/rest/app';
import { resources } from '@/i18n/resources';
import { POST as nextAuthPost } from '@/app/api/auth/[...nextauth]/route';
import { NextRequest } from 'next/server';
import { bearer, registerCustomer } from './auth-helpers';
import { useTestDb } from './test-db';

const MB = 1024 * 1024;
let db: Db;
beforeAll(async () => {
  db = (await useTestDb()).db;
});

/**
 * A chunked body (no Content-Length) of `total` bytes in 64 KB chunks, counting what the server
 * pulled: a limit that stops reading early pulls little more than the limit.
 */
function chunked(total: number, fill = 0x20) {
  const chunk = new Uint8Array(64 * 1024).fill(fill);
  const stream = {
    pulled: 0,
    body: null as unknown as ReadableStream<Uint8Array>,
  };
  stream.body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (stream.pulled >= total) return controller.close();
      const part = chunk.subarray(0, Math.min(chunk.length, total - stream.pulled));
      stream.pulled += part.length;
      controller.enqueue(part);
    },
  });
  return stream;
}

type App = { request: (path: string, init: RequestInit) => Response | Promise<Response> };
async function send(app: App, path: string, init: RequestInit & { duplex?: 'half' }) {
  const res = await app.request(path, { method: 'POST', ...init });
  return { status: res.status, body: (await res.json()) as { message?: string; status?: string } };
}

const tooLarge = (locale: 'ar' | 'en', mb: string) =>
  resources[locale].errors.body_too_large.replace('{{mb}}', mb);

describe('request bodies over the limit', () => {
  it('answers 413 in the shopper language on a JSON route, by Content-Length before reading a byte', async () => {
    for (const locale of ['en', 'ar'] as const) {
      const stream = chunked(11 * MB);
      const refused = await send(restApp, `/rest/${locale}/V1/newsletter/subscribe`, {
        headers: { 'content-type': 'application/json', 'content-length': String(11 * MB) },
        body: stream.body,
        duplex: 'half',
      });
      expect(refused).toEqual({ status: 413, body: { message: tooLarge(locale, '1'), parameters: ['1'] } });
      expect(stream.pulled).toBeLessThanOrEqual(64 * 1024);
    }
  });

  it('answers 413 on a chunked JSON body as soon as it passes 1 MB, and takes one just under it', async () => {
    const stream = chunked(11 * MB);
    const refused = await send(restApp, '/rest/en/V1/newsletter/subscribe', {
      headers: { 'content-type': 'application/json' },
      body: stream.body,
      duplex: 'half',
    });
    expect(refused).toMatchObject({ status: 413, body: { message: tooLarge('en', '1') } });
    expect(stream.pulled).toBeLessThan(MB + 3 * 64 * 1024);

    // Valid JSON padded with spaces to just under the limit still reaches the route, read once.
    const json = JSON.stringify({ email: `limit-${Date.now()}@example.com` });
    const padded = new TextEncoder().encode(json + ' '.repeat(MB - json.length - 1));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(padded);
        controller.close();
      },
    });
    const taken = await send(restApp, '/rest/en/V1/newsletter/subscribe', {
      headers: { 'content-type': 'application/json' },
      body,
      duplex: 'half',
    });
    expect(taken).toMatchObject({ status: 200, body: { status: 'subscribed' } });
  });

  it('answers 413 on the auth service, with and without Content-Length', async () => {
    const declared = await send(authServiceApp, '/api/amanauth/login', {
      headers: {
        'content-type': 'application/json',
        'content-length': String(2 * MB),
        'accept-language': 'ar',
      },
      body: chunked(2 * MB).body,
      duplex: 'half',
    });
    expect(declared).toMatchObject({ status: 413, body: { message: tooLarge('ar', '1') } });
    const streamed = await send(authServiceApp, '/api/amanauth/login', {
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      body: chunked(2 * MB).body,
      duplex: 'half',
    });
    expect(streamed).toMatchObject({ status: 413, body: { message: tooLarge('en', '1') } });
  });

  it('answers 413 on next-auth’s own routes', async () => {
    const request = new NextRequest(
      new Request('http://localhost/api/auth/callback/credentials', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
        body: chunked(2 * MB).body,
        duplex: 'half',
      } as RequestInit),
    );
    const res = await nextAuthPost(request, {
      params: Promise.resolve({ nextauth: ['callback', 'credentials'] }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ message: tooLarge('en', '1') });
  });

  it('lets the refund upload carry four 5 MB photos, and refuses more before any parsing', async () => {
    const { token } = await registerCustomer(db);
    const limit = 4 * 5 * MB + 64 * 1024;
    const mb = String(Math.round((limit / MB) * 10) / 10);
    const multipart = { 'content-type': 'multipart/form-data; boundary=x', ...bearer(token) };
    // Four photos of just under 5 MB each get through the limit (to the order check: not theirs).
    const form = new FormData();
    form.append('reason', 'damaged');
    form.append('items', JSON.stringify([{ item_id: 1, qty: 1 }]));
    for (let n = 0; n < 4; n++) {
      form.append('photos', new Blob([new Uint8Array(5 * MB - 1024)], { type: 'image/png' }), `${n}.png`);
    }
    const four = await restApp.request('/rest/en/V1/orders/mine/1/refund', {
      method: 'POST',
      body: form,
      headers: bearer(token),
    });
    expect(four.status).toBe(404);
    // 50 MB declared: refused at once, whoever asks and whatever the order.
    const declared = await send(restApp, '/rest/en/V1/orders/mine/1/refund', {
      headers: { ...multipart, 'content-length': String(50 * MB) },
      body: chunked(50 * MB).body,
      duplex: 'half',
    });
    expect(declared).toMatchObject({ status: 413, body: { message: tooLarge('en', mb) } });
    const stream = chunked(50 * MB);
    const streamed = await send(restApp, '/rest/ar/V1/orders/mine/1/refund', {
      headers: multipart,
      body: stream.body,
      duplex: 'half',
    });
    expect(streamed).toMatchObject({ status: 413, body: { message: tooLarge('ar', mb) } });
    expect(stream.pulled).toBeLessThan(limit + 3 * 64 * 1024);
    // Without photos the refund form is JSON, and the JSON limit holds.
    const json = await send(restApp, '/rest/en/V1/orders/mine/1/refund', {
      headers: { 'content-type': 'application/json', ...bearer(token) },
      body: chunked(2 * MB).body,
      duplex: 'half',
    });
    expect(json).toMatchObject({ status: 413, body: { message: tooLarge('en', '1') } });
  });

  it('names the file’s own 5 MB limit on the one-document uploads, not the request’s', async () => {
    const { token } = await registerCustomer(db);
    for (const [path, locale] of [
      ['/rest/ar/V1/creditlimit/mine/documents', 'ar'],
      ['/rest/en/V1/sellers/application/documents', 'en'],
    ] as const) {
      const refused = await send(restApp, path, {
        headers: {
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(6 * MB),
          ...bearer(token),
        },
        body: chunked(6 * MB).body,
        duplex: 'half',
      });
      expect(refused, path).toMatchObject({
        status: 413,
        body: { message: resources[locale].errors.image_size },
      });
    }
  });
});
