#!/usr/bin/env bash
# `npm test`: type-check, lint, unit, API and browser tests. API and browser tests run on embedded
# PGlite, and again on the PostgreSQL server when TEST_DATABASE_URL is set (.ci/run sets it).
set -euo pipefail
cd "$(dirname "$0")/.."

echo '== type-check'; npx tsc --noEmit
echo '== lint'; npx eslint . --max-warnings 0; npx prettier --check . > /dev/null
echo '== unit'; npx vitest run --project unit
echo '== API on PGlite'; env -u TEST_DATABASE_URL npx vitest run --project api
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo '== API on the PostgreSQL server'; npx vitest run --project api
else
  echo '== API on the PostgreSQL server: TEST_DATABASE_URL not set, not run'
fi
echo '== browser'; node scripts/e2e.mjs
