#!/usr/bin/env bash
# Issue 31's bot-think flood (docs/LOAD.md): while 160 clients play iChomp
# 32x32 against the hard bot at once (every bot move a real search; 20
# names' worth of the issue's 8 games each), a bystander pair plays Chomp
# 6x5 between people and a bystander plays the easy bot. Prints each
# group's move round trip (the server's own work) and the opponent's reply
# (from a move's echo to the next move: against a bot, its delay and its
# search, which waits its turn in the bots' pool). Every client comes from 127.0.0.1, so
# the bystanders share the flood's address: the pool's per-address share
# cannot favour them, which is the harder case for the bot's replies.
# Builds the release binaries first, then starts a fresh chomp-server per
# round with the connection and rate limits lifted but the bots' limits at
# their defaults.
# `hints` instead: issue 31's hints abuse under 20 names (chomp-load
# --mode hints: 20 names loop create iChomp 32x32, hints, resign while a
# player asks hints in their own game every 500 ms), 40 s a round.
# Usage: scripts/flood-figures.sh [flood|hints] [ROUNDS]   (default flood, once; ~75 s a round)
set -euo pipefail
cd "$(dirname "$0")/.."
what="${1:-flood}"
rounds="${2:-1}"
. scripts/figures-setup.sh
URL=ws://127.0.0.1:7976/
LOAD=target/release/chomp-load
for round in $(seq 1 "$rounds"); do
    rm -f "$dir"/s.db*
    RUST_LOG=warn "${SERVER_BIN:-target/release/chomp-server}" --listen 127.0.0.1:7976 --db "$dir/s.db" \
        "${LIMITS[@]}" --durability normal >"$dir/server.log" 2>&1 &
    P=$!
    sleep 1.5
    if [[ $what == hints ]]; then
        echo "== hints abuse: 20 names loop create, hints, resign; a player asks every 500 ms (round $round)"
        echo "pressure: cpu $(head -1 /proc/pressure/cpu | cut -d' ' -f2-4); io $(head -1 /proc/pressure/io | cut -d' ' -f2-4)"
        $LOAD --server $URL --clients 21 --mode hints --duration 40 --name-prefix hints --pid "$P" | grep -E "hints|errors"
        kill "$P"; wait "$P" 2>/dev/null || true; P=""
        echo
        continue
    fi
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
    grep -E "rtt|reply|errors" "$dir/people.txt" | sed 's/^/bystanders between people: /'
    grep -E "rtt|reply|errors" "$dir/botfan.txt" | sed 's/^/bystander against the easy bot: /'
    grep -E "rtt|reply|errors" "$dir/flood.txt" | sed 's/^/flood: /'
    echo "server $(grep VmHWM /proc/$P/status | tr -s ' \t' ' '); alive: $(kill -0 "$P" 2>/dev/null && echo yes || echo no)"
    kill "$P"; wait "$P" 2>/dev/null || true; P=""
    echo
done
