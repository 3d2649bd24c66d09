#!/usr/bin/env bash
# Runs a command (its arguments) against a real PostgreSQL server: a throwaway cluster in a temp
# folder, listening on loopback only, stopped and deleted at the end, named to the command by
# TEST_DATABASE_URL and BENCH_DATABASE_URL. `pnpm test:pg` runs the api's Jest suite with it, `pnpm
# bench:pg` the bench. PostgreSQL is installed with apt-get when missing (CI runs as root); the run is
# skipped, with the reason printed, only when it cannot be installed. apt waits for a lock another
# install holds (CI runs test:cluster, which installs nginx, in the lane beside test:pg).
set -euo pipefail
cd "$(dirname "$0")/.."

find_bindir() {
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  if [ -n "$dir" ] && [ -x "$dir/initdb" ]; then echo "$dir"; return; fi
  if command -v initdb >/dev/null 2>&1 && command -v pg_ctl >/dev/null 2>&1; then dirname "$(command -v initdb)"; fi
}

skip() {
  echo "PostgreSQL run skipped: $1"
  exit 0
}

bindir=$(find_bindir)
if [ -z "$bindir" ]; then
  [ "$(id -u)" = 0 ] || skip "PostgreSQL is not installed and installing it needs root (apt-get install postgresql)."
  command -v apt-get >/dev/null 2>&1 || skip "PostgreSQL is not installed and there is no apt-get to install it."
  echo "Installing PostgreSQL with apt-get…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get -o DPkg::Lock::Timeout=600 install -y -q postgresql >/dev/null || { apt-get -o DPkg::Lock::Timeout=600 update -q >/dev/null && apt-get -o DPkg::Lock::Timeout=600 install -y -q postgresql >/dev/null; } ||
    skip "apt-get could not install postgresql."
  bindir=$(find_bindir)
  [ -n "$bindir" ] || skip "postgresql was installed but initdb was not found."
fi

# initdb refuses to run as root: the cluster then belongs to the postgres user the package creates.
as_owner=()
if [ "$(id -u)" = 0 ]; then
  id postgres >/dev/null 2>&1 || skip "running as root and there is no postgres user to own the cluster."
  as_owner=(runuser -u postgres --)
fi

workdir=$(mktemp -d "${TMPDIR:-/tmp}/facilityops-pg.XXXXXX")
[ "$(id -u)" = 0 ] && chown postgres "$workdir"
port=${PG_TEST_PORT:-$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")}

cleanup() {
  "${as_owner[@]}" "$bindir/pg_ctl" -D "$workdir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$workdir"
}
trap cleanup EXIT

"${as_owner[@]}" "$bindir/initdb" -D "$workdir/data" -U postgres -A trust -E UTF8 --locale=C --no-sync >/dev/null
# Throwaway data: durability settings off so the run stays quick on a busy machine.
"${as_owner[@]}" "$bindir/pg_ctl" -D "$workdir/data" -l "$workdir/server.log" -w -t 60 \
  -o "-c listen_addresses=127.0.0.1 -p $port -k $workdir -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=60" \
  start >/dev/null || { cat "$workdir/server.log"; exit 1; }
echo "$("$bindir/postgres" --version) on 127.0.0.1:$port (throwaway cluster)"

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
export BENCH_DATABASE_URL="$TEST_DATABASE_URL"
# pg_dump and pg_restore of the same version as the server (the backup and restore test).
export PG_BINDIR="$bindir"
"$@"
