#!/usr/bin/env bash
# Crash test, long form: runs the SIGKILL test of door/tests/crash.rs with
# many kills, once per seed, and stops at the first failure.
# Usage: scripts/crash-test.sh [KILLS] [SEEDS]   (defaults: 50 kills, 4 seeds)
# With CHOMP_TEST_POSTGRES set, each seed also runs against PostgreSQL.
set -euo pipefail
kills="${1:-50}"
seeds="${2:-4}"
cd "$(dirname "$0")/.."
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
total=0
for seed in $(seq 1 "$seeds"); do
    if ! CHOMP_CRASH_KILLS="$kills" CHOMP_CRASH_SEED="$seed" \
        cargo test -q -p chomp-door --test crash -- --nocapture >"$log" 2>&1; then
        cat "$log"
        echo "crash test FAILED at seed $seed after $total kills survived"
        exit 1
    fi
    # One line per run: SQLite full and normal, and PostgreSQL when
    # CHOMP_TEST_POSTGRES names one (scripts/postgres-test-db.sh).
    grep 'kills survived' "$log" | sed "s/^/seed $seed: /"
    total=$((total + kills * $(grep -c 'kills survived' "$log")))
done
echo "crash test: $total kills survived in $seeds runs"
