#!/usr/bin/env bash
# Turns on PostgreSQL's statement statistics for measurement runs
# (`PGSTATS=1 scripts/load-figures.sh nodes`): loads pg_stat_statements,
# times WAL syncs (track_wal_io_timing), restarts the cluster once, and
# creates the extension in template1 so every new database has it. Needs
# root, like scripts/postgres-test-db.sh; run it while nothing uses
# PostgreSQL (the restart ends every session).
set -euo pipefail
version=$(ls /usr/lib/postgresql | sort -n | tail -n 1)
psql_do() { su postgres -c "psql -X -v ON_ERROR_STOP=1 -Atqc \"$1\""; }
psql_do "ALTER SYSTEM SET shared_preload_libraries = 'pg_stat_statements'"
psql_do "ALTER SYSTEM SET track_wal_io_timing = on"
pg_ctlcluster "$version" main restart
for _ in $(seq 1 50); do
  if su postgres -c "psql -Atqc 'select 1'" >/dev/null 2>&1; then break; fi
  sleep 0.2
done
su postgres -c "psql -X -v ON_ERROR_STOP=1 -d template1 -Atqc 'CREATE EXTENSION IF NOT EXISTS pg_stat_statements'"
su postgres -c "psql -X -v ON_ERROR_STOP=1 -Atqc 'CREATE EXTENSION IF NOT EXISTS pg_stat_statements'"
echo "postgres-stats: pg_stat_statements and WAL timing are on" >&2
