#!/usr/bin/env bash
# Starts the machine's PostgreSQL (Debian's cluster 15/main), makes sure the
# role `chomp` and the database `chomp_test` exist, and prints the URL the
# PostgreSQL tests read from CHOMP_TEST_POSTGRES:
#
#     export CHOMP_TEST_POSTGRES=$(scripts/postgres-test-db.sh)
#
# Needs root (it starts the cluster and switches to the postgres user).
# Installs Debian's `postgresql` package if it is missing.
set -euo pipefail

log() { echo "postgres-test-db: $*" >&2; }

if [ "$(id -u)" != 0 ]; then
  log "needs root to start PostgreSQL"
  exit 1
fi
if ! command -v pg_ctlcluster >/dev/null 2>&1 || [ -z "$(ls /usr/lib/postgresql 2>/dev/null)" ]; then
  log "installing Debian's postgresql package"
  apt-get update -qq >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
fi
version=$(ls /usr/lib/postgresql | sort -n | tail -n 1)
if ! pg_lsclusters -h | awk -v v="$version" '$1 == v && $2 == "main"' | grep -q .; then
  pg_createcluster "$version" main >&2
fi
if ! pg_lsclusters -h | awk -v v="$version" '$1 == v && $2 == "main" && $4 == "online"' | grep -q .; then
  pg_ctlcluster "$version" main start >&2
fi
port=$(pg_lsclusters -h | awk -v v="$version" '$1 == v && $2 == "main" {print $3}')
for _ in $(seq 1 50); do
  if su postgres -c "psql -p $port -Atqc 'select 1'" >/dev/null 2>&1; then break; fi
  sleep 0.2
done
psql_do() { su postgres -c "psql -p $port -v ON_ERROR_STOP=1 -Atqc \"$1\"" >&2; }
if ! su postgres -c "psql -p $port -Atqc \"select 1 from pg_roles where rolname='chomp'\"" | grep -q 1; then
  # CREATEDB: each test makes and drops a database of its own.
  psql_do "create role chomp login createdb password 'chomp'"
fi
if ! su postgres -c "psql -p $port -Atqc \"select 1 from pg_database where datname='chomp_test'\"" | grep -q 1; then
  su postgres -c "createdb -p $port -O chomp chomp_test" >&2
fi
echo "postgres://chomp:chomp@127.0.0.1:$port/chomp_test"
