#!/usr/bin/env bash
# `npm test`: type-check, lint, unit, API and browser tests. API tests run on embedded PGlite and,
# when TEST_DATABASE_URL is set (.ci/run sets it), on the PostgreSQL server; the browser tests run
# once, on the PostgreSQL server when TEST_DATABASE_URL is set and on PGlite otherwise. The checks
# that need no build run side by side, and so do the two API lanes; the browser tests come last,
# on their own (two files at a time), so that a loaded machine does not starve their pages.
set -euo pipefail
cd "$(dirname "$0")/.."

started=$SECONDS
timings=()
# The time of each phase, listed at the end whether the run passed or not.
show_timings() {
  echo '== timings'
  if [ ${#timings[@]} -gt 0 ]; then printf '%s\n' "${timings[@]}"; fi
  printf '%-34s %4d s\n' 'npm test' $((SECONDS - started))
}
trap show_timings EXIT
# phase NAME COMMAND…: runs a phase and notes how long it took, and whether it failed.
phase() {
  local name=$1 from=$SECONDS status=0
  shift
  echo "== $name"
  "$@" || status=$?
  timings+=("$(printf '%-34s %4d s' "$name" $((SECONDS - from)))$([ $status -eq 0 ] || echo '  FAILED')")
  return $status
}

# together NAME COMMAND [NAME COMMAND…]: runs the commands at once. The first one's output shows
# as it comes; each other one's is kept and shown in one piece when it is done. Fails if any failed.
# Each command runs in its own process group: Ctrl-C (or CI canceling) stops every one of them.
together() {
  local dir names=() logs=() n=0 failed=0 from=$SECONDS pid status i
  local -A lane=()
  dir=$(mktemp -d)
  trap 'for pid in "${!lane[@]}"; do kill -TERM -- "-$pid" 2>/dev/null || true; done; wait; exit 130' INT TERM
  while [ $# -gt 0 ]; do
    names+=("$1")
    if [ $n -eq 0 ]; then
      setsid bash -c "$2" &
      logs+=('')
    else
      setsid bash -c "$2" >"$dir/$n.log" 2>&1 &
      logs+=("$dir/$n.log")
    fi
    lane[$!]=$n
    n=$((n + 1))
    shift 2
  done
  while [ ${#lane[@]} -gt 0 ]; do
    status=0
    wait -n -p pid "${!lane[@]}" || status=$?
    i=${lane[$pid]}
    unset "lane[$pid]"
    if [ -n "${logs[$i]}" ]; then cat "${logs[$i]}"; fi
    if [ $status -eq 0 ]; then
      echo "-- ${names[$i]}: passed ($((SECONDS - from)) s)"
    else
      echo "-- ${names[$i]}: FAILED ($((SECONDS - from)) s)"
      failed=1
    fi
  done
  trap - INT TERM
  rm -rf "$dir"
  return $failed
}

phase 'type-check, lint and unit' together \
  'unit' 'npx vitest run --project unit --project unit-isolated' \
  'type-check' 'npx tsc --noEmit' \
  'lint' 'npx eslint . --max-warnings 0 && npx prettier --check . > /dev/null'
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  phase 'API on PGlite and on the server' together \
    'API on PGlite' 'env -u TEST_DATABASE_URL npx vitest run --project api' \
    'API on the PostgreSQL server' 'npx vitest run --project api'
else
  phase 'API on PGlite' env -u TEST_DATABASE_URL npx vitest run --project api
  echo '== API on the PostgreSQL server: TEST_DATABASE_URL not set, not run'
fi
# tsc has checked the types: next build need not do it again (next.config.ts).
phase 'build' env NEXT_SKIP_TYPECHECK=1 node scripts/build-if-needed.mjs
phase 'browser' node scripts/e2e.mjs
