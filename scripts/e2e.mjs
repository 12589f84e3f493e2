// Browser tests: builds the app, prepares a fresh database (on the PostgreSQL server when
// TEST_DATABASE_URL is set, embedded PGlite otherwise), starts `next start` on it and runs
// tests/e2e in Debian's Chromium, two test files at a time against that one server. The browser is
// Chromium's headless shell (package chromium-headless-shell: the same Blink and V8 as the chromium
// package, without the desktop browser's window layer), which takes about a third less time per
// test. Never skips silently: without it the run installs it (as root), else falls back to the
// full chromium, else stops with the command to run.
// It tests only its own server: it refuses a port that is already taken, checks that the server
// answering is the one it started (a token only that server knows), and fails the run if that
// server exits before the tests are done.
// A local OpenID Connect provider (tests/fixtures/oidc-server.mjs) runs in this process for the
// whole run, so the app's "Sign in with SSO" can be tested for real. Because it shares this
// process's event loop, nothing may block it while Next and the tests run: the tests are started
// with an asynchronous spawn, never execSync.
import { execSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { clearTimeout } from 'node:timers';
import pg from 'pg';
import { startOidcServer } from '../tests/fixtures/oidc-server.mjs';
import { buildIfNeeded } from './build-if-needed.mjs';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const FULL_CHROMIUM = '/usr/bin/chromium';
const PORT = Number(process.env.E2E_PORT ?? 3100);
// The address the browser tests use (tests/e2e/browser.ts): next-auth must know it as NEXTAUTH_URL,
// or its state/PKCE cookies and the callback would be on another host.
const BASE_URL = `http://127.0.0.1:${PORT}`;
const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? 3200);
// `node scripts/e2e.mjs tests/e2e/cart.test.ts` runs only the files named (vitest filters).
const FILTERS = process.argv.slice(2);
const OIDC_CLIENT_ID = 'aman-e2e';
const OIDC_CLIENT_SECRET = 'aman-e2e-secret';
// Only the server started here knows it; GET /api/e2e-instance answers it (src/app/api/e2e-instance).
const INSTANCE_TOKEN = randomBytes(16).toString('hex');
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
  // Every test registers a shopper: hashed at a test run's scrypt cost, not 0.3–0.7 s each (src/config.ts).
  PASSWORD_SCRYPT_N: '1024',
  // A fresh key per run for the sandbox outbox and courier (tests/e2e/browser.ts reads it too).
  SANDBOX_KEY: randomBytes(16).toString('hex'),
};

/** The browser to test in: CHROMIUM_PATH if set, else the headless shell, installed when missing. */
function ensureChromium() {
  if (process.env.CHROMIUM_PATH) {
    if (existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
    console.error(`[e2e] CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist`);
    process.exit(1);
  }
  if (existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  const command = 'apt-get update && apt-get install -y chromium-headless-shell';
  if (process.getuid?.() === 0) {
    console.log(`[e2e] Chromium's headless shell missing: ${command}`);
    try {
      execSync(command, { stdio: 'inherit' });
    } catch {
      // reported below
    }
    if (existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  }
  if (existsSync(FULL_CHROMIUM)) {
    console.log(`[e2e] ${HEADLESS_SHELL} missing: testing in ${FULL_CHROMIUM}, which is slower`);
    return FULL_CHROMIUM;
  }
  console.error(`[e2e] Chromium is required for the browser tests. Install it with:\n  sudo ${command}`);
  process.exit(1);
}

/** Fails unless nothing listens on `port` (on any address): the run would test someone else's server. */
function assertPortFree(port, variable) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (err) =>
      reject(
        err.code === 'EADDRINUSE'
          ? new Error(
              `[e2e] port ${port} is already in use; the browser tests will not run against a server they did not start. ` +
                `Stop what listens there, or choose another port (${variable}=…).`,
            )
          : err,
      ),
    );
    probe.listen(port, () => probe.close(() => resolve()));
  });
}

/** Resolves when `child` has exited, with how it ended. */
const exitOf = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null)
      resolve(child.signalCode ?? `exit code ${child.exitCode}`);
    else child.once('exit', (code, signal) => resolve(signal ?? `exit code ${code}`));
  });

/** Stops a detached child and everything it started (its process group), and waits until it has. */
async function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return exitOf(child);
  const exited = exitOf(child);
  const kill = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  };
  kill('SIGTERM');
  const timer = setTimeout(() => kill('SIGKILL'), 10_000);
  const how = await exited;
  clearTimeout(timer);
  return how;
}

