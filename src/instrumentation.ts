/**
 * Runs once when a Next.js server starts: the background job workers start with it (in the
 * Node.js runtime only, and not while pages are prerendered by `next build`), and the server in
 * front (scripts/server.mjs) gets the hook it calls on shutdown, after the last request.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startJobs, shutdownApp } = await import('./jobs/process');
  await startJobs();
  (globalThis as { __appShutdown?: () => Promise<void> }).__appShutdown = shutdownApp;
}
