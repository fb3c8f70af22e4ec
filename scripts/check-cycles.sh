#!/usr/bin/env bash
# Fails when two modules of one crate depend on each other, directly or
# through others: one line per crate target, then the edges of each cycle.
#
#   scripts/check-cycles.sh                # every cycle counts
#   scripts/check-cycles.sh --allow-super  # a module may use its ancestors
#
# Why not `cargo modules dependencies --acyclic` alone: in cargo-modules
# 0.27 that flag checks the item graph before any of the --no-* filters,
# where every type with a `&self` method is a cycle (`S` owns `S::get`,
# `S::get` uses `S`), and two modules importing each other's functions are
# not. So cargo-modules draws the module graph (items folded into their
# modules, "uses" edges only, no "owns"), and graphviz judges it: `acyclic`
# answers, `sccmap` names the modules of each cycle.
#
# An edge is a `use` item, or a type named in a signature or a field, and
# an `impl T` block counts for the module of `T`. cargo-modules does not see
# a path written only inside a function body (`crate::report::rss_kib(pid)`,
# `super::open::open_game(..)`) nor one in a trait impl's header, so
# scripts/body-paths.py reads the sources for those and adds their edges to
# the graph before it is judged. Not seen by either: macros and
# #[cfg(test)] code.
#
# --allow-super drops child -> ancestor edges first (`use super::X`, or
# `crate::X` defined in an ancestor), so a parent and the children it
# declares may use each other. Without it, such a pair is a cycle.
set -euo pipefail
cd "$(dirname "$0")/.."

CARGO_MODULES_VERSION=0.27.0 # 0.28 needs a newer rustc than 1.95

allow_super=false
case "${1:-}" in
    "") ;;
    --allow-super) allow_super=true ;;
    *) echo "usage: $0 [--allow-super]" >&2; exit 2 ;;
esac

if ! cargo modules --version >/dev/null 2>&1; then
    cargo install --locked cargo-modules --version "$CARGO_MODULES_VERSION"
fi
if ! command -v acyclic >/dev/null || ! command -v sccmap >/dev/null || ! command -v gvpr >/dev/null; then
    sudo=""
    if [ "$(id -u)" != 0 ]; then sudo=sudo; fi
    $sudo apt-get update -qq
    $sudo apt-get install -y -qq graphviz >/dev/null
fi

# package:target:crate:root file: every crate target with modules (tests/
# has none), with the crate name cargo-modules gives its nodes and the file
# its module tree starts from.
targets=(
    "chomp-engine:--lib:chomp_engine:engine/src/lib.rs"
    "chomp-protocol:--lib:chomp_protocol:protocol/src/lib.rs"
    "chomp-server:--lib:chomp_server:server/src/lib.rs"
    "chomp-door:--lib:chomp_door:door/src/lib.rs"
    "chomp-door:--bin chomp-server:chomp_server:door/src/main.rs"
    "chomp-client:--lib:chomp_client:client/src/lib.rs"
    "chomp:--lib:chomp:cli/src/lib.rs"
    "chomp:--bin chomp:chomp:cli/src/main.rs"
    "chomp-load:--bin chomp-load:chomp_load:load/src/main.rs"
    "chomp-solve:--bin chomp-solve:chomp_solve:solve/src/main.rs"
    "chomp-testkit:--lib:chomp_testkit:testkit/src/lib.rs"
)

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

failed=0
for entry in "${targets[@]}"; do
    IFS=: read -r package target crate root <<<"$entry"
    name="$package ${target#--}"
    dot="$work/graph.dot"
    # shellcheck disable=SC2086 # $target is two words on purpose
    if ! cargo modules dependencies -p "$package" $target --all-features \
        --no-externs --no-sysroot --no-fns --no-types --no-traits --no-owns \
        --layout dot >"$dot" 2>"$work/err"; then
        echo "error  $name: cargo modules failed:"
        sed 's/^/    /' "$work/err"
        failed=1
        continue
    fi
    # The edges of paths written in function bodies and impl headers.
    python3 scripts/body-paths.py "$crate" "$root" >"$work/body"
    if [ -s "$work/body" ]; then
        sed -i '$d' "$dot"
        cat "$work/body" >>"$dot"
        echo "}" >>"$dot"
    fi
    if $allow_super; then
        gvpr -c 'E[index(tail.name, head.name + "::") == 0]{delete(root, $);}' "$dot" >"$dot.tmp"
        mv "$dot.tmp" "$dot"
    fi
    status=0
    acyclic -n "$dot" || status=$?
    if [ "$status" = 0 ]; then
        echo "ok     $name"
    elif [ "$status" != 1 ]; then
        echo "error  $name: graphviz could not read the graph"
        failed=1
    else
        echo "cycle  $name:"
        # sccmap prints each strongly connected component with its edges.
        sccmap "$dot" 2>/dev/null | tr -d '"' | sed -n \
            -e 's/^digraph cluster_.*/  modules in one cycle:/p' \
            -e 's/^\t\(.* -> [^\t]*\)\t.*/    \1/p'
        failed=1
    fi
done
exit "$failed"
