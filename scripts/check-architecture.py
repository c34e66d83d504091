#!/usr/bin/env python3
"""docs/architecture.md names only what exists: every module, type and member it puts in
backticks is declared under Sources/, and every repository path it names is there.

    python3 scripts/check-architecture.py [docs/architecture.md]

`X` must be a module (a folder of Sources/, or a target of Package.swift) or a type declared in
Sources or Tests (struct, enum, class, protocol, actor, typealias, or a `X.txt` table the EmbedLines
plugin compiles); `X.swift` a file under Sources; `X.y` must also have a member y
declared in Sources (func, var, let, case, init label, or a nested type); `Sources/...`,
`Tests/...`, `Templates/...`, `scripts/...`, `docs/...`, `schema/...`, `fuzz/...`, `Plugins/...` paths
must exist.
Prints "architecture: N passed, M failed" and exits 1 when anything is missing.
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DOC = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "docs", "architecture.md")
PATH_PREFIXES = ("Sources/", "Tests/", "Templates/", "scripts/", "docs/", "schema/", "fuzz/", "Plugins/")


def declarations():
    types, members = set(), set()
    for folder, _, names in [entry for top in ("Sources", "Tests") for entry in os.walk(os.path.join(ROOT, top))]:
        for name in names:
            if name.endswith(".txt") and folder.startswith(os.path.join(ROOT, "Sources")):
                # A table the EmbedLines plugin compiles: `enum <Name>` with these members.
                types.add(name[:-4])
                members.update(("version", "count", "lines"))
            if not name.endswith(".swift"):
                continue
            text = open(os.path.join(folder, name), encoding="utf-8").read()
            types.update(re.findall(r"\b(?:struct|enum|class|protocol|actor|typealias)\s+([A-Za-z_]\w*)", text))
            members.update(re.findall(r"\b(?:func|var|let|case)\s+`?([A-Za-z_]\w*)", text))
            for cases in re.findall(r"\bcase\s+([A-Za-z_][\w, ]*)", text):
                members.update(c.strip() for c in cases.split(",") if c.strip())
    return types, members


def modules():
    found = {name for name in os.listdir(os.path.join(ROOT, "Sources")) if os.path.isdir(os.path.join(ROOT, "Sources", name))}
    package = open(os.path.join(ROOT, "Package.swift"), encoding="utf-8").read()
    return found | set(re.findall(r'name:\s*"([A-Za-z]\w*)"', package))


def main():
    types, members = declarations()
    mods = modules()
    text = open(DOC, encoding="utf-8").read()
    passed, failed = 0, []
    for token in sorted(set(re.findall(r"`([^`\n]+)`", text))):
        if token.startswith(PATH_PREFIXES):
            path = token.split()[0].split(":")[0].rstrip("/")
            ok = os.path.exists(os.path.join(ROOT, path))
            what = "path"
        elif re.fullmatch(r"[A-Z]\w*\.swift", token):
            ok = any(token in names for _, _, names in os.walk(os.path.join(ROOT, "Sources")))
            what = "file under Sources/"
        elif re.fullmatch(r"[A-Z]\w*(\.[A-Za-z_]\w*)*", token):
            head, *rest = token.split(".")
            ok = (head in types or head in mods) and all(part in members or part in types for part in rest)
            what = "module, type or member"
        else:
            continue
        if ok:
            passed += 1
        else:
            failed.append(f"{os.path.relpath(DOC, ROOT)}: `{token}` names no {what} that exists")
    for line in failed:
        print(line)
    print(f"architecture: {passed} passed, {len(failed)} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
