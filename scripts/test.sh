#!/usr/bin/env bash
# Every test of the project, as CI runs it (.ci/run): types, lint, unit and component tests,
# production build, then end-to-end tests in Debian's Chromium against `next start` + simulator.
# Each stage reports its duration: the whole must stay under 30 minutes on a 2-core machine.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-chromium.sh

stage() {
  local name=$1 start=$SECONDS
  shift
  echo "== $name"
  "$@"
  echo "== $name: $((SECONDS - start)) s"
}

stage "typecheck" npm run --silent typecheck
stage "lint" npm run --silent lint
stage "unit and component tests" npm run --silent test:unit
stage "production build" npm run --silent build
stage "end-to-end tests" npm run --silent test:e2e
echo "== all tests: $SECONDS s"
