#!/usr/bin/env bash
# `npm start`: builds the web app when its sources are newer than the build, then runs the
# server (HTTP API, live tables, web app) on port 8080 of every interface (phones on the local
# network can join; it prints their address) with SQLite under ./data; HOST=127.0.0.1 keeps it
# to this computer.
# PORT, HOST, DATA_DIR, DATABASE_URL and REDIS_URL change that (docs/server.md).
# `bash scripts/start.sh --build-only` builds what the server serves and runs, then stops
# (`npm test` builds it so beside the type check, before its browser tests start the server).
set -euo pipefail
build_only=false
case "${1:-}" in
  "") ;;
  --build-only) build_only=true ;;
  *) echo "usage: bash scripts/start.sh [--build-only]" >&2; exit 2 ;;
esac
cd "$(dirname "$0")/.."
built=packages/web/dist/index.html
if [ ! -f "$built" ] || [ -n "$(find packages/web/src packages/web/index.html packages/web/vite.config.ts \
    packages/engine/src packages/bots/src packages/protocol/src -newer "$built" -print -quit)" ]; then
  echo "Building the web app..."
  npm run build -w @number-games/web --silent -- --logLevel error
fi
# The server as plain JavaScript (a third of the start-up CPU of tsx); kept while fresh, and
# the bin runs the sources whenever the bundle is stale (scripts/bundle/build.mjs).
node scripts/bundle/build.mjs server
$build_only && exit 0
exec node packages/server/bin/server.js
