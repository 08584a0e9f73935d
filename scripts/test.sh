#!/usr/bin/env bash
# Every test of the project, as CI runs it (.ci/run): types, lint, unit and component tests,
# production build, then end-to-end tests in Debian's Chromium against `next start` + simulator.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-chromium.sh

echo "== typecheck" && npm run --silent typecheck
echo "== lint" && npm run --silent lint
echo "== unit and component tests" && npm run --silent test:unit
echo "== production build" && npm run --silent build
echo "== end-to-end tests" && npm run --silent test:e2e
