#!/usr/bin/env bash
# Rows 16 and 17 of docs/LOAD.md: the server's peak memory while many
# clients play iChomp 32x32 against a bot at once, the boards where every
# bot move is a search (issue 31's "bot searches can exhaust memory").
# Builds the release binaries, then for each round starts a fresh
# chomp-server with the connection and rate limits lifted (the load comes
# from one address) but the bots' own limits at their defaults, runs
# chomp-load --mode bots for 40 s and prints the server's peak memory
# (VmHWM) and whether it is still alive.
# Usage: scripts/bot-memory-figures.sh [CLIENTS] [LEVEL] [ROUNDS]   (default 160 medium 1)
set -euo pipefail
cd "$(dirname "$0")/.."
clients="${1:-160}"
level="${2:-medium}"
rounds="${3:-1}"
. scripts/figures-setup.sh
for round in $(seq 1 "$rounds"); do
    rm -f "$dir"/s.db*
    RUST_LOG=warn target/release/chomp-server --listen 127.0.0.1:7977 --db "$dir/s.db" \
        "${LIMITS[@]}" >"$dir/server.log" 2>&1 &
    P=$!
    sleep 1.5
    echo "== $clients clients against the $level bot, iChomp 32x32 (round $round)"
    echo "pressure: cpu $(head -1 /proc/pressure/cpu | cut -d' ' -f2-4); io $(head -1 /proc/pressure/io | cut -d' ' -f2-4)"
    target/release/chomp-load --server ws://127.0.0.1:7977/ --clients "$clients" --mode bots \
        --level "$level" --variant ichomp --width 32 --height 32 --think-ms 200 --duration 40 --pid "$P"
    echo "server $(grep VmHWM /proc/$P/status | tr -s ' \t' ' '); alive: $(kill -0 "$P" 2>/dev/null && echo yes || echo no)"
    kill "$P"; wait "$P" 2>/dev/null || true; P=""
    echo
done
