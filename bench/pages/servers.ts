/**
 * The two servers `npm run bench:pages` compares: the store's production build on a PostgreSQL
 * database with the demo data, and an empty Next.js page built with the same Next.js and React.
 */
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBenchDatabase } from '../bench-db';
import { authEnv } from '../../scripts/auth-env.mjs';
import { buildIfNeeded } from '../../scripts/build-if-needed.mjs';

export interface Server {
  url: string;
  stop: () => void;
  /** The server's process, for its CPU time. */
  pid?: number;
}

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`The server for ${url} stopped (exit ${child.exitCode})`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer within a minute`);
}

/** Creates the bench database when missing; setup migrates it and loads the demo data once. */
async function ensureDatabase(url: string) {
  await ensureBenchDatabase(url);
  execSync('npx tsx src/db/setup.ts', { stdio: 'inherit', env: { ...process.env, DATABASE_URL: url } });
}

export async function startStore(databaseUrl: string, port: number): Promise<Server> {
  buildIfNeeded();
  await ensureDatabase(databaseUrl);
  const env = {
    ...process.env,
    ...authEnv(String(port)),
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    NODE_ENV: 'production' as const,
  };
  const child = spawn(process.execPath, ['scripts/server.mjs'], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(url, child);
  return { url, pid: child.pid, stop: () => child.kill('SIGTERM') };
}

const EMPTY_LAYOUT = `export default function RootLayout({ children }: { children: React.ReactNode }) {
  return <html lang="en"><body>{children}</body></html>;
}
`;
const EMPTY_PAGE = `export default function Page() {
  return <h1>Hello</h1>;
}
`;

/** Builds and serves an empty Next.js app in a temporary folder, on the repository's node_modules. */
export async function startEmptyNext(port: number): Promise<Server> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'empty-next-'));
  mkdirSync(path.join(dir, 'app'));
  writeFileSync(
    path.join(dir, 'package.json'),
    '{ "name": "empty-next", "private": true, "type": "module" }\n',
  );
  // Turbopack resolves the symlinked node_modules only inside its root.
  writeFileSync(path.join(dir, 'next.config.mjs'), "export default { turbopack: { root: '/' } };\n");
  writeFileSync(path.join(dir, 'app', 'layout.tsx'), EMPTY_LAYOUT);
  writeFileSync(path.join(dir, 'app', 'page.tsx'), EMPTY_PAGE);
  symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'));
  const next = path.resolve('node_modules/next/dist/bin/next');
  execSync(`${process.execPath} ${next} build`, { cwd: dir, stdio: 'ignore' });
  const child = spawn(process.execPath, [next, 'start', '-p', String(port)], { cwd: dir, stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(url, child);
  return { url, stop: () => child.kill('SIGTERM') };
}
