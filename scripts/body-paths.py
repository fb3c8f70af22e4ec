#!/usr/bin/env python3
"""The module edges that `cargo modules` does not draw: paths written inside
function bodies (`super::open::open_game(..)`, `crate::hints::answer(..)`).

    scripts/body-paths.py CRATE_NAME ENTRY_FILE

prints one line per edge, `"crate::a::b" -> "crate::c";`, in the node names
cargo-modules uses, for scripts/check-cycles.sh to add to its graph. The
module tree is read from the `mod NAME;` declarations reachable from
ENTRY_FILE (src/lib.rs or src/main.rs), leaving out `#[cfg(test)]` modules as
cargo-modules does; `use` items are left to cargo-modules. A path names the
deepest module it passes through, so `crate::room::open::open_game` is an
edge to `room::open`, and `super::Thing` one to the parent module.
"""
import os
import re
import sys

MOD_DECL = re.compile(r"^\s*(?:pub(?:\([^)]*\))?\s+)?mod\s+([A-Za-z_][A-Za-z0-9_]*)\s*;", re.M)
PATH = re.compile(r"(?<![A-Za-z0-9_:])(crate|super|self)((?:\s*::\s*[A-Za-z_][A-Za-z0-9_]*)+)")
USE_ITEM = re.compile(r"^\s*(?:pub(?:\([^)]*\))?\s+)?use\s[^;]*;", re.M | re.S)


def strip_comments_and_strings(text):
    """Blanks out comments, string and char literals, keeping line breaks."""
    out = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            i = j
        elif text.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if text.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif text.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            out.append("\n" * text.count("\n", i, j))
            i = j
        elif c == "r" and re.match(r'r#*"', text[i:i + 10]) and (i == 0 or not (text[i - 1].isalnum() or text[i - 1] == "_")):
            m = re.match(r'r(#*)"', text[i:])
            close = '"' + m.group(1)
            j = text.find(close, i + len(m.group(0)))
            j = n if j < 0 else j + len(close)
            out.append("\n" * text.count("\n", i, j))
            i = j
        elif c == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            out.append("\n" * text.count("\n", i, j + 1))
            i = j + 1
        elif c == "'" and re.match(r"'(\\.|[^\\'])'", text[i:i + 4]):
            m = re.match(r"'(\\.|[^\\'])'", text[i:])
            i += len(m.group(0))
        else:
            out.append(c)
            i += 1
    return "".join(out)


def drop_cfg_test(text):
    """Removes items under `#[cfg(test)]` (a `mod tests { .. }` block, a
    function, a `mod tests;` line), which cargo-modules does not draw."""
    while True:
        m = re.search(r"#\[cfg\(test\)\]", text)
        if not m:
            return text
        j = m.end()
        # The item runs to its `;` or to the end of its first brace block.
        semi = text.find(";", j)
        brace = text.find("{", j)
        if brace < 0 or (0 <= semi < brace):
            end = semi + 1
        else:
            depth, k = 0, brace
            while k < len(text):
                if text[k] == "{":
                    depth += 1
                elif text[k] == "}":
                    depth -= 1
                    if depth == 0:
                        break
                k += 1
            end = k + 1
        text = text[: m.start()] + "\n" * text.count("\n", m.start(), end) + text[end:]


def module_files(entry):
    """(module path, file) for every module reachable from the entry file."""
    found = []

    def walk(path, file, is_dir_owner):
        text = drop_cfg_test(strip_comments_and_strings(open(file, encoding="utf-8").read()))
        found.append((path, file, text))
        base = os.path.dirname(file)
        if not is_dir_owner:
            base = os.path.join(base, os.path.splitext(os.path.basename(file))[0])
        for name in MOD_DECL.findall(text):
            flat = os.path.join(base, name + ".rs")
            nested = os.path.join(base, name, "mod.rs")
            if os.path.exists(flat):
                walk(path + [name], flat, False)
            elif os.path.exists(nested):
                walk(path + [name], nested, True)

    walk([], entry, True)
    return found


def main():
    crate, entry = sys.argv[1], sys.argv[2]
    files = module_files(entry)
    modules = {tuple(p) for p, _, _ in files}
    edges = set()
    for path, _, text in files:
        body = USE_ITEM.sub(lambda m: "\n" * m.group(0).count("\n"), text)
        for m in PATH.finditer(body):
            head = m.group(1)
            segs = [s.strip() for s in m.group(2).split("::") if s.strip()]
            if head == "crate":
                at = []
            elif head == "self":
                at = list(path)
            else:
                at = list(path[:-1])
                while segs and segs[0] == "super":
                    at, segs = at[:-1], segs[1:]
            # The deepest module the path passes through.
            for s in segs:
                if tuple(at + [s]) in modules:
                    at = at + [s]
                else:
                    break
            if at != path and not (len(at) < len(path) and path[: len(at)] == at and head == "self"):
                edges.add((tuple(path), tuple(at)))
    name = lambda p: "::".join([crate] + list(p))
    for a, b in sorted(edges):
        print(f'"{name(a)}" -> "{name(b)}";')


if __name__ == "__main__":
    main()
