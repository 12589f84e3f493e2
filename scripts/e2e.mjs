// Browser tests: builds the app, then for each database (embedded PGlite, and the PostgreSQL
// server when TEST_DATABASE_URL is set) prepares a fresh database, starts `next start` on it and
// runs tests/e2e in Debian's Chromium. Never skips silently: without Chromium it installs it
// (as root) or stops with the command to run.
// A local OpenID Connect provider (tests/fixtures/oidc-server.mjs) runs in this process for the
// whole run, so the app's "Sign in with SSO" can be tested for real. Because it shares this
// process's event loop, nothing may block it while Next and the tests run: the tests are started
// with an asynchronous spawn, never execSync.
import { execSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startOidcServer } from '../tests/fixtures/oidc-server.mjs';
import { buildIfNeeded } from './build-if-needed.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PORT = Number(process.env.E2E_PORT ?? 3100);
// The address the browser tests use (tests/e2e/browser.ts): next-auth must know it as NEXTAUTH_URL,
// or its state/PKCE cookies and the callback would be on another host.
const BASE_URL = `http://127.0.0.1:${PORT}`;
const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? 3200);
// `node scripts/e2e.mjs tests/e2e/cart.test.ts` runs only the files named (vitest filters).
const FILTERS = process.argv.slice(2);
const OIDC_CLIENT_ID = 'aman-e2e';
const OIDC_CLIENT_SECRET = 'aman-e2e-secret';
const AUTH_ENV = {
  OIDC_ISSUER: `http://127.0.0.1:${OIDC_PORT}`,
  OIDC_CLIENT_ID,
  OIDC_CLIENT_SECRET,
  OIDC_NAME: 'Aman SSO',
  NEXTAUTH_URL: BASE_URL,
  NEXTAUTH_SECRET: 'e2e-secret-not-for-production',
  // Every browser test registers from 127.0.0.1; the per-address code limit would stop the run.
  OTP_MAX_PER_IP_PER_HOUR: '1000',
  // ...and so would the per-address limit of account look-ups (existence checks, code sends).
  LOOKUP_MAX_PER_IP: '1000',
  // A fresh key per run for the sandbox outbox and courier (tests/e2e/browser.ts reads it too).
  SANDBOX_KEY: randomBytes(16).toString('hex'),
};

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const command = 'apt-get update && apt-get install -y chromium';
  if (process.getuid?.() === 0) {
    console.log(`[e2e] Chromium missing: ${command}`);
    execSync(command, { stdio: 'inherit' });
    if (existsSync(CHROMIUM)) return;
  }
  console.error(`[e2e] Chromium is required for the browser tests. Install it with:\n  sudo ${command}`);
  process.exit(1);
}

async function waitForServer(url, server) {
  for (let i = 0; i < 240; i++) {
    if (server.exitCode !== null) throw new Error('server exited before it was ready');
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server did not answer at ${url}`);
}

/** Like execSync with stdio inherited, but leaves the event loop (and the OIDC server) running. */
function run(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else
        reject(
          new Error(`Command failed: ${[command, ...args].join(' ')} (${signal ?? `exit code ${code}`})`),
        );
    });
  });
}

async function withServerDatabase(serverUrl, run) {
  const name = `aman_e2e_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    return await run({ DATABASE_URL: url.toString() });
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

async function runSuite(label, dbEnv) {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'aman-e2e-'));
  const env = {
    ...process.env,
    ...dbEnv,
    ...AUTH_ENV,
    MEDIA_DIR: path.join(scratch, 'media'),
    LOG_LEVEL: 'warn',
    PORT: String(PORT),
  };
  if (!dbEnv.DATABASE_URL) env.PGLITE_DIR = path.join(scratch, 'pglite');
  console.log(`\n[e2e] ${label}: preparing the database`);
  execSync('npx tsx src/db/setup.ts', { stdio: 'inherit', env });
  // The production server of `npm start` (client addresses, graceful shutdown), not bare `next start`.
  const server = spawn(process.execPath, ['scripts/server.mjs'], {
    stdio: 'inherit',
    env,
    detached: true,
  });
  try {
    await waitForServer(`http://127.0.0.1:${PORT}/`, server);
    console.log(`[e2e] ${label}: running browser tests`);
    await run('npx', ['vitest', 'run', '--project', 'e2e', ...FILTERS], {
      env: { ...env, E2E_URL: BASE_URL, CHROMIUM_PATH: CHROMIUM },
    });
  } finally {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    await new Promise((r) => setTimeout(r, 1000));
    rmSync(scratch, { recursive: true, force: true });
  }
}

ensureChromium();
buildIfNeeded();
const oidc = await startOidcServer({
  port: OIDC_PORT,
  clientId: OIDC_CLIENT_ID,
  clientSecret: OIDC_CLIENT_SECRET,
  redirectUris: [`http://localhost:${PORT}/api/auth/callback/oidc`, `${BASE_URL}/api/auth/callback/oidc`],
});
console.log(`[e2e] OpenID Connect provider at ${oidc.issuer}`);
try {
  await runSuite('PGlite', {});
  if (process.env.TEST_DATABASE_URL) {
    await withServerDatabase(process.env.TEST_DATABASE_URL, (dbEnv) => runSuite('PostgreSQL server', dbEnv));
  } else {
    console.log(
      '[e2e] TEST_DATABASE_URL not set: the PostgreSQL-server run of the browser tests is not part of this run',
    );
  }
} finally {
  await oidc.close();
}
