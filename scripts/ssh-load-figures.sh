#!/usr/bin/env bash
# The SSH door's figures of docs/LOAD.md (issue 19) on this machine: builds
# the release binaries, then for each round starts a fresh chomp-server with
# the SSH door on 127.0.0.1:7981 (game port 127.0.0.1:7982), a new database
# and the per-address limits lifted (the load comes from one address), and
# runs two loads with chomp-load --ssh:
#   players: N SSH sessions each playing the bot by keys (the first 10 via
#            the OpenSSH client, the rest via russh), mean think 1000 ms:
#            key-to-redraw time, bytes per move, frames/s, server memory;
#   viewers: N SSH sessions sitting in the lobby while 200 WebSocket clients
#            create and finish games against bots as fast as they can:
#            frames/s per session, server memory per lobby session;
#   churn:   the same 200 WebSocket clients with no SSH session, the
#            server's RSS read at the same moment: how much it grows per
#            finished game (a finished game stays in memory for
#            --keep-finished), charged for the games the churn finished
#            beside the viewers; the rest of the viewers' growth, over N,
#            is a viewer's own memory.
# Each run prints the CPU and I/O pressure (/proc/pressure) as it starts and
# the server's peak memory at the end.
# Usage: scripts/ssh-load-figures.sh [SESSIONS] [ROUNDS]   (default 500, 1)
# RAMP=S spreads the players' logins over S seconds (chomp-load --ramp;
# default 0: all at once, the arrival storm).
set -euo pipefail
cd "$(dirname "$0")/.."
n="${1:-500}"
rounds="${2:-1}"
. scripts/figures-setup.sh
LIMITS+=(--bot-delay 0 --solver-bits 20 --ssh-cells-per-addr 100000000)
LOAD=target/release/chomp-load
SERVER_BIN="${SERVER_BIN:-target/release/chomp-server}"
SSH=127.0.0.1:7981
serve() {
    rm -f "$dir"/s.db*
    RUST_LOG=warn "$SERVER_BIN" --listen 127.0.0.1:7982 --ssh-listen "$SSH" \
        --ssh-host-key "$dir/host_key" --db "$dir/s.db" "${LIMITS[@]}" >"$dir/server.log" 2>&1 &
    P=$!
    sleep 1.5
    fresh=$(awk '/VmRSS/ {print $2}' /proc/$P/status)
    echo "server: VmRSS: $fresh kB"
    echo "pressure: cpu $(head -1 /proc/pressure/cpu | cut -d' ' -f2-4); io $(head -1 /proc/pressure/io | cut -d' ' -f2-4)"
}
stop() {
    echo "server $(grep VmHWM /proc/$P/status | tr -s ' \t' ' ')"
    kill "$P"; wait "$P" 2>/dev/null || true; P=""
    echo
}
# 200 WebSocket clients creating and finishing games against bots, in the
# background (pid C): every lobby viewer's screen changes all the time.
churn() {
    $LOAD --server ws://127.0.0.1:7982/ --mode bots --clients 200 --duration 35 --name-prefix churn \
        >"$dir/churn.txt" &
    C=$!
}
for round in $(seq 1 "$rounds"); do
    echo "== players: $n SSH sessions playing the bot (10 via OpenSSH), mean think 1000 ms, logins over ${RAMP:-0} s (round $round)"
    serve
    $LOAD --ssh "$SSH" --mode bots --clients "$n" --openssh 10 --think-ms 1000 --duration 45 \
        --ramp "${RAMP:-0}" --pid "$P" --name-prefix p
    stop
    echo "== viewers: $n SSH sessions in the lobby, 200 WebSocket clients playing bots at once (round $round)"
    serve
    churn
    sleep 2
    $LOAD --ssh "$SSH" --mode idle --clients "$n" --duration 30 --pid "$P" --name-prefix v | tee "$dir/view.txt"
    wait "$C" || true
    grep -E "^games finished|^errors" "$dir/churn.txt" | sed 's/^/lobby churn (WebSocket): /'
    fresh_v=$fresh
    # The server's RSS as chomp-load read it with every session held.
    viewers=$(awk '/^server RSS:/ {print $6}' "$dir/view.txt")
    games_v=$(awk '/^games finished:/ {print $3}' "$dir/churn.txt")
    stop
    echo "== churn: the same 200 WebSocket clients, no SSH session (round $round)"
    serve
    churn
    sleep 32
    alone=$(awk '/VmRSS/ {print $2}' /proc/$P/status)
    fresh_a=$fresh
    wait "$C" || true
    grep -E "^games finished|^errors" "$dir/churn.txt" | sed 's/^/churn alone: /'
    games_a=$(awk '/^games finished:/ {print $3}' "$dir/churn.txt")
    # The churn alone finishes about three times the games it does beside
    # the viewers, and each finished game stays in memory (--keep-finished),
    # so its growth is taken per finished game and charged for the games
    # the churn finished beside the viewers.
    awk -v fv="$fresh_v" -v v="$viewers" -v gv="$games_v" -v fa="$fresh_a" -v a="$alone" -v ga="$games_a" -v n="$n" 'BEGIN {
        per = (a - fa) / ga
        printf "per lobby viewer beside the churn: %.0f KiB (the server grew %.0f KiB with the viewers and the churn; the churn alone grew %.2f KiB per finished game, %.0f KiB for the %d games it finished beside the viewers)\n", (v - fv - gv * per) / n, v - fv, per, gv * per, gv
    }'
    stop
done
