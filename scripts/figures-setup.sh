# Sourced by the figures scripts (bot-memory, flood, tournament): builds the
# release binaries, raises the open-file limit, makes a scratch directory
# removed on exit with the server whose pid is in P, and sets LIMITS, the
# flags that lift the per-connection and per-address limits (the load comes
# from one address) while the bots' own limits keep their defaults.
cargo build --release -q -p chomp-door -p chomp-load
ulimit -n 20000 2>/dev/null || true
dir="$(mktemp -d)"
P=""
cleanup() { [ -n "$P" ] && kill "$P" 2>/dev/null; rm -rf "$dir"; }
trap cleanup EXIT
LIMITS=(--max-connections 20000 --max-connections-per-addr 20000 --rate 1e6 --burst 1e6
        --addr-rate 1e9 --addr-burst 1e9 --max-handshakes 20000 --max-handshakes-per-addr 20000
        --max-unfinished-games 1000000 --names-per-addr-hour 1000000000 --no-background-tables)
