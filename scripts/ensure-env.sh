#!/usr/bin/env bash
# Installs and starts what the tests need on a fresh machine of this project's kind:
# Debian's Chromium (+ CJK fonts) for Playwright, poppler-utils (pdftotext, pdftoppm) for the
# print tests, nginx and Caddy for the deployment test (npm run test:deploy runs its own nginx
# and validates the Caddyfile, never the system services), and the local PostgreSQL and Redis services.
# Idempotent: does nothing that is already done.
set -euo pipefail

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
# grep reads all of fc-list (with -q it would stop early, fc-list would die of SIGPIPE and
# pipefail would call the fonts missing: an apt-get run on every `npm test`).
fc-list 2>/dev/null | grep -i "noto sans cjk" >/dev/null || missing+=(fonts-noto-cjk)
command -v pdftotext >/dev/null || missing+=(poppler-utils)
[ -x /usr/sbin/nginx ] || missing+=(nginx)
command -v caddy >/dev/null || missing+=(caddy)
if [ ${#missing[@]} -gt 0 ]; then
  echo "ensure-env: installing ${missing[*]}"
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq "${missing[@]}" >/dev/null
fi

pg_up() { (exec 3<>/dev/tcp/127.0.0.1/5432) 2>/dev/null; }
redis_up() { (exec 3<>/dev/tcp/127.0.0.1/6379) 2>/dev/null; }

if ! pg_up; then
  echo "ensure-env: starting PostgreSQL"
  as_root pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n1)" main start || true
fi
if ! redis_up; then
  echo "ensure-env: starting Redis"
  as_root redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no \
    --dir /var/lib/redis --logfile /var/log/redis/ci.log || true
fi
for _ in $(seq 1 30); do pg_up && redis_up && break; sleep 1; done
pg_up || { echo "ensure-env: PostgreSQL is not reachable on 127.0.0.1:5432" >&2; exit 1; }
redis_up || { echo "ensure-env: Redis is not reachable on 127.0.0.1:6379" >&2; exit 1; }
