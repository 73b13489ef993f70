#!/usr/bin/env bash
# `npm test`: every check the project has, on a fresh machine of this kind (docs/testing.md).
# Ends with one line saying what failed, or that everything passed; a run leaves the working
# tree as it found it (checked at the end).
#
# The type check, lint and import rules (scripts/check-imports.ts), the unit and integration
# tests (Vitest), then the browser tests (Playwright), one after the other (TEST_STAGES=sequential, the default). TEST_STAGES=parallel
# runs the first two in the background beside the browser tests (each alone leaves much of the
# machine idle: Vitest's files wait on child processes, sockets and databases; the browser tests
# on pages, bots and round trips), their output kept and printed whole when the browser tests
# are done. That was the default until 2026-11-29: on that day's slower machine (an Intel Xeon
# under KVM, about a third slower a core than the one the parallel figures were measured on)
# the two halves side by side starved each other (Vitest's main process left a worker's report
# unanswered past its 60 s, "Timeout calling onTaskUpdate"; a crash test's servers made no
# progress for 5 minutes) in two runs of three (docs/testing.md).
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
stage="bundling the bins (node scripts/bundle/build.mjs)"
# Once, before the tests: Vitest's set-up and the browser tests' server would each build it.
echo "== bundles"; node scripts/bundle/build.mjs
trap - ERR
# The web app (when its sources are newer than its build), beside the type check: each of the
# two uses about one core, and the browser tests' server would otherwise build it first.
web_build_log=$(mktemp "${TMPDIR:-/tmp}/npm-test-web-build.XXXXXX")
bash scripts/start.sh --build-only >"$web_build_log" 2>&1 &
web_build_pid=$!
web_build_done() {
  local ok=true
  wait "$web_build_pid" || ok=false
  $ok || { echo "== building the web app: FAILED"; cat "$web_build_log"; }
  rm -f "$web_build_log"
  $ok
}

failed=()
sequential=false
[ "${TEST_STAGES:-sequential}" = sequential ] && sequential=true
# A stage run in the background keeps its output, printed whole when the browser tests are done.
declare -A stage_pid=() stage_log=()
in_background() {
  local name=$1; shift
  stage_log[$name]=$(mktemp "${TMPDIR:-/tmp}/npm-test-$name.XXXXXX")
  "$@" >"${stage_log[$name]}" 2>&1 &
  stage_pid[$name]=$!
}
run_checks() {
  echo "== typecheck"; npx tsc -p tsconfig.json || { echo "typecheck: FAILED"; return 1; }
  echo "== lint"; npx biome check . || { echo "lint: FAILED"; return 1; }
  echo "== imports (no cycle; each package's allowed imports)"
  npm run -s check:imports || { echo "imports: FAILED"; return 1; }
}
# Vitest's own report, kept so that a failure's summary is printed again as the run's last
# lines (a CI log is often read from its end, and the browser tests' output comes between).
vitest_report=$(mktemp "${TMPDIR:-/tmp}/npm-test-vitest-report.XXXXXX")
run_vitest() {
  if npx vitest run 2>&1 | tee "$vitest_report"; then
    echo "vitest: passed after $(elapsed)"
  else
    echo "vitest: FAILED after $(elapsed)"; return 1
  fi
}
# What failed, from Vitest's report: its "Failed Suites", "Failed Tests" and "Unhandled Errors"
# sections (up to its summary), at most 150 lines, colour codes removed; the report's last 40
# lines when it has none of them (Vitest itself ended early).
vitest_failures() {
  local found
  found=$(sed -e 's/\x1b\[[0-9;]*m//g' "$vitest_report" |
    awk '/⎯+ (Failed Suites|Failed Tests|Unhandled Errors?)/ { on = 1 } /^ *Test Files / { on = 0 } on' |
    head -n 150)
  if [ -n "$found" ]; then echo "$found"; else tail -n 40 "$vitest_report"; fi
}
checks_failed="the type check, the lint or the import rules (npx tsc -p tsconfig.json; npx biome check .; npm run check:imports)"
vitest_failed="the unit and integration tests (npx vitest run; what failed is printed just above)"
web_failed="building the web app (bash scripts/start.sh --build-only; its output is printed above)"
if $sequential; then
  run_checks || failed+=("$checks_failed")
  web_build_done || failed+=("$web_failed")
  echo "== unit and integration tests (vitest)"
  run_vitest || failed+=("$vitest_failed")
else
  # Types, lint and Vitest run beside the browser tests: all of them mostly wait.
  echo "== typecheck, lint and unit and integration tests (vitest), in the background; output below when done"
  in_background checks run_checks
  in_background vitest run_vitest
  web_build_done || failed+=("$web_failed")
fi

if [ -f playwright.config.ts ]; then
  # A free port for the e2e server, so nothing else listening on this machine can collide.
  E2E_PORT=${E2E_PORT:-$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')}
  export E2E_PORT
  # Beside Vitest, two workers leave its processes room (playwright.config.ts); alone, four.
  $sequential || export E2E_WORKERS=${E2E_WORKERS:-2}
  echo "== browser tests (playwright, Debian chromium, server on port $E2E_PORT)"
  npx playwright test || failed+=("the browser tests (npx playwright test; the failed specs and traces are listed above)")
fi

for name in checks vitest; do
  [ -n "${stage_pid[$name]:-}" ] || continue
  ok=true
  wait "${stage_pid[$name]}" || ok=false
  echo "== $name: its output"
  cat "${stage_log[$name]}"
  rm -f "${stage_log[$name]}"
  if ! $ok; then
    if [ "$name" = checks ]; then failed+=("$checks_failed"); else failed+=("$vitest_failed"); fi
  fi
done

if $in_git; then
  tree_after=$(git status --porcelain)
  if [ "$tree_after" != "$tree_before" ]; then
    echo "npm test changed the working tree (tests must write under test-results/ or a temporary directory):" >&2
    diff <(echo "$tree_before") <(echo "$tree_after") >&2 || true
    failed+=("checking the working tree")
  fi
fi
rm_vitest_report() { rm -f "$vitest_report"; }
if [ ${#failed[@]} -gt 0 ]; then
  if [[ " ${failed[*]} " == *"unit and integration"* ]]; then
    echo "== vitest: what failed (its report, again)" >&2
    vitest_failures >&2 || true
  fi
  rm_vitest_report
  for f in "${failed[@]}"; do echo "npm test: FAILED: $f" >&2; done
  exit 1
fi
rm_vitest_report
echo "npm test: everything passed in $(elapsed)"
