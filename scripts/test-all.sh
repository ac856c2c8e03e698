#!/usr/bin/env bash
# `npm test`: every check, in the order that fails fastest. Exits non-zero on the first failed step.
# Steps whose parts do not depend on each other run them side by side (the machine has 2 CPUs and
# the parts are mostly single-threaded): CI must stay under 30 minutes.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

started=$SECONDS
step() { printf '\n\033[1m== %s\033[0m (at %d s)\n' "$1" $((SECONDS - started)); }
trap 'printf "\nnpm test: %d s in all\n" $((SECONDS - started))' EXIT

# together NAME COMMAND [NAME COMMAND]…: runs the commands side by side, each line of their output
# prefixed with its name, and fails when any of them failed (after all have finished).
together() {
  local pids=() names=()
  while [ $# -gt 0 ]; do
    names+=("$1")
    (
      set -o pipefail
      t0=$SECONDS
      bash -c "$2" 2>&1 | sed -u "s/^/[$1] /"
      status=$?
      echo "[$1] finished in $((SECONDS - t0)) s with exit status $status"
      exit $status
    ) &
    pids+=($!)
    shift 2
  done
  local failed=()
  for i in "${!pids[@]}"; do
    wait "${pids[$i]}" || failed+=("${names[$i]}")
  done
  if [ ${#failed[@]} -gt 0 ]; then
    echo "failed: ${failed[*]}"
    return 1
  fi
}

# Two chains of about the same length: ESLint alone (80 s here) beside all the rest.
step "lint and types, unit tests"
together \
  lint 'npx eslint . --max-warnings=0' \
  unit-types-format 'npx vitest run --project unit && npx tsc --noEmit && npx prettier --check . --log-level warn && npx knip'

# The production build beside the integration tests: they leave about half a CPU idle (each file
# waits on its database), which the build takes (here 236 s + 118 s one after the other, 277 s so).
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "integration tests (SQLite and PostgreSQL), production build"
  together \
    int-sqlite 'TEST_DB_KIND=sqlite npx vitest run --project int' \
    int-postgres 'TEST_DB_KIND=postgres npx vitest run --project int' \
    build 'npx tsx scripts/build.ts'
else
  step "integration tests (SQLite), production build"
  echo "TEST_DATABASE_URL is not set: skipping the PostgreSQL run of the integration tests."
  together \
    int-sqlite 'TEST_DB_KIND=sqlite npx vitest run --project int' \
    build 'npx tsx scripts/build.ts'
fi

step "end-to-end tests (Chromium)"
npx tsx scripts/e2e.ts

# Not beside the e2e run: the edge fuzz times every answer (none over a second), and the admin's
# pages in the e2e run time out when the fuzz and the leads' bursts take the CPUs. The other files
# run side by side (one more than the CPUs, vitest.config.ts), the edge fuzz alone after them: its
# server must give back the memory its burst took, and beside the lead fuzz it once kept 693 MB of
# a 509 MB start.
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "production servers: two instances on one PostgreSQL, leads under failure"
  LEADS_SKIP_BUILD=1 npx vitest run --project system --exclude tests/system/edges.test.ts
  step "production server: edge fuzz"
  LEADS_SKIP_BUILD=1 npx vitest run --project system tests/system/edges.test.ts
else
  echo "TEST_DATABASE_URL is not set: skipping the system tests."
fi
