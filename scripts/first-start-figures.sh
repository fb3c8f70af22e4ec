#!/usr/bin/env bash
# What a server's first start costs its players: the same chomp-load run
# (1,000 clients, half against hard bots, half in pairs, think 1000 ms,
# 60 s) against a server with --no-background-tables, then against one that
# builds its tables in the background into an empty directory with the
# default --table-budget and --table-memory. Prints each run's report, and
# for the building server its peak anonymous memory (the build's own), its
# peak resident memory (mapped table files included), the most disk its
# tables directory took, and how far the build got.
# The two runs of a round take turns going first.
# Usage: [EXTRA="--durability normal"] scripts/first-start-figures.sh [ROUNDS]
# (default 1; ~2.5 min a round; EXTRA adds server flags to both runs)
set -euo pipefail
cd "$(dirname "$0")/.."
rounds="${1:-1}"
cargo build --release -q -p chomp-door -p chomp-load
ulimit -n 20000 2>/dev/null || true
dir="$(mktemp -d)"
P=""
cleanup() { [ -n "$P" ] && kill "$P" 2>/dev/null; rm -rf "$dir"; }
trap cleanup EXIT
LIMITS=(--max-connections 20000 --max-connections-per-addr 20000 --rate 1e6 --burst 1e6
        --addr-rate 1e9 --addr-burst 1e9 --max-handshakes 20000 --max-handshakes-per-addr 20000
        --max-unfinished-games 1000000 --names-per-addr-hour 1000000000 --bot-delay 0 ${EXTRA:-})
URL=ws://127.0.0.1:7979/
pressure() {
    echo "pressure: cpu $(head -1 /proc/pressure/cpu | cut -d' ' -f2-4); io $(head -1 /proc/pressure/io | cut -d' ' -f2-4)"
}
# Samples the server every half second until it exits: peak RssAnon,
# VmRSS and tables-directory size.
watch_server() {
    local anon=0 rss=0 disk=0 a r d
    while kill -0 "$P" 2>/dev/null; do
        a=$(awk '/RssAnon/ {print $2}' /proc/$P/status 2>/dev/null || echo 0)
        r=$(awk '/VmRSS/ {print $2}' /proc/$P/status 2>/dev/null || echo 0)
        d=$(du -sk "$dir/tables" 2>/dev/null | cut -f1 || echo 0)
        [ "${a:-0}" -gt "$anon" ] && anon=$a
        [ "${r:-0}" -gt "$rss" ] && rss=$r
        [ "${d:-0}" -gt "$disk" ] && disk=$d
        echo "$anon $rss $disk" >"$dir/peaks"
        sleep 0.5
    done
}
run() {
    local label="$1"; shift
    rm -rf "$dir"/s.db* "$dir/tables"; mkdir -p "$dir/tables"
    echo "== $label"
    RUST_LOG=info target/release/chomp-server --listen 127.0.0.1:7979 --db "$dir/s.db" \
        --tables "$dir/tables" "${LIMITS[@]}" "$@" >"$dir/server.log" 2>&1 &
    P=$!
    watch_server &
    local W=$!
    sleep 2
    pressure
    target/release/chomp-load --server $URL --clients 1000 --mode mixed --level hard \
        --duration 60 --think-ms 1000 --pid "$P"
    read -r anon rss disk <"$dir/peaks"
    echo "server peaks: RssAnon $((anon / 1024)) MiB, VmRSS $((rss / 1024)) MiB, tables dir $((disk / 1024)) MiB"
    grep -E "background|ready and in use|% built" "$dir/server.log" | sed 's/^.*INFO //' | tail -4 || true
    kill "$P"; wait "$P" 2>/dev/null || true; P=""
    wait "$W" 2>/dev/null || true
    echo
}
# The run after another starts while the disk still flushes the first one's
# database: alternate the order, and let the disk settle between runs.
for round in $(seq 1 "$rounds"); do
    if [ $((round % 2)) = 1 ]; then
        run "round $round: --no-background-tables" --no-background-tables; sleep 15
        run "round $round: building tables in the background (defaults)"; sleep 15
    else
        run "round $round: building tables in the background (defaults)"; sleep 15
        run "round $round: --no-background-tables" --no-background-tables; sleep 15
    fi
done
