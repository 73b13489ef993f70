#!/usr/bin/env bash
# `npm test`: every check the project has, on a fresh machine of this kind.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-env.sh
echo "== typecheck"; npx tsc -p tsconfig.json
echo "== lint"; npx biome check .
echo "== unit and integration tests (vitest)"; npx vitest run
if [ -f playwright.config.ts ]; then
  # A free port for the e2e server, so nothing else listening on this machine can collide.
  E2E_PORT=${E2E_PORT:-$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')}
  export E2E_PORT
  echo "== browser tests (playwright, Debian chromium, server on port $E2E_PORT)"; npx playwright test
fi
