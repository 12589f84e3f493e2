import NextAuth from 'next-auth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadConfig } from '@/config';
import { unauthorized } from '@/domain/auth/tokens';
import { logger } from '@/http/logger';
import { authOptions } from './options';

const saved = { APP_URL: process.env.APP_URL, NEXTAUTH_URL: process.env.NEXTAUTH_URL };
afterEach(() => {
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  reloadConfig();
});

/**
 * GET /api/auth/signin/{provider} through next-auth's own handler (its pages-router form, which
 * needs no Next request context); answers the Location it redirects to.
 */
async function signInWith(provider: string): Promise<string | undefined> {
  const headers: Record<string, string> = {};
  const req = {
    method: 'GET',
    query: { nextauth: ['signin', provider] },
    headers: { host: '10.0.0.7:3000' },
    cookies: {},
    body: undefined,
  };
  const res = {
    status: () => res,
    setHeader: (key: string, value: string) => void (headers[key.toLowerCase()] = value),
    getHeader: (key: string) => headers[key.toLowerCase()],
    end: () => res,
    send: () => res,
    json: () => res,
  };
  await (NextAuth as unknown as (req: unknown, res: unknown, options: unknown) => Promise<void>)(
    req,
    res,
    authOptions(),
  );
  return headers.location;
}

/** The sign-in page it was sent to must be /login; its callbackUrl. */
async function callbackOf(provider: string) {
  const location = new URL((await signInWith(provider))!, 'http://relative.invalid');
  expect(location.pathname).toBe('/login');
  return location.searchParams.get('callbackUrl');
}

describe('sign-in with an unknown provider', () => {
  it('goes to /login with a callbackUrl on APP_URL, not on localhost', async () => {
    process.env.APP_URL = 'https://shop.example.eg';
    process.env.NEXTAUTH_URL = 'http://localhost:3000'; // what `npm start` sets when it is not given
    reloadConfig();
    expect(await callbackOf('no-such-provider')).toBe('https://shop.example.eg');
  });

  it('uses NEXTAUTH_URL when it is the only address configured', async () => {
    delete process.env.APP_URL;
    process.env.NEXTAUTH_URL = 'https://aman.example.eg/';
    reloadConfig();
    expect(await callbackOf('no-such-provider')).toBe('https://aman.example.eg');
  });
});

describe('with no address configured', () => {
  it('leaves NEXTAUTH_URL unset, so that reset links can still use the request origin', () => {
    delete process.env.APP_URL;
    delete process.env.NEXTAUTH_URL;
    reloadConfig();
    authOptions();
    expect(process.env.NEXTAUTH_URL).toBeUndefined();
  });
});

describe("next-auth's log", () => {
  it('says in one line, not as an error, that a session whose token was revoked ended', () => {
    const info = vi.spyOn(logger, 'info').mockImplementation(() => undefined);
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const log = authOptions().logger!;
    log.error!('JWT_SESSION_ERROR', unauthorized() as never);
    expect(info).toHaveBeenCalledWith({ code: 'JWT_SESSION_ERROR' }, expect.any(String));
    expect(error).not.toHaveBeenCalled();
    // Anything else stays an error, with what went wrong.
    const failure = new Error('database down');
    log.error!('JWT_SESSION_ERROR', failure as never);
    expect(error).toHaveBeenCalledWith({ code: 'JWT_SESSION_ERROR', err: failure }, expect.any(String));
    info.mockRestore();
    error.mockRestore();
  });
});
