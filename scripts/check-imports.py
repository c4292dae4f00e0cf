#!/usr/bin/env python3
"""Fails when a target imports a module of this package, or a product of a dependency, that it does not
declare in Package.swift, or declares one that none of its files imports.

SwiftPM builds such an import anyway whenever the module happens to be built first (through another
target's dependency), so the graph in Package.swift silently stops describing the code; a dependency no
file imports any more only slows the build and misleads the reader. This check keeps the declared graph the
real one. An executable a test target depends on (to launch it) and targets without Swift files are not
expected to be imported. It reads the manifest through `swift package dump-package` and each
target's `import` lines (plain, `@testable`, `@_exported`, and inside `#if`).

Usage: scripts/check-imports.py [PACKAGE_DIR]   (default: the repository root)
"""
import json
import os
import re
import subprocess
import sys

IMPORT = re.compile(r"^\s*(?:@\w+\s+)*import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?(\w+)")


def manifest(package_dir):
    output = subprocess.run(
        ["swift", "package", "--package-path", package_dir, "dump-package"],
        check=True, capture_output=True, text=True,
    ).stdout
    return json.loads(output)


def declared_names(target):
    names = set()
    for dependency in target.get("dependencies", []):
        for kind in ("byName", "target", "product"):
            if kind in dependency:
                names.add(dependency[kind][0])
    return names


def source_folder(package_dir, target):
    if target.get("path"):
        return os.path.join(package_dir, target["path"])
    parent = "Tests" if target["type"] == "test" else "Sources"
    return os.path.join(package_dir, parent, target["name"])


def has_swift_files(folder):
    return any(name.endswith(".swift") for _, _, files in os.walk(folder) for name in files)


def imports_under(folder):
    """(module, file, line number) for each import in the Swift files under `folder`."""
    for root, _, files in os.walk(folder):
        for name in sorted(files):
            if not name.endswith(".swift"):
                continue
            path = os.path.join(root, name)
            with open(path, encoding="utf-8") as source:
                for number, line in enumerate(source, 1):
                    match = IMPORT.match(line)
                    if match:
                        yield match.group(1), path, number


def main():
    package_dir = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..")
    package = manifest(package_dir)
    targets = package["targets"]
    # Modules this package could be wrong about: its own targets and the products it names anywhere.
    known = {target["name"] for target in targets}
    for target in targets:
        for dependency in target.get("dependencies", []):
            if "product" in dependency:
                known.add(dependency["product"][0])
    executables = {target["name"] for target in targets if target["type"] == "executable"}
    problems = []
    for target in targets:
        if target["type"] in ("system", "binary", "plugin", "macro"):
            continue
        folder = source_folder(package_dir, target)
        if not has_swift_files(folder):
            continue
        declared = declared_names(target)
        imported = set()
        for module, path, number in imports_under(folder):
            imported.add(module)
            if module in known and module != target["name"] and module not in declared:
                relative = os.path.relpath(path, package_dir)
                problems.append(f"{relative}:{number}: target {target['name']} imports {module}, "
                                "which its dependencies in Package.swift do not name")
        for unused in sorted(declared - imported - executables):
            problems.append(f"Package.swift: target {target['name']} depends on {unused}, "
                            "which none of its files imports")
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        print(f"check-imports: {len(problems)} undeclared or unused dependencies", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
