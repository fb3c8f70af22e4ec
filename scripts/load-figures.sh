#!/usr/bin/env bash
# Re-measures the server figures of docs/LOAD.md on this machine: builds the
# release binaries, then for each run starts a fresh chomp-server on
# 127.0.0.1:7979 with a new database, runs chomp-load against it (bounded in
# clients and seconds), prints the report and the server's peak memory.
# Usage: scripts/load-figures.sh [idle|games|steps|closed|lobby|all]  (default all; ~8 min)
set -euo pipefail
cd "$(dirname "$0")/.."
what="${1:-all}"
cargo build --release -q -p chomp-server -p chomp-load
ulimit -n 20000 2>/dev/null || echo "note: could not raise the open-file limit; 10,000 clients need it"
dir="$(mktemp -d)"
P=""
cleanup() { [ -n "$P" ] && kill "$P" 2>/dev/null; rm -rf "$dir"; }
trap cleanup EXIT
# Load tests come from one address and play faster than people: lift the
# per-connection and per-address limits, and let bots answer at once.
LIMITS=(--max-connections 20000 --max-connections-per-addr 20000 --rate 1e6 --burst 1e6
        --addr-rate 1e9 --addr-burst 1e9 --names-per-addr-hour 1000000 --bot-delay 0 --solver-bits 20)
URL=ws://127.0.0.1:7979/
LOAD=target/release/chomp-load
serve() {
    rm -f "$dir"/s.db*
    RUST_LOG=warn target/release/chomp-server --listen 127.0.0.1:7979 --db "$dir/s.db" \
        "${LIMITS[@]}" "$@" >"$dir/server.log" 2>&1 &
    P=$!
    sleep 1.5
    echo "server: $*; $(grep VmRSS /proc/$P/status | tr -s ' \t' ' ')"
}
stop() {
    echo "server $(grep VmHWM /proc/$P/status | tr -s ' \t' ' ')"
    kill "$P"; wait "$P" 2>/dev/null || true; P=""
    echo
}
if [[ $what == idle || $what == all ]]; then
    echo "== 10,000 idle lobby connections"
    serve
    $LOAD --server $URL --clients 10000 --mode idle --duration 25 --pid "$P"
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
