#!/usr/bin/env bash
# `npm test`: every check the project has, on a fresh machine of this kind.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-env.sh
echo "== typecheck"; npx tsc -p tsconfig.json
echo "== lint"; npx biome check .
echo "== unit and integration tests (vitest)"; npx vitest run
if [ -f playwright.config.ts ]; then
  echo "== browser tests (playwright, Debian chromium)"; npx playwright test
fi