/** Waits until the server started here answers with its token; anything else on the port fails the run. */
async function waitForOwnServer(server) {
  const url = `${BASE_URL}/api/e2e-instance`;
  for (let i = 0; i < 480; i++) {
    if (server.exitCode !== null || server.signalCode !== null)
      throw new Error(`[e2e] the app server exited before it was ready (${await exitOf(server)})`);
    let res;
    try {
      res = await fetch(url);
    } catch {
      // not listening yet
    }
    if (res) {
      const body = await res.text();
      if (res.ok && body === INSTANCE_TOKEN) return;
      throw new Error(
        `[e2e] ${url} answered ${res.status} without this run's token: port ${PORT} is served by ` +
          'another process (or by a build without src/app/api/e2e-instance); not testing it.',
      );
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`[e2e] the app server did not answer at ${url}`);
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

const since = (from) => `${Math.round((Date.now() - from) / 1000)} s`;

/**
 * Child processes stopped if this run is interrupted (Ctrl-C, or CI canceling it): the run then
 * fails through its usual path, which stops the server and drops the database. A second signal
 * leaves at once.
 */
const children = new Set();
let interrupted;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (interrupted) process.exit(130);
    interrupted = signal;
    console.error(`[e2e] ${signal}: stopping the server and the tests, then dropping the database`);
    for (const child of children) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  });
}

function startDetached(command, args, env) {
  if (interrupted) throw new Error(`[e2e] interrupted (${interrupted})`);
  const child = spawn(command, args, { stdio: 'inherit', env, detached: true });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

async function runSuite(label, dbEnv, chromium) {
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
  let server;
  try {
    console.log(`\n[e2e] ${label}: preparing the database`);
    let from = Date.now();
    execSync('npx tsx src/db/setup.ts', { stdio: 'inherit', env });
    // Taken meanwhile? Then `next start` could not listen and someone else would answer.
    await assertPortFree(PORT, 'E2E_PORT');
    // The production server of `npm start` (client addresses, graceful shutdown), not bare `next start`.
    server = startDetached(process.execPath, ['scripts/server.mjs'], {
      ...env,
      E2E_INSTANCE_TOKEN: INSTANCE_TOKEN,
    });
    const serverExit = exitOf(server);
    await waitForOwnServer(server);
    console.log(
      `[e2e] ${label}: database and server ready in ${since(from)}; running browser tests against ${BASE_URL}`,
    );
    from = Date.now();
    const tests = startDetached('npx', ['vitest', 'run', '--project', 'e2e', ...FILTERS], {
      ...env,
      E2E_URL: BASE_URL,
      CHROMIUM_PATH: chromium,
    });
    const outcome = await Promise.race([
      exitOf(tests).then((how) => ({ tests: how })),
      serverExit.then((how) => ({ server: how })),
    ]);
    if ('server' in outcome) {
      await stop(tests);
      throw new Error(`[e2e] the app server exited during the tests (${outcome.server}): the run failed`);
    }
    console.log(`[e2e] ${label}: browser tests ${since(from)}`);
    if (outcome.tests !== 'exit code 0') throw new Error(`[e2e] browser tests failed (${outcome.tests})`);
    // The server stops gracefully on SIGTERM (scripts/server.mjs): it must exit 0, in time.
    const stopped = await stop(server);
    server = undefined;
    if (stopped !== 'exit code 0')
      throw new Error(`[e2e] the app server did not stop cleanly on SIGTERM (${stopped})`);
  } finally {
    if (server) await stop(server);
    rmSync(scratch, { recursive: true, force: true });
  }
}

async function main() {
  const chromium = ensureChromium();
  // Both ports are checked before anything starts: a taken port fails the run at once, with its name.
  await assertPortFree(PORT, 'E2E_PORT');
  await assertPortFree(OIDC_PORT, 'E2E_OIDC_PORT');
  const from = Date.now();
  buildIfNeeded();
  console.log(`[e2e] build: ${since(from)}`);
  const oidc = await startOidcServer({
    port: OIDC_PORT,
    clientId: OIDC_CLIENT_ID,
    clientSecret: OIDC_CLIENT_SECRET,
    redirectUris: [`http://localhost:${PORT}/api/auth/callback/oidc`, `${BASE_URL}/api/auth/callback/oidc`],
  });
  console.log(`[e2e] OpenID Connect provider at ${oidc.issuer}`);
  try {
    if (process.env.TEST_DATABASE_URL) {
      await withServerDatabase(process.env.TEST_DATABASE_URL, (dbEnv) =>
        runSuite('PostgreSQL server', dbEnv, chromium),
      );
    } else {
      await runSuite('PGlite', {}, chromium);
    }
  } finally {
    await oidc.close();
  }
}

try {
  await main();
} catch (err) {
  console.error(err instanceof Error && err.message.startsWith('[e2e]') ? err.message : err);
  process.exitCode = 1;
}
