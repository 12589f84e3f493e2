// Run after `next build` (package.json "build"): marks the browser's JavaScript chunks with V8's
// explicit compile hint, a first line `//# allFunctionsCalledOnLoad` (Chrome 136 and later). Chrome
// then compiles every function of the file while it streams the file in, on a background thread.
// Without it, each function is compiled on the main thread the first time it is called, and
// Turbopack wraps every module in a function that is called as the page starts: on the home page
// that was about 50 ms of the main thread's script time, a sixth of the page's total blocking
// time in Lighthouse's mobile run (docs/performance.md). Other browsers ignore the comment.
// The polyfill file is left alone: modern browsers never load it (nomodule).
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const HINT = '//# allFunctionsCalledOnLoad\n';

/** Marks the build's chunks in `dir` (a `.next` folder); answers how many it marked now. */
export function markChunks(dir) {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'build-manifest.json'), 'utf8'));
  const polyfills = new Set((manifest.polyfillFiles ?? []).map((file) => path.join(dir, file)));
  const chunks = path.join(dir, 'static', 'chunks');
  let marked = 0;
  for (const entry of readdirSync(chunks, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (!entry.isFile() || !entry.name.endsWith('.js') || polyfills.has(file)) continue;
    const text = readFileSync(file, 'utf8');
    if (text.startsWith(HINT)) continue;
    writeFileSync(file, HINT + text);
    marked++;
  }
  return marked;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const marked = markChunks('.next');
  console.log(`[build] compile hints: ${marked} chunks marked`);
}
