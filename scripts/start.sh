#!/usr/bin/env bash
# `npm start`: builds the web app when its sources are newer than the build, then runs the
# server (HTTP API, live tables, web app) on http://127.0.0.1:8080 with SQLite under ./data.
# PORT, HOST, DATA_DIR, DATABASE_URL and REDIS_URL change that (docs/server.md).
set -euo pipefail
cd "$(dirname "$0")/.."
built=packages/web/dist/index.html
if [ ! -f "$built" ] || [ -n "$(find packages/web/src packages/web/index.html packages/web/vite.config.ts \
    packages/engine/src packages/bots/src packages/protocol/src -newer "$built" -print -quit)" ]; then
  echo "Building the web app..."
  npm run build -w @number-games/web --silent -- --logLevel error
fi
exec node packages/server/bin/server.js
