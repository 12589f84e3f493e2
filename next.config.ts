import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // PGlite ships WASM and data files that must be loaded from node_modules at run time; the job
  // queue (pg-boss, started by src/instrumentation.ts) is loaded from there as it is, too.
  serverExternalPackages: ['@electric-sql/pglite', 'pg-boss', 'pino', 'sharp'],
  poweredByHeader: false,
  // Browser tests and screenshots reach the dev server at 127.0.0.1.
  allowedDevOrigins: ['127.0.0.1'],
  typedRoutes: false,
  // `npm test` type-checks with tsc before it builds for the browser tests: no second check here.
  typescript: { ignoreBuildErrors: process.env.NEXT_SKIP_TYPECHECK === '1' },
};

export default nextConfig;
