// Secrets the server needs (session signing and one-time-code hashing). Taken from the environment
// when set; otherwise generated once and kept in .data/auth-secret, so sessions survive a restart.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';

export function authEnv(port) {
  let secret = process.env.NEXTAUTH_SECRET ?? process.env.AUTH_SECRET;
  if (!secret) {
    const file = '.data/auth-secret';
    if (!existsSync(file)) {
      mkdirSync('.data', { recursive: true });
      writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
    }
    secret = readFileSync(file, 'utf8').trim();
  }
  return {
    NEXTAUTH_SECRET: secret,
    AUTH_SECRET: process.env.AUTH_SECRET ?? secret,
    NEXTAUTH_URL: process.env.NEXTAUTH_URL ?? `http://localhost:${port}`,
  };
}
