#!/usr/bin/env bash
# Issue 29's figures (docs/LOAD.md): one arena of 1,000 entrants, and the
# bot ladder with 50 hosted bots. Builds the release binaries, then per
# round starts a fresh chomp-server (SQLite, a new database, the per-address
# and connection limits lifted since the load comes from one address) and
# runs chomp-load against it.
# - arena: 1,000 clients join one arena of Chomp 6x5 from random starts
#   (client 0 creates it) and play their pairings, each move after a mean
#   think of 1 s, for 90 s. Prints the move round trip, the server's
#   pairing passes from /metrics, and its memory before and under load
#   (per entrant = the growth / 1,000).
# - ladder: 50 hosted bots on the server's bot ladder for 600 s (DURATION
#   overrides), think 0. Prints games per minute and the longest any bot
#   sat free while another was free.
# Usage: scripts/tournament-figures.sh arena|ladder [ROUNDS]   (default 1)
# DB_DIR puts the database elsewhere (DB_DIR=/dev/shm: a RAM disk, the
# server's own share of the move tail without the disk's). KEEP_LOG=F keeps
# each round's server log as F.ROUND (with RUST_LOG, e.g. =debug).
set -euo pipefail
cd "$(dirname "$0")/.."
what="${1:?arena or ladder}"
rounds="${2:-1}"
. scripts/figures-setup.sh
LIMITS+=(--bot-delay 0 --solver-bits 20)
URL=ws://127.0.0.1:7975/
LOAD=target/release/chomp-load
db_dir="$dir"
if [[ -n ${DB_DIR:-} ]]; then
    db_dir="$(mktemp -d -p "$DB_DIR")"
    trap 'cleanup; rm -rf "$db_dir"' EXIT
fi
for round in $(seq 1 "$rounds"); do
    rm -f "$db_dir"/s.db*
    RUST_LOG="${RUST_LOG:-warn}" "${SERVER_BIN:-target/release/chomp-server}" --listen 127.0.0.1:7975 --db "$db_dir/s.db" \
        "${LIMITS[@]}" --durability normal >"$dir/server.log" 2>&1 &
    P=$!
    sleep 1.5
    before=$(awk '/VmRSS/ {print $2}' /proc/$P/status)
    echo "pressure: cpu $(head -1 /proc/pressure/cpu | cut -d' ' -f2-4); io $(head -1 /proc/pressure/io | cut -d' ' -f2-4)"
    if [[ $what == arena ]]; then
        echo "== one arena of 1,000 entrants, Chomp 6x5 random starts, think 1 s (round $round)"
        $LOAD --server $URL --clients 1000 --mode arena --variant chomp --width 6 --height 5 \
            --think-ms 1000 --duration "${DURATION:-90}" --pid "$P" | tee "$dir/out.txt"
        under=$(awk '/server RSS/ {print $3}' "$dir/out.txt")
        echo "server RSS before: $((before / 1024)) MiB; per entrant: $(awk -v u="$under" -v b="$before" 'BEGIN {printf "%.1f KiB", (u * 1024 - b) / 1000}')"
    else
        echo "== the bot ladder with 50 hosted bots (round $round)"
        $LOAD --server $URL --clients 50 --mode ladder --duration "${DURATION:-600}" --pid "$P"
    fi
    echo "server $(grep VmHWM /proc/$P/status | tr -s ' \t' ' '); alive: $(kill -0 "$P" 2>/dev/null && echo yes || echo no)"
    kill "$P"; wait "$P" 2>/dev/null || true; P=""
    [[ -n ${KEEP_LOG:-} ]] && cp "$dir/server.log" "$KEEP_LOG.$round"
    echo
done
