#!/usr/bin/env bash
# `npm start`: builds the web app when its sources are newer than the build, then runs the
# server (HTTP API, live tables, web app) on port 8080 of every interface (phones on the local
# network can join; it prints their address) with SQLite under ./data; HOST=127.0.0.1 keeps it
# to this computer.
# PORT, HOST, DATA_DIR, DATABASE_URL and REDIS_URL change that (docs/server.md).
set -euo pipefail
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
exec node packages/server/bin/server.js
