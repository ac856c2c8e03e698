#!/usr/bin/env bash
# `npm test`: every check, in the order that fails fastest. Exits non-zero on the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

started=$SECONDS
step() { printf '\n\033[1m== %s\033[0m (at %d s)\n' "$1" $((SECONDS - started)); }
trap 'printf "\nnpm test: %d s in all\n" $((SECONDS - started))' EXIT

step "lint"
npx eslint . --max-warnings=0
npx prettier --check . --log-level warn
npx knip

step "typecheck"
npx tsc --noEmit

step "unit tests"
npx vitest run --project unit

step "integration tests (SQLite)"
TEST_DB_KIND=sqlite npx vitest run --project int

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "integration tests (PostgreSQL)"
  TEST_DB_KIND=postgres npx vitest run --project int
else
  echo "TEST_DATABASE_URL is not set: skipping the PostgreSQL run of the integration tests."
fi

step "production build"
npx tsx scripts/build.ts

step "end-to-end tests (Chromium)"
npx tsx scripts/e2e.ts

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "two instances on one PostgreSQL"
  npx vitest run --project system
else
  echo "TEST_DATABASE_URL is not set: skipping the two-instance test."
fi
