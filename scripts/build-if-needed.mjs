// Builds the app when there is no build yet or a source file is newer than the last build.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const WATCHED = ['src', 'public', 'package.json', 'next.config.ts', 'postcss.config.mjs', 'tsconfig.json'];

function newest(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = stat.mtimeMs;
  for (const entry of readdirSync(target)) max = Math.max(max, newest(path.join(target, entry)));
  return max;
}

export function buildIfNeeded() {
  const buildId = path.join('.next', 'BUILD_ID');
  const builtAt = existsSync(buildId) ? statSync(buildId).mtimeMs : 0;
  const changedAt = Math.max(...WATCHED.map(newest));
  if (builtAt > changedAt) {
    console.log('[build] up to date');
    return;
  }
  console.log('[build] building the app (npm run build: next build, then its compile hints)…');
  execSync('npm run build --silent', { stdio: 'inherit' });
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfNeeded();
