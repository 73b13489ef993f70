#!/usr/bin/env bash
# `npm test`: every check the project has, on a fresh machine of this kind (docs/testing.md).
# Ends with one line saying what failed, or that everything passed; a run leaves the working
# tree as it found it (checked at the end).
#
# The unit and integration tests (Vitest) and the browser tests (Playwright) run side by side:
# each alone leaves much of the machine idle (Vitest's files wait on child processes, sockets
# and databases; the browser tests on pages, bots and round trips), so together they take far
# less than one after the other. Vitest's output is kept and printed, whole, when both are done.
# TEST_STAGES=sequential runs them one after the other instead.
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
elapsed() { echo "$(( (SECONDS - started) / 60 )) min $(( (SECONDS - started) % 60 )) s"; }

bash scripts/ensure-env.sh
stage="type-checking (npx tsc -p tsconfig.json)"
echo "== typecheck"; npx tsc -p tsconfig.json
stage="linting (npx biome check .)"
echo "== lint"; npx biome check .
stage="bundling the bins (node scripts/bundle/build.mjs)"
# Once, before both halves: Vitest's set-up and the browser tests' server would each build it.
echo "== bundles"; node scripts/bundle/build.mjs
trap - ERR

failed=()
vitest_log=$(mktemp "${TMPDIR:-/tmp}/npm-test-vitest.XXXXXX")
run_vitest() {
  if npx vitest run; then echo "vitest: passed after $(elapsed)"; else echo "vitest: FAILED after $(elapsed)"; return 1; fi
}
vitest_pid=""
if [ "${TEST_STAGES:-parallel}" = sequential ]; then
  echo "== unit and integration tests (vitest)"
  run_vitest || failed+=("the unit and integration tests (npx vitest run; failures listed above)")
else
  echo "== unit and integration tests (vitest, in the background; output below when done)"
  run_vitest >"$vitest_log" 2>&1 &
  vitest_pid=$!
fi

if [ -f playwright.config.ts ]; then
  # A free port for the e2e server, so nothing else listening on this machine can collide.
  E2E_PORT=${E2E_PORT:-$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')}
  export E2E_PORT
  echo "== browser tests (playwright, Debian chromium, server on port $E2E_PORT)"
  npx playwright test || failed+=("the browser tests (npx playwright test; the failed specs and traces are listed above)")
fi

if [ -n "$vitest_pid" ]; then
  vitest_ok=true
  wait "$vitest_pid" || vitest_ok=false
  echo "== unit and integration tests (vitest): its output"
  cat "$vitest_log"
  $vitest_ok || failed+=("the unit and integration tests (npx vitest run; failures listed just above)")
fi
rm -f "$vitest_log"

if $in_git; then
  tree_after=$(git status --porcelain)
  if [ "$tree_after" != "$tree_before" ]; then
    echo "npm test changed the working tree (tests must write under test-results/ or a temporary directory):" >&2
    diff <(echo "$tree_before") <(echo "$tree_after") >&2 || true
    failed+=("checking the working tree")
  fi
fi
if [ ${#failed[@]} -gt 0 ]; then
  for f in "${failed[@]}"; do echo "npm test: FAILED: $f" >&2; done
  exit 1
fi
echo "npm test: everything passed in $(elapsed)"
