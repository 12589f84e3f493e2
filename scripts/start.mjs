// `npm start`: build if needed, migrate and seed the database, then serve on http://localhost:3000
// (scripts/server.mjs: Next.js behind the client-address rule, with a graceful shutdown).
import { execSync, spawn } from 'node:child_process';
import { authEnv, sandboxOn } from './auth-env.mjs';
import { buildIfNeeded } from './build-if-needed.mjs';

buildIfNeeded();
execSync('npx tsx src/db/setup.ts', { stdio: 'inherit' });
const port = process.env.PORT ?? '3000';
const env = { ...process.env, ...authEnv(port), PORT: port };
const server = spawn(process.execPath, ['scripts/server.mjs'], { stdio: 'inherit', env });
if (sandboxOn()) {
  const origin = (process.env.APP_URL || env.NEXTAUTH_URL).replace(/\/+$/, '');
  console.log(
    `\n  Sandbox outbox (every SMS and e-mail the store "sent"; keep this link to yourself):\n` +
      `  ${origin}/dev/outbox?key=${env.SANDBOX_KEY}\n  (also: npm run outbox)\n`,
  );
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
