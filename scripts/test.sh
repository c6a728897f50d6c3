#!/usr/bin/env bash
# `npm test`: lint, typecheck, unit + component + integration tests (embedded database,
# and PostgreSQL too when DATABASE_URL is set), then end-to-end tests in Chromium
# against a fresh production build.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

step lint
npx eslint --max-warnings 0 .
step typecheck
npx tsc --noEmit
step "unit, component and integration tests${DATABASE_URL:+ (embedded and PostgreSQL)}"
npx vitest run
# Google one-tap on, so its end-to-end test runs (the CSP allows Google only in such a build);
# the test stands in for Google. Without the variable, no Google script is ever loaded.
export GOOGLE_CLIENT_ID="${GOOGLE_CLIENT_ID:-e2e-one-tap.apps.googleusercontent.com}"
step "production build"
npx next build
step "end-to-end tests (Chromium)"
npx tsx scripts/e2e.ts
