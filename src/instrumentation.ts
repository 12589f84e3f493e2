/**
 * Runs once when a Next.js server starts: the background job workers start with it (in the
 * Node.js runtime only, and not while pages are prerendered by `next build`), and the server in
 * front (scripts/server.mjs) gets the hooks it calls: the versions its page output cache is keyed
 * by (src/http/page-output-cache.mjs), where the files of /media are (src/http/media-files.mjs),
 * and the one it calls on shutdown, after the last request.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { pageOutputCacheSettings } = await import('./http/page-versions');
  (globalThis as { __pageOutputCache?: unknown }).__pageOutputCache = pageOutputCacheSettings();
  const { mediaFilesSettings } = await import('./http/media-files-settings');
  (globalThis as { __mediaFiles?: unknown }).__mediaFiles = mediaFilesSettings();
  const { startJobs, shutdownApp } = await import('./jobs/process');
  await startJobs();
  (globalThis as { __appShutdown?: () => Promise<void> }).__appShutdown = shutdownApp;
}
