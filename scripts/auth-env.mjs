// Secrets the server needs (session signing and one-time-code hashing, and the key to the sandbox
// outbox). Taken from the environment when set; otherwise generated once and kept in .data/, so
// sessions and the outbox link survive a restart.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';

/** The value kept in .data/{name}, generated on first use. */
function keptSecret(name) {
  const file = `.data/${name}`;
  if (!existsSync(file)) {
    mkdirSync('.data', { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

/** Whether the sandbox outbox and courier are on: outside production, with no real provider. */
export function sandboxOn(env = process.env) {
  return env.APP_ENV !== 'production' && !env.SMTP_URL;
}

/** SANDBOX_KEY, else the one kept in .data/sandbox-key. */
export function sandboxKey(env = process.env) {
  return env.SANDBOX_KEY || keptSecret('sandbox-key');
}

export function authEnv(port) {
  const secret = process.env.NEXTAUTH_SECRET ?? process.env.AUTH_SECRET ?? keptSecret('auth-secret');
  return {
    NEXTAUTH_SECRET: secret,
    AUTH_SECRET: process.env.AUTH_SECRET ?? secret,
    NEXTAUTH_URL: process.env.NEXTAUTH_URL ?? `http://localhost:${port}`,
    ...(sandboxOn() ? { SANDBOX_KEY: sandboxKey() } : {}),
  };
}
