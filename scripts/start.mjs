// `npm start`: build if needed, migrate and seed the database, then serve on http://localhost:3000.
import { execSync, spawn } from 'node:child_process';
import { authEnv } from './auth-env.mjs';
import { buildIfNeeded } from './build-if-needed.mjs';

buildIfNeeded();
execSync('npx tsx src/db/setup.ts', { stdio: 'inherit' });
const port = process.env.PORT ?? '3000';
const server = spawn('npx', ['next', 'start', '-p', port], {
  stdio: 'inherit',
  env: { ...process.env, ...authEnv(port) },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
