#!/usr/bin/env python3
"""Counts, per module, how often each declared name (binding, event, service, call, preset, persisted key) is
written as a string literal in the module's Swift sources: with typed entries each declaration writes its name
once. Kinds are counted separately: a binding and a persisted key that share a word are two declarations, so
that word may be written twice, once in each entry.

Usage: scripts/module-name-counts.py RUNNER MODULE=FOLDER...
  RUNNER  a flowrun-style runner (its `modules` listing gives the declared names)
  e.g. scripts/module-name-counts.py .build/debug/flowrun onboarding=Sources/FlowModules/Onboarding ...
Exits 1 when a name is written more than once.
"""
import pathlib
import re
import subprocess
import sys

KINDS = (("binding", r"^app\.\w+\.(\w+)"), ("event", r"^event (\w+)"), ("double", r"^services\.\w+\.(\w+)\("),
         ("call", r"^call \w+\.(\w+)\("), ("preset", r"^preset\.(\w+)\("), ("persisted", r"^persisted\(\)\.(\w+)"))

def declared(runner):
    """{module: {name: {kind, ...}}} from the runner's `modules` listing."""
    names = {}
    module = None
    for line in subprocess.run([runner, "modules"], capture_output=True, text=True, check=True).stdout.splitlines():
        if line and not line.startswith(" "):
            module = line.split(":", 1)[0]
            names[module] = {}
            continue
        text = line.strip()
        for kind, pattern in KINDS:
            match = re.match(pattern, text)
            if match:
                names[module].setdefault(match.group(1), set()).add(kind)
    return names

def main():
    runner, folders = sys.argv[1], dict(arg.split("=", 1) for arg in sys.argv[2:])
    names = declared(runner)
    worst = 0
    for module, folder in folders.items():
        source = "".join(p.read_text() for p in sorted(pathlib.Path(folder).rglob("*.swift")))
        # A persisted key shares its word with the module's name, its tables and parameters (`melodies`): it
        # is checked only as a second declaration of a word another kind declares.
        declarations = {name: kinds for name, kinds in names.get(module, {}).items() if kinds != {"persisted"}}
        # Literals per declaration: a word that two kinds declare is written once for each.
        counts = {name: source.count(f'"{name}"') / len(kinds) for name, kinds in sorted(declarations.items())}
        repeated = {name: source.count(f'"{name}"') for name, count in counts.items() if count > 1}
        worst = max([worst] + list(counts.values()))
        total = sum(len(kinds) for kinds in declarations.values())
        print(f"{module}: {total} declared names, max {max(counts.values(), default=0):g} literal(s) each"
              + (f"; repeated: {repeated}" if repeated else ""))
    sys.exit(1 if worst > 1 else 0)

main()
