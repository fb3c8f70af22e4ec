#!/usr/bin/env bash
# Re-measures the server figures of docs/LOAD.md on this machine: builds the
# release binaries, then for each run starts a fresh chomp-server on
# 127.0.0.1:7979 with a new database, runs chomp-load against it (bounded in
# clients and seconds), prints the report and the server's peak memory.
# Usage: scripts/load-figures.sh [idle|games|games3|steps|closed|lobby|deltas|nodes|all] [ROUNDS]
# (default all, once; ~11 min). ROUNDS repeats the chosen runs, for the
# median and the worst of 5 consecutive runs; `games3` is the headline run
# alone (2,000 games, mean think 3 s, --durability normal). Each run prints
# the machine's CPU and I/O pressure (/proc/pressure) as it starts.
# DURABILITIES="normal" limits `deltas` to that mode; SUBSCRIBERS=stalled makes
# its subscribers never read their sockets (chomp-load --mode stalled). `nodes` (not part of
# `all`; NODE_COUNTS="2" runs only those) needs PostgreSQL: CHOMP_TEST_POSTGRES
# names a role that may create databases (scripts/postgres-test-db.sh prints
# one).
set -euo pipefail
cd "$(dirname "$0")/.."
what="${1:-all}"
rounds="${2:-1}"
cargo build --release -q -p chomp-door -p chomp-load
ulimit -n 20000 2>/dev/null || echo "note: could not raise the open-file limit; 10,000 clients need it"
dir="$(mktemp -d)"
P=""
NODES=()
cleanup() { [ -n "$P" ] && kill "$P" 2>/dev/null; [ ${#NODES[@]} -gt 0 ] && kill "${NODES[@]}" 2>/dev/null; rm -rf "$dir"; }
trap cleanup EXIT
# Load tests come from one address and play faster than people: lift the
# per-connection and per-address limits, and let bots answer at once.
LIMITS=(--max-connections 20000 --max-connections-per-addr 20000 --rate 1e6 --burst 1e6
        --addr-rate 1e9 --addr-burst 1e9 --max-handshakes 20000 --max-handshakes-per-addr 20000 --max-unfinished-games 1000000
        --names-per-addr-hour 1000000000 --no-background-tables --bot-delay 0 --solver-bits 20)
URL=ws://127.0.0.1:7979/
LOAD=target/release/chomp-load
# SERVER_BIN: another build of the server to compare (an A/B on one machine state).
SERVER_BIN="${SERVER_BIN:-target/release/chomp-server}"
serve() {
    rm -f "$dir"/s.db*
    RUST_LOG=warn "$SERVER_BIN" --listen 127.0.0.1:7979 --db "$dir/s.db" \
        "${LIMITS[@]}" "$@" >"$dir/server.log" 2>&1 &
    P=$!
    sleep 1.5
    echo "server: $*; $(grep VmRSS /proc/$P/status | tr -s ' \t' ' ')"
    pressure
}
pressure() {
    echo "pressure: cpu $(head -1 /proc/pressure/cpu | cut -d' ' -f2-4); io $(head -1 /proc/pressure/io | cut -d' ' -f2-4)"
}
# PGSTATS=1 (nodes only, as root): PostgreSQL's own view of each run, from
# pg_stat_statements (needs shared_preload_libraries, which
# scripts/postgres-stats.sh sets once) and pg_stat_wal, reset before it.
pgsql() { su postgres -c "psql -X -q -P pager=off $*"; }
pg_stats_reset() {
    pgsql "-Atc 'SELECT pg_stat_statements_reset(); SELECT pg_stat_reset_shared(\$\$wal\$\$);'" >/dev/null
}
pg_stats_show() {
    echo "-- pg_stat_statements, by total time (database $1):"
    pgsql "-d $1 -c \"SELECT calls, round(total_exec_time::numeric,1) AS total_ms, round(mean_exec_time::numeric,3) AS mean_ms, round(max_exec_time::numeric,1) AS max_ms, rows, wal_records, left(regexp_replace(query, '\\s+', ' ', 'g'), 70) AS query FROM pg_stat_statements WHERE dbid = (SELECT oid FROM pg_database WHERE datname = '$1') ORDER BY total_exec_time DESC LIMIT 8\""
    echo "-- pg_stat_wal:"
    pgsql "-c 'SELECT wal_records, wal_fpi, pg_size_pretty(wal_bytes) AS wal, wal_write, wal_sync, round(wal_sync_time::numeric,1) AS sync_ms, wal_buffers_full FROM pg_stat_wal'"
    echo "-- commits in the run: $(pgsql "-Atc \"SELECT xact_commit FROM pg_stat_database WHERE datname = '$1'\"")"
}
stop() {
    echo "server $(grep VmHWM /proc/$P/status | tr -s ' \t' ' ')"
    kill "$P"; wait "$P" 2>/dev/null || true; P=""
    echo
}
for round in $(seq 1 "$rounds"); do
    if [[ $what == idle || $what == all ]]; then
        echo "== 10,000 idle lobby connections"
        serve
        $LOAD --server $URL --clients 10000 --mode idle --duration 25 --pid "$P"
        stop
    fi
    if [[ $what == games3 ]]; then
        echo "== 2,000 games (4,000 clients in pairs), mean think 3000 ms, --durability normal (round $round)"
        serve --durability normal
        $LOAD --server $URL --clients 4000 --mode pairs --duration 50 --think-ms 3000 --pid "$P"
        stop
    fi
    if [[ $what == games || $what == all ]]; then
        for durability in full normal; do
            for think in 3000 1000; do
                echo "== 2,000 games (4,000 clients in pairs), mean think ${think} ms, --durability $durability"
                serve --durability "$durability"
                $LOAD --server $URL --clients 4000 --mode pairs --duration 50 --think-ms "$think" --pid "$P"
                stop
            done
        done
    fi
    if [[ $what == steps || $what == all ]]; then
        echo "== steps of 500 games, mean think 3000 ms, --durability normal"
        serve --durability normal
        $LOAD --server $URL --clients 5000 --step 1000 --step-secs 12 --mode pairs --duration 62 --think-ms 3000 --pid "$P"
        stop
    fi
    if [[ $what == closed || $what == all ]]; then
        echo "== closed loop: 2,000 games moving as fast as they can"
        serve --durability normal
        $LOAD --server $URL --clients 4000 --mode pairs --duration 30 --pid "$P"
        stop
    fi
    if [[ $what == lobby || $what == all ]]; then
        for variant in capped uncapped; do
            extra=()
            [[ $variant == uncapped ]] && extra=(--lobby-max-games 1000000 --lobby-fanout-rate 0)
            echo "== lobby ($variant): 200 games alone, then with 5,000 idle subscribers"
            serve "${extra[@]}"
            $LOAD --server $URL --clients 400 --mode pairs --duration 15 --name-prefix base
            $LOAD --server $URL --clients 5000 --mode idle --duration 32 --name-prefix sub >/dev/null &
            S=$!
            sleep 10
            $LOAD --server $URL --clients 400 --mode pairs --duration 15 --name-prefix churn
            wait "$S" || true
            stop
        done
    fi
    if [[ $what == deltas || $what == all ]]; then
        for durability in ${DURABILITIES:-full normal}; do
            echo "== 5,000 lobby subscribers (deltas, --mode ${SUBSCRIBERS:-idle}) + 2,000 games against bots, think 1000 ms, --durability $durability"
            serve --durability "$durability"
            /usr/bin/time -f "subscribers' CPU: user %U s, sys %S s" -o "$dir/subs.cpu" \
                $LOAD --server $URL --clients 5000 --mode "${SUBSCRIBERS:-idle}" --duration 75 --name-prefix sub >"$dir/subs.txt" &
            S=$!
            sleep 15
            $LOAD --server $URL --clients 2000 --mode bots --duration 50 --think-ms 1000 --level easy --pid "$P" --name-prefix play
            wait "$S" || true
            grep -E "errors|lobby resyncs" "$dir/subs.txt" | sed 's/^/subscribers: /'
            cat "$dir/subs.cpu"
            echo "server CPU: $(awk '{print ($14+$15)/100}' /proc/$P/stat) s"
            # Connections the server gave up on for not reading (slow readers).
            curl -s "http://127.0.0.1:7979/metrics" | grep -E '^chomp_connections_closed_total' || true
            stop
        done
    fi
    if [[ $what == nodes ]]; then
        admin="${CHOMP_TEST_POSTGRES:?set CHOMP_TEST_POSTGRES, e.g. export CHOMP_TEST_POSTGRES=\$(scripts/postgres-test-db.sh)}"
        for n in ${NODE_COUNTS:-1 2 3}; do
            db="chomp_load_$$_$n"
            psql "$admin" -qc "CREATE DATABASE $db"
            pg="${admin%/*}/$db"
            NODES=(); urls=()
            for i in $(seq 1 "$n"); do
                port=$((7979 + i - 1))
                RUST_LOG=warn "$SERVER_BIN" --listen "127.0.0.1:$port" --db "$pg" \
                    "${LIMITS[@]}" >"$dir/node$i.log" 2>&1 &
                NODES+=($!)
                urls+=("ws://127.0.0.1:$port/")
                sleep 1.5
            done
            servers="$(IFS=,; echo "${urls[*]}")"
            [ -n "${PGSTATS:-}" ] && pg_stats_reset
            echo "== $n node(s) on PostgreSQL: 1,000 games between people (client i on node i mod $n), mean think 1000 ms (round $round)"
            pressure
            $LOAD --server "$servers" --clients 2000 --mode pairs --duration 50 --think-ms 1000 --pid "${NODES[0]}"
            for p in "${NODES[@]}"; do echo "node $p $(grep VmHWM /proc/$p/status | tr -s ' \t' ' '); CPU $(awk '{print ($14+$15)/100}' /proc/$p/stat) s"; done
            [ -n "${PGSTATS:-}" ] && pg_stats_show "$db"
            kill "${NODES[@]}"; wait "${NODES[@]}" 2>/dev/null || true; NODES=()
            psql "$admin" -qc "DROP DATABASE $db WITH (FORCE)"
            echo
        done
    fi
done
