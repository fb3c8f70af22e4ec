#!/usr/bin/env bash
# Runs every cargo-fuzz target (fuzz/fuzz_targets/) for SECONDS each, one
# after the other, each as one libFuzzer process (one fuzzing thread).
# Installs cargo-fuzz if it is missing. The project assumes only a stable
# toolchain: RUSTC_BOOTSTRAP=1 lets it accept the -Z flags cargo-fuzz uses.
# Exits non-zero if any target crashed (the input is kept in
# fuzz/artifacts/<target>/, the log in fuzz/logs/<target>.log).
#
# Usage: scripts/fuzz.sh [SECONDS] [TARGET...]   (default: 60 s, every target)
# Environment: FUZZ_SANITIZER=none builds without AddressSanitizer (faster);
#              CARGO_BUILD_JOBS=1 keeps the build to one core.
set -euo pipefail
secs="${1:-60}"
shift || true
cd "$(dirname "$0")/.."
if [ "$#" -gt 0 ]; then
    targets=("$@")
else
    targets=(decode_request notation request_path)
fi

if ! command -v cargo-fuzz >/dev/null 2>&1; then
    echo "installing cargo-fuzz"
    cargo install cargo-fuzz --locked
fi
export RUSTC_BOOTSTRAP=1
sanitizer="${FUZZ_SANITIZER:-address}"

mkdir -p fuzz/logs
failed=()
for t in "${targets[@]}"; do
    # request_path runs ~100 inputs/s: libFuzzer's slow growth of the input
    # length limit would keep it near the seeds' size for the whole run.
    len_control=()
    case "$t" in
        notation) dict=fuzz/dict/notation.dict ;;
        request_path) dict=fuzz/dict/requests.dict len_control=(-len_control=0) ;;
        *) dict=fuzz/dict/requests.dict ;;
    esac
    # New inputs go to corpus-grown/ (not committed); the seeds are only read.
    mkdir -p "fuzz/corpus-grown/$t"
    log="fuzz/logs/$t.log"
    echo "== $t: ${secs}s (sanitizer: $sanitizer, log: $log)"
    if cargo fuzz run -s "$sanitizer" "$t" "fuzz/corpus-grown/$t" "fuzz/corpus/$t" -- \
        -dict="$dict" -max_total_time="$secs" -timeout=120 -print_final_stats=1 "${len_control[@]}" \
        >"$log" 2>&1; then
        grep -E '^#[0-9]+[[:space:]]+DONE' "$log" || true
        grep -E '^stat::(number_of_executed_units|average_exec_per_sec|peak_rss_mb)' "$log" || true
    else
        echo "!! $t FAILED; the end of its log:"
        tail -n 40 "$log"
        failed+=("$t")
    fi
done

if [ "${#failed[@]}" -gt 0 ]; then
    echo "fuzzing found crashes in: ${failed[*]} (inputs in fuzz/artifacts/)"
    exit 1
fi
echo "fuzzing: no crash in ${targets[*]} (${secs}s each)"
