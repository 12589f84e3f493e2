import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // PGlite ships WASM and data files that must be loaded from node_modules at run time.
  serverExternalPackages: ['@electric-sql/pglite', 'pino', 'sharp'],
  poweredByHeader: false,
  typedRoutes: false,
};

export default nextConfig;
