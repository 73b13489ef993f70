#!/usr/bin/env bash
# `npm test`: every check the project has, on a fresh machine of this kind (docs/testing.md).
# Ends with one line saying what failed, or that everything passed; a run leaves the working
# tree as it found it (checked at the end).
set -euo pipefail
cd "$(dirname "$0")/.."

stage="setting up the machine (scripts/ensure-env.sh)"
trap 'echo "npm test: FAILED while ${stage}" >&2' ERR
tree_before=""
in_git=false
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  in_git=true
  tree_before=$(git status --porcelain)
fi
started=$SECONDS

bash scripts/ensure-env.sh
stage="type-checking (npx tsc -p tsconfig.json)"
echo "== typecheck"; npx tsc -p tsconfig.json
stage="linting (npx biome check .)"
echo "== lint"; npx biome check .
stage="running the unit and integration tests (npx vitest run)"
echo "== unit and integration tests (vitest)"; npx vitest run
if [ -f playwright.config.ts ]; then
  # A free port for the e2e server, so nothing else listening on this machine can collide.
  E2E_PORT=${E2E_PORT:-$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')}
  export E2E_PORT
  stage="running the browser tests (npx playwright test; the failed specs and traces are listed above)"
  echo "== browser tests (playwright, Debian chromium, server on port $E2E_PORT)"; npx playwright test
fi
if $in_git; then
  stage="checking the working tree"
  tree_after=$(git status --porcelain)
  if [ "$tree_after" != "$tree_before" ]; then
    echo "npm test changed the working tree (tests must write under test-results/ or a temporary directory):" >&2
    diff <(echo "$tree_before") <(echo "$tree_after") >&2 || true
    false
  fi
fi
echo "npm test: everything passed in $(( (SECONDS - started) / 60 )) min $(( (SECONDS - started) % 60 )) s"
