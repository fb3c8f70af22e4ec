#!/usr/bin/env bash
# Memory per SSH session: starts a chomp-server with the SSH door on
# 127.0.0.1:7981 and a fresh database, opens N sessions with the real
# OpenSSH client (each a new name, one shared key, sitting in the lobby with
# a PTY), and prints the server's resident memory before and after, and
# per session. Usage: scripts/ssh-sessions.sh [N] [SERVER_BIN]
# (default 100 sessions; SERVER_BIN defaults to the release build). The
# game port is 127.0.0.1:7982, where /metrics counts the sessions.
set -euo pipefail
cd "$(dirname "$0")/.."
n="${1:-100}"
bin="${2:-target/release/chomp-server}"
[ -x "$bin" ] || cargo build --release -q -p chomp-door
dir="$(mktemp -d)"
P=""
cleanup() {
    pkill -P $$ ssh 2>/dev/null || true
    pkill -P $$ sleep 2>/dev/null || true
    [ -n "$P" ] && kill "$P" 2>/dev/null
    rm -rf "$dir"
}
trap cleanup EXIT
ssh-keygen -q -t ed25519 -N "" -f "$dir/key"
RUST_LOG=warn "$bin" --listen 127.0.0.1:7982 --ssh-listen 127.0.0.1:7981 \
    --ssh-host-key "$dir/host_key" --db "$dir/s.db" --no-background-tables \
    --names-per-addr-hour 1000000 --max-connections-per-addr 100000 \
    --max-handshakes-per-addr 512 --addr-rate 1e9 --addr-burst 1e9 >"$dir/server.log" 2>&1 &
P=$!
sleep 2
rss() { awk '/VmRSS/ {print $2}' /proc/$P/status; }
echo "pressure: cpu $(head -1 /proc/pressure/cpu | cut -d' ' -f2-4)"
before=$(rss)
for i in $(seq 1 "$n"); do
    # A PTY (-tt) and a stdin that stays open: the session sits in the lobby.
    sleep 3600 2>/dev/null | ssh -tt -q -i "$dir/key" -p 7981 -o StrictHostKeyChecking=no \
        -o UserKnownHostsFile=/dev/null -o LogLevel=ERROR "ssh$i@127.0.0.1" >/dev/null 2>&1 &
    # Under the handshake share of one address.
    [ $((i % 20)) = 0 ] && sleep 1
done
sleep 8
sessions=$(curl -s http://127.0.0.1:7982/metrics | grep '^chomp_ssh_connections{state="session"}' | awk '{print $2}' || true)
after=$(rss)
echo "sessions open (metrics): ${sessions:-unknown} of $n"
echo "server RSS: before ${before} KiB, after ${after} KiB"
echo "per session: $(( (after - before) / n )) KiB"
