#!/usr/bin/env bash
# `pnpm --filter api bench:cluster`: installs nginx from Debian when missing (as root), then runs
# src/bench/cluster.ts against a throwaway PostgreSQL (with-pg.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v nginx >/dev/null 2>&1 && [ ! -x /usr/sbin/nginx ]; then
  if [ "$(id -u)" != 0 ]; then
    echo "bench:cluster needs nginx: apt-get install nginx-light (as root)."
    # CI's short run (pnpm test:cluster) says so and passes on a machine where it cannot install.
    [ "${CLUSTER_SHORT:-0}" = 1 ] && { echo "two-node check skipped: nginx missing and not root."; exit 0; }
    exit 1
  fi
  echo "Installing nginx-light with apt-get…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get -o DPkg::Lock::Timeout=600 install -y -q --no-install-recommends nginx-light >/dev/null || { apt-get -o DPkg::Lock::Timeout=600 update -q >/dev/null && apt-get -o DPkg::Lock::Timeout=600 install -y -q --no-install-recommends nginx-light >/dev/null; } || {
    echo "apt-get could not install nginx-light."
    [ "${CLUSTER_SHORT:-0}" = 1 ] && { echo "two-node check skipped: nginx could not be installed."; exit 0; }
    exit 1
  }
  # The package starts a system nginx on port 80: the bench runs its own.
  (service nginx stop || systemctl stop nginx || true) >/dev/null 2>&1
fi
exec bash scripts/with-pg.sh tsx src/bench/cluster.ts
