#!/usr/bin/env bash
# Issue 31's bot-think flood (docs/LOAD.md): while 160 clients play iChomp
# 32x32 against the hard bot at once (every bot move a real search; 20
# names' worth of the issue's 8 games each), a bystander pair plays Chomp
# 6x5 between people and a bystander plays the easy bot. Prints the
# bystanders' move round trips (between people: the server's own work;
# against the bot: the move and the bot's reply, which waits its turn in
# the bots' pool) and the flood's. Every client comes from 127.0.0.1, so
# the bystanders share the flood's address: the pool's per-address share
# cannot favour them, which is the harder case for the bot's replies.
# Builds the release binaries first, then starts a fresh chomp-server per
# round with the connection and rate limits lifted but the bots' limits at
# their defaults.
# Usage: scripts/flood-figures.sh [ROUNDS]   (default 1; ~75 s a round)
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
        --max-unfinished-games 1000000 --names-per-addr-hour 1000000000 --no-background-tables)
URL=ws://127.0.0.1:7976/
LOAD=target/release/chomp-load
for round in $(seq 1 "$rounds"); do
    rm -f "$dir"/s.db*
    RUST_LOG=warn "${SERVER_BIN:-target/release/chomp-server}" --listen 127.0.0.1:7976 --db "$dir/s.db" \
        "${LIMITS[@]}" --durability normal >"$dir/server.log" 2>&1 &
    P=$!
    sleep 1.5
    echo "== bot-think flood: 160 clients against the hard bot, iChomp 32x32 (round $round)"
    echo "pressure: cpu $(head -1 /proc/pressure/cpu | cut -d' ' -f2-4); io $(head -1 /proc/pressure/io | cut -d' ' -f2-4)"
    $LOAD --server $URL --clients 160 --mode bots --level hard --variant ichomp --width 32 --height 32 \
        --think-ms 0 --duration 70 --name-prefix flood --pid "$P" >"$dir/flood.txt" &
    F=$!
    sleep 10
    $LOAD --server $URL --clients 2 --mode pairs --variant chomp --width 6 --height 5 \
        --think-ms 300 --duration 50 --name-prefix people >"$dir/people.txt" &
    B=$!
    $LOAD --server $URL --clients 1 --mode bots --level easy --variant chomp --width 6 --height 5 \
        --think-ms 300 --duration 50 --name-prefix botfan >"$dir/botfan.txt"
    wait "$B" "$F" || true
    grep -E "rtt|errors" "$dir/people.txt" | sed 's/^/bystanders between people: /'
    grep -E "rtt|errors" "$dir/botfan.txt" | sed 's/^/bystander against the easy bot: /'
    grep -E "rtt|errors|memory" "$dir/flood.txt" | sed 's/^/flood: /'
    echo "server $(grep VmHWM /proc/$P/status | tr -s ' \t' ' '); alive: $(kill -0 "$P" 2>/dev/null && echo yes || echo no)"
    kill "$P"; wait "$P" 2>/dev/null || true; P=""
    echo
done
