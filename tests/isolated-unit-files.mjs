// Unit files that replace a module (vi.mock), fake timers or set process.env: each runs in a fresh
// module graph (vitest project unit-isolated). Every other unit file shares its worker's modules
// with the files before it (project unit, isolate: false), and ESLint refuses those calls in it
// (eslint.config.mjs). Read by vitest.config.ts and eslint.config.mjs.
export const ISOLATED_UNIT_FILES = [
  'src/jobs/definitions.test.ts',
  'src/app/(store)/error.test.ts',
  'src/auth/options.test.ts',
  'src/db/seed/images.test.ts',
  'src/i18n/alternates.test.ts',
  'src/http/graceful-shutdown.test.ts',
];
