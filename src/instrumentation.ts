/**
 * Runs once when a Next.js server starts: the background job workers start with it (in the
 * Node.js runtime only, and not while pages are prerendered by `next build`).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startJobs, stopJobsOnSignals } = await import('./jobs/process');
  await startJobs();
  stopJobsOnSignals();
}
