/**
 * Runs once when a Next.js server starts: the background job workers start with it (in the
 * Node.js runtime only, and not while pages are prerendered by `next build`).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startJobs, stopJobs } = await import('./jobs/process');
  await startJobs();
  // Next.js closes its server and exits on these signals; meanwhile no new job is taken, and one
  // cut short rolls back and is retried when its run expires.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stopJobs());
}
