#!/usr/bin/env bash
# `pnpm --filter api bench:cluster`: installs nginx from Debian when missing (as root), then runs
# src/bench/cluster.ts against a throwaway PostgreSQL (with-pg.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v nginx >/dev/null 2>&1 && [ ! -x /usr/sbin/nginx ]; then
  [ "$(id -u)" = 0 ] || { echo "bench:cluster needs nginx: apt-get install nginx-light (as root)."; exit 1; }
  echo "Installing nginx-light with apt-get…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get install -y -q --no-install-recommends nginx-light >/dev/null || { apt-get update -q >/dev/null && apt-get install -y -q --no-install-recommends nginx-light >/dev/null; }
  # The package starts a system nginx on port 80: the bench runs its own.
  (service nginx stop || systemctl stop nginx || true) >/dev/null 2>&1
fi
exec bash scripts/with-pg.sh tsx src/bench/cluster.ts
